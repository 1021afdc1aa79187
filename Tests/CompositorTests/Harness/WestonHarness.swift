import Foundation

/// A private headless weston 10 with Tactile's input-injection module: a seat with touch,
/// pointer and keyboard whose events the test sends with `inject(_:)` or the convenience
/// methods, screenshots of the output, and clients launched against it.
///
/// Coordinates are global compositor coordinates in logical pixels: with the kiosk shell they
/// are the surface coordinates of a fullscreen window, as the output sits at 0,0 (scale 1).
/// Event times, where given, are milliseconds in the wl_touch/wl_pointer/wl_keyboard `time`
/// field; omitted, the module stamps events with CLOCK_MONOTONIC, as libinput would.
///
/// Each harness has its own runtime directory (mode 0700), Wayland socket, injector socket and
/// log, so tests may run in parallel. `stop()`, or deinit, ends weston and every client; weston
/// also exits by itself when the test process ends, even by a crash.
final class WestonHarness: CompositorHarness {
    /// The weston shell plugin to run.
    enum Shell: String {
        /// kiosk-shell.so: every parentless toplevel is fullscreen at the output size.
        case kiosk = "kiosk-shell.so"
        /// desktop-shell.so: an ordinary desktop (0×0 configure; the client picks its size).
        case desktop = "desktop-shell.so"
    }

    /// A scroll axis for `axis(_:_:time:)`.
    enum Axis: String {
        /// wl_pointer axis 0, positive downwards.
        case vertical
        /// wl_pointer axis 1, positive to the right.
        case horizontal
    }

    /// Output width in logical pixels.
    let width: Int
    /// Output height in logical pixels.
    let height: Int
    /// The shell weston runs.
    let shell: Shell
    /// This weston's private XDG_RUNTIME_DIR; removed by `stop()`.
    let runtimeDirectory: String
    /// The Wayland socket name in `runtimeDirectory`: clients' WAYLAND_DISPLAY.
    let waylandDisplay: String
    /// weston's log file (`--log`), inside `runtimeDirectory`.
    let logPath: String
    /// How long `inject(_:)` waits for the module's reply.
    var replyTimeout: Duration = .seconds(5)

    /// The injector module's socket: TACTILE_INJECT_SOCKET for a tool that injects input itself
    /// (the bench).
    let injectorSocketPath: String
    private let clients: HarnessClients
    private var weston: HarnessProcess?
    private var injector: InjectorConnection?

    /// Starts weston headless (pixman renderer, `--idle-time=0`, `--debug` for screenshots)
    /// with an output of `width`×`height` logical pixels, and waits up to `startupTimeout` for
    /// its Wayland socket and the injector to answer. `backgroundColor` (0xAARRGGBB) sets the
    /// shell's `[shell] background-color`; nil keeps the shell's default (black for kiosk).
    /// `scale` is the output's integer scale (`--scale`): the headless output keeps
    /// `width`×`height` logical pixels and has `scale` times as many device pixels (and so do
    /// screenshots).
    /// `transform` turns the output (`--transform`: "rotate-90", "rotate-180", "flipped", …); for a
    /// quarter turn the logical output is `height`×`width`, and `width` and `height` here say
    /// so. nil keeps it upright.
    /// `keymapLayout` sets the seat's xkb layout (`[keyboard] keymap_layout`, such as "de");
    /// nil keeps weston's default (us).
    /// weston exits by itself when process `watchedProcess` ends (default: this test process).
    /// Throws, with the tail of weston's log, when weston, cc, pkg-config or libweston-10 is
    /// missing or weston does not come up: a missing compositor is a failure, never a skip.
    init(width: Int = 640, height: Int = 480, scale: Int = 1, transform: String? = nil, shell: Shell = .kiosk,
         backgroundColor: UInt32? = nil, keymapLayout: String? = nil, startupTimeout: Duration = .seconds(10),
         watchedProcess: Int32 = getpid()) throws {
        let quarterTurn = transform.map { $0.hasSuffix("90") || $0.hasSuffix("270") } ?? false
        self.width = quarterTurn ? height : width
        self.height = quarterTurn ? width : height
        self.shell = shell
        let modulePath = try InjectorModule.path()
        let westonPath = try ExecutableLookup.path(of: "weston", installHint: "install weston 10 (apt-get install weston)")

        runtimeDirectory = try PrivateDirectory.make(prefix: "tactile-weston-")
        waylandDisplay = "wayland-" + URL(fileURLWithPath: runtimeDirectory).lastPathComponent
        logPath = runtimeDirectory + "/weston.log"
        injectorSocketPath = runtimeDirectory + "/inject.sock"

        var environment = ProcessInfo.processInfo.environment
        for inherited in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "WAYLAND_DEBUG", "DISPLAY"] {
            environment[inherited] = nil
        }
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        var clientEnvironment = environment
        clientEnvironment["WAYLAND_DISPLAY"] = waylandDisplay
        clients = HarnessClients(environment: clientEnvironment, directory: runtimeDirectory)
        environment["TACTILE_INJECT_SOCKET"] = injectorSocketPath
        environment["TACTILE_INJECT_WATCH_PID"] = String(watchedProcess)

