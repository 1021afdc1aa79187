import CShims
import Foundation

/// The `desktop` group: the frame Tactile draws where the compositor draws none, under weston's
/// desktop shell (which offers no xdg-decoration) on an output large enough to resize a window
/// to 1280×800 and beyond: `TACTILE_WESTON_SHELL=desktop-shell.so TACTILE_WESTON_SIZE=1920x1080
/// bash .ci/bench desktop`. What each commit carried comes from the demo's commit trace (the
/// event log's `configure` and `commit` lines, see `CommitTally`).
///
/// - hover: the pointer passes back and forth over the title bar's three buttons: commits,
///   content repaints (target 0: a button's look is the title bar's strip alone) and strips
///   painted, and the client's CPU per hover change;
/// - title: a window's title changed 50 times (`measureTitleChanges`, in-process);
/// - resize: the pointer drags the window's bottom-right corner at 60 motions a second for
///   10 s around 1280×800 (the shell configures the window at each motion): configures, frames,
///   frames per configure (target: one, never two) and the client's CPU per resize frame.
///
/// The demo runs with its kiosk timeouts off: input on the frame is no visitor's activity,
/// and an idle reset would repaint the content in the middle of a stretch.
func runDesktopBenchmarks() throws {
    let environment = ProcessInfo.processInfo.environment
    let output = (environment["TACTILE_WESTON_SIZE"] ?? "1280x800").split(separator: "x").compactMap { Double($0) }
    guard environment["TACTILE_WESTON_SHELL"] == "desktop-shell.so", output.count == 2, output[0] >= 1600, output[1] >= 1000 else {
        throw BenchmarkError("the desktop group runs under weston's desktop shell on an output of at least 1600×1000: "
            + "TACTILE_WESTON_SHELL=desktop-shell.so TACTILE_WESTON_SIZE=1920x1080 bash .ci/bench desktop")
    }
    let injector = try InjectorClient()
    let centre = (x: output[0] / 2, y: output[1] / 2)
    print("load average before: \(loadAverage())")
    // Inside the content wherever the move below leaves the window.
    let contentPoint = (x: 300.0, y: 400.0)
    // The shell's panel first: a window mapped before it is placed in the whole output, its title
    // bar where the panel then covers it.
    for _ in 0..<1000 where try injector.client(atX: centre.x, y: 10) == nil { usleep(10_000) }
    setenv("TACTILE_COMMIT_TRACE", "1", 1)  // The demo's event log names what each commit carried.
    defer { unsetenv("TACTILE_COMMIT_TRACE") }
    let demo = try BenchDemo(arguments: ["--scene", "sorting", "--idle-reset", "0", "--attract-after", "0"],
                             takingInputAt: centre, injector: injector)
    guard demo.wait(seconds: 10, until: { demo.lines.contains { $0.text == "log: decorations client-side" } }) else {
        throw BenchmarkError("the demo did not log 'decorations client-side': the frame is not Tactile's")
    }
    demo.waitUntilIdle()
    let window = try moveToTopLeft(demo: demo, from: DesktopWindow(of: demo, probing: centre, injector: injector),
                                   probing: contentPoint, injector: injector)
    print("the demo's window under weston's desktop shell: content \(window.width)×\(window.height) at "
        + "(\(Int(window.origin.x)), \(Int(window.origin.y))), decorations client-side")
    try measureHover(demo: demo, window: window, passes: 20, injector: injector)
    try measureResize(demo: demo, probing: contentPoint, injector: injector)
    _ = try demo.stop()
    try measureTitleChanges(changes: 50, output: (output[0], output[1]), injector: injector)
    print("load average after: \(loadAverage())")
}

/// Drags `window` by its title bar until its content's top-left corner is near (100, 150),
/// so that its corner can be dragged to 1280×800 and beyond, and returns it there (found under
/// `contentPoint`). Tried up to three times, should the machine's load hold the client back
/// until after the button's release (the compositor then ignores the move it asks for).
private func moveToTopLeft(demo: BenchDemo, from window: DesktopWindow, probing contentPoint: (x: Double, y: Double),
                           injector: InjectorClient) throws -> DesktopWindow {
    var window = window
    for _ in 0..<3 {
        let titlePoint = (x: window.origin.x + 100, y: window.origin.y - 22)
        try pointerPath(pressed: true, injector: injector, [titlePoint] + (1...30).map { step in
            let progress = Double(step) / 30
            return (titlePoint.x + (100 - window.origin.x) * progress, titlePoint.y + (150 - window.origin.y) * progress)
        })
        demo.waitUntilIdle()
        if let moved = try? DesktopWindow(of: demo, probing: contentPoint, injector: injector) { return moved }
        window = try DesktopWindow(of: demo, probing: (window.origin.x + 300, window.origin.y + 300), injector: injector)
    }
    throw BenchmarkError("the demo's window did not move to the output's top-left corner")
}

