#if canImport(Glibc)
import Glibc
#endif

/// The whole of the regular file at `path`; nil when it cannot be read or is larger than
/// `limit` bytes (a bound on what a stray path can make us allocate).
func readFile(atPath path: String, limit: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= limit else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    while filled < bytes.count {
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return nil }
        filled += count
    }
    return bytes
}
