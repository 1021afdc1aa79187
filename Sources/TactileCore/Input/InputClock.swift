/// Identifies a timer scheduled with an `InputClock`, so it can be cancelled.
public struct TimerToken: Hashable, Sendable {
    /// A value unique among the clock's live timers.
    public let rawValue: UInt64

    /// Wraps a raw value chosen by the clock.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// Time and one-shot timers for the input layer (long-press delays, the wait for another tap,
/// the end of a mouse-wheel gesture).
///
/// The application's event loop implements it (a timerfd polled with the Wayland fd); tests
/// use `ManualClock` and advance it by hand, so no test depends on real time. Timers fire on
/// the event loop's thread, between input events, never from inside an input handler.
public protocol InputClock: AnyObject {
    /// The current time on a monotonic clock (only differences matter).
    var now: MonotonicTime { get }
    /// Runs `action` once, `delay` from now (at once on the next loop turn for zero).
    func schedule(after delay: TimeSpan, _ action: @escaping () -> Void) -> TimerToken
    /// Forgets a timer that has not fired yet; does nothing for a fired or unknown token.
    func cancel(_ token: TimerToken)
}
