import Foundation

/// The drag benchmark of the drag-and-drop issue, on real clients under the compositor in
/// WAYLAND_DISPLAY. Four kinds of run, each a fresh client given 180 motions over 3 s:
/// - the floor: weston's own `weston-simple-touch` (C, a 600×500 shm surface redrawn at each
///   touch) touched with the same motions inside its surface: what a client that only
///   receives the input and draws costs on this machine now;
/// - `tactile-demo --scene bench` (200 tiles) with one tile dragged by touch, then by the
///   mouse;
/// - the same touches from the demo's grey background, which drag nothing.
/// The kinds alternate, round after round (floor, touch, mouse, background, floor…), so that
/// a machine busy for a moment weighs on all of them alike. Each figure is the median over
/// the rounds of the client's CPU time over the drag, and of its ratio to the floor of the
/// same round: a ratio compares across machines and runs where milliseconds do not. The
/// demo's input-to-commit p99 (TACTILE_LATENCY_REPORT) is the median over its rounds.
func runDragBenchmarks() throws {
    let rounds = 5
    var samples: [DragRun: [DragSample]] = [:]
    for _ in 0..<rounds {
        for run in DragRun.allCases { samples[run, default: []].append(try run.measure()) }
    }
    let floor = samples[.floor]!.map(\.cpuMilliseconds)
    print("\(DragRun.floor.title): client CPU \(format(median(floor))) ms (median of \(rounds), \(spread(floor)) ms)")
    for run in DragRun.allCases where run != .floor {
        let cpu = samples[run]!.map(\.cpuMilliseconds)
        let ratios = zip(cpu, floor).map { $0 / $1 }
        var line = "\(run.title): client CPU \(format(median(cpu))) ms = \(format(median(ratios)))× the floor"
            + " (target ≤ \(format(run.targetRatio))×; median of \(rounds), \(spread(ratios))×)"
        let p99 = samples[run]!.compactMap(\.latencyP99)
        if run != .background { line += p99.isEmpty ? "; no latency report" : "; input-to-commit p99 \(format(median(p99))) ms" }
        print(line)
    }
    printKernelSide(of: samples)
}

/// Where CPU time goes that no count of instructions shows, per run kind: the steady
/// motions' CPU time alone (the lift's new window buffer and first layer image, and the
/// drop, left out), and what the kernel counted over the whole drag, per motion (page faults
/// and context switches, which do not move with the machine's load), medians over the rounds.
private func printKernelSide(of samples: [DragRun: [DragSample]]) {
    let floorSteady = samples[.floor]!.map(\.steadyMicrosecondsPerMotion)
    for run in DragRun.allCases {
        let runs = samples[run]!
        let steady = runs.map(\.steadyMicrosecondsPerMotion)
        let ratio = run == .floor ? "" : " = \(format(median(zip(steady, floorSteady).map { $0 / $1 })))× the floor's"
        let perMotion = { (count: (KernelCounts) -> Int) in format(median(runs.map { Double(count($0.kernelCounts)) / Double(DragClient.motions) })) }
        print("\(run.kind), per motion: steady motions \(steadyMotions) \(format(median(steady))) µs CPU\(ratio) (\(spread(steady)) µs); "
            + "over the drag \(perMotion(\.minorFaults)) page faults, \(perMotion(\.voluntarySwitches)) sleeps, "
            + "\(perMotion(\.involuntarySwitches)) preemptions; \(runs.last!.kernelCounts.threads) thread(s)")
    }
}

/// The motions whose CPU time the steady figure counts, for its line.
private let steadyMotions = "\(DragClient.steadyMotions.lowerBound)–\(DragClient.steadyMotions.upperBound)"

