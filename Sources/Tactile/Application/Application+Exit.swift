#if canImport(Glibc)
import Glibc
#endif
import TactileWayland

// A kiosk app has nothing to do without its compositor: these entry points turn a Wayland
// failure into the one line and status 1 an operator (or systemd) expects, instead of Swift's
// "Fatal error: Error raised at top level" with a backtrace.

extension Application {
    /// Opens the window as `init(configuration:log:)` does; when that fails (no compositor,
    /// a missing global), writes `<program>: <what failed>` to standard error and exits
    /// with status 1.
    public static func openOrExit(configuration: Configuration, log: @escaping (String) -> Void = { _ in }) -> Application {
        do {
            return try Application(configuration: configuration, log: log)
        } catch {
            exitReporting(error)
        }
    }

    /// Runs as `run()` does; when the compositor goes away or reports a protocol error,
    /// writes `<program>: <what happened>` to standard error and exits with status 1.
    public func runOrExit() {
        do {
            try run()
        } catch {
            Self.exitReporting(error)
        }
    }

    private static func exitReporting(_ error: Error) -> Never {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
        let line = Array("\(program): \(error)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(1)
    }
}
