import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// Measures, for every committed frame that shows new input, the time from receiving the
/// first input event it shows to committing it. Enabled by TACTILE_LATENCY_REPORT=PATH: the
/// samples stay in a preallocated array (no I/O on the input path) and a one-line summary is
/// written to PATH when the application stops.
final class FrameLatencyRecorder {
    private let reportPath: String
    @exclusivity(unchecked) private var samples: [Double] = []
    @exclusivity(unchecked) private var firstUnshownInput: MonotonicTime?

    /// A recorder writing to the file TACTILE_LATENCY_REPORT names, nil when it is not set.
    static func fromEnvironment() -> FrameLatencyRecorder? {
        getenv("TACTILE_LATENCY_REPORT").map { FrameLatencyRecorder(reportPath: String(cString: $0)) }
    }

    /// A recorder whose summary goes to `reportPath`.
    init(reportPath: String) {
        self.reportPath = reportPath
        samples.reserveCapacity(1 << 16)
    }

    /// Notes that an input event arrived (only the first before a commit counts).
    func inputReceived() {
        if firstUnshownInput == nil { firstUnshownInput = EventLoop.now() }
    }

    /// Notes that the input received so far changed nothing on screen (a pointer entering,
    /// say): no frame will show it, and the next frame must not be measured from it.
    func inputShowedNothing() {
        firstUnshownInput = nil
    }

    /// Notes that a frame was drawn: when committed it shows every input received so far;
    /// when nothing changed, that input had nothing to show and is not waited for.
    @section(".text.hot")
    func frameRendered(committed: Bool) {
        guard let start = firstUnshownInput else { return }
        firstUnshownInput = nil
        if committed, samples.count < samples.capacity { samples.append((EventLoop.now() - start).milliseconds) }
    }

    /// Writes "frames N p50 X ms p99 Y ms max Z ms" to the report file.
    func writeReport() {
        let sorted = samples.sorted()
        func percentile(_ fraction: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        }
        let line = "frames \(sorted.count) p50 \(percentile(0.5)) ms p99 \(percentile(0.99)) ms max \(sorted.last ?? 0) ms\n"
        guard let file = fopen(reportPath, "w") else { return }
        fputs(line, file)
        fclose(file)
    }
}
