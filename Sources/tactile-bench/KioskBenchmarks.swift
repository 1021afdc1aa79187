import Foundation
import Tactile

/// The kiosk session's costs, on a 1280×800 window under the compositor in WAYLAND_DISPLAY
/// with the injector of `.ci/with-weston`:
///
/// - the attract screen (the drifting title and call) over `TACTILE_KIOSK_BENCH_SECONDS`
///   (default 60): client CPU as a share of one core, frames and wake-ups (target ≤ 2 %);
/// - the black screen over the same time, from 11 s after start (past the one memory trim an
///   app does 10 s after coming to rest): wake-ups (target 0) and CPU;
/// - the idle bookkeeping per input event: touch motions over the background with and without
///   a session, per event, and the timer arms they caused (target 0: no system call);
/// - a waking touch to the first frame of the app behind: input received to frame committed
///   (`TACTILE_LATENCY_REPORT`), over 5 wakes (target ≤ one 60 Hz frame).
func runKioskBenchmarks() throws {
    let seconds = Double(ProcessInfo.processInfo.environment["TACTILE_KIOSK_BENCH_SECONDS"] ?? "") ?? 60
    try measureAttractScreen(seconds: seconds)
    try measureBlankScreen(seconds: seconds)
    try measureBookkeeping()
    try measureWakeToFrame()
}

/// A 1280×800 window showing the benchmark's home scene (as the wayland group's).
private func kioskWindow(title: String) throws -> Application {
    let application = try Application(configuration: .init(title: title, preferredSize: Size(width: 1280, height: 800)))
    let scene = View(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
    scene.backgroundColor = Color(hex: "#20242c")
    application.rootView.addSubview(scene)
    application.onResize = { size, _ in scene.frame = Rect(origin: .zero, size: size) }
    return application
}

private func attractScreen() -> KioskAttractScreen { DriftingAttractScreen(title: "Tactile demo", call: "Touch to start") }

/// What a window cost over a stretch of its run.
private struct WindowCost {
    var cpuSeconds = 0.0
    var wakeups = 0
    var frames = 0
}

/// Runs `application` and measures it from `start` after the run begins for `seconds`. The
/// wake-up of the timer that ends the measurement is not the window's and is not counted.
private func measure(_ application: Application, from start: TimeSpan, for seconds: Double) throws -> WindowCost {
    var atStart = WindowCost()
    application.after(start) {
        atStart = WindowCost(cpuSeconds: processCPUSeconds(), wakeups: application.wakeups, frames: application.framesCommitted)
        application.after(.seconds(seconds)) { application.stop() }
    }
    try application.run()
    return WindowCost(cpuSeconds: processCPUSeconds() - atStart.cpuSeconds, wakeups: application.wakeups - atStart.wakeups - 1,
                      frames: application.framesCommitted - atStart.frames)
}

private func measureAttractScreen(seconds: Double) throws {
    let application = try kioskWindow(title: "bench attract")
    application.startKioskSession(KioskTimeouts(idleReset: nil, attract: .milliseconds(200)), attractScreen: attractScreen)
    // From past the attract screen's first full repaint: the drift is what is measured.
    let cost = try measure(application, from: .seconds(1), for: seconds)
    print("attract screen at \(Int(application.size.width))×\(Int(application.size.height)) over \(format(seconds)) s: "
        + "\(format(cost.cpuSeconds * 1000)) ms CPU = \(format(cost.cpuSeconds / seconds * 100)) % of a core (target ≤ 2 %), "
        + "\(cost.frames) frames, \(cost.wakeups) wake-ups")
}

private func measureBlankScreen(seconds: Double) throws {
    let application = try kioskWindow(title: "bench blank")
    let session = application.startKioskSession(KioskTimeouts(idleReset: nil, attract: .milliseconds(200), blank: .milliseconds(400)),
                                                attractScreen: attractScreen)
    let cost = try measure(application, from: .seconds(11), for: seconds)
    print("blanked window over \(format(seconds)) s (\(session.phase)): \(cost.wakeups) wake-ups (target 0), "
        + "\(cost.frames) frames, \(format(cost.cpuSeconds * 1000)) ms CPU")
}

private func measureBookkeeping() throws {
    let count = 200_000
    var perEvent: [Bool: Double] = [:]
    var arms = 0
    for withSession in [false, true] {
        let application = try kioskWindow(title: "bench bookkeeping")
        let session = withSession ? application.startKioskSession(KioskTimeouts(idleReset: .seconds(120), attract: nil)) : nil
        let host = application.host
        host.handleTouch(.down(time: 0, id: 0, location: Point(x: 640, y: 400)))
        host.handleTouch(.frame)
        let armsBefore = session?.timerArms ?? 0
        let samples = measure(iterations: 5) {
            for index in 0..<count {
                host.handleTouch(.motion(time: UInt32(index), id: 0, location: Point(x: 640 + Double(index & 7), y: 400)))
            }
        }
        perEvent[withSession] = samples.sorted()[samples.count / 2] / Double(count)
        arms = (session?.timerArms ?? 0) - armsBefore
        host.handleTouch(.up(time: UInt32(count), id: 0))
        host.handleTouch(.frame)
    }
    let without = perEvent[false]!, with = perEvent[true]!
    print("idle bookkeeping per input event (touch motion over the background, \(count) per run): "
        + "\(format(with * 1000)) ns with a kiosk session, \(format(without * 1000)) ns without, "
        + "difference \(format((with - without) * 1000)) ns; timer arms during them: \(arms) (target 0)")
}

private func measureWakeToFrame() throws {
    let report = NSTemporaryDirectory() + "tactile-bench-wake-\(getpid()).txt"
    setenv("TACTILE_LATENCY_REPORT", report, 1)
    defer {
        unsetenv("TACTILE_LATENCY_REPORT")
        try? FileManager.default.removeItem(atPath: report)
    }
    let injector = try InjectorClient()
    let application = try kioskWindow(title: "bench wake")
    let session = application.startKioskSession(KioskTimeouts(idleReset: nil, attract: .milliseconds(300)), attractScreen: attractScreen)
    var wakes = 0
    var failure: Error?
    func wakeWhenShown() {
        application.after(.milliseconds(500)) {
            guard session.phase == .attract else { return wakeWhenShown() }
            do {
                try injector.send("touch-down 0 640 400", "touch-frame")
                try injector.send("touch-up 0", "touch-frame")
            } catch {
                failure = error
                return application.stop()
            }
            wakes += 1
            if wakes == 5 { application.after(.milliseconds(200)) { application.stop() } } else { wakeWhenShown() }
        }
    }
    wakeWhenShown()
    try application.run()
    if let failure { throw failure }
    let summary = (try? String(contentsOfFile: report, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "no report"
    print("waking touch to the first frame of the app behind (input received to commit, \(wakes) wakes): \(summary) (target ≤ 16.7 ms)")
}
