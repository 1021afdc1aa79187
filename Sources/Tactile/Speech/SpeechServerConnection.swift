import CSpeechDispatcher
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One open libspeechd connection, used by the speech thread alone: every call blocks until
/// the server answers (or `replyTimeout` passes, which counts as the server gone).
final class SpeechServerConnection {
    /// What a command came to.
    enum Outcome: Equatable {
        /// The server took it.
        case done
        /// The server answered with an error: the connection still works.
        case refused
        /// The connection broke (the server closed it, or did not answer in time).
        case lost
    }

    /// libspeechd's connection, closed (`spd_close`) with this object.
    private let connection: UnsafeMutablePointer<SPDConnection>
    /// Held by every command: libspeechd formats some in static buffers shared by all its
    /// connections (the priority, `CHAR`, the volume and rate), so two connections on two
    /// threads sending at once can send each other's line, or an empty one (seen with parallel
    /// tests). Opening formats into its own memory and is left out: a server that never
    /// answers the client name would hold the lock.
    private static let commands = Mutex(())

    /// Takes over `connection`.
    private init(_ connection: UnsafeMutablePointer<SPDConnection>) { self.connection = connection }

    deinit { spd_close(connection) }

    /// Connects to `address` as `clientName` (libspeechd sends `SET SELF CLIENT_NAME
    /// "USER:CLIENT:main"` at once); with `autospawn`, libspeechd first starts the server
    /// (`speech-dispatcher --spawn`, or `SPEECHD_CMD`) when nothing listens there. The wait
    /// for the server's answer to the client name has no limit (the socket is libspeechd's
    /// until it returns): a server that accepts and never answers holds the speech thread here
    /// until it answers or dies, while the output stays unavailable.
    static func open(_ address: SpeechServerAddress, clientName: String, autospawn: Bool,
                     replyTimeout: Duration) throws(SpeechServerProblem) -> SpeechServerConnection {
        var error: UnsafeMutablePointer<CChar>?
        let opened = address.withConnectionAddress { address in
            spd_open2(clientName, nil, nil, SPD_MODE_SINGLE, address, autospawn ? 1 : 0, &error)
        }
        guard let opened else {
            defer { free(error) }
            throw SpeechServerProblem(reason: error.map { String(cString: $0) } ?? "speech-dispatcher refused the connection")
        }
        let connection = SpeechServerConnection(opened)
        // libspeechd ignores the outcome of its first command: a server that closed the
        // socket at once left it closed.
        guard connection.isOpen else { throw SpeechServerProblem(reason: "speech-dispatcher closed the connection") }
        connection.limitWaits(to: replyTimeout)
        // libspeechd makes the socket without close-on-exec: a process the app starts must
        // not keep the server's connection open after the app closed it.
        _ = fcntl(connection.socket, F_SETFD, FD_CLOEXEC)
        return connection
    }

    /// False once libspeechd found the socket broken: it then closes its stream over the
    /// socket, and the socket with it, and clears the stream (0.11 leaves `socket` as it was).
    var isOpen: Bool { connection.pointee.stream != nil }

    /// The socket, for watching while no command is under way (nothing is expected on it
    /// then: a readable or hung-up socket means the server went away); valid while `isOpen`.
    var socket: Int32 { connection.pointee.socket }

    /// Says `text` at `priority`: `SET SELF PRIORITY`, `SPEAK`, the text, `.`.
    func say(_ text: String, priority: SPDPriority) -> Outcome { outcome { spd_say(connection, priority, text) } }

    /// Says one character by its name (`CHAR`).
    func sayCharacter(_ character: String, priority: SPDPriority) -> Outcome { outcome { spd_char(connection, priority, character) } }

    /// Says a key by its SSIP name (`KEY`): "enter", "tab".
    func sayKey(_ key: String, priority: SPDPriority) -> Outcome { outcome { spd_key(connection, priority, key) } }

    /// Stops what is said and drops what waits (`CANCEL SELF`).
    func cancel() -> Outcome { outcome { spd_cancel(connection) } }

    /// The language of what follows (`SET SELF LANGUAGE`).
    func setLanguage(_ language: String) -> Outcome { outcome { spd_set_language(connection, language) } }

    /// The loudness, -100...100 (`SET SELF VOLUME`).
    func setVolume(_ volume: Int32) -> Outcome { outcome { spd_set_volume(connection, volume) } }

    /// The speaking rate, -100...100 (`SET SELF RATE`).
    func setRate(_ rate: Int32) -> Outcome { outcome { spd_set_voice_rate(connection, rate) } }

    /// libspeechd returns -1 both for an error answer and for a broken socket; only the
    /// second closes the connection's stream.
    private func outcome(_ command: () -> Int32) -> Outcome {
        let result = Self.commands.withLock { _ in command() }
        if result >= 0 { return .done }
        return isOpen ? .refused : .lost
    }

    /// A server that stops answering would hold the speech thread in a read for ever: past
    /// `timeout` the read fails and libspeechd closes the connection like a broken one.
    private func limitWaits(to timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        var limit = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
    }
}
