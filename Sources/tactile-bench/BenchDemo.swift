import CShims
import Foundation

/// The release demo started for one benchmark (photos, video), under the compositor in
/// WAYLAND_DISPLAY: the benchmark's arguments, a state file of its own (the user's is never touched),
/// its event log (TACTILE_EVENT_LOG) read as it grows with the time each line was first seen,
/// and its input-to-commit summary (TACTILE_LATENCY_REPORT) written when it stops.
final class BenchDemo {
    /// The demo's process id.
    var pid: Int32 { process.processIdentifier }
    /// The event-log lines seen so far, with the CLOCK_MONOTONIC nanoseconds each was first
    /// read at (polled every 0.5 ms while `wait` runs, so at most that late).
    private(set) var lines: [(time: Int64, text: String)] = []
    /// The `image shown` lines among them: the time each was seen and the photo's name (kept
    /// apart, as the bench asks for them at every poll).
    private(set) var shown: [(time: Int64, name: String)] = []

    private let process = Process()
    private let directory: String
    private let eventLog: Int32
    private var pending: [UInt8] = []
    /// What one read takes in, kept: the bench polls a couple of thousand times a second.
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// Starts the demo on `folder` with `scene`, and waits until it takes input at `point`.
    convenience init(photos folder: PhotoFolder, scene: String, takingInputAt point: (x: Double, y: Double), injector: InjectorClient) throws {
        try self.init(arguments: ["--scene", scene, "--photos", folder.path], takingInputAt: point, injector: injector)
    }

    /// Starts the demo with `arguments` (and `--state`) and `environment` added to the bench's,
    /// and waits until it takes input at `point`.
    init(arguments: [String], environment: [String: String] = [:], takingInputAt point: (x: Double, y: Double),
         injector: InjectorClient) throws {
        directory = NSTemporaryDirectory() + "tactile-bench-demo-\(getpid())"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory + "/events.log", contents: nil)
        eventLog = open(directory + "/events.log", O_RDONLY)
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tactile-demo")
        process.arguments = arguments + ["--state", directory + "/state.json"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["TACTILE_EVENT_LOG": directory + "/events.log", "TACTILE_LATENCY_REPORT": directory + "/latency.txt"]
                .merging(environment) { $1 }) { $1 }
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw BenchmarkError("cannot start the demo: \(error)") }
        try DragClient.waitForClient(pid, at: point, injector: injector, attempts: 1000)
    }

    deinit {
        if process.isRunning { kill(pid, SIGKILL) }
        close(eventLog)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Reads what the event log gained since the last call into `lines`.
    func poll() {
        let now = tactile_monotonic_ns()
        while true {
            let count = read(eventLog, &chunk, chunk.count)
            guard count > 0 else { break }
            pending += chunk[..<count]
        }
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let text = String(decoding: pending[..<end], as: UTF8.self)
            lines.append((now, text))
            if text.hasPrefix("image shown ") { shown.append((now, String(text.split(separator: " ")[2]))) }
            pending.removeSubrange(...end)
        }
    }

    /// Polls the event log every 0.5 ms until `done` is true (checked after each poll) or
    /// `seconds` pass; returns whether `done` became true.
    @discardableResult
    func wait(seconds: Double, until done: () -> Bool) -> Bool {
        let deadline = tactile_monotonic_ns() + Int64(seconds * 1e9)
        repeat {
            poll()
            if done() { return true }
            usleep(500)
        } while tactile_monotonic_ns() < deadline
        return false
    }


    /// Waits until no `image shown` line has come for `quiet` seconds (up to `seconds` in all).
    func waitForShownToSettle(quiet: Double = 0.8, seconds: Double = 20) {
        var count = -1
        var since = tactile_monotonic_ns()
        wait(seconds: seconds) {
            let now = shown.count
            if now != count { (count, since) = (now, tactile_monotonic_ns()) }
            return Double(tactile_monotonic_ns() - since) / 1e9 >= quiet
        }
    }

    /// How the demo ended ("exit status N", "signal N"); nil while it runs.
    var ending: String? {
        guard !process.isRunning else { return nil }
        return "\(process.terminationReason == .uncaughtSignal ? "signal" : "exit status") \(process.terminationStatus)"
    }

    /// The CPU time of the demo's main thread (the main loop) so far, in nanoseconds.
    func mainThreadCPUNanoseconds() throws -> Int64 { try DragClient.cpuNanoseconds(of: pid) }

    /// Stops the demo (SIGTERM; it writes its latency summary as it stops) and returns the
    /// summary, "frames N p50 X ms p99 Y ms max Z ms".
    func stop() throws -> String {
        process.terminate()
        for _ in 0..<200 where process.isRunning { usleep(10_000) }
        if process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
        guard let summary = try? String(contentsOfFile: directory + "/latency.txt", encoding: .utf8) else {
            throw BenchmarkError("the demo wrote no latency report")
        }
        return summary.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The figure that follows `name` in a latency summary ("frames N p50 X ms …"), nil when absent.
func latencyFigure(_ name: String, in summary: String) -> Double? {
    let words = summary.split(separator: " ")
    return words.firstIndex { $0 == name }.flatMap { $0 + 1 < words.count ? Double(words[$0 + 1]) : nil }
}

extension BenchDemo {
    /// The demo's CPU time so far over all its threads (the decoding workers with the main
    /// loop; they live as long as the demo), user and system, in nanoseconds.
    func processCPUNanoseconds() -> Int64 {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            return sum + (text.split(separator: " ").first.flatMap { Int64($0) } ?? 0)
        }
    }

    /// Waits until the demo has used less than 2 ms of CPU in 200 ms (up to `seconds`): its
    /// decodes and frames are done.
    func waitUntilIdle(seconds: Double = 10) {
        var last = processCPUNanoseconds()
        for _ in 0..<Int(seconds * 5) {
            usleep(200_000)
            let now = processCPUNanoseconds()
            if now - last < 2_000_000 { return }
            last = now
        }
    }
}
