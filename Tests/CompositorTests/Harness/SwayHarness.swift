import Foundation

/// A private headless sway 1.7 (wlroots: pixman renderer, no input devices), the compositor
/// here that offers an input method protocol: zwp_input_method_manager_v2 and
/// zwp_text_input_manager_v3, with zwlr_virtual_pointer_manager_v1 for clicks. Tests type into
/// clients through `InputMethodProgram`, our own input method.
///
/// sway refuses to run as root: as root the harness runs it as nobody (65534) through setpriv,
/// in a runtime directory it owns (mode 0700); root clients still reach its socket. Its config
/// shows windows without borders on one `width`×`height` output, so a tiled window's surface
/// coordinates are output coordinates. `stop()`, or deinit, ends sway and every client.
final class SwayHarness: CompositorHarness {
    /// Output width in logical pixels.
    let width: Int
    /// Output height in logical pixels.
    let height: Int
    /// This sway's private XDG_RUNTIME_DIR; removed by `stop()`.
    let runtimeDirectory: String
    /// The Wayland socket name in `runtimeDirectory`: clients' WAYLAND_DISPLAY.
    private(set) var waylandDisplay = ""
    private let clients: HarnessClients
    private var sway: HarnessProcess?

    /// The uid and gid sway runs as when the tests run as root.
    private static let nobody = 65534

    /// Starts sway headless with a `width`×`height` output and waits up to `startupTimeout` for
    /// its Wayland socket. Throws, with the tail of sway's output, when sway (or setpriv, as
    /// root) is missing or does not come up: a missing compositor is a failure, never a skip.
    init(width: Int = 1024, height: Int = 768, startupTimeout: Duration = .seconds(10)) throws {
        self.width = width
        self.height = height
        let swayPath = try ExecutableLookup.path(of: "sway", installHint: "install sway 1.7 (apt-get install sway)")
        runtimeDirectory = try PrivateDirectory.make(prefix: "tactile-sway-")
        var environment = ProcessInfo.processInfo.environment
        for inherited in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "WAYLAND_DEBUG", "DISPLAY", "SWAYSOCK", "I3SOCK"] {
            environment[inherited] = nil
        }
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        clients = HarnessClients(environment: environment, directory: runtimeDirectory)
        do {
            let home = runtimeDirectory + "/home"
            let configPath = runtimeDirectory + "/sway.config"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
            try "default_border none\noutput HEADLESS-1 resolution \(width)x\(height)\n"
                .write(toFile: configPath, atomically: true, encoding: .utf8)
            var swayEnvironment = environment
            swayEnvironment["WLR_BACKENDS"] = "headless"
            swayEnvironment["WLR_LIBINPUT_NO_DEVICES"] = "1"
            swayEnvironment["WLR_RENDERER"] = "pixman"
            swayEnvironment["HOME"] = home
            var command = [swayPath, "-c", configPath]
            if getuid() == 0 {
                for path in [runtimeDirectory, home] { chown(path, uid_t(Self.nobody), gid_t(Self.nobody)) }
                chmod(configPath, 0o644)
                let setpriv = try ExecutableLookup.path(of: "setpriv", installHint: "install util-linux")
                command = [setpriv, "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups"] + command
            }
            sway = try HarnessProcess(executable: command[0], arguments: Array(command.dropFirst()), environment: swayEnvironment,
                                      outputPrefix: runtimeDirectory + "/sway")
            try waitForStartup(timeout: startupTimeout)
        } catch {
            stop()
            throw error
        }
    }

    deinit {
        stop()
    }

    /// Waits until sway's Wayland socket (sway names it itself, `wayland-N`) accepts
    /// connections: the file appears when sway binds it, a moment before it listens, and a
    /// client connecting in between is refused.
    private func waitForStartup(timeout: Duration) throws {
        let found = poll(timeout: timeout) {
            guard sway?.isRunning == true else { return true }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory)) ?? []
            guard let socket = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
                  UnixStreamSocket.accepts(path: runtimeDirectory + "/" + socket) else { return false }
            waylandDisplay = socket
            return true
        }
        guard found, sway?.isRunning == true else {
            throw failure(found ? "sway ended during startup" : "sway did not start within \(timeout)")
        }
    }

    /// An error saying `message`, sway's state and the tail of its output.
    private func failure(_ message: String) -> HarnessError {
        let state = sway?.exitStatus.map { "sway ended with \($0)" } ?? "sway is running"
        return HarnessError("\(message) (\(state)); sway's output ends:\n\(HarnessProcess.tail(sway?.standardError() ?? "", lines: 30))")
    }

    /// Whether sway is still running.
    var isRunning: Bool { sway?.isRunning ?? false }

    /// Ends every client, then sway, and removes the runtime directory. Idempotent.
    func stop() {
        clients.stopAll()
        try? sway?.terminate(grace: .seconds(3))
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// Starts `executable` as a client of this sway (see `HarnessClients.launch`); with
    /// `takesInput`, its standard input is a pipe.
    func launchClient(executable: String, arguments: [String] = [], environment: [String: String] = [:],
                      takesInput: Bool) throws -> HarnessProcess {
        guard isRunning else { throw failure("cannot launch \(executable): sway is not running") }
        return try clients.launch(executable: executable, arguments: arguments,
                                  environment: environment.merging(["WAYLAND_DISPLAY": waylandDisplay]) { $1 }, takesInput: takesInput)
    }

    /// Starts `executable` as a client of this sway.
    func launchClient(executable: String, arguments: [String], environment: [String: String]) throws -> HarnessProcess {
        try launchClient(executable: executable, arguments: arguments, environment: environment, takesInput: false)
    }

    /// Runs `swaymsg` with `command` on this sway's IPC socket (sway makes it in its runtime
    /// directory) and returns what it printed; throws with its output when it fails.
    @discardableResult
    func swaymsg(_ command: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: runtimeDirectory)
        guard let socket = names.first(where: { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }) else {
            throw failure("no sway IPC socket in \(runtimeDirectory)")
        }
        let process = try launchClient(executable: try ExecutableLookup.path(of: "swaymsg", installHint: "install sway 1.7"),
                                       arguments: ["-s", runtimeDirectory + "/" + socket, command], environment: [:])
        let status = try process.waitForExit(timeout: .seconds(10))
        guard status == .exited(0) else {
            throw failure("swaymsg \(command.debugDescription) ended with \(status): \(process.standardOutput()) \(process.standardError())")
        }
        return process.standardOutput()
    }

    /// A screenshot of the output taken with grim (wlr-screencopy), as weston's harness takes
    /// them with weston-screenshooter.
    func screenshot() throws -> Screenshot {
        let path = runtimeDirectory + "/screenshot-\(UUID().uuidString).png"
        let grim = try launchClient(executable: try ExecutableLookup.path(of: "grim", installHint: "install grim (apt-get install grim)"),
                                    arguments: [path], environment: [:])
        let status = try grim.waitForExit(timeout: .seconds(10))
        guard status == .exited(0) else { throw failure("grim ended with \(status): \(grim.standardError())") }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try Screenshot.decodePNG(atPath: path)
    }

    /// Polls `condition` every 10 ms until it is true; throws, naming `description` and with the
    /// tail of sway's output, if it is still false after `timeout`.
    func waitUntil(_ description: String = "a condition", timeout: Duration = .harnessWait, condition: () throws -> Bool) throws {
        guard try poll(timeout: timeout, until: condition) else {
            throw failure("timed out after \(timeout) waiting for \(description)")
        }
    }
}
