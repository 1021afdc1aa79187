import CShims
import Foundation

/// The drag benchmark of the drag-and-drop issue, on the real client under the compositor in
/// WAYLAND_DISPLAY: `tactile-demo --scene bench` (200 tiles) is started, one tile is dragged
/// for 3 s with 180 touch motions (then the same with the mouse), and the client's CPU time
/// over the drag (from /proc/PID/schedstat, nanoseconds) and its input-to-commit latency
/// (TACTILE_LATENCY_REPORT) are printed. Then the same touches from the grey background, which
/// drag nothing: what receiving that input costs the client on this machine now.
func runDragBenchmarks() throws {
    for (input, start) in [("touch", 40.0), ("mouse", 40.0), ("touch", 5.0)] {
        let report = NSTemporaryDirectory() + "tactile-latency-\(getpid())-\(input).txt"
        let demo = Process()
        demo.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tactile-demo")
        demo.arguments = ["--scene", "bench"]
        demo.environment = ProcessInfo.processInfo.environment.merging(["TACTILE_LATENCY_REPORT": report]) { $1 }
        try demo.run()
        defer { if demo.isRunning { demo.terminate() } }
        let injector = try InjectorClient()
        try waitForClient(demo.processIdentifier, at: (40, 40), injector: injector)
        usleep(300_000)  // Let the first frames settle.

        let before = try cpuNanoseconds(of: demo.processIdentifier)
        try drag(with: input, from: start, injector: injector)
        usleep(200_000)  // The last frame.
        let cpu = Double(try cpuNanoseconds(of: demo.processIdentifier) - before) / 1e6
        demo.terminate()
        demo.waitUntilExit()
        let latency = (try? String(contentsOfFile: report, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "no report"
        try? FileManager.default.removeItem(atPath: report)
        if start == 40 {
            print("\(input) drag, 180 motions over 3 s, 200 tiles: client CPU \(format(cpu)) ms (target ≤ 22 ms); input-to-commit latency: \(latency)")
        } else {
            print("the same touches from the background, dragging nothing: client CPU \(format(cpu)) ms")
        }
    }
}

/// Drags from (`start`, `start`) by (540, 270) in 180 steps 1/60 s apart, paced in real time.
private func drag(with input: String, from start: Double, injector: InjectorClient) throws {
    let began = tactile_monotonic_ns()
    let isTouch = input == "touch"
    if isTouch {
        try injector.send("touch-down 0 \(start) \(start)", "touch-frame")
    } else {
        try injector.send("pointer-motion \(start) \(start)", "pointer-frame")
        try injector.send("button 272 pressed", "pointer-frame")
    }
    for step in 1...180 {
        let deadline = began + Int64(step) * 1_000_000_000 / 60
        let wait = deadline - tactile_monotonic_ns()
        if wait > 0 { usleep(UInt32(wait / 1000)) }
        let x = start + 3 * Double(step), y = start + 1.5 * Double(step)
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

private func waitForClient(_ pid: Int32, at point: (Double, Double), injector: InjectorClient) throws {
    for _ in 0..<500 {
        if try injector.send("client-at \(point.0) \(point.1)") == "ok \(pid)" { return }
        usleep(10_000)
    }
    throw BenchmarkError("tactile-demo did not map its window within 5 s")
}

/// Time the process has spent on a CPU, in nanoseconds (the first field of schedstat).
private func cpuNanoseconds(of pid: Int32) throws -> Int64 {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
          let first = text.split(separator: " ").first, let value = Int64(first) else {
        throw BenchmarkError("cannot read /proc/\(pid)/schedstat")
    }
    return value
}
