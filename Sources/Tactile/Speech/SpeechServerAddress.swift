import CSpeechDispatcher
#if canImport(Glibc)
import Glibc
#endif

/// Where speech-dispatcher listens: a Unix socket (its usual place) or a TCP port.
package enum SpeechServerAddress: Equatable, Sendable {
    /// The Unix socket at `path`.
    case unixSocket(path: String)
    /// The TCP port `port` on `host`.
    case inetSocket(host: String, port: Int32)

    /// What `SPEECHD_ADDRESS` says (`unix_socket:PATH` or `inet_socket:HOST:PORT`), else
    /// libspeechd's default, `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`. Throws when
    /// `SPEECHD_ADDRESS` names a method libspeechd does not know.
    package static func fromEnvironment() throws(SpeechServerProblem) -> SpeechServerAddress {
        var error: UnsafeMutablePointer<CChar>?
        guard let found = spd_get_default_address(&error) else {
            defer { free(error) }
            throw SpeechServerProblem(reason: error.map { String(cString: $0) } ?? "no speech-dispatcher address")
        }
        defer { SPDConnectionAddress__free(found) }
        let address = found.pointee
        if address.method == SPD_METHOD_INET_SOCKET {
            return .inetSocket(host: address.inet_socket_host.map { String(cString: $0) } ?? "127.0.0.1", port: address.inet_socket_port)
        }
        return .unixSocket(path: address.unix_socket_name.map { String(cString: $0) } ?? "")
    }

    /// Calls `body` with the address as libspeechd takes it, valid during the call only.
    func withConnectionAddress<T>(_ body: (UnsafePointer<SPDConnectionAddress>) -> T) -> T {
        var address = SPDConnectionAddress()
        switch self {
        case .unixSocket(let path):
            address.method = SPD_METHOD_UNIX_SOCKET
            address.unix_socket_name = strdup(path)
        case .inetSocket(let host, let port):
            address.method = SPD_METHOD_INET_SOCKET
            address.inet_socket_host = strdup(host)
            address.inet_socket_port = port
        }
        defer {
            free(address.unix_socket_name)
            free(address.inet_socket_host)
        }
        return withUnsafePointer(to: address, body)
    }
}

/// Why speech-dispatcher could not be reached, in libspeechd's words (for the log).
package struct SpeechServerProblem: Error, Equatable, Sendable {
    /// What went wrong, as one line.
    package let reason: String
}
