import Glibc
import TactileCore

/// Reads an image's bytes: from memory as they are, from a file with `read(2)` (never mapped:
/// a file truncated while mapped would kill the process with SIGBUS).
enum ImageInput {
    /// Bytes enough to tell every format apart and to hold a PNG's IHDR.
    static let prefixLength = 4096
    /// The largest file read whole (GIF, WebP): beyond it a file is refused rather than read.
    static let maxFileBytes = 256 << 20

    /// The first bytes of `source` (all of them for bytes in memory).
    static func prefix(of source: ImageSource) throws(CodecFailure) -> [UInt8] {
        switch source {
        case .bytes(let bytes): return try nonEmpty(bytes)
        case .file(let path): return try nonEmpty(read(path, atMost: prefixLength))
        }
    }

    /// All the bytes of `source`.
    static func whole(_ source: ImageSource) throws(CodecFailure) -> [UInt8] {
        switch source {
        case .bytes(let bytes): return try nonEmpty(bytes)
        case .file(let path): return try nonEmpty(read(path, atMost: nil))
        }
    }

    private static func nonEmpty(_ bytes: [UInt8]) throws(CodecFailure) -> [UInt8] {
        guard !bytes.isEmpty else { throw CodecFailure("empty file") }
        return bytes
    }

    /// The file's bytes, its first `atMost` only when given; errno's text when it cannot be read.
    /// Opened without blocking and read only when it is a regular file: a FIFO in a photo folder
    /// would otherwise hold a decoding thread forever.
    private static func read(_ path: String, atMost limit: Int?) throws(CodecFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw errnoFailure() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw errnoFailure() }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw CodecFailure(String(cString: strerror(EISDIR)))
        default: throw CodecFailure("not a regular file")
        }
        let size = Int(status.st_size)
        if limit == nil, size > maxFileBytes { throw CodecFailure("too large to read (\(size) bytes)") }
        let capacity = min(limit ?? maxFileBytes, max(size, 1))
        var bytes = [UInt8](repeating: 0, count: capacity)
        var count = 0
        while count < capacity {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, capacity - count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw errnoFailure() }
            if n == 0 { break }
            count += n
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func errnoFailure() -> CodecFailure { CodecFailure(String(cString: strerror(errno))) }
}
