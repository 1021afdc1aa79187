/// A length of time: a delay, a duration, the gap between two events. Negative spans exist
/// (the difference of two times taken in the wrong order) so arithmetic never traps.
///
/// Whole nanoseconds in an Int64 (±292 years), so a sum of spans is exact and the type is
/// as cheap as the integer inside: it sits on the per-event path (every touch carries a
/// time, every velocity divides by a span). Build one with a readable unit,
/// `.milliseconds(16)`, `.seconds(0.25)`, and read it back in the unit a formula wants.
public struct TimeSpan: Hashable, Comparable, Sendable {
    /// The span in nanoseconds; the constructors below say the unit at the call site.
    public var nanoseconds: Int64

    /// A span of exactly `nanoseconds`.
    @inlinable public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// No time at all. (Computed and inlinable rather than a stored constant, so using it
    /// costs no lazy-initialisation check in other modules.)
    @inlinable public static var zero: TimeSpan { TimeSpan(nanoseconds: 0) }

    /// A span of `count` milliseconds, rounded to the nearest nanosecond.
    @inlinable public static func milliseconds(_ count: Double) -> TimeSpan {
        TimeSpan(nanoseconds: Int64((count * 1e6).rounded()))
    }

    /// A span of `count` seconds, rounded to the nearest nanosecond.
    @inlinable public static func seconds(_ count: Double) -> TimeSpan {
        TimeSpan(nanoseconds: Int64((count * 1e9).rounded()))
    }

    /// The span in seconds, for formulas in physical units (velocities, springs).
    @inlinable public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// The span in milliseconds, for formulas and reports in that unit.
    @inlinable public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    /// Orders spans from the most negative to the longest.
    @inlinable public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// The two spans one after the other.
    @inlinable public static func + (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
        TimeSpan(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
    }

    /// What is left of `lhs` after `rhs`.
    @inlinable public static func - (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
        TimeSpan(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
    }

    /// Adds `rhs` to `lhs`.
    @inlinable public static func += (lhs: inout TimeSpan, rhs: TimeSpan) { lhs.nanoseconds += rhs.nanoseconds }

    /// Takes `rhs` from `lhs`.
    @inlinable public static func -= (lhs: inout TimeSpan, rhs: TimeSpan) { lhs.nanoseconds -= rhs.nanoseconds }

    /// The span scaled by `factor`, rounded to the nearest nanosecond.
    @inlinable public static func * (lhs: TimeSpan, rhs: Double) -> TimeSpan {
        TimeSpan(nanoseconds: Int64((Double(lhs.nanoseconds) * rhs).rounded()))
    }

    /// What is left of `lhs` after taking out as many whole `rhs` as fit (a phase in a period).
    @inlinable public static func % (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
        TimeSpan(nanoseconds: lhs.nanoseconds % rhs.nanoseconds)
    }

    /// How many times `rhs` fits in `lhs`, as a fraction (a progress, a ratio of periods).
    @inlinable public static func / (lhs: TimeSpan, rhs: TimeSpan) -> Double { Double(lhs.nanoseconds) / Double(rhs.nanoseconds) }
}

extension TimeSpan: CustomStringConvertible {
    /// The span in milliseconds, the unit input timing is usually discussed in ("16.0 ms").
    public var description: String { "\(milliseconds) ms" }
}