/// Where the demo's window lies and its content's size, as its event log last said.
private struct DesktopWindow {
    /// The content's top-left corner, in output coordinates.
    let origin: (x: Double, y: Double)
    /// The content's size.
    let width: Int, height: Int

    /// Finds the window whose content lies under `point`: its origin from the compositor, its
    /// size from the demo's last `window resized` line.
    init(of demo: BenchDemo, probing point: (x: Double, y: Double), injector: InjectorClient) throws {
        let surface = try injector.surfaceOrigin(atX: point.x, y: point.y)
        guard let surface, surface.pid == demo.pid else {
            throw BenchmarkError("the demo's content is not at \(point): \(surface.map { "a surface of process \($0.pid) at \($0.x), \($0.y)" } ?? "no surface")")
        }
        demo.poll()
        // "log: window resized 1024x812 (content 1024x768)"
        guard let line = demo.lines.last(where: { $0.text.hasPrefix("log: window resized ") })?.text,
              let content = line.split(separator: " ").last?.dropLast().split(separator: "x").compactMap({ Int($0) }),
              content.count == 2 else {
            throw BenchmarkError("the demo logged no 'window resized … (content WxH)'")
        }
        origin = (surface.x, surface.y)
        (width, height) = (content[0], content[1])
    }
}

/// The pointer passes `passes` times from the title bar left of the buttons to the close
/// button and back, 8 px a motion at 60 motions a second; then as many times along the same
/// length of the title bar's left end, which changes nothing: what the motions alone cost.
private func measureHover(demo: BenchDemo, window: DesktopWindow, passes: Int, injector: InjectorClient) throws {
    let y = window.origin.y - 22
    // From 40 px left of the minimise button (3 × 48 px from the right end) to the close button's middle.
    let overButtons = try passPointer(demo: demo, from: window.origin.x + Double(window.width) - 184, y: y, passes: passes, injector: injector)
    let alongTitle = try passPointer(demo: demo, from: window.origin.x + 40, y: y, passes: passes, injector: injector)
    // Each pass crosses the three buttons' left edges on the way there and again on the way back.
    let changes = passes * 6
    let tally = overButtons.tally
    print("hover: \(passes) passes over the title bar's three buttons (\(overButtons.motions) motions, \(changes) hover changes): "
        + "\(tally.commits) commits (\(tally.emptyCommits) empty), content repainted \(tally.contentRepaints) times (target 0), "
        + "strips painted: \(tally.stripText); client CPU \(format(overButtons.cpu)) ms = \(format(overButtons.cpu * 1000 / Double(changes))) µs "
        + "per hover change, every motion counted (schedstat, all threads); the same motions along the title bar: "
        + "\(alongTitle.tally.commits) commits, \(format(alongTitle.cpu)) ms, so \(format((overButtons.cpu - alongTitle.cpu) * 1000 / Double(changes))) µs "
        + "per hover change beyond the motions")
}

/// Moves the pointer to (`x`, `y`), then `passes` times 160 px to the right and back, 8 px a
/// motion at 60 motions a second; returns the motions, the commit trace's tally over them and
/// the demo's CPU (ms).
private func passPointer(demo: BenchDemo, from x: Double, y: Double, passes: Int, injector: InjectorClient) throws
    -> (motions: Int, tally: CommitTally, cpu: Double) {
    let forward = (0...20).map { (x + Double($0) * 8, y) }
    try injector.send("pointer-motion \(x) \(y)", "pointer-frame")
    demo.waitUntilIdle()
    let path = (0..<passes).flatMap { _ in forward.dropFirst() + forward.reversed().dropFirst() }
    demo.poll()
    let mark = demo.lines.count
    let cpu = demo.processCPUNanoseconds()
    try pointerPath(pressed: false, injector: injector, path)
    demo.waitUntilIdle()
    demo.poll()
    return (path.count, CommitTally(demo.lines[mark...].map(\.text)), Double(demo.processCPUNanoseconds() - cpu) / 1e6)
}

