/// An `InputClock` that only moves when told to: tests, benchmarks and offscreen replays
/// advance it by hand and its timers fire in deadline order as it passes them.
public final class ManualClock: InputClock {
    /// The current time.
    public private(set) var now: MonotonicTime

    private struct Pending {
        let token: TimerToken
        let deadline: MonotonicTime
        let action: () -> Void
    }

    private var pending: [Pending] = []
    private var nextToken: UInt64 = 1

    /// Creates a clock reading `start`.
    public init(start: MonotonicTime = .zero) { now = start }

    /// Schedules `action` at `now + delay`.
    public func schedule(after delay: TimeSpan, _ action: @escaping () -> Void) -> TimerToken {
        let token = TimerToken(rawValue: nextToken)
        nextToken += 1
        pending.append(Pending(token: token, deadline: now + max(delay, .zero), action: action))
        return token
    }

    /// Drops a timer that has not fired.
    public func cancel(_ token: TimerToken) { pending.removeAll { $0.token == token } }

    /// The number of timers that have not fired yet.
    package var pendingTimerCount: Int { pending.count }

    /// Moves time forward by `span`, firing every timer whose deadline is passed, in
    /// deadline order (ties in scheduling order), each with `now` set to its deadline.
    public func advance(by span: TimeSpan) {
        let target = now + max(span, .zero)
        while let index = nextDue(before: target) {
            let timer = pending.remove(at: index)
            now = max(now, timer.deadline)
            timer.action()
        }
        now = target
    }

    private func nextDue(before target: MonotonicTime) -> Int? {
        var best: Int?
        for (index, timer) in pending.enumerated() where timer.deadline <= target {
            if let current = best, pending[current].deadline <= timer.deadline { continue }
            best = index
        }
        return best
    }
}
