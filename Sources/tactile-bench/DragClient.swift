import CShims
import Foundation

/// What one drag run measured on its client.
struct DragSample {
    /// The client's CPU time over the drag, from /proc/PID/schedstat.
    let cpuMilliseconds: Double
    /// The client's input-to-commit p99 over the drag, for a Tactile client
    /// (TACTILE_LATENCY_REPORT); nil for others.
    let latencyP99: Double?
}

/// One client under the compositor, given one drag.
enum DragClient {
    /// Starts `executable` with `arguments` (and TACTILE_LATENCY_REPORT set), waits until its
    /// surface takes input at `start`, drags from there by (540, 270) in 180 motions over 3 s
    /// with touch or the mouse, and stops it.
    static func measure(executable: String, arguments: [String], at start: (x: Double, y: Double), isTouch: Bool) throws -> DragSample {
        let report = NSTemporaryDirectory() + "tactile-latency-\(getpid()).txt"
        try? FileManager.default.removeItem(atPath: report)
        let client = Process()
        client.executableURL = URL(fileURLWithPath: executable)
        client.arguments = arguments
        client.environment = ProcessInfo.processInfo.environment.merging(["TACTILE_LATENCY_REPORT": report]) { $1 }
        // weston-simple-touch prints nothing useful; a pipe nobody reads would stall a chatty client.
        client.standardOutput = FileHandle.nullDevice
        do { try client.run() } catch { throw BenchmarkError("cannot start \(executable): \(error)") }
        defer { if client.isRunning { client.terminate() } }
        let injector = try InjectorClient()
        try waitForClient(client.processIdentifier, at: start, injector: injector)
        usleep(300_000)  // Let the first frames settle.

        let before = try cpuNanoseconds(of: client.processIdentifier)
        try drag(from: start, isTouch: isTouch, injector: injector)
        usleep(200_000)  // The last frame.
        let cpu = Double(try cpuNanoseconds(of: client.processIdentifier) - before) / 1e6
        client.terminate()
        client.waitUntilExit()
        let latency = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap(p99(inReport:))
        try? FileManager.default.removeItem(atPath: report)
        return DragSample(cpuMilliseconds: cpu, latencyP99: latency)
    }

    /// The p99 of a latency report, "frames N p50 X ms p99 Y ms max Z ms".
    private static func p99(inReport text: String) -> Double? {
        let words = text.split(separator: " ")
        return words.firstIndex(of: "p99").flatMap { $0 + 1 < words.count ? Double(words[$0 + 1]) : nil }
    }

    /// Drags from `start` by (540, 270) in 180 steps 1/60 s apart, paced in real time.
    private static func drag(from start: (x: Double, y: Double), isTouch: Bool, injector: InjectorClient) throws {
        let began = tactile_monotonic_ns()
        if isTouch {
            try injector.send("touch-down 0 \(start.x) \(start.y)", "touch-frame")
        } else {
            try injector.send("pointer-motion \(start.x) \(start.y)", "pointer-frame")
            try injector.send("button 272 pressed", "pointer-frame")
        }
        for step in 1...180 {
            let deadline = began + Int64(step) * 1_000_000_000 / 60
            let wait = deadline - tactile_monotonic_ns()
            if wait > 0 { usleep(UInt32(wait / 1000)) }
            let x = start.x + 3 * Double(step), y = start.y + 1.5 * Double(step)
            if isTouch {
                try injector.send("touch-motion 0 \(x) \(y)", "touch-frame")
            } else {
                try injector.send("pointer-motion \(x) \(y)", "pointer-frame")
            }
        }
        if isTouch {
            try injector.send("touch-up 0", "touch-frame")
        } else {
            try injector.send("button 272 released", "pointer-frame")
        }
    }

    private static func waitForClient(_ pid: Int32, at point: (x: Double, y: Double), injector: InjectorClient) throws {
        for _ in 0..<500 {
            if try injector.send("client-at \(point.x) \(point.y)") == "ok \(pid)" { return }
            usleep(10_000)
        }
        throw BenchmarkError("the client did not take input at \(point) within 5 s")
    }

    /// Time the process has spent on a CPU, in nanoseconds (the first field of schedstat).
    private static func cpuNanoseconds(of pid: Int32) throws -> Int64 {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
              let first = text.split(separator: " ").first, let value = Int64(first) else {
            throw BenchmarkError("cannot read /proc/\(pid)/schedstat")
        }
        return value
    }
}
