import TactileCore

extension ImageFormat {
    /// The format `bytes` (a file's first bytes) are in, told by their magic numbers, never by a
    /// file name; nil when they are none of the formats an `Image` holds.
    init?(sniffing bytes: [UInt8]) {
        func starts(with magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && bytes[offset..<offset + magic.count].elementsEqual(magic)
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) { self = .gif }
        else if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) { self = .webp }
        else if Self.looksLikeSVG(bytes) { self = .svg }
        else { return nil }
    }

    /// XML (after an optional byte-order mark and white space) with an `<svg` element in its first bytes.
    private static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return false }
        let svg = Array("<svg".utf8), window = bytes.prefix(ImageInput.prefixLength)
        return window.indices.dropLast(svg.count - 1).contains { window[$0..<$0 + svg.count].elementsEqual(svg) }
    }
}
