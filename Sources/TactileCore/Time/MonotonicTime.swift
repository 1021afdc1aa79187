/// A point on a monotonic clock: when an input event happened, when a timer fires, the time
/// of a frame. Only differences between points of the same clock mean anything; a point
/// minus a point is a `TimeSpan`, a point plus a span is a point.
///
/// Every clock of the toolkit (the event loop's CLOCK_MONOTONIC, the input events'
/// timeline, a test's `ManualClock`) hands out this one type, so no caller has to know the
/// unit a layer happened to count in. Whole nanoseconds since the clock's origin in an
/// Int64: a trivial value, as cheap as the integer inside.
public struct MonotonicTime: Hashable, Comparable, Sendable {
    /// How far the point is from the clock's origin (CLOCK_MONOTONIC's zero for the event
    /// loop, the first instant of a manual clock).
    public var sinceOrigin: TimeSpan

    /// The point `sinceOrigin` after the clock's origin.
    @inlinable public init(sinceOrigin: TimeSpan) { self.sinceOrigin = sinceOrigin }

    /// The clock's origin.
    @inlinable public static var zero: MonotonicTime { MonotonicTime(sinceOrigin: .zero) }

    /// Orders points from the earliest.
    @inlinable public static func < (lhs: MonotonicTime, rhs: MonotonicTime) -> Bool { lhs.sinceOrigin < rhs.sinceOrigin }

    /// The point `rhs` later than `lhs` (earlier for a negative span).
    @inlinable public static func + (lhs: MonotonicTime, rhs: TimeSpan) -> MonotonicTime {
        MonotonicTime(sinceOrigin: lhs.sinceOrigin + rhs)
    }

    /// The point `rhs` earlier than `lhs`.
    @inlinable public static func - (lhs: MonotonicTime, rhs: TimeSpan) -> MonotonicTime {
        MonotonicTime(sinceOrigin: lhs.sinceOrigin - rhs)
    }

    /// The time from `rhs` to `lhs` (negative when `lhs` is earlier).
    @inlinable public static func - (lhs: MonotonicTime, rhs: MonotonicTime) -> TimeSpan { lhs.sinceOrigin - rhs.sinceOrigin }

    /// Moves `lhs` later by `rhs`.
    @inlinable public static func += (lhs: inout MonotonicTime, rhs: TimeSpan) { lhs.sinceOrigin += rhs }
}

extension MonotonicTime: CustomStringConvertible {
    /// The point as milliseconds since the clock's origin ("t=16.0 ms").
    public var description: String { "t=\(sinceOrigin)" }
}
