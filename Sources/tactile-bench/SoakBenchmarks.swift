import DemoState
import CShims
import Foundation
import Tactile

/// The `soak` group: not a timed figure but a leak hunt. The release demo
/// runs under the compositor in WAYLAND_DISPLAY with its home bar and a temporary state file,
/// and takes `TACTILE_SOAK_MINUTES` (default 10) of random input (`SoakStream`, seed
/// `TACTILE_SOAK_SEED`, default 16). Every 30 s the input pauses and a row is printed: RSS,
/// heap in use and held (from inside the demo, `TACTILE_MEMORY_REPORT`), descriptors, and
/// input events sent so far. At the end: the trend over the second half (the first half is
/// the warm-up: caches, glyphs, every scene drawn once), whether the demo stayed alive and
/// whether every scene kept its items, each once. Throws when the demo died or lost an item;
/// memory growth is a figure, printed against its goal.
func runSoakBenchmarks() throws {
    let minutes = ProcessInfo.processInfo.environment["TACTILE_SOAK_MINUTES"].flatMap(Double.init) ?? 10
    let seed = ProcessInfo.processInfo.environment["TACTILE_SOAK_SEED"].flatMap { UInt64($0) } ?? 16
    let duration = minutes * 60
    let demo = try SoakDemo()
    let injector = try InjectorClient()
    try waitForWindow(of: demo, injector: injector)
    // The state file is written at the first rest after a change; Tab moving the focus is one.
    try injector.send("key 15 pressed")
    try injector.send("key 15 released")
    let initial = try waitForState(of: demo)
    let screen = try SoakScreen(state: initial)
    print("soak: \(SoakReport.number(minutes, 1)) min of random input, seed \(seed), window \(Int(screen.size.width))×\(Int(screen.size.height)),"
          + " demo pid \(demo.pid); a row every 30 s, taken with the input paused; MB = 2^20 bytes")
    SoakReport.printHeader()

    var stream = SoakStream(seed: seed, screen: screen)
    var tally: [SoakGestureKind: Int] = [:]
    var samples: [SoakSample] = []
    var events = 0
    let sampleTimes = Array(stride(from: 0, to: duration, by: 30)) + [duration]
    let began = tactile_monotonic_ns()
    func elapsed() -> Double { Double(tactile_monotonic_ns() - began) / 1e9 }
    while samples.count < sampleTimes.count, demo.isRunning {
        if elapsed() >= sampleTimes[samples.count] {
            guard let sample = takeSample(of: demo, seconds: elapsed, events: events) else { break }
            samples.append(sample)
            SoakReport.printRow(sample)
            continue
        }
        let gesture = stream.next()
        tally[gesture.kind, default: 0] += 1
        events += try play(gesture, injector: injector)
    }
    let streamSeconds = elapsed()
    try injector.send(batch: stream.finish())
    usleep(2_500_000)  // Springs land, the cart fades, the demo comes to rest and saves.

    SoakReport.printTrend(samples, duration: duration)
    let kinds = SoakGestureKind.allCases.map { "\($0.rawValue) \(tally[$0, default: 0])" }.joined(separator: ", ")
    print("input: \(events) events in \(tally.values.reduce(0, +)) gestures over \(SoakReport.clock(streamSeconds))"
          + " (\(SoakReport.number(Double(events) / max(streamSeconds, 1), 1)) events/s): \(kinds)")
    // At rest past each stage of the idle trim (spare buffers at 10 s, the renderer's caches
    // at 60 s): what a kiosk holds while a visitor pauses, and between visitors.
    for (wait, after) in [(10, 13), (50, 63)] {
        usleep(UInt32(wait) * 1_000_000)
        guard let rest = takeSample(of: demo, seconds: elapsed, events: events) else { break }
        print("at rest, \(after) s after the last input: RSS \(SoakReport.number(rest.rss, 2)) MB, heap in use"
              + " \(SoakReport.number(rest.heapInUse, 2)) MB, held \(SoakReport.number(rest.heapHeld, 2)) MB, \(rest.descriptors) fds")
    }
    let alive = demo.isRunning
    let status = demo.stop()
    print("demo alive to the end: \(alive ? "yes" : "NO")"
          + "; after SIGTERM: \(status.map { "exit status \($0)" } ?? "did not exit within 5 s, killed")")
    let verdict = compareItems(before: initial, after: demo.state())
    print("items: \(verdict.text)")
    if !alive || status != 0 {
        print("the demo's last output:")
        for line in demo.logTail(15) { print("  \(line)") }
    }
    guard alive, verdict.kept else { throw BenchmarkError("the demo \(alive ? "lost items" : "died")") }
}

/// Sends `gesture`'s batches at their times, paced in real time, then waits out its pause.
/// Returns how many input events it sent (frame markers not counted).
private func play(_ gesture: SoakGesture, injector: InjectorClient) throws -> Int {
    let start = tactile_monotonic_ns()
    var events = 0
    for step in gesture.steps {
        sleep(until: start + Int64(step.at * 1e9))
        try injector.send(batch: step.lines)
        events += step.lines.filter { !$0.hasSuffix("-frame") }.count
    }
    usleep(UInt32(gesture.pause * 1e6))
    return events
}

