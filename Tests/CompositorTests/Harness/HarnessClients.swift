import Foundation

/// The clients a compositor harness started: each runs with the harness's environment (its
/// WAYLAND_DISPLAY and XDG_RUNTIME_DIR) and writes its output to files in the harness's
/// runtime directory; `stopAll()` ends them.
final class HarnessClients {
    private let environment: [String: String]
    private let directory: String
    private var clients: [HarnessProcess] = []
    private var launchedCount = 0

    /// Clients run with `environment`, their output in `directory`.
    init(environment: [String: String], directory: String) {
        self.environment = environment
        self.directory = directory
    }

    /// Starts `executable` (a path, or a name looked up in PATH) with `environment` added to or
    /// overriding the harness's; with `takesInput`, its standard input is a pipe.
    func launch(executable: String, arguments: [String], environment: [String: String], takesInput: Bool = false) throws -> HarnessProcess {
        clients.removeAll { !$0.isRunning }
        launchedCount += 1
        let name = URL(fileURLWithPath: executable).lastPathComponent
        let client = try HarnessProcess(
            executable: executable, arguments: arguments,
            environment: self.environment.merging(environment) { $1 },
            outputPrefix: "\(directory)/client-\(launchedCount)-\(name)", takesInput: takesInput)
        clients.append(client)
        return client
    }

    /// Ends every client still running.
    func stopAll() {
        for client in clients {
            try? client.terminate(grace: .seconds(1))
        }
        clients.removeAll()
    }
}
