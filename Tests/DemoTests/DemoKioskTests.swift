import Tactile
import Testing
@testable import tactile_demo

/// The kiosk session on the demo's host, offscreen on a manual clock: the idle reset lands a
/// drag in flight and forgets what the visitor typed, the attract and black screens swallow
/// exactly the input that wakes them, input arms no timer, and a resting finger is not idle.
@Suite struct DemoKioskTests {
    /// A still attract screen: the view, and how often it was advanced.
    final class StillScreen: KioskAttractScreen {
        let view = View()
        private(set) var advances = 0
        func advance(to elapsed: TimeSpan) { advances += 1 }
    }

    /// Starts a session on `run`'s host with `timeouts`, the demo's reset and a still screen;
    /// idle time on `idleClock` and the step timer on `idleTimer` when given.
    static func startSession(on run: TagsRun, _ timeouts: KioskTimeouts,
                             idleClock: (() -> MonotonicTime)? = nil, idleTimer: InputClock? = nil) -> KioskSession {
        KioskSession(host: run.runner.host, timeouts: timeouts, attractScreen: { StillScreen() }, idleClock: idleClock,
                     idleTimer: idleTimer, onReset: { run.session.forgetVisitor() })
    }

    /// Time suspended so far, added to the host's clock to make an idle clock that counts it.
    final class Suspension {
        var slept = TimeSpan.zero
    }

