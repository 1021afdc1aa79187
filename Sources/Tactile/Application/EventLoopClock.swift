import TactileCore
import TactileWayland

/// The input layer's clock on the application's event loop: CLOCK_MONOTONIC (the clock
/// weston stamps input events with), timers on the loop's timerfd.
final class EventLoopClock: InputClock {
    private let loop: EventLoop
    private var timers: [TimerToken: EventLoop.TimerID] = [:]
    private var nextToken: UInt64 = 0
    /// Called after each timer's action (a gesture may have ended in it).
    var afterTimer: (() -> Void)?

    init(loop: EventLoop) {
        self.loop = loop
    }

    var now: MonotonicTime { EventLoop.now() }

    func schedule(after delay: TimeSpan, _ action: @escaping () -> Void) -> TimerToken {
        nextToken += 1
        let token = TimerToken(rawValue: nextToken)
        timers[token] = loop.addTimer(at: EventLoop.now() + max(delay, .zero)) { [unowned self] in
            timers[token] = nil
            action()
            afterTimer?()
        }
        return token
    }

    func cancel(_ token: TimerToken) {
        guard let id = timers.removeValue(forKey: token) else { return }
        loop.cancelTimer(id)
    }
}
