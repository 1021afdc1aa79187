/// Estimates how fast a gesture value (a translation, a scale, an angle) changes, in units
/// per second, from the samples of the last `window` milliseconds.
///
/// Samples older than the window are dropped, so a finger that rested before lifting has
/// velocity zero. Storage is allocated once; adding a sample does not allocate.
struct VelocityTracker {
    private var times: [Double]
    private var values: [SIMD2<Double>]
    private let window: Double

    /// Creates a tracker averaging over `window` milliseconds.
    init(window: Double = 100) {
        self.window = window
        times = []
        values = []
        times.reserveCapacity(16)
        values.reserveCapacity(16)
    }

    /// Forgets every sample.
    mutating func reset() {
        times.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Records the value at `time` (milliseconds); a sample at the same time replaces the last.
    mutating func add(_ value: SIMD2<Double>, at time: Double) {
        if let last = times.last, time <= last {
            values[values.count - 1] = value
        } else {
            times.append(time)
            values.append(value)
        }
        var stale = 0
        while stale < times.count - 1, time - times[stale] > window || times.count - stale > 12 { stale += 1 }
        if stale > 0 {
            times.removeFirst(stale)
            values.removeFirst(stale)
        }
    }

    /// Units per second between the oldest and newest sample in the window; zero with fewer
    /// than two samples.
    var velocity: SIMD2<Double> {
        guard let first = times.first, let last = times.last, last > first else { return .zero }
        return (values[values.count - 1] - values[0]) * (1000 / (last - first))
    }
}
