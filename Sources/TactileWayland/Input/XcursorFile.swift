/// One image of an Xcursor file: premultiplied ARGB32 pixels, row by row, and its hotspot.
struct XcursorImage: Equatable {
    let width: Int
    let height: Int
    /// The point of the image that is the pointer's position, in image pixels.
    let hotspotX: Int
    let hotspotY: Int
    /// `width` × `height` premultiplied ARGB32 pixels, top row first.
    let pixels: [UInt32]
}

/// Why bytes were refused as an Xcursor file: each case names the first check that failed.
enum XcursorError: Error, Equatable, CustomStringConvertible {
    case truncatedHeader
    case notAnXcursorFile
    case badHeaderSize(Int)
    case tableOutsideFile(entries: Int)
    case noImages
    case chunkOutsideFile(position: Int)
    case chunkIsNotAnImage(position: Int)
    case absurdSize(width: Int, height: Int)
    case hotspotOutsideImage(x: Int, y: Int)
    case pixelsOutsideFile(position: Int)

    var description: String {
        switch self {
        case .truncatedHeader: "shorter than the 16-byte Xcursor header"
        case .notAnXcursorFile: "no \"Xcur\" magic"
        case .badHeaderSize(let size): "header size \(size) is outside the file or below 16"
        case .tableOutsideFile(let entries): "its table of \(entries) entries runs past the end of the file"
        case .noImages: "its table lists no image"
        case .chunkOutsideFile(let position): "the image header at \(position) runs past the end of the file"
        case .chunkIsNotAnImage(let position): "the chunk at \(position) is not the image its table entry says"
        case .absurdSize(let width, let height): "image size \(width)×\(height) is outside 1…\(XcursorFile.maximumSide)"
        case .hotspotOutsideImage(let x, let y): "hotspot (\(x), \(y)) lies outside the image"
        case .pixelsOutsideFile(let position): "the pixels of the image at \(position) run past the end of the file"
        }
    }
}

/// Reads the Xcursor format (libXcursor's cursor theme files): a header, a table of chunks,
/// and image chunks each of one nominal size. Pure: it reads bytes and trusts none of them.
enum XcursorFile {
    /// The largest width or height accepted: cursors are tens of pixels, and this bounds
    /// what a corrupt header can make us allocate.
    static let maximumSide = 1024
    /// Chunk type of an image (comments have 0xfffe0001).
    static let imageType: UInt32 = 0xfffd_0002
    private static let magic: UInt32 = 0x7275_6358  // "Xcur" read little-endian.
    private static let headerBytes = 16
    private static let tableEntryBytes = 12
    private static let imageHeaderBytes = 36

    /// The first image of the nominal size nearest `nominalSize` in `bytes` (the smaller size
    /// when two are equally near; an animated cursor's first frame); throws the reason when the bytes are not a sound cursor file.
    static func image(in bytes: [UInt8], nearestTo nominalSize: Int) throws(XcursorError) -> XcursorImage {
        guard bytes.count >= headerBytes else { throw .truncatedHeader }
        guard word(bytes, at: 0) == magic else { throw .notAnXcursorFile }
        let headerSize = Int(word(bytes, at: 4))
        guard headerSize >= headerBytes, headerSize <= bytes.count else { throw .badHeaderSize(headerSize) }
        let entries = Int(word(bytes, at: 12))
        guard entries <= (bytes.count - headerSize) / tableEntryBytes else { throw .tableOutsideFile(entries: entries) }
        var best: (size: Int, position: Int)?
        for entry in 0..<entries {
            let offset = headerSize + entry * tableEntryBytes
            guard word(bytes, at: offset) == imageType else { continue }
            let size = Int(word(bytes, at: offset + 4))
            if let current = best, (distance(size, nominalSize), size) >= (distance(current.size, nominalSize), current.size) { continue }
            best = (size, Int(word(bytes, at: offset + 8)))
        }
        guard let best else { throw .noImages }
        return try image(in: bytes, at: best.position, nominalSize: best.size)
    }

    private static func image(in bytes: [UInt8], at position: Int, nominalSize: Int) throws(XcursorError) -> XcursorImage {
        guard position <= bytes.count - imageHeaderBytes else { throw .chunkOutsideFile(position: position) }
        guard word(bytes, at: position + 4) == imageType, Int(word(bytes, at: position + 8)) == nominalSize else {
            throw .chunkIsNotAnImage(position: position)
        }
        let width = Int(word(bytes, at: position + 16)), height = Int(word(bytes, at: position + 20))
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .absurdSize(width: width, height: height)
        }
        let hotspotX = Int(word(bytes, at: position + 24)), hotspotY = Int(word(bytes, at: position + 28))
        guard hotspotX < width, hotspotY < height else { throw .hotspotOutsideImage(x: hotspotX, y: hotspotY) }
        // The chunk's own header size says where its pixels start.
        let pixelStart = position + Int(word(bytes, at: position))
        guard Int(word(bytes, at: position)) >= imageHeaderBytes, pixelStart <= bytes.count - width * height * 4 else {
            throw .pixelsOutsideFile(position: position)
        }
        let pixels = (0..<width * height).map { word(bytes, at: pixelStart + $0 * 4) }
        return XcursorImage(width: width, height: height, hotspotX: hotspotX, hotspotY: hotspotY, pixels: pixels)
    }

    /// The little-endian 32-bit word at `offset` (the caller has checked the bounds).
    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private static func distance(_ a: Int, _ b: Int) -> Int { abs(a - b) }
}
