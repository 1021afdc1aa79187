import Tactile
import Testing

/// A recognizer of the app's own (`SwipeRightRecognizer`), fed timestamped touch frames through
/// the public dispatcher and through the offscreen runner: its state machine, its arbitration
/// with a built-in recognizer on the same view, and its lines in the runner's trace.
@Suite struct CustomRecognizerTests {
    /// A 400×300 root with a 300×200 panel at (50, 50), the swipe on the panel, and a dispatcher
    /// on a manual clock.
    final class Scene {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let panel = View(frame: Rect(x: 50, y: 50, width: 300, height: 200))
        let swipe = SwipeRightRecognizer()
        let clock = ManualClock()
        let dispatcher: InputDispatcher
        var trace: [String] = []

        init() {
            root.addSubview(panel)
            dispatcher = InputDispatcher(rootView: root, clock: clock)
            swipe.name = "swipe"
            panel.addGestureRecognizer(watched(swipe))
        }

        /// `recognizer` with an action that traces its state changes, at its location in the panel.
        func watched<Recognizer: GestureRecognizer>(_ recognizer: Recognizer) -> Recognizer {
            recognizer.onChange { [unowned self] in
                trace.append("\($0.name ?? "?") \($0.state) at \($0.location(in: panel))")
            }
        }

        /// One frame at `milliseconds` on the clock with one finger per entry.
        func frame(_ milliseconds: Double, _ touches: [(id: Int, phase: TouchPhase, x: Double, y: Double)]) {
            let time = MonotonicTime.zero + .milliseconds(milliseconds)
            if time > clock.now { clock.advance(by: time - clock.now) }
            dispatcher.process(TouchFrame(time: time, touches: touches.map {
                Touch(id: $0.id, phase: $0.phase, location: Point(x: $0.x, y: $0.y), time: time)
            }))
        }
    }

    @Test func aFingerMovingFarEnoughRightIsRecognizedOnceAtTheFrameItGetsThere() {
        let scene = Scene()
        scene.frame(0, [(0, .began, 100, 150)])
        scene.frame(16, [(0, .moved, 130, 155)])
        #expect(scene.swipe.state == .possible && scene.swipe.farthest == 30)
        scene.frame(32, [(0, .moved, 165, 160)])
        #expect(scene.swipe.state == .recognized)
        scene.frame(48, [(0, .moved, 200, 160)])
        scene.frame(64, [(0, .ended, 200, 160)])
        #expect(scene.trace == ["swipe recognized at (115, 110)"])
        // Once the finger lifted it is ready for the next one, its own values cleared.
        #expect(scene.swipe.state == .possible && scene.swipe.farthest == 0)
    }

    @Test func goingLeftASecondFingerOrLiftingEarlyMakesItFail() {
        let scene = Scene()
        scene.frame(0, [(0, .began, 200, 150)])
        scene.frame(16, [(0, .moved, 185, 150)])
        #expect(scene.swipe.state == .failed)
        scene.frame(32, [(0, .ended, 185, 150)])

        scene.frame(100, [(1, .began, 100, 150)])
        scene.frame(116, [(1, .moved, 120, 150), (2, .began, 100, 200)])
        #expect(scene.swipe.state == .failed)
        scene.frame(132, [(1, .ended, 120, 150), (2, .ended, 100, 200)])

        scene.frame(200, [(3, .began, 100, 150)])
        scene.frame(216, [(3, .moved, 140, 150)])
        scene.frame(232, [(3, .ended, 140, 150)])
        #expect(scene.swipe.state == .possible)
        #expect(scene.trace.isEmpty)
    }

    @Test func itSharesThePanelWithABuiltInTapEachWinningItsOwnGesture() {
        let scene = Scene()
        let tap = scene.watched(TapGestureRecognizer())
        tap.name = "tap"
        scene.panel.addGestureRecognizer(tap)
        // A swipe: the tap fails once the finger has moved more than its 10 px.
        scene.frame(0, [(0, .began, 100, 150)])
        scene.frame(16, [(0, .moved, 140, 150)])
        scene.frame(32, [(0, .moved, 180, 150)])
        scene.frame(48, [(0, .ended, 180, 150)])
        // A tap: the swipe fails at the lift; the tap reports where the finger was before it lifted.
        scene.frame(400, [(1, .began, 120, 120)])
        scene.frame(450, [(1, .ended, 122, 121)])
        #expect(scene.trace == ["swipe recognized at (130, 100)", "tap recognized at (70, 70)"])
    }

    @Test func playedByTheOffscreenRunnerItsStateChangesAreInTheTrace() {
        var lines: [String] = []
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 400, height: 300), events: [], snapshots: []),
                                     trace: { lines.append($0) })
        let panel = View(frame: Rect(x: 50, y: 50, width: 300, height: 200))
        panel.identifier = "panel"
        let swipe = SwipeRightRecognizer()
        swipe.name = "swipe right"
        panel.addGestureRecognizer(swipe)
        runner.rootView.addSubview(panel)
        let at = { (milliseconds: Double) in MonotonicTime.zero + .milliseconds(milliseconds) }
        runner.play([OffscreenEvent(time: at(0), kind: .down(id: 0, location: Point(x: 100, y: 150))),
                     OffscreenEvent(time: at(0), kind: .frame),
                     OffscreenEvent(time: at(20), kind: .move(id: 0, location: Point(x: 140, y: 150))),
                     OffscreenEvent(time: at(20), kind: .frame),
                     OffscreenEvent(time: at(40), kind: .move(id: 0, location: Point(x: 170, y: 152))),
                     OffscreenEvent(time: at(40), kind: .frame),
                     OffscreenEvent(time: at(60), kind: .up(id: 0)), OffscreenEvent(time: at(60), kind: .frame)],
                    until: at(64))
        #expect(lines.filter { $0.contains("swipe right") } == ["t=40 swipe right on panel recognized at (170, 152)"])
    }
}
