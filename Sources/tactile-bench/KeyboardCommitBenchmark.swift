import CShims
import Foundation

/// The on-screen keyboard measured to the commit, under weston: the release demo's `tags`
/// scene, its field tapped so the keyboard slides in, then 120 letter keys tapped by injected
/// touches (held 40 ms, 80 ms apart, as a quick typist does). The figure is the demo's own
/// input-to-commit report (TACTILE_LATENCY_REPORT) over those frames: each touch-down's
/// frame shows the pressed key and its enlarged preview, each lift's the typed letter.
func benchmarkKeyboardToCommit() throws {
    let directory = NSTemporaryDirectory() + "tactile-osk-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let eventLog = directory + "/events.log", report = directory + "/latency.txt"
    let demo = Process()
    demo.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tactile-demo")
    demo.arguments = ["--scene", "tags", "--state", directory + "/state.json"]
    demo.environment = ProcessInfo.processInfo.environment.merging(
        ["TACTILE_EVENT_LOG": eventLog, "TACTILE_LATENCY_REPORT": report]) { $1 }
    demo.standardOutput = FileHandle.nullDevice
    do { try demo.run() } catch { throw BenchmarkError("cannot start the demo: \(error)") }
    defer { if demo.isRunning { demo.terminate() } }
    let injector = try InjectorClient()

    let field = centre(ofFrameIn: try waitForLine(startingWith: "field name ", in: eventLog), after: 2)
    try waitUntilTheDemoTakesInput(at: field, pid: demo.processIdentifier, injector: injector)
    try tap(field, injector: injector)
    _ = try waitForLine(startingWith: "osk key z ", in: eventLog)
    usleep(800_000)  // The slide-in ends.
    let letters = Array("qwertyuiopasdfghjklzxcvbnm")
    var keys: [Character: (x: Double, y: Double)] = [:]
    for line in try lines(of: eventLog) where line.hasPrefix("osk key ") {
        let label = line.split(separator: " ")[2]
        if label.count == 1, let letter = label.first, letters.contains(letter) { keys[letter] = centre(ofFrameIn: line, after: 3) }
    }
    guard keys.count == letters.count else { throw BenchmarkError("the keyboard showed \(keys.count) of 26 letter keys") }

    for index in 0..<120 {
        try tap(keys[letters[index * 7 % letters.count]]!, injector: injector, holding: 40_000)
        usleep(40_000)
    }
    usleep(300_000)
    demo.terminate()
    demo.waitUntilExit()
    let summary = (try? String(contentsOfFile: report, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "no report"
    print("on-screen keyboard under weston, 120 keys tapped, input to commit: \(summary) (target p99 ≤ 2 ms)")
}

/// One finger taps `point`, lifting after `holding` µs.
private func tap(_ point: (x: Double, y: Double), injector: InjectorClient, holding: UInt32 = 60_000) throws {
    try injector.send("touch-down 0 \(point.x) \(point.y)", "touch-frame")
    usleep(holding)
    try injector.send("touch-up 0", "touch-frame")
}

/// Waits up to 5 s until the compositor sends touches at `point` to the demo.
private func waitUntilTheDemoTakesInput(at point: (x: Double, y: Double), pid: Int32, injector: InjectorClient) throws {
    for _ in 0..<500 where try injector.client(atX: point.x, y: point.y) != pid {
        usleep(10_000)
    }
    guard try injector.client(atX: point.x, y: point.y) == pid else {
        throw BenchmarkError("the demo did not take input at \(point) within 5 s")
    }
}

/// The centre of the frame "x y width height" that follows the first `skip` words of `line`.
private func centre(ofFrameIn line: String, after skip: Int) -> (x: Double, y: Double) {
    let numbers = line.split(separator: " ").dropFirst(skip).compactMap { Double($0) }
    return (numbers[0] + numbers[2] / 2, numbers[1] + numbers[3] / 2)
}

/// The lines of the file at `path`, empty while there is none.
private func lines(of path: String) throws -> [String] {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
}

/// Waits up to 10 s for a line of the event log that starts with `prefix`.
private func waitForLine(startingWith prefix: String, in path: String) throws -> String {
    for _ in 0..<1000 {
        if let line = try lines(of: path).last(where: { $0.hasPrefix(prefix) }) { return line }
        usleep(10_000)
    }
    throw BenchmarkError("no \"\(prefix)…\" line in the demo's event log within 10 s")
}
