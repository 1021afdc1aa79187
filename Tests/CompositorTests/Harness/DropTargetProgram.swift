import Foundation

/// A real other app to drag onto, `Tests/DropTarget/tactile-drop-target.c` (see its header for
/// its report lines): a maximized window that takes dropped text (or another type). Compiled once per test
/// process and run as a client of a `WestonHarness` or a `SwayHarness`.
final class DropTargetProgram {
    /// The running client.
    let process: HarnessProcess

    /// Compiles the client if needed and starts it on `harness`, preferring `action` ("copy"
    /// or "move") and taking `mimeType`; returns once its window is drawn (`ready`).
    init(on harness: some CompositorHarness, preferring action: String = "copy", taking mimeType: String = "text/plain;charset=utf-8") throws {
        let path = try Self.compiled.get()
        process = try harness.launchClient(executable: path, arguments: [action, mimeType], environment: [:])
        try harness.waitUntil("the drop target's window", timeout: .harnessWait) { lines.contains("ready") || !process.isRunning }
        guard lines.contains("ready") else {
            throw HarnessError("the drop target ended: \(process.standardError())")
        }
    }

    /// Its report lines so far.
    var lines: [String] { process.standardOutput().split(separator: "\n").map(String.init) }

    private static let compiled: Result<String, HarnessError> = Result {
        try CompiledC.compile(["Tests/DropTarget/tactile-drop-target.c", "Sources/CWaylandProtocols/xdg-shell-protocol.c"],
                              into: "tactile-drop-target", packages: ["wayland-client"],
                              arguments: ["-I" + CompiledC.repositoryRoot.appendingPathComponent("Sources/CWaylandProtocols/include").path],
                              installHint: "install libwayland-dev")
    }.mapError { $0 as? HarnessError ?? HarnessError("\($0)") }
}
