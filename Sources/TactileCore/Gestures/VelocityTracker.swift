/// Estimates how fast a gesture value (a translation, a scale, an angle) changes, in units
/// per second, from the samples of the last `window`.
///
/// Samples come only with changes; frames without change just move time on (`note`), so
/// a finger that rested longer than the window before lifting has velocity zero, while a
/// lift right after a flick keeps the flick's speed. Storage is allocated once; recording
/// does not allocate.
struct VelocityTracker {
    private var times: [MonotonicTime] = []
    private var values: [SIMD2<Double>] = []
    private let window: TimeSpan
    private static let capacity = 12

    /// Creates a tracker averaging over `window`.
    init(window: TimeSpan = .milliseconds(100)) {
        self.window = window
        times.reserveCapacity(Self.capacity + 1)
        values.reserveCapacity(Self.capacity + 1)
    }

    /// True when no sample is held.
    var isEmpty: Bool { times.isEmpty }

    /// Forgets every sample.
    mutating func reset() {
        times.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Records the value at `time`; a sample at the same time replaces the last.
    mutating func add(_ value: SIMD2<Double>, at time: MonotonicTime) {
        if let last = times.last, time <= last {
            values[values.count - 1] = value
        } else {
            times.append(time)
            values.append(value)
        }
        note(time)
    }

    /// Time has reached `time`: samples older than the window are dropped.
    mutating func note(_ time: MonotonicTime) {
        var stale = 0
        while stale < times.count, time - times[stale] > window || times.count - stale > Self.capacity { stale += 1 }
        guard stale > 0 else { return }
        times.removeFirst(stale)
        values.removeFirst(stale)
    }

    /// Units per second between the oldest and newest sample in the window; zero with fewer
    /// than two samples.
    var velocity: SIMD2<Double> {
        guard let first = times.first, let last = times.last, last > first else { return .zero }
        return (values[values.count - 1] - values[0]) * (1 / (last - first).seconds)
    }
}