/// A sample taken once the input has been still for 0.6 s: the heap line the demo writes
/// after that, RSS and descriptors read as it arrives. Nil when the demo is gone.
private func takeSample(of demo: SoakDemo, seconds: () -> Double, events: Int) -> SoakSample? {
    let still = tactile_monotonic_ns()
    guard let heap = demo.heap(takenAfter: still + 600_000_000),
          let rss = demo.residentBytes(), let descriptors = demo.openDescriptors() else { return nil }
    let megabyte = SoakReport.megabyte
    return SoakSample(seconds: seconds(), rss: Double(rss) / megabyte, heapInUse: Double(heap.inUse) / megabyte,
                      heapHeld: Double(heap.held) / megabyte, descriptors: descriptors, events: events)
}

/// Each scene's item IDs, sorted: a lost item is missing, a duplicated one appears twice.
private func itemsByScene(_ state: LayoutState) -> [String: [String]] {
    state.scenes.mapValues { $0.items.map(\.id).sorted() }
}

/// Whether the state file after the run holds every scene's items, each once, as before it.
/// Tags the stream typed in the tags scene (ids new to the file) are new items, not changes.
private func compareItems(before: LayoutState, after: LayoutState?) -> (kept: Bool, text: String) {
    guard let after else { return (false, "the state file is gone or unreadable after the run") }
    let old = itemsByScene(before)
    let new = itemsByScene(after).reduce(into: [String: [String]]()) { result, scene in
        result[scene.key] = scene.value.filter { !$0.hasPrefix("tag-") || (old[scene.key] ?? []).contains($0) }
    }
    let count = old.values.map(\.count).reduce(0, +)
    // How many the stream changed (place, container, turn, scale or colour): that it reaches items.
    let changed = after.scenes.map { name, scene in
        scene.items.filter { item in before.scenes[name]?.items.first { $0.id == item.id } != item }.count
    }.reduce(0, +)
    guard old != new else {
        return (true, "every scene kept its items, each once (\(old.count) scenes, \(count) items; \(changed) of them moved, turned, scaled or recoloured)")
    }
    let changes = Set(old.keys).union(new.keys).sorted().compactMap { scene -> String? in
        let was = old[scene] ?? [], now = new[scene] ?? []
        guard was != now else { return nil }
        return "\(scene): was \(was), now \(now)"
    }
    return (false, "CHANGED: " + changes.joined(separator: "; "))
}

/// Waits until the demo's window is the one input at (40, 40) reaches, up to 5 s.
private func waitForWindow(of demo: SoakDemo, injector: InjectorClient) throws {
    for _ in 0..<500 {
        if try injector.client(atX: 40, y: 40) == demo.pid { return }
        usleep(10_000)
    }
    throw BenchmarkError("tactile-demo did not map its window within 5 s")
}

/// Waits for the demo's state file to appear and be readable, up to 5 s.
private func waitForState(of demo: SoakDemo) throws -> LayoutState {
    for _ in 0..<100 {
        if let state = demo.state() { return state }
        usleep(50_000)
    }
    throw BenchmarkError("tactile-demo wrote no state file within 5 s of a Tab")
}

/// Sleeps until `deadline` (CLOCK_MONOTONIC nanoseconds); returns at once when it has passed.
func sleep(until deadline: Int64) {
    let wait = deadline - tactile_monotonic_ns()
    if wait > 0 { usleep(UInt32(wait / 1000)) }
}

extension SoakScreen {
    /// The window and the places to aim at as `state` (the state file at the start) has them;
    /// throws when its scenes are not the home bar's (`sceneNames` is out of date).
    init(state: LayoutState) throws {
        guard Set(state.scenes.keys) == Set(Self.sceneNames) else {
            throw BenchmarkError("the state file's scenes \(state.scenes.keys.sorted()) are not \(Self.sceneNames.sorted()): update SoakScreen.sceneNames")
        }
        func target(_ frame: LayoutFrame, scale: Double) -> Target {
            Target(centre: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
                   halfSize: Size(width: frame.width * scale / 2, height: frame.height * scale / 2))
        }
        self.init(size: Size(width: state.surface.width, height: state.surface.height),
                  items: Self.sceneNames.map { state.scenes[$0]!.items.map { target($0.frame, scale: $0.scale) } },
                  containers: Self.sceneNames.map { state.scenes[$0]!.containers.map { target($0.frame, scale: 1) } })
    }
}

extension InjectorClient {
    /// Sends `lines` in one write, as `send(_:)` does: batches are built at run time, and
    /// Swift cannot pass an array to a variadic parameter. Up to 6 lines.
    @discardableResult
    func send(batch lines: [String]) throws -> String {
        switch lines.count {
        case 1: return try send(lines[0])
        case 2: return try send(lines[0], lines[1])
        case 3: return try send(lines[0], lines[1], lines[2])
        case 4: return try send(lines[0], lines[1], lines[2], lines[3])
        case 5: return try send(lines[0], lines[1], lines[2], lines[3], lines[4])
        case 6: return try send(lines[0], lines[1], lines[2], lines[3], lines[4], lines[5])
        default: throw BenchmarkError("a batch of \(lines.count) injector lines (at most 6)")
        }
    }
}
