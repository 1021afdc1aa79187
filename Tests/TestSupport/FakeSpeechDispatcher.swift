import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A stand-in for speech-dispatcher: it listens on a Unix socket, answers SSIP as the real
/// server does (the codes of its msg.h: `208 OK CLIENT NAME SET`, `230 OK RECEIVING DATA`,
/// `225-ID` and `225 OK MESSAGE QUEUED`…) and records every line each connection sent,
/// the text of a `SPEAK` and its closing `.` included. It can refuse a command, stop answering
/// (a hung server) and die (`stop()`: its socket and every connection closed) and come back.
public final class FakeSpeechDispatcher: Sendable {
    /// Where it listens.
    public let socketPath: String

    /// What the tests and the serving thread share, under `state`'s lock.
    private struct State {
        /// Each connection's lines, in the order connections came.
        var connections: [[String]] = []
        /// When each line of `connections` arrived.
        var arrivals: [[ContinuousClock.Instant]] = []
        /// The connections the client closed, in the order it did.
        var closed: [Int] = []
        /// The lines answered with an error, and the error.
        var refusals: [String: String] = [:]
        /// The connections whose commands are recorded and never answered.
        var silent: Set<Int> = []
        /// Set by `stop()`: the serving thread closes everything and ends.
        var stopping = false
        /// The id of the last message taken.
        var messageID = 0

        /// The answer to a message taken: its id, then the code.
        mutating func queued() -> String {
            messageID += 1
            return "225-\(messageID)\r\n225 OK MESSAGE QUEUED"
        }
    }

    /// One client as the serving thread sees it.
    private struct Client {
        /// Its socket.
        let descriptor: Int32
        /// Its place in `connections`.
        let index: Int
        /// What came after its last whole line.
        var pending: [UInt8] = []
        /// Between `SPEAK` and the closing `.`: lines are text, not commands.
        var receivingText = false
    }

    /// The record and how to answer.
    private let state = Mutex(State())
    /// Signalled by the serving thread when it ended, nil while none runs.
    private let serving = Mutex<DispatchSemaphore?>(nil)

    /// A server for the socket `speechd.sock` in `directory`; it listens once started.
    public init(directory: String) { socketPath = directory + "/speechd.sock" }

    deinit { stop() }

    /// Every connection's lines so far, in the order connections came.
    public var connections: [[String]] { state.withLock { $0.connections } }

    /// When each line of each connection arrived (read as soon as it came), for hand-off times.
    public var arrivals: [[ContinuousClock.Instant]] { state.withLock { $0.arrivals } }

    /// The connections the client closed (not those the server's death closed), in order.
    public var closedByClient: [Int] { state.withLock { $0.closed } }

    /// Answers `line` with `reply` (without its CRLF) from now on.
    public func refuse(_ line: String, with reply: String) { state.withLock { $0.refusals[line] = reply } }

    /// Stops answering connection `index` (its lines are still recorded), as a server that
    /// hung would; later connections are answered.
    public func stopAnswering(connection index: Int) { state.withLock { _ = $0.silent.insert(index) } }

    /// Listens, and serves on a thread of its own until stopped.
    public func start() {
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        precondition(listener >= 0, "socket: \(errno)")
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { path in
            let bytes = Array(socketPath.utf8)
            precondition(bytes.count < path.count, "socket path too long")
            path.copyBytes(from: bytes)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        precondition(bound == 0 && listen(listener, 8) == 0, "bind or listen: \(errno)")
        state.withLock { $0.stopping = false }
        let ended = DispatchSemaphore(value: 0)
        serving.withLock { $0 = ended }
        Thread.detachNewThread { [self] in
            serve(listener)
            ended.signal()
        }
    }

    /// Dies: closes the socket and every connection, and removes the socket file.
    public func stop() {
        guard let ended = serving.withLock({ serving in defer { serving = nil }; return serving }) else { return }
        state.withLock { $0.stopping = true }
        precondition(ended.wait(timeout: .now() + 10) == .success, "the fake speech-dispatcher did not stop")
    }

    /// Waits until `condition` holds for the connections' lines, up to `timeout`; false if it
    /// never did.
    public func waitUntil(timeout: Duration = .seconds(10), _ condition: ([[String]]) -> Bool) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !condition(connections) {
            guard ContinuousClock.now < deadline else { return false }
            usleep(2_000)
        }
        return true
    }

