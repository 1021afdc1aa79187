import CShims
import Glibc
import Tactile

/// Speech mode's and the semantic tree's figures, in-process on `AccessibilityBenchScene`
/// (200 tiles in four drop zones), its tiles named each of the three ways it knows (a label;
/// a localized name with a number; the same with the number written by a Foundation formatter,
/// as the demo does: every update reads every name again):
///
/// - a finger reaching an item to the utterance handed to the voice (target ≤ 20 ms): a
///   `SceneHost` (offscreen, its clock moved by hand) in speech mode with a voice that only
///   notes when `speak` is called; from handing the touch to the host to that call, for a
///   finger landing on each tile, and for a finger sliding along a row, the motion that
///   crosses onto the next tile. What speech-dispatcher's own client does after `speak` (its
///   thread, the socket) is not in it;
/// - the semantic tree's update after a drop (target ≤ 1 ms): a tile picked up and dropped
///   into the next zone through the tree's actions, as speech mode does, its animations run
///   to their end and the scene laid out; the next `update()` alone, and the update after it,
///   with nothing changed (what each frame costs while a reader is on).
///
/// Each is the wall time and, since the machine may be busy with other work that preempts the
/// bench, the bench thread's own CPU time over the same stretch. Then the first figure again in
/// the release demo under weston, to a stand-in speech-dispatcher (`measureSpeechInTheDemo`).
func runAccessibilityBenchmarks() throws {
    for names in AccessibilityBenchScene.TileNames.allCases {
        measureUtterances(names: names)
        measureTreeUpdates(names: names)
    }
    try measureSpeechInTheDemo()
}

// MARK: A finger to its utterance

/// A voice that notes when it was handed each utterance, and nothing else.
private final class RecordingSpeech: SpeechOutput {
    /// `tactile_monotonic_ns()` and `threadCPUNanoseconds()` at the last `speak`; the count of them.
    private(set) var spokenAt: (wall: Int64, cpu: Int64) = (0, 0)
    private(set) var utterances = 0
    var volume = 0.7
    var rate = 0.5
    let isAvailable = true
    var availabilityChanged: ((Bool) -> Void)?

    func speak(_ text: String, priority: SpeechPriority, language: String) {
        spokenAt = (tactile_monotonic_ns(), threadCPUNanoseconds())
        utterances += 1
    }

    func speakCharacter(_ character: Character, language: String) {
        spokenAt = (tactile_monotonic_ns(), threadCPUNanoseconds())
        utterances += 1
    }

    func stop() {}
}

/// One finger on a host in speech mode, its events stamped with times of its own (a finger
/// held longer than a tap, lifted a second before the next lands: no tap, double tap or
/// flick is ever recognized, only exploring).
private final class SpeechFinger {
    let host: SceneHost
    let voice = RecordingSpeech()
    private let clock = ManualClock()
    private var time: UInt32 = 0

    init(names: AccessibilityBenchScene.TileNames) {
        host = SceneHost(size: Size(width: 1280, height: 800), clock: clock)
        _ = AccessibilityBenchScene(in: host.rootView, animator: host.animator, names: names)
        host.rootView.layoutIfNeeded()
        let voice = voice
        host.makeSpeechOutput = { voice }
        host.setSpeechMode(true)
    }

    /// Hands `event` to the host and returns the milliseconds from then to the utterance it
    /// caused, wall and the thread's CPU (nil: it said nothing).
    func send(_ event: TouchEvent) -> Sample? {
        let before = voice.utterances
        let start = (wall: tactile_monotonic_ns(), cpu: threadCPUNanoseconds())
        host.handleTouch(event)
        let spoken = voice.utterances > before ? voice.spokenAt : nil
        host.handleTouch(.frame)
        return spoken.map { Sample(wall: Double($0.wall - start.wall) / 1e6, cpu: Double($0.cpu - start.cpu) / 1e6) }
    }

    /// The finger lands at `point`: the time to its utterance.
    func land(at point: Point) -> Sample? {
        time &+= 1000
        return send(.down(time: time, id: 0, location: point))
    }

    /// The finger, held still past a flick's time, slides to `point` in steps of `step`: the
    /// times to the utterances on the way.
    func slide(from start: Point, to end: Point, step: Double) -> [Sample] {
        time &+= 300
        var samples: [Sample] = []
        let steps = Int((start.distance(to: end) / step).rounded(.up))
        for index in 1...steps {
            time &+= 8
            let point = start + (end - start) * (Double(index) / Double(steps))
            if let sample = send(.motion(time: time, id: 0, location: point)) { samples.append(sample) }
        }
        return samples
    }

    /// The finger lifts, 400 ms after it landed at the earliest.
    func lift() {
        time &+= 400
        _ = send(.up(time: time, id: 0))
    }
}