/// The same four kinds of run, once each, under valgrind's callgrind: the instructions each
/// client executes per motion over the drag's steady middle (motions 31 to 150, see
/// `DragClient.measure`), and their ratio to the floor's, and its calls
/// into the C allocator per motion (the Swift runtime's, libwayland's and the libraries'), and
/// how much code the steady motions run through (see `CallgrindCounts.codeLines`). Unlike CPU time,
/// a count of instructions does not move with the machine's load (it leaves out the kernel's
/// side of each wake-up and system call, which both clients pay alike). The profiles stay in
/// the directory printed, for `callgrind_annotate`.
func runDragInstructionBenchmarks() throws {
    let directory = NSTemporaryDirectory() + "tactile-drag-callgrind-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var floor = 0.0
    for run in DragRun.allCases {
        let profile = "\(directory)/\(run).callgrind"
        guard let counts = try run.measure(callgrindOutput: profile).profile else { continue }
        let motions = Double(DragClient.steadyMotions.count)
        let perMotion = Double(counts.instructions) / motions
        if run == .floor { floor = perMotion }
        let ratio = run == .floor ? "" : " = \(format(perMotion / floor))× the floor"
        print("\(run.title): \(Int(perMotion)) client instructions per motion\(ratio), "
            + "\(format(Double(counts.allocations) / motions)) allocations per motion, code run through "
            + "\(counts.codeLines * 64 / 1024) KiB in \(counts.codePages) pages (callgrind, \(profile))")
    }
}

/// One kind of drag run.
private enum DragRun: CaseIterable {
    case floor, touch, mouse, background

    /// What the figure measures, for its line.
    var title: String {
        switch self {
        case .floor: "floor, weston-simple-touch given the same 180 touch motions"
        case .touch: "touch drag, 180 motions over 3 s, 200 tiles"
        case .mouse: "mouse drag, 180 motions over 3 s, 200 tiles"
        case .background: "the same touches from the background, dragging nothing"
        }
    }

    /// A short name, for the lines of per-motion figures.
    var kind: String {
        switch self {
        case .floor: "floor"
        case .touch: "touch drag"
        case .mouse: "mouse drag"
        case .background: "background touches"
        }
    }

    /// The target for the figure, as a ratio to the floor.
    var targetRatio: Double { self == .background ? 1.05 : 1.25 }

    /// Starts a fresh client (under callgrind, writing `callgrindOutput`, when given), drags
    /// on it, and stops it.
    func measure(callgrindOutput: String? = nil) throws -> DragSample {
        switch self {
        case .floor:
            let surface = try floorSurfaceOrigin()
            return try DragClient.measure(executable: "/usr/bin/weston-simple-touch", arguments: [],
                                          at: (surface.x + 30, surface.y + 30), isTouch: true, callgrindOutput: callgrindOutput)
        case .touch, .mouse, .background:
            let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tactile-demo")
            // (40, 40) is on the bench scene's first tile; (5, 5) on the grey margin around the tiles.
            let start = self == .background ? 5.0 : 40.0
            return try DragClient.measure(executable: demo.path, arguments: ["--scene", "bench"],
                                          at: (start, start), isTouch: self != .mouse, callgrindOutput: callgrindOutput)
        }
    }

    /// Where kiosk-shell puts weston-simple-touch's 600×500 surface: centred on the output
    /// (`.ci/with-weston`'s TACTILE_WESTON_SIZE over its scale, in logical pixels, its sides
    /// swapped when TACTILE_WESTON_TRANSFORM turns it a quarter turn).
    private func floorSurfaceOrigin() throws -> (x: Double, y: Double) {
        let environment = ProcessInfo.processInfo.environment
        var size = (environment["TACTILE_WESTON_SIZE"] ?? "1280x800").split(separator: "x").compactMap { Double($0) }
        let scale = Double(environment["TACTILE_WESTON_SCALE"] ?? "1") ?? 1
        guard size.count == 2 else { throw BenchmarkError("TACTILE_WESTON_SIZE is not WxH") }
        if let transform = environment["TACTILE_WESTON_TRANSFORM"], transform.hasSuffix("90") || transform.hasSuffix("270") {
            size.reverse()
        }
        return ((size[0] / scale - 600) / 2, (size[1] / scale - 500) / 2)
    }
}

/// The median of `values` (the upper one of an even count).
private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// "lowest–highest" of `values`.
private func spread(_ values: [Double]) -> String { "\(format(values.min()!))–\(format(values.max()!))" }
