import TactileCore
import TactileWayland

/// An `InputClock` on the application's event loop, timers on the loop's timerfd for its
/// clock: CLOCK_MONOTONIC for the input layer (the clock weston stamps input events with),
/// CLOCK_BOOTTIME for the kiosk session's idle steps (a suspend counts as idle time).
final class EventLoopClock: InputClock {
    private let loop: EventLoop
    private let clock: EventLoop.Clock
    private var timers: [TimerToken: EventLoop.TimerID] = [:]
    private var nextToken: UInt64 = 0
    /// Called after each timer's action (a gesture may have ended in it).
    var afterTimer: (() -> Void)?

    init(loop: EventLoop, clock: EventLoop.Clock = .monotonic) {
        self.loop = loop
        self.clock = clock
    }

    var now: MonotonicTime { EventLoop.now(on: clock) }

    func schedule(after delay: TimeSpan, _ action: @escaping () -> Void) -> TimerToken {
        nextToken += 1
        let token = TimerToken(rawValue: nextToken)
        timers[token] = loop.addTimer(at: now + max(delay, .zero), on: clock) { [unowned self] in
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
