import CWaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// The connection to the compositor: owns the `wl_display` and turns libwayland's error
/// state into a `WaylandError` that says what happened.
package final class Display {
    /// The underlying `wl_display`.
    let proxy: OpaquePointer

    /// Connects to the compositor named by WAYLAND_SOCKET or WAYLAND_DISPLAY (libwayland's
    /// rules), or to `name` (a socket name in XDG_RUNTIME_DIR, or an absolute socket path)
    /// when given; throws `.noCompositor` naming the variables that were consulted.
    package init(name: String? = nil) throws {
        guard let display = wl_display_connect(name) else {
            let reason = errnoDescription()
            throw WaylandError.noCompositor(
                display: Self.environment("WAYLAND_DISPLAY"),
                runtimeDirectory: Self.environment("XDG_RUNTIME_DIR"),
                reason: reason)
        }
        proxy = display
    }

    deinit {
        wl_display_disconnect(proxy)
    }

    /// Whether `init()` has a compositor socket to try, by libwayland's rules: WAYLAND_SOCKET
    /// is set, or WAYLAND_DISPLAY names a socket, or, with WAYLAND_DISPLAY unset, the default
    /// socket `wayland-0` exists in XDG_RUNTIME_DIR (a session whose compositor exports no
    /// variable). An empty WAYLAND_DISPLAY names nothing. A socket left by a dead compositor
    /// still counts: only connecting tells.
    package static var hasCompositorToTry: Bool {
        if let socket = environment("WAYLAND_SOCKET"), !socket.isEmpty { return true }
        if let name = environment("WAYLAND_DISPLAY") { return !name.isEmpty }
        guard let runtime = environment("XDG_RUNTIME_DIR"), !runtime.isEmpty else { return false }
        var status = stat()
        return stat(runtime + "/wayland-0", &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
    }

    /// The socket's file descriptor, for polling.
    package var fileDescriptor: Int32 { wl_display_get_fd(proxy) }

    /// Sends and receives until the compositor has processed every request sent so far.
    package func roundtrip() throws {
        if wl_display_roundtrip(proxy) < 0 { throw currentError() }
    }

    /// The error libwayland recorded on the connection: a protocol error with the
    /// interface, object and code where the compositor sent one, else the lost connection.
    func currentError(fallback: Int32 = errno) -> WaylandError {
        let code = wl_display_get_error(proxy)
        if code == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var objectID: UInt32 = 0
            let protocolCode = wl_display_get_protocol_error(proxy, &interface, &objectID)
            let name = interface.map { String(cString: $0.pointee.name) } ?? "an unknown interface"
            return .protocolError(interface: name, code: protocolCode, objectID: objectID)
        }
        let cause = code != 0 ? code : fallback
        if cause == EPIPE || cause == ECONNRESET {
            return .connectionLost(reason: "the compositor closed the connection")
        }
        return .connectionLost(reason: errnoDescription(cause))
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
