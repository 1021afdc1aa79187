import Foundation

/// The drag benchmark of the drag-and-drop issue, on real clients under the compositor in
/// WAYLAND_DISPLAY. Four kinds of run, each a fresh client given 180 motions over 3 s:
/// - the floor: weston's own `weston-simple-touch` (C, a 600×500 shm surface redrawn at each
///   touch) touched with the same motions inside its surface: what a client that only
///   receives the input and draws costs on this machine now;
/// - `tactile-demo --scene bench` (200 tiles) with one tile dragged by touch, then by the
///   mouse;
/// - the same touches from the demo's grey background, which drag nothing.
/// The demo's touch and mouse clients then drag the tile back: a drag on a client in use, whose
/// window already has the second buffer a lift draws into (a fresh window, or one that gave
/// its spare buffer back after a rest, fills a new one first: see the press figures).
/// The kinds alternate, round after round (floor, touch, mouse, background, floor…), so that
/// a machine busy for a moment weighs on all of them alike. Each figure is the median over
/// the rounds of the client's CPU time over the drag, and of its ratio to the floor of the
/// same round: a ratio compares across machines and runs where milliseconds do not. The
/// demo's input-to-commit p99 (TACTILE_LATENCY_REPORT) is the median over its rounds.
/// TACTILE_BENCH_ROUNDS sets the number of rounds (5 when unset; the bench's smoke test runs one).
func runDragBenchmarks() throws {
    let rounds = ProcessInfo.processInfo.environment["TACTILE_BENCH_ROUNDS"].flatMap { Int($0) }.map { max(1, $0) } ?? 5
    var samples: [DragRun: [DragSample]] = [:]
    var dragsBack: [DragRun: [DragSample]] = [:]
    for _ in 0..<rounds {
        for run in DragRun.allCases {
            let drags = try run.measure()
            samples[run, default: []].append(drags[0])
            if drags.count > 1 { dragsBack[run, default: []].append(drags[1]) }
        }
    }
    let floor = samples[.floor]!.map(\.cpuMilliseconds)
    print("\(DragRun.floor.title): client CPU \(format(median(floor))) ms (median of \(rounds), \(spread(floor)) ms)")
    for run in DragRun.allCases where run != .floor {
        printWholeDrag(run.title, samples[run]!, floor: floor, target: run.targetRatio, showsLatency: run != .background)
        if let back = dragsBack[run] {
            printWholeDrag("\(run.kind) back, the same client dragging the tile back", back, floor: floor, target: run.targetRatio,
                           showsLatency: false)
        }
    }
    printKernelSide(of: samples, dragsBack: dragsBack)
}

/// The line of one kind of whole drag: its client CPU, median over the rounds, and its ratio
/// to the floor of the same round.
private func printWholeDrag(_ title: String, _ samples: [DragSample], floor: [Double], target: Double, showsLatency: Bool) {
    let cpu = samples.map(\.cpuMilliseconds)
    let ratios = zip(cpu, floor).map { $0 / $1 }
    var line = "\(title): client CPU \(format(median(cpu))) ms = \(format(median(ratios)))× the floor"
        + " (target ≤ \(format(target))×; median of \(samples.count), \(spread(ratios))×)"
    let p99 = samples.compactMap(\.latencyP99)
    if showsLatency { line += p99.isEmpty ? "; no latency report" : "; input-to-commit p99 \(format(median(p99))) ms over both drags" }
    print(line)
}

/// Where CPU time goes that no count of instructions shows, per run kind: the steady
/// motions' CPU time alone (the lift's new window buffer and first layer image, and the
/// drop, left out), the press's (from the press to the first motion: the lift), the drop's
/// (from the finger's lift, 1/60 s after the last motion, to the end), and what the
/// kernel counted over the whole drag, per motion (page faults and context switches, which do
/// not move with the machine's load), medians over the rounds; the same for the drags back.
private func printKernelSide(of samples: [DragRun: [DragSample]], dragsBack: [DragRun: [DragSample]]) {
    let floorSteady = samples[.floor]!.map(\.steadyMicrosecondsPerMotion)
    for run in DragRun.allCases {
        printPerMotion(of: run.kind, samples[run]!, floorSteady: run == .floor ? nil : floorSteady)
        if let back = dragsBack[run] { printPerMotion(of: "\(run.kind) back", back, floorSteady: floorSteady) }
    }
}

