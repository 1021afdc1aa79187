#if canImport(Glibc)
import Glibc
#endif

/// A connection to the weston input-injection module (Tests/WestonInjector) at
/// $TACTILE_INJECT_SOCKET: one command line out, one reply line back.
final class InjectorClient {
    private let socket: Int32
    private var buffer: [UInt8] = []

    /// Connects to the socket named by TACTILE_INJECT_SOCKET (set by `.ci/with-weston`).
    init() throws {
        guard let path = getenv("TACTILE_INJECT_SOCKET").map({ String(cString: $0) }) else {
            throw BenchmarkError("TACTILE_INJECT_SOCKET is not set: run under .ci/with-weston (bash .ci/bench)")
        }
        socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw BenchmarkError("cannot connect to the injector at \(path)") }
    }

    deinit { close(socket) }

    /// Sends `commands` in one write and returns the module's reply to the last; throws on
    /// `error …`. Commands written together reach the client in one compositor flush, as one
    /// libinput dispatch delivers an event with its frame.
    @discardableResult
    func send(_ commands: String...) throws -> String {
        let lines = Array(commands.map { $0 + "\n" }.joined().utf8)
        _ = lines.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
        var reply = ""
        for command in commands {
            reply = try readReply()
            if reply.hasPrefix("error") { throw BenchmarkError("injector: \(command): \(reply)") }
        }
        return reply
    }

    /// The process ID of the client whose surface input at (`x`, `y`) reaches; nil for none.
    /// (`client-at` answers "ok PID SX SY", the point in that surface after the ID.)
    func client(atX x: Double, y: Double) throws -> Int32? {
        let reply = try send("client-at \(x) \(y)")
        let fields = reply.split(separator: " ")
        guard fields.count >= 2, fields[0] == "ok", let pid = Int32(fields[1]) else {
            throw BenchmarkError("injector: unexpected reply \(reply) to client-at")
        }
        return pid == 0 ? nil : pid
    }

    /// Where the surface that input at (`x`, `y`) reaches lies: (`x`, `y`) less that point in
    /// the surface's own coordinates, with its client's process ID; nil for none.
    func surfaceOrigin(atX x: Double, y: Double) throws -> (pid: Int32, x: Double, y: Double)? {
        let reply = try send("client-at \(x) \(y)")
        let fields = reply.split(separator: " ")
        guard fields.count >= 2, fields[0] == "ok", let pid = Int32(fields[1]) else {
            throw BenchmarkError("injector: unexpected reply \(reply) to client-at")
        }
        guard pid != 0 else { return nil }
        guard fields.count == 4, let surfaceX = Double(fields[2]), let surfaceY = Double(fields[3]) else {
            throw BenchmarkError("injector: unexpected reply \(reply) to client-at")
        }
        return (pid, x - surfaceX, y - surfaceY)
    }

    /// The next reply line.
    private func readReply() throws -> String {
        while !buffer.contains(UInt8(ascii: "\n")) {
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(socket, &chunk, chunk.count)
            guard count > 0 else { throw BenchmarkError("the injector closed the connection") }
            buffer += chunk[..<count]
        }
        let end = buffer.firstIndex(of: UInt8(ascii: "\n"))!
        let reply = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeSubrange(...end)
        return reply
    }
}

/// A benchmark that could not run, with the reason.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
