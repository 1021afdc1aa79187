import Foundation

/// `Tests/ATSPIReader/tactile-atspi-reader.py` (see its header for its commands): a screen
/// reader's view over AT-SPI through pyatspi, run with Debian's python3 (which has
/// python3-pyatspi and gir1.2-atspi-2.0) on an `AccessibilitySessionBus`.
public final class ATSPIReaderProcess {
    private let process = Process()
    private let input = Pipe()
    private let outputPath: String
    private var answered = 0

    /// Starts the reader on `bus`; returns once it is ready. `repositoryRoot` holds Tests/.
    public init(bus: AccessibilitySessionBus, repositoryRoot: URL) throws {
        outputPath = bus.directory.appendingPathComponent("reader-\(UUID().uuidString).log").path
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        AccessibilitySessionBus.unblocked(process, "/usr/bin/python3",
                                          [repositoryRoot.appendingPathComponent("Tests/ATSPIReader/tactile-atspi-reader.py").path])
        process.environment = ProcessInfo.processInfo.environment.merging(bus.environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        _ = try waitForLine(from: 0) { $0 == "ready" }
    }

    deinit { stop() }

    /// Everything it printed so far.
    public var lines: [String] {
        String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    /// Runs `command` and returns the lines it printed before its "ok"; throws with them when
    /// it failed or did not finish within 60 s.
    @discardableResult
    public func run(_ command: String) throws -> [String] {
        try answer(to: command, from: send(command))
    }

    /// Sends `command` without waiting for its answer; where its answer will start, for
    /// `answer(to:from:)`.
    public func send(_ command: String) -> Int {
        let start = lines.count
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        return start
    }

    /// Waits for the answer to `command`, sent when the output had `start` lines (see `run`).
    public func answer(to command: String, from start: Int) throws -> [String] {
        let end = try waitForLine(from: start) { $0 == "ok " + command || $0.hasPrefix("failed " + command + ":") }
        let all = lines
        let printed = Array(all[start..<end])
        guard all[end] == "ok " + command else {
            throw BusError("the reader: \(all[end])\n" + printed.joined(separator: "\n"))
        }
        return printed
    }

    /// Ends the reader.
    public func stop() {
        AccessibilitySessionBus.end(process)
    }

    /// Waits until a line from index `start` on satisfies `matches`; its index.
    private func waitForLine(from start: Int, _ matches: (String) -> Bool) throws -> Int {
        let end = Date().addingTimeInterval(60)
        while Date() < end {
            let now = lines
            if let index = now.indices.dropFirst(start).first(where: { matches(now[$0]) }) { return index }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        throw BusError("the reader did not answer; its output:\n" + lines.suffix(30).joined(separator: "\n"))
    }
}
