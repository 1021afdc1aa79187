import DemoState
import Foundation
import Tactile

/// The release demo as the soak runs it: its seed scenes with the home bar (no `--scene`), a
/// state file of its own in a temporary directory (the user's is never touched), a temporary
/// `--photos` folder of six small JPEGs (without one the photos scene would paint its own
/// pictures into the user's cache), its heap
/// reported by `TACTILE_MEMORY_REPORT` twice a second, its output in a log file (a pipe
/// nobody reads would stall it once full). Reads its RSS and descriptors from /proc.
final class SoakDemo {
    /// Seconds between the demo's heap lines: short, so a sample never waits long for one
    /// taken after the input paused.
    static let reportInterval = 0.5

    /// The demo's process id.
    var pid: Int32 { process.processIdentifier }
    /// True until the demo exits.
    var isRunning: Bool { process.isRunning }
    /// The state file the demo keeps.
    let statePath: String

    private let process = Process()
    private let photos: PhotoFolder
    private let reportPath: String
    private let logPath: String

    /// Starts the demo next to this executable on the compositor in WAYLAND_DISPLAY.
    init() throws {
        let prefix = NSTemporaryDirectory() + "tactile-soak-\(getpid())"
        statePath = prefix + "-state.json"
        reportPath = prefix + "-memory.txt"
        logPath = prefix + "-demo.log"
        for path in [statePath, reportPath] { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        photos = try PhotoFolder("soak-photos", count: 6, width: 640, height: 480)
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tactile-demo")
        process.arguments = ["--state", statePath, "--photos", photos.path]
        var environment = ProcessInfo.processInfo.environment
        // An event log would grow by megabytes over a soak; latency samples are not wanted.
        environment["TACTILE_EVENT_LOG"] = nil
        environment["TACTILE_LATENCY_REPORT"] = nil
        environment["TACTILE_MEMORY_REPORT"] = reportPath
        environment["TACTILE_MEMORY_REPORT_INTERVAL"] = "\(Self.reportInterval)"
        process.environment = environment
        let log = FileHandle(forWritingAtPath: logPath)
        process.standardOutput = log
        process.standardError = log
        try process.run()
    }

    deinit {
        if process.isRunning { kill(pid, SIGKILL) }
        for path in [statePath, reportPath, logPath] { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Sends SIGTERM (the demo saves at rest and exits) and waits up to 5 s, then SIGKILL.
    /// Returns the exit status, or nil when it had to be killed.
    func stop() -> Int32? {
        if process.isRunning { process.terminate() }
        for _ in 0..<100 where process.isRunning { usleep(50_000) }
        guard !process.isRunning else {
            kill(pid, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    /// The last `count` lines the demo printed.
    func logTail(_ count: Int) -> [String] {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return Array(text.split(separator: "\n").suffix(count).map(String.init))
    }

    /// The state file's arrangement, nil while it does not exist or cannot be read.
    func state() -> LayoutState? {
        guard let data = FileManager.default.contents(atPath: statePath) else { return nil }
        return try? JSONDecoder().decode(LayoutState.self, from: data)
    }

    /// The demo's resident set size in bytes, nil once it is gone.
    func residentBytes() -> Int? { processMemory(of: pid, "VmRSS") }

    /// How many descriptors the demo has open (entries of /proc/PID/fd), nil once it is gone.
    func openDescriptors() -> Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count
    }

    /// The demo's heap (in use, held) in bytes from the first report line taken at or after
    /// `notBefore` (CLOCK_MONOTONIC nanoseconds), waiting up to 5 s for it; nil if none came.
    func heap(takenAfter notBefore: Int64) -> (inUse: Int, held: Int)? {
        for _ in 0..<100 {
            if let line = lastReportLine(), line.time >= notBefore { return (line.inUse, line.held) }
            usleep(50_000)
        }
        return nil
    }

    /// The last complete line of the heap report: `monotonic-ns T heap-in-use B heap-held B`.
    private func lastReportLine() -> (time: Int64, inUse: Int, held: Int)? {
        guard let text = try? String(contentsOfFile: reportPath, encoding: .utf8),
              let last = text.split(separator: "\n").last, text.hasSuffix("\n") else { return nil }
        let words = last.split(separator: " ")
        guard words.count == 6, let time = Int64(words[1]), let inUse = Int(words[3]), let held = Int(words[5]) else { return nil }
        return (time, inUse, held)
    }
}

/// A memory figure of process `pid` in bytes, from /proc/PID/status (`VmRSS`, the resident
/// set now; `VmHWM`, its peak); nil once the process is gone.
func processMemory(of pid: Int32, _ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
    return kilobytes * 1024
}