/// The per-motion line of one kind of drag (see `printKernelSide`), with its steady motions'
/// ratio to `floorSteady` when given.
private func printPerMotion(of kind: String, _ runs: [DragSample], floorSteady: [Double]?) {
    let steady = runs.map(\.steadyMicrosecondsPerMotion)
    let ratio = floorSteady.map { " = \(format(median(zip(steady, $0).map { $0 / $1 })))× the floor's" } ?? ""
    let perMotion = { (count: (KernelCounts) -> Int) in format(median(runs.map { Double(count($0.kernelCounts)) / Double(DragClient.motions) })) }
    let press = runs.map(\.pressMicroseconds), drop = runs.map(\.dropMicroseconds)
    print("\(kind), per motion: steady motions \(steadyMotions) \(format(median(steady))) µs CPU\(ratio) (\(spread(steady)) µs); "
        + "the press \(format(median(press))) µs (\(spread(press)) µs); the drop \(format(median(drop))) µs (\(spread(drop)) µs); "
        + "over the drag \(perMotion(\.minorFaults)) page faults, \(perMotion(\.voluntarySwitches)) sleeps, "
        + "\(perMotion(\.involuntarySwitches)) preemptions; \(runs.last!.kernelCounts.threads) thread(s)")
}

/// The motions whose CPU time the steady figure counts, for its line.
private let steadyMotions = "\(DragClient.steadyMotions.lowerBound)–\(DragClient.steadyMotions.upperBound)"

/// The same four kinds of run, once each, under valgrind's callgrind: the instructions each
/// client executes per motion over the drag's steady middle (motions 31 to 150, see
/// `DragClient.measure`), and their ratio to the floor's, and its calls
/// into the C allocator per motion (the Swift runtime's, libwayland's and the libraries'), and
/// how much code the steady motions run through (see `CallgrindCounts.codeLines`), and the
/// cache lines each motion fetches again, cold (`DragClient.coldCacheOptions`), and their
/// ratio to the floor's. Unlike CPU time, these counts do not move with the machine's load
/// (they leave out the kernel's side of each wake-up and system call, which both clients pay
/// alike); none of them is a measure of time (see `DragClient.coldCacheOptions`). The profiles stay
/// in the directory printed, for `callgrind_annotate`
/// (`--show=ILmr,DLmr,DLmw` names the functions that fetch the most).
func runDragInstructionBenchmarks() throws {
    let directory = NSTemporaryDirectory() + "tactile-drag-callgrind-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var floor = 0.0, floorColdLines = 0.0
    for run in DragRun.allCases {
        let profile = "\(directory)/\(run).callgrind"
        guard let counts = try run.measure(callgrindOutput: profile)[0].profile else { continue }
        let motions = Double(DragClient.steadyMotions.count)
        let perMotion = Double(counts.instructions) / motions
        let coldLines = Double(counts.coldLines.code + counts.coldLines.data) / motions
        if run == .floor { (floor, floorColdLines) = (perMotion, coldLines) }
        let ratio = run == .floor ? "" : " = \(format(perMotion / floor))× the floor"
        let coldRatio = run == .floor ? "" : " = \(format(coldLines / floorColdLines))× the floor's"
        print("\(run.title): \(Int(perMotion)) client instructions per motion\(ratio), "
            + "\(format(Double(counts.allocations) / motions)) allocations per motion, code run through "
            + "\(counts.codeLines * 64 / 1024) KiB in \(counts.codePages) pages; cold cache lines per motion \(Int(coldLines))\(coldRatio) "
            + "(code \(counts.coldLines.code / Int(motions)), data \(counts.coldLines.data / Int(motions))) (callgrind, \(profile))")
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
    /// on it (a dragged tile back again too, when not under callgrind), and stops it: one
    /// sample a drag.
    func measure(callgrindOutput: String? = nil) throws -> [DragSample] {
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
                                          at: (start, start), isTouch: self != .mouse,
                                          dragsBack: self != .background && callgrindOutput == nil, callgrindOutput: callgrindOutput)
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
