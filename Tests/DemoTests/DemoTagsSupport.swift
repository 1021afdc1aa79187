import DemoState
import Tactile
@testable import tactile_demo

/// The demo's tags scene on the offscreen runner at 1024×768, driven step by step: touches
/// played with `play`, hardware keys between them, the on-screen keyboard's keys found by
/// the `osk key` lines the scene traced, as a log reader would.
final class TagsRun {
    let runner: OffscreenRunner
    let session: DemoSession
    /// The scenes' trace lines so far.
    var lines: [String] { traced.lines }
    private let traced: TracedLines

    /// Shows `scene` (tags by default) with `state` put back.
    init(scene: String = TagsScene.name, state: LayoutState? = nil) {
        let size = BuiltInTour.size
        let traced = TracedLines()
        self.traced = traced
        runner = OffscreenRunner(script: OffscreenScript(size: size, events: [], snapshots: []), trace: { _ in },
                                 sceneTrace: { traced.lines.append($0) })
        session = runner.demoSession(size: size, scene: scene, state: state, store: nil)
    }

    /// The lines, collected from the session's first layout on (the trace closure is made
    /// before the session, so it cannot reach the run itself).
    private final class TracedLines {
        var lines: [String] = []
    }

    var scene: TagsScene { session.scene(TagsScene.self) }
    var now: MonotonicTime { runner.clock.now }

    /// Plays `touches` from now, then `settle` more.
    func play(_ touches: TouchScript, settle: TimeSpan = .milliseconds(600)) {
        let start = now + .milliseconds(16)
        let events = touches.events.map { OffscreenEvent(time: start + $0.time.sinceOrigin, kind: $0.kind) }
        runner.play(events, until: start + touches.time.sinceOrigin + settle)
    }

    /// A finger taps `point`.
    func tap(_ point: Point) {
        var touches = TouchScript()
        touches.tap(at: point)
        play(touches)
    }

    /// Hardware keys type `text`, then Enter when `enter`; each key pressed and released.
    func typeOnHardware(_ text: String, enter: Bool = false) {
        for character in text { key(Keysym.forText(String(character)), text: String(character)) }
        if enter { key(Keysym.enter) }
        runner.play([], until: now + .milliseconds(600))
    }

    /// A hardware key that types no text (an arrow), pressed and released, then time for
    /// the on-screen keyboard it hides to slide away.
    func typeOnHardware(_ keysym: UInt32) {
        key(keysym)
        runner.play([], until: now + .milliseconds(1500))
    }

    private func key(_ keysym: UInt32, text: String = "") {
        runner.handleKey(KeyEvent(time: now, keysym: keysym, text: text, pressed: true))
        runner.handleKey(KeyEvent(time: now, keysym: keysym, pressed: false))
        runner.play([], until: now + .milliseconds(30))
    }

    /// The frames of the on-screen keyboard's keys, by label, from the last `osk key` lines
    /// traced.
    var keyFrames: [String: Rect] { tracedFrames(lines, prefix: "osk key") }

    /// The centre of the on-screen key labelled `label`.
    func key(_ label: String) -> Point {
        guard let frame = keyFrames[label] else { fatalError("no key \(label) in \(keyFrames.keys.sorted())") }
        return frame.center
    }

    /// Taps each on-screen key of `labels`, 120 ms apart.
    func tapKeys(_ labels: [String]) {
        var touches = TouchScript()
        for label in labels {
            touches.down(at: key(label))
            touches.wait(milliseconds: 40)
            touches.up()
            touches.wait(milliseconds: 60)
        }
        play(touches)
    }

    /// The lines traced from the next call of `body` on.
    func lines(during body: () -> Void) -> [String] {
        let start = lines.count
        body()
        return Array(lines[start...])
    }
}

/// The frames that lines `<prefix> <name> <x> <y> <width> <height>` among `lines` give, by
/// name (the last line of each name counts).
func tracedFrames(_ lines: [String], prefix: String) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for line in lines where line.hasPrefix(prefix + " ") {
        let fields = line.dropFirst(prefix.count + 1).split(separator: " ").map(String.init)
        let numbers = fields.dropFirst().compactMap { Double($0) }
        frames[fields[0]] = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    return frames
}
