import CShims
import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// Appends the process's C heap figures to a file at a fixed interval, for soak runs that
/// look for leaks from outside: RSS and descriptors can be read from /proc, but how much of
/// the heap is in use only the process itself can ask malloc. Enabled by
/// `TACTILE_MEMORY_REPORT=PATH`, every `TACTILE_MEMORY_REPORT_INTERVAL` seconds (default 30).
///
/// Each line, appended (the file is opened and closed each time, so a reader never sees a
/// half-written file and the report holds no descriptor between lines):
/// `monotonic-ns T heap-in-use B heap-held B`, with T the CLOCK_MONOTONIC time of the reading
/// (the clock every process on the machine shares, so a reader can tell how fresh it is) and
/// the byte counts of `tactile_heap_usage` (glibc's mallinfo2, every arena).
///
/// Unset, nothing exists: no timer, no wake-up (an idle window must cost none).
final class MemoryReport {
    private let path: String
    private let interval: TimeSpan

    /// A report to the file TACTILE_MEMORY_REPORT names, nil when it is not set (or empty).
    static func fromEnvironment() -> MemoryReport? {
        guard let path = getenv("TACTILE_MEMORY_REPORT").map({ String(cString: $0) }), !path.isEmpty else { return nil }
        let seconds = getenv("TACTILE_MEMORY_REPORT_INTERVAL").flatMap { Double(String(cString: $0)) } ?? 30
        return MemoryReport(path: path, interval: .seconds(seconds))
    }

    /// A report appending to `path` every `interval` (at least a millisecond).
    init(path: String, interval: TimeSpan) {
        self.path = path
        self.interval = max(interval, .milliseconds(1))
    }

    /// Writes a line every interval from now on, on `loop`'s thread, until the loop ends.
    /// The timer holds the report, so the caller need not keep it.
    func start(on loop: EventLoop) {
        schedule(on: loop, at: EventLoop.now() + interval)
    }

    /// Deadlines advance by whole intervals from the start, so lines do not drift later.
    private func schedule(on loop: EventLoop, at deadline: MonotonicTime) {
        loop.addTimer(at: deadline) { [self] in
            writeLine()
            schedule(on: loop, at: max(deadline + interval, EventLoop.now()))
        }
    }

    /// Appends one line with the heap figures now.
    func writeLine() {
        var inUse = 0, held = 0
        tactile_heap_usage(&inUse, &held)
        guard let file = fopen(path, "a") else { return }
        fputs("monotonic-ns \(EventLoop.now().sinceOrigin.nanoseconds) heap-in-use \(inUse) heap-held \(held)\n", file)
        fclose(file)
    }
}
