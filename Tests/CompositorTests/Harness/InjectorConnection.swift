import Foundation

/// A connection to the injection module's command socket: one command line out, one reply
/// line back ("ok" or "error <why>").
final class InjectorConnection {
    private let fd: Int32
    /// Bytes read past the end of the last reply line.
    private var pending: [UInt8] = []

    /// Connects to the unix stream socket at `path`; throws with the errno text on failure.
    init(path: String) throws {
        fd = try UnixStreamSocket.connect(path: path)
    }

    deinit {
        close(fd)
    }

    /// Sends `commands` (lines without newlines) in one write and returns their reply lines
    /// without newlines. Lines written together run together: their events reach the clients
    /// in one flush. Throws when the socket closes or a reply does not come within `timeout`.
    func send(_ commands: [String], timeout: Duration) throws -> [String] {
        if let multiline = commands.first(where: { $0.contains("\n") }) {
            throw HarnessError("an injector command is one line; got \(multiline.debugDescription)")
        }
        let lines = Array(commands.map { $0 + "\n" }.joined().utf8)
        var sent = 0
        while sent < lines.count {
            let n = lines[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                throw HarnessError("sending \(commands) to the injector failed: \(String(cString: strerror(errno)))")
            }
            sent += n
        }
        return try commands.map { try readLine(timeout: timeout, command: $0) }
    }

    private func readLine(timeout: Duration, command: String) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let reply = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return reply
            }
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else {
                throw HarnessError("no reply from the injector to \(command.debugDescription) within \(timeout)")
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&descriptor, 1, Int32(max(1, remaining.seconds * 1000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else {
                throw HarnessError("poll on the injector socket failed: \(String(cString: strerror(errno)))")
            }
            if ready == 0 { continue }
            var buffer = [UInt8](repeating: 0, count: 512)
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                throw HarnessError("the injector closed its socket before replying to \(command.debugDescription)")
            }
            pending.append(contentsOf: buffer[..<n])
        }
    }
}
