import CShims
import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// Tells systemd how the app is doing, as `sd_notify` does, without libsystemd: one datagram
/// per message to the AF_UNIX socket named by `NOTIFY_SOCKET` (a path, or `@name` for an
/// abstract socket).
///
/// `READY=1` once the first frame is committed (a `Type=notify` unit counts as started then),
/// `WATCHDOG=1` every half `WATCHDOG_USEC` from a timer on the event loop (a hung loop sends
/// none, and systemd restarts the app), `STATUS=` lines, `STOPPING=1` when the loop ends.
/// A socket that cannot be made or refuses a datagram is reported in one log line; the app
/// runs on and sends nothing more.
final class SystemdNotifier {
    private let path: String
    private let descriptor: Int32
    private let log: (String) -> Void
    private var failed = false

    /// The notifier for `NOTIFY_SOCKET`; nil when unset or empty. Incidents go to `log`.
    static func fromEnvironment(log: @escaping (String) -> Void) -> SystemdNotifier? {
        guard let value = getenv("NOTIFY_SOCKET").map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return SystemdNotifier(path: value, log: log)
    }

    private init(path: String, log: @escaping (String) -> Void) {
        self.path = path
        self.log = log
        descriptor = tactile_datagram_socket()
        if descriptor < 0 { fail("socket") }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// How often the loop must say it lives: half of `WATCHDOG_USEC`, nil when the unit has no
    /// watchdog or the variable is meant for another process (`WATCHDOG_PID`).
    static func watchdogInterval() -> TimeSpan? {
        guard let value = getenv("WATCHDOG_USEC").flatMap({ UInt64(String(cString: $0)) }), value > 0 else { return nil }
        if let owner = getenv("WATCHDOG_PID").flatMap({ Int32(String(cString: $0)) }), owner != getpid() { return nil }
        return TimeSpan(nanoseconds: Int64(value / 2) * 1000)
    }

    /// Sends `message` (such as `READY=1` or `STATUS=attract screen`); after a failure, nothing.
    func send(_ message: String) {
        guard !failed else { return }
        let sent = message.withCString { text in tactile_datagram_send(descriptor, path, text, strlen(text)) }
        if sent < 0 { fail("sendto") }
    }

    /// Sends `WATCHDOG=1` now and every `interval` after it from a timer on `loop`: only a
    /// loop that turns keeps it going.
    func keepWatchdogFed(on loop: EventLoop, every interval: TimeSpan) {
        send("WATCHDOG=1")
        loop.addTimer(at: EventLoop.now() + interval) { [weak self, unowned loop] in
            self?.keepWatchdogFed(on: loop, every: interval)
        }
    }

    private func fail(_ call: String) {
        failed = true
        log("systemd: cannot notify NOTIFY_SOCKET \(path) (\(call): \(String(cString: strerror(errno)))); the app runs without telling systemd")
    }
}