        do {
            let configPath = runtimeDirectory + "/weston.ini"
            try Self.configuration(backgroundColor: backgroundColor, keymapLayout: keymapLayout)
                .write(toFile: configPath, atomically: true, encoding: .utf8)
            let arguments = ["--backend=headless-backend.so", "--use-pixman", "--shell=\(shell.rawValue)",
                             "--idle-time=0", "--width=\(width)", "--height=\(height)", "--scale=\(scale)",
                             "--socket=\(waylandDisplay)", "--config=\(configPath)", "--debug",
                             "--modules=\(modulePath)", "--log=\(logPath)"] + (transform.map { ["--transform=\($0)"] } ?? [])
            for attempt in 1...2 {
                weston = try HarnessProcess(executable: westonPath, arguments: arguments, environment: environment,
                                            outputPrefix: runtimeDirectory + "/weston")
                try waitForStartup(timeout: startupTimeout)
                guard shell == .desktop, attempt == 1, !desktopShellStarted(timeout: startupTimeout) else { break }
                try? weston?.terminate(grace: .seconds(3))
                try? FileManager.default.removeItem(atPath: injectorSocketPath)
            }
        } catch {
            stop()
            throw error
        }
    }

    deinit {
        stop()
    }

    /// weston.ini contents. A file of our own also keeps the user's ~/.config/weston.ini out.
    private static func configuration(backgroundColor: UInt32?, keymapLayout: String?) -> String {
        var text = "[core]\nidle-time=0\n"
        if let backgroundColor {
            text += "\n[shell]\nbackground-color=0x" + String(backgroundColor, radix: 16) + "\n"
        }
        if let keymapLayout { text += "\n[keyboard]\nkeymap_layout=\(keymapLayout)\n" }
        return text
    }

    private func waitForStartup(timeout: Duration) throws {
        let socketPath = runtimeDirectory + "/" + waylandDisplay
        var connection: InjectorConnection?
        let ready = poll(timeout: timeout) {
            guard weston?.isRunning == true else { return true }
            guard FileManager.default.fileExists(atPath: socketPath),
                  FileManager.default.fileExists(atPath: injectorSocketPath) else { return false }
            connection = try? InjectorConnection(path: injectorSocketPath)
            return connection != nil
        }
        guard ready, let connection else {
            throw failure(ready ? "weston ended during startup" : "weston did not start within \(timeout)")
        }
        injector = connection
        try inject("ping")
    }

    /// Waits until the desktop shell's panel shows; false when weston quit first because the
    /// shell's helper client left it ("apparently cannot run at all": the desktop shell quits
    /// when the helper disconnects in its first 30 s). That was seen about once in 40 starts
    /// with five tests at once on a loaded machine (never in 80 starts alone), the helper gone
    /// 0.16 s after its launch without a message or a signal: the start is then made again.
    private func desktopShellStarted(timeout: Duration) -> Bool {
        _ = poll(timeout: timeout) { !isRunning || (try? client(atX: 1, y: 1)) != nil }
        if isRunning { return true }
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        guard log.contains("apparently cannot run at all") else { return true }
        print("weston's desktop-shell helper left at startup; weston is started again:\n\(logTail(lines: 6))")
        return false
    }

    /// An error saying `message`, weston's state and the tail of its log.
    private func failure(_ message: String) -> HarnessError {
        let state = weston?.exitStatus.map { "weston ended with \($0)" } ?? "weston is running"
        return HarnessError("\(message) (\(state)); weston log \(logPath) ends:\n\(logTail())")
    }

    // MARK: Lifetime

    /// Whether weston is still running.
    var isRunning: Bool { weston?.isRunning ?? false }

    /// weston's process ID, e.g. to kill it and check how clients and the harness react.
    var westonProcessIdentifier: Int32 { weston?.processIdentifier ?? 0 }

    /// How weston ended; nil while it runs.
    var westonExitStatus: ExitStatus? { weston?.exitStatus }

    /// The last `lines` lines of weston's log (and of its standard error, where early startup
    /// failures go).
    func logTail(lines: Int = 40) -> String {
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let standardError = weston?.standardError() ?? ""
        return HarnessProcess.tail(log + standardError, lines: lines)
    }

    /// Ends every client, then weston (SIGTERM, SIGKILL after a grace period), and removes the
    /// runtime directory with everything in it (logs, captured client output). Idempotent.
    func stop() {
        clients.stopAll()
        injector = nil
        try? weston?.terminate(grace: .seconds(3))
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    // MARK: Clients

    /// Starts `executable` (a path, or a name looked up in PATH) as a client of this weston:
    /// WAYLAND_DISPLAY and XDG_RUNTIME_DIR point here, `environment` adds to or overrides the
    /// test process's environment. Output is captured to files in the runtime directory; read
    /// it before `stop()`. The harness ends the client when it stops.
    func launchClient(executable: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> HarnessProcess {
        guard isRunning else { throw failure("cannot launch \(executable): weston is not running") }
        return try clients.launch(executable: executable, arguments: arguments, environment: environment)
    }

    /// Polls `condition` every 10 ms until it is true; throws, naming `description` and with the
    /// tail of weston's log, if it is still false after `timeout`.
    func waitUntil(_ description: String = "a condition", timeout: Duration = .harnessWait,
                   condition: () throws -> Bool) throws {
        guard try poll(timeout: timeout, until: condition) else {
            throw failure("timed out after \(timeout) waiting for \(description)")
        }
    }

    /// The process ID of the client owning the surface that input at (`x`, `y`) reaches, the
    /// one a touch-down there would focus; nil when it is no client's (the shell's background).
    func clientProcessIdentifier(atX x: Double, y: Double) throws -> Int32? {
        try client(atX: x, y: y)?.processIdentifier
    }

    /// The client owning the surface that input at (`x`, `y`) reaches and that point in the
    /// surface's own coordinates; nil when it is no client's. Screen point minus surface point
    /// is where the surface lies, even where desktop-shell's panel hides its top.
    func client(atX x: Double, y: Double) throws -> (processIdentifier: Int32, surfaceX: Double, surfaceY: Double)? {
        let answer = try reply(to: "client-at \(x) \(y)")
        let fields = answer.split(separator: " ")
        guard fields.first == "ok", fields.count == 2 || fields.count == 4, let pid = Int32(fields[1]) else {
            throw failure("unexpected reply \(answer.debugDescription) to client-at")
        }
        guard pid != 0 else { return nil }
        guard fields.count == 4, let surfaceX = Double(fields[2]), let surfaceY = Double(fields[3]) else {
            throw failure("unexpected reply \(answer.debugDescription) to client-at")
        }
        return (pid, surfaceX, surfaceY)
    }

    /// Waits until input at (`x`, `y`) reaches a surface of `client`: its window has mapped
    /// there, so injected touches and clicks at that point go to it.
    func waitForSurface(of client: HarnessProcess, atX x: Double, y: Double, timeout: Duration = .harnessWait) throws {
        try waitUntil("a surface of \(client.name) at \(x),\(y)", timeout: timeout) {
            try clientProcessIdentifier(atX: x, y: y) == client.processIdentifier
        }
    }

    // MARK: Screenshots

    /// A screenshot of the output as weston composites it on its next repaint, taken with
    /// weston-screenshooter. A client's latest commit shows only once weston has repainted, so
    /// wait for an expected pixel with `waitUntil` rather than assuming one shot suffices.
    func screenshot(timeout: Duration = .seconds(10)) throws -> Screenshot {
        let directory = runtimeDirectory + "/screenshots"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let shooter = try launchClient(executable: "weston-screenshooter", environment: ["XDG_PICTURES_DIR": directory])
        let status = try shooter.waitForExit(timeout: timeout)
        guard status == .exited(0) else {
            throw failure("weston-screenshooter ended with \(status): \(shooter.standardError())")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasPrefix("wayland-screenshot-") && $0.hasSuffix(".png") }
        guard files.count == 1, let file = files.first else {
            throw failure("expected one screenshot in \(directory), found \(files)")
        }
        return try Screenshot.decodePNG(atPath: directory + "/" + file)
    }

    // MARK: Input

    /// Sends one command line to the injection module and returns its reply line, "ok" or
    /// "error <why>", without judging it. The reply comes after weston delivered the events
    /// to its clients and flushed their sockets.
    func reply(to command: String) throws -> String {
        try replies(to: [command])[0]
    }

    /// Sends command lines in one write, as `reply(to:)` sends one, and returns their replies
    /// in order; their events reach the clients in one flush, as one libinput dispatch would.
    func replies(to commands: [String]) throws -> [String] {
        guard let injector, isRunning else {
            throw failure("cannot send \(commands.map(\.debugDescription).joined(separator: ", "))")
        }
        do {
            return try injector.send(commands, timeout: replyTimeout)
        } catch let error as HarnessError {
            _ = poll(timeout: .milliseconds(200)) { !isRunning }  // let a dying weston finish dying
            throw failure(error.description)
        }
    }

    /// Sends `command` and waits for "ok"; throws "injector refused <command>: <why>" otherwise.
    /// Commands: ping; touch-down ID X Y; touch-motion ID X Y; touch-up ID; touch-frame;
    /// touch-cancel; pointer-motion X Y; button CODE pressed|released; axis
    /// vertical|horizontal VALUE; pointer-frame; key CODE pressed|released. Event commands
    /// take an optional trailing "@MS" event time.
    func inject(_ command: String) throws {
        let answer = try reply(to: command)
        guard answer == "ok" else {
            let reason = answer.hasPrefix("error ") ? String(answer.dropFirst(6)) : "unexpected reply \(answer.debugDescription)"
            throw HarnessError("injector refused \(command.debugDescription): \(reason)")
        }
    }

    private func inject(_ command: String, time: UInt32?) throws {
        try inject(time.map { "\(command) @\($0)" } ?? command)
    }

    /// Puts touch point `id` down at (`x`, `y`); weston focuses the surface under the first
    /// down of a sequence for the whole sequence. Follow with `touchFrame()`.
    func touchDown(id: Int, x: Double, y: Double, time: UInt32? = nil) throws {
        try inject("touch-down \(id) \(x) \(y)", time: time)
    }

    /// Moves touch point `id`, which is down, to (`x`, `y`).
    func touchMotion(id: Int, x: Double, y: Double, time: UInt32? = nil) throws {
        try inject("touch-motion \(id) \(x) \(y)", time: time)
    }

    /// Lifts touch point `id`. weston 10 sends no frame after the last touch lifts.
    func touchUp(id: Int, time: UInt32? = nil) throws {
        try inject("touch-up \(id)", time: time)
    }

    /// Ends a group of touch events (wl_touch.frame to the focused client).
    func touchFrame() throws {
        try inject("touch-frame")
    }

    /// Sends wl_touch.cancel to the focused client and forgets every touch that is down.
    func touchCancel() throws {
        try inject("touch-cancel")
    }

    /// Unplugs the touchscreen: the seat loses its touch capability (fingers down just vanish).
    func touchUnplug() throws {
        try inject("touch-unplug")
    }

    /// Plugs the touchscreen back in: the seat regains its touch capability.
    func touchPlug() throws {
        try inject("touch-plug")
    }

    /// A scripted one-finger drag: touch `id` goes down at `start`, moves to `end` in `steps`
    /// equal steps and lifts, with a frame after each down and motion (weston drops the one
    /// after the up). The down is stamped `startTime` ms and every later event `stepInterval`
    /// ms after the one before, so the drag's velocity is exact whatever the scheduling.
    func touchDrag(id: Int = 0, from start: (x: Double, y: Double), to end: (x: Double, y: Double),
                   steps: Int, startTime: UInt32, stepInterval: UInt32 = 16) throws {
        try touchHold(id: id, from: start, to: end, steps: steps, startTime: startTime, stepInterval: stepInterval)
        try touchUp(id: id, time: startTime + UInt32(steps + 1) * stepInterval)
        try touchFrame()
    }

    /// The drag of `touchDrag` without its lift: the finger stays down at `end`, for a test
    /// that looks at what a held drag shows or ends it some other way.
    func touchHold(id: Int = 0, from start: (x: Double, y: Double), to end: (x: Double, y: Double),
                   steps: Int, startTime: UInt32, stepInterval: UInt32 = 16) throws {
        precondition(steps > 0, "a drag needs at least one motion step")
        try touchDown(id: id, x: start.x, y: start.y, time: startTime)
        try touchFrame()
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            try touchMotion(id: id, x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction,
                            time: startTime + UInt32(step) * stepInterval)
            try touchFrame()
        }
    }

    /// A scripted left-button drag: the pointer moves to `start`, the button goes down, the
    /// pointer moves to `end` in `steps` equal steps and the button comes up, with a frame
    /// after each event.
    func mouseDrag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int) throws {
        precondition(steps > 0, "a drag needs at least one motion step")
        try pointerMotion(x: start.x, y: start.y)
        try pointerFrame()
        try button(272, pressed: true)
        try pointerFrame()
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            try pointerMotion(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            try pointerFrame()
        }
        try button(272, pressed: false)
        try pointerFrame()
    }

    /// Moves the pointer to (`x`, `y`); pointer focus follows unless a button is held.
    func pointerMotion(x: Double, y: Double, time: UInt32? = nil) throws {
        try inject("pointer-motion \(x) \(y)", time: time)
    }

    /// Presses or releases pointer button `code` (linux input code; BTN_LEFT is 272).
    func button(_ code: Int, pressed: Bool, time: UInt32? = nil) throws {
        try inject("button \(code) \(pressed ? "pressed" : "released")", time: time)
    }

    /// Scrolls `value` along `axis`, in wl_pointer.axis units (a wheel click is usually 10 or 15).
    func axis(_ axis: Axis, _ value: Double, time: UInt32? = nil) throws {
        try inject("axis \(axis.rawValue) \(value)", time: time)
    }

    /// Ends a group of pointer events (wl_pointer.frame to the focused client).
    func pointerFrame() throws {
        try inject("pointer-frame")
    }

    /// Presses or releases key `code` (evdev key code; KEY_A is 30) on the focused surface.
    func key(_ code: Int, pressed: Bool, time: UInt32? = nil) throws {
        try inject("key \(code) \(pressed ? "pressed" : "released")", time: time)
    }

    // MARK: Build products

    /// The path of executable product `name` of this package (e.g. "tactile-demo"), built next
    /// to the test bundle in .build/<triple>/<configuration>. Throws, saying how to build it,
    /// when it is not there.
    static func productPath(named name: String) throws -> String {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let directory = testBinary.deletingLastPathComponent()
        let path = directory.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError("no executable \(name) in \(directory.path); build it with `swift build --product \(name)`")
        }
        return path
    }
}
