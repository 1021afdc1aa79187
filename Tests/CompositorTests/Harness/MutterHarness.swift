import Foundation

/// A private headless mutter 43 (GNOME's compositor: `--headless --wayland --no-x11` with one
/// virtual monitor), on a session bus of its own (a `dbus-daemon` the harness starts, as mutter
/// needs one), for smoke tests of the demo as a GNOME user runs it: mutter offers no
/// xdg-decoration, so the frame is Tactile's. No input injection and no screenshots.
///
/// `stop()`, or deinit, ends every client, then mutter, then its bus, and removes the runtime
/// directory.
final class MutterHarness: CompositorHarness {
    /// This mutter's private XDG_RUNTIME_DIR; removed by `stop()`.
    let runtimeDirectory: String
    /// The Wayland socket name in `runtimeDirectory`: clients' WAYLAND_DISPLAY.
    let waylandDisplay = "wayland-tactile"
    private let clients: HarnessClients
    private var bus: HarnessProcess?
    private var mutter: HarnessProcess?

    /// Starts a session bus and mutter on it with a `width`×`height` virtual monitor, and waits
    /// up to `startupTimeout` for its Wayland socket to accept connections. Throws, with the
    /// tail of mutter's output, when mutter or dbus-daemon is missing or mutter does not come
    /// up: a missing compositor is a failure, never a skip.
    init(width: Int = 1280, height: Int = 800, startupTimeout: Duration = .seconds(20)) throws {
        let mutterPath = try ExecutableLookup.path(of: "mutter", installHint: "install mutter 43 (apt-get install mutter)")
        let busPath = try ExecutableLookup.path(of: "dbus-daemon", installHint: "install dbus-daemon")
        runtimeDirectory = try PrivateDirectory.make(prefix: "tactile-mutter-")
        var environment = ProcessInfo.processInfo.environment
        for inherited in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "WAYLAND_DEBUG", "DISPLAY", "DBUS_SESSION_BUS_ADDRESS"] {
            environment[inherited] = nil
        }
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        clients = HarnessClients(environment: environment.merging(["WAYLAND_DISPLAY": waylandDisplay]) { $1 },
                                 directory: runtimeDirectory)
        do {
            let busAddress = "unix:path=\(runtimeDirectory)/bus"
            bus = try HarnessProcess(executable: busPath, arguments: ["--session", "--nofork", "--nopidfile", "--address=\(busAddress)"],
                                     environment: environment, outputPrefix: runtimeDirectory + "/dbus")
            guard poll(timeout: startupTimeout, until: { UnixStreamSocket.accepts(path: runtimeDirectory + "/bus") }) else {
                throw failure("the session bus did not start within \(startupTimeout)")
            }
            var mutterEnvironment = environment
            mutterEnvironment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
            mutterEnvironment["HOME"] = runtimeDirectory
            mutter = try HarnessProcess(
                executable: mutterPath,
                arguments: ["--headless", "--wayland", "--no-x11", "--virtual-monitor", "\(width)x\(height)",
                            "--wayland-display=\(waylandDisplay)"],
                environment: mutterEnvironment, outputPrefix: runtimeDirectory + "/mutter")
            let socket = runtimeDirectory + "/" + waylandDisplay
            let ready = poll(timeout: startupTimeout) { mutter?.isRunning != true || UnixStreamSocket.accepts(path: socket) }
            guard ready, mutter?.isRunning == true else {
                throw failure(ready ? "mutter ended during startup" : "mutter did not start within \(startupTimeout)")
            }
        } catch {
            stop()
            throw error
        }
    }

    deinit {
        stop()
    }

    /// An error saying `message`, mutter's state and the tail of its output.
    private func failure(_ message: String) -> HarnessError {
        let state = mutter?.exitStatus.map { "mutter ended with \($0)" } ?? (mutter == nil ? "mutter not started" : "mutter is running")
        return HarnessError("\(message) (\(state)); mutter's output ends:\n\(HarnessProcess.tail(mutter?.standardError() ?? "", lines: 30))")
    }

    /// Ends every client, then mutter, then its bus, and removes the runtime directory. Idempotent.
    func stop() {
        clients.stopAll()
        try? mutter?.terminate(grace: .seconds(3))
        try? bus?.terminate(grace: .seconds(1))
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// Starts `executable` as a client of this mutter (see `HarnessClients.launch`).
    func launchClient(executable: String, arguments: [String], environment: [String: String]) throws -> HarnessProcess {
        guard mutter?.isRunning == true else { throw failure("cannot launch \(executable): mutter is not running") }
        return try clients.launch(executable: executable, arguments: arguments, environment: environment)
    }

    /// Polls `condition` every 10 ms until it is true; throws, naming `description` and with the
    /// tail of mutter's output, if it is still false after `timeout`.
    func waitUntil(_ description: String, timeout: Duration, condition: () throws -> Bool) throws {
        guard try poll(timeout: timeout, until: condition) else {
            throw failure("timed out after \(timeout) waiting for \(description)")
        }
    }
}
