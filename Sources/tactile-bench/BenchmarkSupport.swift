/// Deterministic pseudo-random numbers (xorshift64*), so every run measures the same scene.
struct BenchmarkRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9e37_79b9_7f4a_7c15 : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_f491_4f6c_dd1d
    }

    /// A number in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

/// Runs `body` `iterations` times after `warmup` untimed runs and returns the time of each
/// timed run in microseconds, sorted.
func measure(iterations: Int, warmup: Int = 3, _ body: () -> Void) -> [Double] {
    for _ in 0..<warmup { body() }
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
        samples.append(microseconds(clock.measure(body)))
    }
    return samples.sorted()
}

/// A duration in microseconds.
func microseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1_000_000 + Double(parts.attoseconds) / 1_000_000_000_000
}

/// Prints "name: median … µs, mean …, p90 …" for sorted samples in microseconds.
func report(_ name: String, _ samples: [Double], per count: Int = 1) {
    let scaled = samples.map { $0 / Double(count) }
    let mean = scaled.reduce(0, +) / Double(scaled.count)
    let median = scaled[scaled.count / 2]
    let p90 = scaled[min(scaled.count - 1, scaled.count * 9 / 10)]
    print("\(name): median \(format(median)) µs, mean \(format(mean)) µs, p90 \(format(p90)) µs")
}

/// A figure with up to two decimals, without Foundation.
func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