    /// A finger drags from `start` to `end` in 12 moves and lifts; nothing after.
    static func drag(from start: Point, to end: Point) -> TouchScript {
        var touches = TouchScript()
        touches.down(at: start)
        for step in 1...12 {
            let t = Double(step) / 12
            touches.move(to: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        touches.up()
        return touches
    }

    @Test func anIdleResetLandsTheDragInFlightAndForgetsWhatTheVisitorTyped() throws {
        let run = TagsRun()
        let dispatcher = run.runner.host.inputDispatcher
        run.tap(Point(x: 512, y: 56))
        run.typeOnHardware("apple", enter: true)
        run.typeOnHardware("secret")
        // Hardware typing hid the on-screen keyboard; a touch on the field brings it back.
        run.tap(Point(x: 512, y: 56))
        run.scene.field.editor.selectAll()
        run.scene.field.editor.copy()
        let keyboard = try #require(run.runner.host.textEntry?.keyboard)
        #expect(run.scene.field.text == "secret" && run.scene.field.editor.canUndo && run.scene.field.editor.hasSelection)
        #expect(dispatcher.textInput.clipboard.text == "secret" && keyboard.isShown && run.scene.field.isFocused)

        let kiosk = Self.startSession(on: run, KioskTimeouts(idleReset: .milliseconds(100), attract: nil, warning: nil))
        // tag-1 (92 wide, centred at (86, 150)) is carried into keep and let go there: it
        // is still flying into its place when the visitor's time is up.
        run.play(Self.drag(from: Point(x: 86, y: 150), to: Point(x: 512, y: 396)), settle: .milliseconds(50))
        #expect(run.runner.host.animator.isAnimating)
        #expect(!run.lines.contains("idle reset"))
        run.runner.play([], until: run.now + .milliseconds(300))

        #expect(run.lines.filter { $0 == "idle reset" }.count == 1)
        #expect(!run.runner.host.animator.isAnimating)
        let tag = try #require(run.scene.tags.first)
        #expect(tag.superview?.identifier == "keep")
        #expect(run.scene.field.text.isEmpty && !run.scene.field.editor.canUndo && !run.scene.field.editor.hasSelection)
        #expect(dispatcher.textInput.clipboard.text == nil && dispatcher.textInput.focused == nil && !keyboard.isShown)
        #expect(run.session.shell.active.name == SortingScene.name)
        #expect(kiosk.phase == .inUse)
    }

    @Test func theAttractScreenSwallowsExactlyTheTouchSequenceThatWakesIt() throws {
        let run = TagsRun(scene: SortingScene.name)
        let kiosk = Self.startSession(on: run, KioskTimeouts(idleReset: nil, attract: .seconds(1)))
        run.runner.play([], until: run.now + .milliseconds(1100))
        #expect(kiosk.phase == .attract && run.lines.contains("attract shown"))
        let tile = run.session.scene(SortingScene.self).items[5]
        // On screen: dropped into middle's grid, the tile's frame in its new container could
        // equal the one it had in right.
        let before = tile.convert(tile.bounds, to: nil)
        let centre = before.center

        // Two fingers wake it: the first drags the tile, the second lands beside and lifts first.
        var waking = TouchScript()
        waking.down(0, at: centre)
        waking.down(1, at: Point(x: 100, y: 100))
        for step in 1...12 { waking.move(0, to: Point(x: centre.x - Double(step) * 25, y: centre.y)) }
        waking.up(1)
        waking.up(0)
        run.play(waking)
        #expect(kiosk.phase == .inUse)
        #expect(run.lines.contains("attract hidden") && run.lines.contains("wake swallowed"))
        #expect(!run.lines.contains { $0.hasPrefix("drag started") })
        #expect(tile.convert(tile.bounds, to: nil) == before)

        // The next touch is the visitor's.
        run.play(Self.drag(from: centre, to: Point(x: centre.x - 300, y: centre.y)))
        #expect(run.lines.contains { $0.hasPrefix("drag started tile-5") })
        #expect(tile.convert(tile.bounds, to: nil) != before)
    }

    @Test func theBlackScreenWakesForNothingAndSwallowsTheTouchOrKeyThatWakesIt() throws {
        let run = TagsRun()
        let kiosk = Self.startSession(on: run, KioskTimeouts(idleReset: nil, attract: .seconds(3), blank: .seconds(6)))
        run.runner.play([], until: run.now + .milliseconds(6100))
        #expect(kiosk.phase == .blanked)
        #expect(run.lines.suffix(3) == ["attract shown", "attract hidden", "blank on"])
        // Black, and nothing more to wake for until input comes.
        #expect(run.runner.clock.pendingTimerCount == 0)

        // A tap on the field wakes it and focuses nothing.
        let field = run.scene.field
        run.tap(Point(x: 512, y: 56))
        #expect(kiosk.phase == .inUse && run.lines.contains("blank off") && run.lines.contains("wake swallowed"))
        #expect(!field.isFocused)

        // Focused, then black again: the waking key types nothing, the next one types.
        run.tap(Point(x: 512, y: 56))
        #expect(field.isFocused)
        run.runner.play([], until: run.now + .milliseconds(6100))
        #expect(kiosk.phase == .blanked)
        run.typeOnHardware("x")
        #expect(kiosk.phase == .inUse && field.text.isEmpty)
        run.typeOnHardware("y")
        #expect(field.text == "y")
    }

    @Test func inputArmsNoTimerAndARestingFingerIsNotIdle() throws {
        let run = TagsRun(scene: SortingScene.name)
        let kiosk = Self.startSession(on: run, KioskTimeouts(idleReset: .seconds(10), attract: nil, warning: nil))
        #expect(kiosk.timerArms == 1)
        // Two seconds of a finger wandering over the background: 120 motions, no arm.
        var wandering = TouchScript()
        wandering.down(at: Point(x: 500, y: 700))
        for step in 0..<120 { wandering.move(to: Point(x: 500 + Double(step % 20), y: 700)) }
        wandering.up()
        run.play(wandering, settle: .zero)
        #expect(kiosk.timerArms == 1)
        // The timer fires when first due, finds the input and arms once for the rest.
        run.runner.play([], until: run.now + .seconds(12))
        #expect(kiosk.timerArms == 2)
        #expect(run.lines.filter { $0 == "idle reset" }.count == 1)

        // A finger resting for half a minute keeps the visitor.
        var resting = TouchScript()
        resting.down(at: Point(x: 500, y: 700))
        run.play(resting, settle: .seconds(30))
        #expect(run.lines.filter { $0 == "idle reset" }.count == 1)
        var lifting = TouchScript()
        lifting.up()
        run.play(lifting, settle: .seconds(11))
        #expect(run.lines.filter { $0 == "idle reset" }.count == 2)
    }

    @Test func theFirstTouchAfterALongSuspendFindsTheVisitorForgottenAndPressesNothing() throws {
        let run = TagsRun()
        let suspension = Suspension()
        let clock = run.runner.clock
        let kiosk = Self.startSession(on: run, KioskTimeouts(idleReset: .seconds(120), attract: .seconds(300)),
                                      idleClock: { clock.now + suspension.slept })
        run.tap(Point(x: 512, y: 56))
        run.typeOnHardware("secret")
        #expect(run.scene.field.text == "secret")
        // An hour asleep: the host's monotonic clock (and its timers) stood still.
        suspension.slept = .seconds(3600)
        run.tap(Point(x: 512, y: 56))
        #expect(run.lines.suffix(4) == ["idle reset", "attract shown", "attract hidden", "wake swallowed"])
        #expect(run.scene.field.text.isEmpty && !run.scene.field.isFocused && kiosk.phase == .inUse)
    }

    @Test func aStepDueDuringASuspendIsTakenOnResumeWithNobodyTouching() throws {
        let run = TagsRun()
        // The idle timer's clock counts the suspend; the host's (monotonic) clock stands still.
        let boottime = ManualClock(start: MonotonicTime(sinceOrigin: .seconds(50)))
        let kiosk = Self.startSession(on: run, KioskTimeouts(idleReset: .seconds(120), attract: .seconds(300), warning: nil),
                                      idleTimer: boottime)
        run.tap(Point(x: 512, y: 56))
        run.typeOnHardware("secret")
        #expect(run.scene.field.text == "secret")
        let hostTime = run.now
        boottime.advance(by: .seconds(119))
        #expect(!run.lines.contains("idle reset"))
        // Asleep past the reset: it is taken at its deadline, not a touch or a host tick later.
        boottime.advance(by: .seconds(2))
        #expect(run.now == hostTime)
        #expect(run.lines.filter { $0 == "idle reset" }.count == 1)
        #expect(run.scene.field.text.isEmpty && !run.scene.field.isFocused && kiosk.phase == .inUse)
        boottime.advance(by: .seconds(180))
        #expect(run.now == hostTime && kiosk.phase == .attract && run.lines.last == "attract shown")
        #expect(kiosk.timerArms == 2)
    }

    /// The mouse drags from `start` to `end` with the left button, one pointer frame per
    /// event, 16 ms apart on `run`'s clock.
    static func mouseDrag(on run: TagsRun, from start: Point, to end: Point) {
        let host = run.runner.host
        func send(_ events: [PointerEvent]) {
            for event in events { host.handlePointer(event) }
            host.handlePointer(.frame)
            host.inputDispatcher.endOfDispatchBatch()
            run.runner.play([], until: run.now + .milliseconds(16))
        }
        let time = { UInt32(run.now.sinceOrigin.milliseconds) }
        send([.enter(location: start), .motion(time: time(), location: start)])
        send([.button(time: time(), button: PointerButton.left, pressed: true)])
        for step in 1...12 {
            let t = Double(step) / 12
            send([.motion(time: time(), location: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))])
        }
        send([.button(time: time(), button: PointerButton.left, pressed: false)])
        run.runner.play([], until: run.now + .milliseconds(600))
    }

    @Test func aClickWakesTheAttractScreenAndItsDragPressesNothing() throws {
        let run = TagsRun(scene: SortingScene.name)
        let kiosk = Self.startSession(on: run, KioskTimeouts(idleReset: nil, attract: .seconds(1)))
        run.runner.play([], until: run.now + .milliseconds(1100))
        #expect(kiosk.phase == .attract)
        let tile = run.session.scene(SortingScene.self).items[5]
        // On screen: dropped into middle's grid, the tile's frame in its new container could
        // equal the one it had in right.
        let before = tile.convert(tile.bounds, to: nil)
        let centre = before.center
        let target = Point(x: centre.x - 300, y: centre.y)
        Self.mouseDrag(on: run, from: centre, to: target)
        #expect(kiosk.phase == .inUse && run.lines.contains("wake swallowed"))
        #expect(!run.lines.contains { $0.hasPrefix("drag started") } && tile.convert(tile.bounds, to: nil) == before)
        Self.mouseDrag(on: run, from: centre, to: target)
        #expect(run.lines.contains { $0.hasPrefix("drag started tile-5") })
    }
}
