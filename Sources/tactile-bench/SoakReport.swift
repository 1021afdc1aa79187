import Foundation

/// One reading of the demo's memory during the soak, taken with every finger up and the
/// input paused (so a carried item's layer or a spring in flight does not count).
struct SoakSample {
    /// Seconds since the stream started.
    let seconds: Double
    /// Resident set size, MB.
    let rss: Double
    /// C heap allocated, MB (mallinfo2 uordblks + hblkhd).
    let heapInUse: Double
    /// C heap malloc holds from the kernel, MB (mallinfo2 arena + hblkhd).
    let heapHeld: Double
    /// Open descriptors.
    let descriptors: Int
    /// Input events sent so far (touch, pointer, button, axis and key events; frame markers
    /// not counted).
    let events: Int
}

/// Prints the soak's figures: a table row per sample, then the second half's trend.
enum SoakReport {
    /// Bytes in the MB of the figures.
    static let megabyte = 1_048_576.0
    /// The goal: no growth, at most this many MB over the whole second half.
    static let allowedGrowth = 1.0

    /// The table's header.
    static func printHeader() {
        print("elapsed   RSS MB   heap in use MB   heap held MB   fds   events sent")
        fflush(nil)
    }

    /// The table row of `sample`.
    static func printRow(_ sample: SoakSample) {
        let seconds = Int(sample.seconds.rounded())
        print(String(format: "%4d:%02d   %6.2f   %14.2f   %12.2f   %3d   %11d",
                     seconds / 60, seconds % 60, sample.rss, sample.heapInUse, sample.heapHeld, sample.descriptors, sample.events))
        fflush(nil)  // Each row as it comes, also into a file or a pipe (`| tee`); nil: every stream.
    }

    /// Prints, for RSS and heap in use over the samples of the second half of `duration`
    /// seconds, the least-squares slope (MB per minute), the growth it fits over the half,
    /// the change from the half's first sample to its last, and whether both stay within the
    /// goal. Returns true when they do.
    @discardableResult
    static func printTrend(_ samples: [SoakSample], duration: Double) -> Bool {
        let half = samples.filter { $0.seconds >= duration / 2 }
        guard half.count >= 2, let first = half.first, let last = half.last else {
            print("second half: fewer than 2 samples, no slope (run at least 1 minute)")
            return false
        }
        let span = (last.seconds - first.seconds) / 60
        print("second half, \(clock(first.seconds)) to \(clock(last.seconds)) (\(half.count) samples, \(number(span, 1)) min);"
              + " goal: flat, at most +\(number(allowedGrowth, 1)) MB over the half:")
        var met = true
        for (name, value) in [("RSS", \SoakSample.rss), ("heap in use", \SoakSample.heapInUse)] {
            let slope = leastSquaresSlope(half.map { ($0.seconds / 60, $0[keyPath: value]) })
            let change = last[keyPath: value] - first[keyPath: value]
            let within = slope * span <= allowedGrowth && change <= allowedGrowth
            met = met && within
            print("  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) slope \(number(slope, 3, signed: true)) MB/min"
                  + " (fitted \(number(slope * span, signed: true)) MB over the half),"
                  + " change \(number(change, signed: true)) MB (\(number(first[keyPath: value])) → \(number(last[keyPath: value]))):"
                  + " \(within ? "within the goal" : "OVER THE GOAL")")
        }
        print("  \("fds".padding(toLength: 12, withPad: " ", startingAt: 0)) \(first.descriptors) → \(last.descriptors)")
        return met
    }

    /// The slope of the least-squares line through `points` (0 for fewer than two distinct x).
    static func leastSquaresSlope(_ points: [(x: Double, y: Double)]) -> Double {
        let count = Double(points.count)
        let meanX = points.map(\.x).reduce(0, +) / count, meanY = points.map(\.y).reduce(0, +) / count
        let spread = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        guard spread > 0 else { return 0 }
        return points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +) / spread
    }

    /// `value` with `decimals` decimals, a sign in front when `signed`.
    static func number(_ value: Double, _ decimals: Int = 2, signed: Bool = false) -> String {
        String(format: "%\(signed ? "+" : "").\(decimals)f", value)
    }

    /// "m:ss".
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