/// Drags the bottom-right corner from the window's size to 1280×800 (not measured), then for
/// 10 s back and forth around it, 60 motions a second.
private func measureResize(demo: BenchDemo, probing contentPoint: (x: Double, y: Double), injector: InjectorClient) throws {
    // 6 px beyond the content's bottom-right corner: within the resize margin, on the corner's target.
    func corner(of window: DesktopWindow) -> (x: Double, y: Double) {
        (window.origin.x + Double(window.width) + 6, window.origin.y + Double(window.height) + 6)
    }
    var window = try DesktopWindow(of: demo, probing: contentPoint, injector: injector)
    let start = corner(of: window)
    let end = (x: window.origin.x + 1280 + 6, y: window.origin.y - 44 + 800 + 6)
    try pointerPath(pressed: true, injector: injector, [start] + (1...60).map { step in
        let progress = Double(step) / 60
        return (start.x + (end.x - start.x) * progress, start.y + (end.y - start.y) * progress)
    })
    demo.waitUntilIdle()
    window = try DesktopWindow(of: demo, probing: contentPoint, injector: injector)
    let target = corner(of: window)
    // A triangle wave of 1 s: ±60 px across, ±45 px down; every motion a new size.
    let motions = 600
    let path = [target] + (1...motions).map { step -> (Double, Double) in
        let phase = Double(step % 60) / 60
        let wave = phase < 0.25 ? phase * 4 : phase < 0.75 ? 2 - phase * 4 : phase * 4 - 4
        return (target.x + 60 * wave, target.y + 45 * wave)
    }
    demo.poll()
    let mark = demo.lines.count
    guard let before = ProcessTimes(of: demo.pid) else { throw BenchmarkError("the demo ended") }
    let cpu = demo.processCPUNanoseconds()
    let kernelBefore = try KernelCounts(of: demo.pid)
    try pointerPath(pressed: true, injector: injector, path)
    demo.waitUntilIdle()
    demo.poll()
    guard let after = ProcessTimes(of: demo.pid) else { throw BenchmarkError("the demo ended") }
    let used = Double(demo.processCPUNanoseconds() - cpu) / 1e6
    let faults = try KernelCounts(of: demo.pid).since(kernelBefore).minorFaults
    let lines = demo.lines[mark...].map(\.text)
    let tally = CommitTally(lines)
    let seconds = after.seconds(since: before)
    let frames = max(tally.contentRepaints, 1)
    let sizes = lines.compactMap { line -> [Int]? in
        guard line.hasPrefix("log: window resized ") else { return nil }
        return line.split(separator: " ")[3].split(separator: "x").compactMap { Int($0) }
    }
    let widths = sizes.map { $0[0] }, heights = sizes.map { $0[1] }
    print("resize by the corner: \(motions) motions over 10 s, window \(widths.min() ?? 0)–\(widths.max() ?? 0) × "
        + "\(heights.min() ?? 0)–\(heights.max() ?? 0): \(tally.configures) configures, \(tally.frames) frames committed "
        + "(\(tally.contentRepaints) with the content repainted; strips \(tally.stripText)), \(tally.emptyCommits) empty commits; "
        + "frames per configure \(format(Double(tally.frames) / Double(max(tally.configures, 1)))) (target 1, never 2): "
        + "configures \(tally.framesPerConfigureText)")
    print("resize by the corner, client CPU: \(format(seconds.process * 1000 / Double(frames))) ms per resize frame "
        + "(/proc/PID/stat, \(Int(ProcessTimes.ticksPerSecond)) ticks/s: \(format(seconds.process)) s over \(frames) frames, "
        + "main thread \(format(seconds.mainThread)) s); schedstat \(format(used / Double(frames))) ms per frame; "
        + "\(faults / frames) page faults per frame (a new size takes new buffers)")
}

/// Sends `points` as pointer motions 1/60 s apart, paced in real time; with `pressed`, the left
/// button is pressed at the first point and released 1/60 s after the last.
private func pointerPath(pressed: Bool, injector: InjectorClient, _ points: [(Double, Double)]) throws {
    let began = tactile_monotonic_ns()
    for (step, point) in points.enumerated() {
        sleep(until: began + Int64(step) * 1_000_000_000 / 60)
        try injector.send("pointer-motion \(point.0) \(point.1)", "pointer-frame")
        if pressed, step == 0 { try injector.send("button 272 pressed", "pointer-frame") }
    }
    guard pressed else { return }
    sleep(until: began + Int64(points.count) * 1_000_000_000 / 60)
    try injector.send("button 272 released", "pointer-frame")
}