private func measureUtterances(names: AccessibilityBenchScene.TileNames) {
    let finger = SpeechFinger(names: names)
    let tiles = AccessibilityBenchScene.zoneCount * AccessibilityBenchScene.columns * AccessibilityBenchScene.rows
    var landings: [Sample] = [], crossings: [Sample] = []
    for round in 0..<4 {  // The first round warms up.
        for tile in 0..<tiles {
            let sample = finger.land(at: AccessibilityBenchScene.center(ofTile: tile))
            finger.lift()
            if round > 0, let sample { landings.append(sample) }
        }
        // Along each row, from its first tile to its last: a crossing onto each of the others.
        for row in stride(from: 0, to: tiles, by: AccessibilityBenchScene.columns) {
            let start = AccessibilityBenchScene.center(ofTile: row)
            let end = AccessibilityBenchScene.center(ofTile: row + AccessibilityBenchScene.columns - 1)
            _ = finger.land(at: start)
            let samples = finger.slide(from: start, to: end, step: 6)
            finger.lift()
            if round > 0 { crossings += samples }
        }
    }
    print("speech mode, \(names.title), a finger landing on one of 200 items to the utterance handed to the voice: "
        + "\(describe(landings)) (target ≤ 20 ms; \(landings.count) landings, each a tile of its own)")
    print("speech mode, \(names.title), a sliding finger's motion onto the next item to its utterance: "
        + "\(describe(crossings)) (target ≤ 20 ms; \(crossings.count) crossings, 6 px motions)")
    if landings.count < 3 * tiles { print("  (\(3 * tiles - landings.count) landings said nothing)") }
}

// MARK: The tree after a drop

private func measureTreeUpdates(names: AccessibilityBenchScene.TileNames) {
    let clock = ManualClock()
    let root = View(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
    let animator = Animator { clock.now }
    let scene = AccessibilityBenchScene(in: root, animator: animator, names: names)
    let tree = AccessibilityTree(root: root)
    tree.update()
    // Runs the animations to their end, a frame at a time, and lays the scene out.
    func settle() {
        for _ in 0..<600 where animator.isAnimating {
            clock.advance(by: .milliseconds(16))
            animator.tick(now: clock.now)
        }
        root.layoutIfNeeded()
    }
    var afterDrop: [Sample] = [], unchanged: [Sample] = [], refused = 0
    for repetition in 0..<203 {  // The first three warm up.
        let tile = scene.tiles[(repetition * 37) % scene.tiles.count]
        let zone = scene.zones[(scene.zones.firstIndex { $0 === tile.superview }! + 1) % scene.zones.count]
        guard let tileID = tree.id(of: tile), tree.perform(.pickUp, on: tileID) else {
            refused += 1
            continue
        }
        settle()
        tree.update()
        guard let zoneID = tree.id(of: zone), tree.perform(.drop, on: zoneID) else {
            refused += 1
            continue
        }
        settle()
        guard tile.superview === zone else {
            refused += 1
            continue
        }
        let drop = Sample.measure { tree.update() }
        let still = Sample.measure { tree.update() }
        if repetition >= 3 {
            afterDrop.append(drop)
            unchanged.append(still)
        }
    }
    print("semantic tree update after a drop, 200 items in 4 zones, \(names.title): \(describe(afterDrop)) "
        + "(target ≤ 1 ms; \(afterDrop.count) drops into the next zone)")
    print("semantic tree update with nothing changed, the same scene, \(names.title): \(describe(unchanged))")
    if refused > 0 { print("  (\(refused) pick-ups or drops refused, or tiles not moved)") }
}

/// One timing in milliseconds: wall time, and the CPU time of the bench's thread meanwhile.
private struct Sample {
    let wall: Double
    let cpu: Double

    /// The time `body` takes.
    static func measure(_ body: () -> Void) -> Sample {
        let wall = tactile_monotonic_ns(), cpu = threadCPUNanoseconds()
        body()
        return Sample(wall: Double(tactile_monotonic_ns() - wall) / 1e6, cpu: Double(threadCPUNanoseconds() - cpu) / 1e6)
    }
}

/// "wall median X ms, p95 Y ms, max Z ms; thread CPU median X ms, p95 Y ms, max Z ms".
private func describe(_ samples: [Sample]) -> String {
    "wall \(millisecondPercentiles(samples.map(\.wall))); thread CPU \(millisecondPercentiles(samples.map(\.cpu)))"
}

/// The CPU time the calling thread has used, in nanoseconds.
private func threadCPUNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
}

/// "median X ms, p95 Y ms, max Z ms" of `samples` in milliseconds, to the microsecond.
func millisecondPercentiles(_ samples: [Double]) -> String {
    guard !samples.isEmpty else { return "no samples" }
    let sorted = samples.sorted()
    func at(_ fraction: Double) -> String { milliseconds(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]) }
    return "median \(at(0.5)), p95 \(at(0.95)), max \(milliseconds(sorted.last!))"
}

/// A figure in milliseconds with three decimals.
private func milliseconds(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
}
