import Foundation

/// Our own input method for sway, `Tests/SwayInputMethod/tactile-input-method.c` (see its
/// header for its commands and report lines), compiled once per test process and run as a
/// client of a `SwayHarness`.
final class InputMethodProgram {
    /// The running client.
    let process: HarnessProcess

    /// Compiles the client if needed and starts it on `harness`; returns once it has bound its
    /// input method and virtual pointer (`ready`).
    init(on harness: SwayHarness) throws {
        let path = try Self.compiled.get()
        process = try harness.launchClient(executable: path, takesInput: true)
        try harness.waitUntil("the input method to bind") { lines.contains("ready") || !process.isRunning }
        guard lines.contains("ready") else {
            throw HarnessError("the input-method client ended: \(process.standardError())")
        }
    }

    /// Its report lines so far.
    var lines: [String] { process.standardOutput().split(separator: "\n").map(String.init) }

    /// Sends one command line (`click`, `preedit`, `commit`, `delete`).
    func send(_ command: String) throws { try process.send(line: command) }

    private static let compiled: Result<String, HarnessError> = Result {
        try CompiledC.compile(["Tests/SwayInputMethod/tactile-input-method.c",
                               "Sources/CWaylandProtocols/input-method-unstable-v2-protocol.c",
                               "Sources/CWaylandProtocols/wlr-virtual-pointer-unstable-v1-protocol.c"],
                              into: "tactile-input-method", packages: ["wayland-client"],
                              arguments: ["-I" + CompiledC.repositoryRoot.appendingPathComponent("Sources/CWaylandProtocols/include").path],
                              installHint: "install libwayland-dev")
    }.mapError { $0 as? HarnessError ?? HarnessError("\($0)") }
}