    /// The serving thread: accepts clients and answers their lines until stopped, then closes
    /// everything and removes the socket file.
    private func serve(_ listener: Int32) {
        var clients: [Client] = []
        while !state.withLock({ $0.stopping }) {
            var descriptors = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            descriptors += clients.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            // A short timeout: the loop looks at `stopping` between polls.
            guard poll(&descriptors, nfds_t(descriptors.count), 20) > 0 else { continue }
            if descriptors[0].revents != 0 {
                let client = accept(listener, nil, nil)
                if client >= 0 {
                    // Else a process a test starts would keep the connection open past `stop()`.
                    _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                    let index = state.withLock { state in
                        state.connections.append([])
                        state.arrivals.append([])
                        return state.connections.count - 1
                    }
                    clients.append(Client(descriptor: client, index: index))
                }
            }
            var closed: [Int] = []
            for (position, descriptor) in descriptors.dropFirst().enumerated() where descriptor.revents != 0 {
                if !read(&clients[position]) { closed.append(position) }
            }
            for position in closed.reversed() {
                state.withLock { $0.closed.append(clients[position].index) }
                close(clients[position].descriptor)
                clients.remove(at: position)
            }
        }
        for client in clients { close(client.descriptor) }
        close(listener)
        unlink(socketPath)
    }

    /// Reads what `client` sent and answers each whole line; false when it closed.
    private func read(_ client: inout Client) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(client.descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return false }
        client.pending += buffer[..<count]
        while let end = lineEnd(in: client.pending) {
            let line = String(decoding: client.pending[..<end], as: UTF8.self)
            client.pending.removeFirst(end + 2)
            let reply = answer(line, from: &client)
            if let reply {
                let bytes = Array((reply + "\r\n").utf8)
                _ = send(client.descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL))
            }
        }
        return true
    }

    /// Where the first CRLF of `bytes` starts, if there is one.
    private func lineEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        return (0..<(bytes.count - 1)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 }
    }

    /// Records `line` and gives the server's answer (nil for a line of text, or when not answering).
    private func answer(_ line: String, from client: inout Client) -> String? {
        state.withLock { state in
            state.connections[client.index].append(line)
            state.arrivals[client.index].append(.now)
            let answers = !state.silent.contains(client.index)
            if client.receivingText {
                guard line == "." else { return nil }
                client.receivingText = false
                return answers ? state.queued() : nil
            }
            guard answers else { return nil }
            if let refusal = state.refusals[line] { return refusal }
            let words = line.split(separator: " ").map { $0.uppercased() }
            switch words.first {
            case "SET" where words.count > 2:
                switch words[2] {
                case "CLIENT_NAME": return "208 OK CLIENT NAME SET"
                case "PRIORITY": return "202 OK PRIORITY SET"
                case "LANGUAGE": return "201 OK LANGUAGE SET"
                case "RATE": return "203 OK RATE SET"
                case "VOLUME": return "218 OK VOLUME SET"
                default: return "500 ERR INVALID COMMAND"
                }
            case "SPEAK":
                client.receivingText = true
                return "230 OK RECEIVING DATA"
            case "CHAR", "KEY": return state.queued()
            case "CANCEL": return "213 OK CANCELED"
            case "STOP": return "210 OK STOPPED"
            case "QUIT": return "231 HAPPY HACKING"
            default: return "500 ERR INVALID COMMAND"
            }
        }
    }
}
