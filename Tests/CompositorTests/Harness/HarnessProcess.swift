import Foundation

/// How a child process ended.
enum ExitStatus: Equatable, CustomStringConvertible {
    /// It called exit with this code.
    case exited(Int32)
    /// A signal with this number ended it.
    case signalled(Int32)

    /// "exit code N" or "signal N", for failure messages.
    var description: String {
        switch self {
        case .exited(let code): "exit code \(code)"
        case .signalled(let signal): "signal \(signal)"
        }
    }
}

/// A child process started by the harness (weston, or a client of it), with standard output
/// and standard error captured to files that can be read at any time, also while it runs.
final class HarnessProcess {
    /// A short name for messages, the executable's file name.
    let name: String
    /// The file receiving the process's standard output.
    let standardOutputPath: String
    /// The file receiving the process's standard error.
    let standardErrorPath: String
    private let process = Process()
    /// The writing end of the process's standard input, when it takes input.
    private let input: FileHandle?

    /// Starts `executable` (a path, or a name looked up in `PATH`) with exactly `environment`,
    /// capturing output to `outputPrefix`.stdout and `outputPrefix`.stderr. Standard input is
    /// /dev/null, or with `takesInput` a pipe that `send(line:)` writes to.
    init(executable: String, arguments: [String], environment: [String: String], outputPrefix: String,
         takesInput: Bool = false) throws {
        let path = try ExecutableLookup.path(of: executable)
        name = URL(fileURLWithPath: path).lastPathComponent
        standardOutputPath = outputPrefix + ".stdout"
        standardErrorPath = outputPrefix + ".stderr"
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let pipe = takesInput ? Pipe() : nil
        input = pipe?.fileHandleForWriting
        process.standardInput = pipe ?? FileHandle.nullDevice
        process.standardOutput = try Self.createOutputFile(standardOutputPath)
        process.standardError = try Self.createOutputFile(standardErrorPath)
        do {
            try process.run()
        } catch {
            throw HarnessError("cannot start \(path): \(error)")
        }
    }

    private static func createOutputFile(_ path: String) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw HarnessError("cannot create output file \(path)")
        }
        return handle
    }

    /// Writes `line` and a newline to the process's standard input (see `takesInput`).
    func send(line: String) throws {
        guard let input else { throw HarnessError("\(name) was started without standard input") }
        try input.write(contentsOf: Data((line + "\n").utf8))
    }

    /// The operating system's process ID.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the process has not yet ended.
    var isRunning: Bool { process.isRunning }

    /// How the process ended; nil while it runs.
    var exitStatus: ExitStatus? {
        if process.isRunning { return nil }
        switch process.terminationReason {
        case .exit: return .exited(process.terminationStatus)
        case .uncaughtSignal: return .signalled(process.terminationStatus)
        @unknown default: return .exited(process.terminationStatus)
        }
    }

    /// Waits up to `timeout` for the process to end and returns how it ended; throws, with the
    /// tail of its standard error, if it is still running then.
    @discardableResult
    func waitForExit(timeout: Duration) throws -> ExitStatus {
        if poll(timeout: timeout, until: { !process.isRunning }), let status = exitStatus {
            return status
        }
        throw HarnessError("\(name) (pid \(processIdentifier)) still runs after \(timeout); its stderr ends:\n\(Self.tail(standardError(), lines: 20))")
    }

    /// Sends `signal` to the process if it still runs.
    func send(signal: Int32) {
        if process.isRunning {
            kill(process.processIdentifier, signal)
        }
    }

    /// Ends the process: SIGTERM, then SIGKILL if it has not ended after `grace`. Returns once
    /// it has ended (the SIGKILL wait is bounded too, as a process stuck in the kernel could
    /// outlive it; that is reported as an error).
    func terminate(grace: Duration = .seconds(1)) throws {
        send(signal: SIGTERM)
        if poll(timeout: grace, until: { !process.isRunning }) { return }
        send(signal: SIGKILL)
        try waitForExit(timeout: .seconds(5))
    }

    /// Everything the process wrote to standard output so far.
    func standardOutput() -> String {
        Self.read(standardOutputPath)
    }

    /// Everything the process wrote to standard error so far.
    func standardError() -> String {
        Self.read(standardErrorPath)
    }

    private static func read(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The last `lines` lines of `text`.
    static func tail(_ text: String, lines: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
