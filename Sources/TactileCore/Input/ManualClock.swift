/// An `InputClock` that only moves when told to: tests, benchmarks and offscreen replays
/// advance it by hand and its timers fire in deadline order as it passes them.
public final class ManualClock: InputClock {
    /// The current time in milliseconds.
    public private(set) var now: Double

    private struct Pending {
        let token: TimerToken
        let deadline: Double
        let action: () -> Void
    }

    private var pending: [Pending] = []
    private var nextToken: UInt64 = 1

    /// Creates a clock reading `start` milliseconds.
    public init(start: Double = 0) { now = start }

    /// Schedules `action` at `now + delay` milliseconds.
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> TimerToken {
        let token = TimerToken(rawValue: nextToken)
        nextToken += 1
        pending.append(Pending(token: token, deadline: now + max(delay, 0), action: action))
        return token
    }

    /// Drops a timer that has not fired.
    public func cancel(_ token: TimerToken) { pending.removeAll { $0.token == token } }

    /// The number of timers that have not fired yet.
    public var pendingTimerCount: Int { pending.count }

    /// Moves time forward by `milliseconds`, firing every timer whose deadline is passed, in
    /// deadline order (ties in scheduling order), each with `now` set to its deadline.
    public func advance(by milliseconds: Double) {
        let target = now + max(milliseconds, 0)
        while let index = nextDue(before: target) {
            let timer = pending.remove(at: index)
            now = max(now, timer.deadline)
            timer.action()
        }
        now = target
    }

    private func nextDue(before target: Double) -> Int? {
        var best: Int?
        for (index, timer) in pending.enumerated() where timer.deadline <= target {
            if let current = best, pending[current].deadline <= timer.deadline { continue }
            best = index
        }
        return best
    }
}
