import CCairo
import TactileCore

/// PNG: the size from the IHDR chunk without decoding, the pixels through Cairo's reader.
enum PNGCodec {
    /// The header in a PNG's first bytes: the signature, then the IHDR chunk, whose first two
    /// fields are the width and height (big-endian).
    static func header(inPrefix bytes: [UInt8]) throws(CodecFailure) -> ImageHeader {
        guard bytes.count >= 24 else { throw CodecFailure("truncated") }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else { throw CodecFailure("not valid PNG data (no IHDR chunk)") }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return ImageHeader(format: .png, pixelWidth: bigEndian(16), pixelHeight: bigEndian(20))
    }

    /// The picture at `width`×`height`, scaled from the PNG's own pixels.
    static func decode(_ image: Image, width: Int, height: Int) throws(CodecFailure) -> DecodedPicture {
        if case .file = image.source {
            guard try header(inPrefix: ImageInput.prefix(of: image.source)) == ImageHeader(image) else { throw CodecFailure.changed }
        }
        let picture = try decodeWhole(image.source)
        guard picture.width == image.pixelWidth, picture.height == image.pixelHeight else { throw CodecFailure.changed }
        if picture.width == width, picture.height == height { return picture }
        let transform = PictureTransform(orientation: 1, sourceWidth: picture.width, sourceHeight: picture.height, width: width, height: height)
        return try transform.render(picture.surface, region: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    private static func decodeWhole(_ source: ImageSource) throws(CodecFailure) -> DecodedPicture {
        let surface: OpaquePointer?
        switch source {
        case .file(let path): surface = cairo_image_surface_create_from_png(path)
        case .bytes(let bytes):
            var reader = PNGByteReader(bytes: bytes)
            surface = withUnsafeMutablePointer(to: &reader) { pointer in
                cairo_image_surface_create_from_png_stream({ closure, destination, length in
                    guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
                    let reader = closure.assumingMemoryBound(to: PNGByteReader.self)
                    return reader.pointee.read(into: destination, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, pointer)
            }
        }
        guard let surface else { throw CodecFailure("cannot be decoded") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // Cairo 1.16's reader says READ_ERROR when the bytes end early, and NO_MEMORY for
            // every error libpng raises (a bad checksum, bad compressed data): the budget was
            // checked, so that is the data, not the memory.
            switch status {
            case CAIRO_STATUS_READ_ERROR: throw CodecFailure("truncated")
            case CAIRO_STATUS_NO_MEMORY: throw CodecFailure("corrupt PNG data")
            default: throw CodecFailure(String(cString: cairo_status_to_string(status)))
            }
        }
        return DecodedPicture(adopting: surface)
    }
}
