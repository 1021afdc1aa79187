import Foundation

/// Connecting to a unix stream socket by path: what the injector connection and the
/// compositors' readiness checks share.
enum UnixStreamSocket {
    /// A connected, close-on-exec descriptor for the socket at `path`; the caller closes it.
    /// Throws with the errno text when there is no socket there yet, or it does not listen yet
    /// (a compositor binds its socket, which makes the file appear, before it listens).
    static func connect(path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else {
            throw HarnessError("socket() failed: \(String(cString: strerror(errno)))")
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            close(fd)
            throw HarnessError("socket path longer than \(capacity - 1) bytes: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw HarnessError("cannot connect to \(path): \(reason)")
        }
        return fd
    }

    /// Whether the socket at `path` accepts connections now: a connection is made and closed.
    static func accepts(path: String) -> Bool {
        guard let fd = try? connect(path: path) else { return false }
        close(fd)
        return true
    }
}
