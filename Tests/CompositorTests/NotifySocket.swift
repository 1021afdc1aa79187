import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A datagram socket of the test's own standing in for systemd's notification socket: the
/// path (or `@name`, an abstract name) to give the app as `NOTIFY_SOCKET`, and the messages
/// it received.
final class NotifySocket {
    /// The value for `NOTIFY_SOCKET`.
    let address: String
    private let descriptor: Int32
    /// The datagrams received so far, in order.
    private(set) var messages: [String] = []

    /// Binds a socket at `address` (a path, or `@name` for the abstract namespace).
    init(address: String) throws {
        self.address = address
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { throw HarnessError("socket: \(String(cString: strerror(errno)))") }
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(address.utf8)
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { path in
            for (index, byte) in bytes.enumerated() { path[index] = byte }
            if bytes.first == UInt8(ascii: "@") { path[0] = 0 }
        }
        let length = socklen_t(MemoryLayout.offset(of: \sockaddr_un.sun_path)! + bytes.count)
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else { throw HarnessError("bind \(address): \(String(cString: strerror(errno)))") }
    }

    deinit {
        close(descriptor)
        if !address.hasPrefix("@") { unlink(address) }
    }

    /// Reads every datagram waiting; returns all received so far.
    func receive() -> [String] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            messages.append(String(decoding: buffer[..<count], as: UTF8.self))
        }
        return messages
    }
}
