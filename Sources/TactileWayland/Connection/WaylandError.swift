/// Why the Wayland client could not start or had to stop. Each case's description is
/// one line meant for a person: it says what happened and, where it helps, what to check.
public enum WaylandError: Error, CustomStringConvertible, Equatable {
    /// No compositor answered at the configured socket.
    case noCompositor(display: String?, runtimeDirectory: String?, reason: String)
    /// The compositor closed the connection or the socket failed (the compositor died).
    case connectionLost(reason: String)
    /// The compositor reported a protocol error on one of our objects.
    case protocolError(interface: String, code: UInt32, objectID: UInt32)
    /// A global the client cannot work without was not advertised.
    case missingGlobal(String)
    /// Creating or mapping shared memory for buffers failed.
    case sharedMemory(reason: String)
    /// A system call the event loop depends on failed.
    case system(call: String, reason: String)

    /// One line that says what went wrong.
    public var description: String {
        switch self {
        case let .noCompositor(display, runtimeDirectory, reason):
            let socket = display.map { "WAYLAND_DISPLAY=\($0)" } ?? "WAYLAND_DISPLAY unset (default wayland-0)"
            let dir = runtimeDirectory.map { "XDG_RUNTIME_DIR=\($0)" } ?? "XDG_RUNTIME_DIR unset"
            return "cannot connect to a Wayland compositor (\(socket), \(dir)): \(reason)"
        case let .connectionLost(reason):
            return "the Wayland compositor connection was lost: \(reason)"
        case let .protocolError(interface, code, objectID):
            return "Wayland protocol error on \(interface)@\(objectID): code \(code)"
        case let .missingGlobal(name):
            return "the compositor does not offer \(name), which Tactile needs"
        case let .sharedMemory(reason):
            return "shared-memory buffer failure: \(reason)"
        case let .system(call, reason):
            return "\(call) failed: \(reason)"
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The text of the current `errno`, for error messages.
func errnoDescription(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
