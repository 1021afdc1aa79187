import CShims
import Tactile
#if canImport(Glibc)
import Glibc
#endif

/// Launch and idle cost of a real window, under the compositor in WAYLAND_DISPLAY
/// (`bash .ci/bench` provides a private headless weston).
///
/// - launch: from creating the `Application` (connect, bind, configure) to the first frame
///   committed, over several launches in one process;
/// - idle: CPU time and event-loop wake-ups over 5 s of a window with nothing to do (target 0).
func runWaylandBenchmarks() throws {
    var launches: [Double] = []
    for _ in 0..<10 {
        let start = tactile_monotonic_ns()
        let application = try Application(configuration: .init(title: "bench", preferredSize: Size(width: 1280, height: 800)))
        application.rootView.addSubview(benchmarkHomeScene())
        application.onFirstFrame = {
            launches.append(Double(tactile_monotonic_ns() - start) / 1e6)
            application.stop()
        }
        try application.run()
    }
    launches.sort()
    print("launch to first frame committed: p50 \(format(launches[launches.count / 2])) ms, min \(format(launches[0])) ms, max \(format(launches[launches.count - 1])) ms (\(launches.count) launches)")

    let application = try Application(configuration: .init(title: "bench idle", preferredSize: Size(width: 1280, height: 800)))
    application.rootView.addSubview(benchmarkHomeScene())
    var wakeupsAtStart = 0
    var cpuAtStart = 0.0
    application.after(.seconds(0.5)) {
        wakeupsAtStart = application.wakeups
        cpuAtStart = processCPUSeconds()
        application.after(.seconds(5)) { application.stop() }
    }
    try application.run()
    // The wake-up of the timer that ends the measurement is not the window's.
    let wakeups = application.wakeups - wakeupsAtStart - 1
    let cpu = (processCPUSeconds() - cpuAtStart) * 1000
    print("idle window over 5 s: \(format(cpu)) ms CPU, \(wakeups) wake-ups (target 0)")
}

/// A window-sized scene like the demo's first screen: a background, 6 rounded tiles with shadows.
private func benchmarkHomeScene() -> View {
    let scene = View(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
    scene.backgroundColor = Color(hex: "#20242c")
    for index in 0..<6 {
        let tile = View(frame: Rect(x: 230 + Double(index) * 140, y: 340, width: 120, height: 120))
        tile.backgroundColor = Color(red: Double(index) / 6, green: 0.5, blue: 0.7)
        tile.cornerRadius = 12
        tile.shadow = Shadow()
        scene.addSubview(tile)
    }
    return scene
}

/// User plus system CPU time of this process, in seconds.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
