/// A gesture's value (a translation; a scale or an angle in `x`) together with the
/// velocity of its changes, in units per second.
///
/// Frames without change only move time on, so resting before lifting brings the velocity
/// to zero (see `VelocityTracker`); replacing the value from outside restarts the velocity.
struct MeasuredValue {
    /// The current value.
    private(set) var value: SIMD2<Double>
    private var tracker = VelocityTracker()

    /// Starts at `initial`.
    init(_ initial: SIMD2<Double>) { value = initial }

    /// Replaces the value (the application set it, or the gesture reset); velocity restarts.
    mutating func set(_ newValue: SIMD2<Double>) {
        value = newValue
        tracker.reset()
    }

    /// The value after the frame at `time` (unchanged or not).
    mutating func update(_ newValue: SIMD2<Double>, at time: MonotonicTime) {
        let changed = newValue != value
        value = newValue
        if changed || tracker.isEmpty { tracker.add(newValue, at: time) } else { tracker.note(time) }
    }

    /// Units per second over the tracker's window.
    var velocity: SIMD2<Double> { tracker.velocity }
}
