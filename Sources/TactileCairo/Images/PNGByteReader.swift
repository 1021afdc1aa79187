/// Feeds a byte array to Cairo's PNG reader in the chunks it asks for.
struct PNGByteReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Copies the next `count` bytes to `destination`; false, copying nothing, past the end.
    mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - position else { return false }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + position, count: count)
        }
        position += count
        return true
    }
}
