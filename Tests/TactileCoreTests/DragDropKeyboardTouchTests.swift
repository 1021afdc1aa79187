import Testing
@testable import TactileCore

/// The focus ring and the screen: a touch or a mouse press hides the ring and keeps the focus;
/// the next key the driver uses only shows the ring again.
@Suite struct DragDropKeyboardTouchTests {
    /// Tab rings A; a finger on the empty tray hides the ring with A still focused; the next
    /// Tab only shows it on A again, the one after moves on to B. A mouse click hides it again,
    /// a letter and Escape leave it hidden (and reach the app), Enter only shows it, the next
    /// Enter picks B up. A finger while the keyboard carries B leaves the ring on B.
    @Test func aTouchHidesTheRingAndTheNextKeyShowsItAgain() {
        let k = KeyboardDragHarness(), h = k.drag
        h.source(h.tile("A", at: 100, 100, in: h.palette))
        let b = h.tile("B", at: 100, 200, in: h.palette)
        h.source(b)
        let state = { "ring \(k.ringed()), focus \(k.keyboard.focusedView?.identifier ?? "none"), shown \(k.keyboard.isFocusRingShown)" }
        k.press(Keysym.tab)
        h.note(state())
        h.play([(100, [.down(1, 600, 300)]), (110, [.up(1)])])
        h.note("after a finger: \(state())")
        k.press(Keysym.tab)
        h.note("first Tab: \(state())")
        k.press(Keysym.tab)
        h.note("second Tab: \(state())")
        for event in [PointerEvent.enter(location: Point(x: 700, y: 500)), .frame,
                      .button(time: 200, button: PointerButton.left, pressed: true), .frame,
                      .button(time: 210, button: PointerButton.left, pressed: false), .frame, .leave, .frame] {
            h.dispatcher.handlePointer(event)
        }
        h.note("after a click: \(state())")
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(220)), keysym: 0x61, text: "a", pressed: true))
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(230)), keysym: 0x61, pressed: false))
        k.press(Keysym.escape)
        h.note("after a and Escape: \(state())")
        k.press(Keysym.enter)
        h.note("first Enter: \(state()), carrying \(k.keyboard.session != nil)")
        k.press(Keysym.enter)
        h.play([(400, [.down(2, 600, 300)]), (410, [.up(2)])])
        h.note("finger while carrying: \(state())")
        k.press(Keysym.escape)
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(b)), \(state())")
        #expect(h.trace == [
            "focus A", "ring [\"A\"], focus A, shown true",
            "after a finger: ring [], focus A, shown false",
            "first Tab: ring [\"A\"], focus A, shown true",
            "focus B", "second Tab: ring [\"B\"], focus B, shown true",
            "after a click: ring [], focus B, shown false",
            "app key 61 down", "app key 61 up", "app key ff1b down", "app key ff1b up",
            "after a and Escape: ring [], focus B, shown false",
            "first Enter: ring [\"B\"], focus B, shown true, carrying false",
        ] + Lines.start("B", interested: [])
            + ["finger while carrying: ring [\"B\"], focus B, shown true"]
            + Lines.end("B", "returned cancelled")
            + ["rest: B in palette #1 at (100, 200) 60×60, ring [\"B\"], focus B, shown true"])
    }

    /// The wheel's virtual fingers are no press: pinching with the wheel leaves the ring.
    @Test func theWheelLeavesTheRing() {
        let k = KeyboardDragHarness(), h = k.drag
        h.source(h.tile("A", at: 100, 100, in: h.palette))
        k.press(Keysym.tab)
        for event in [PointerEvent.enter(location: Point(x: 700, y: 500)), .frame,
                      .axis(time: 100, axis: .vertical, value: 10), .axisDiscrete(axis: .vertical, steps: 1), .frame] {
            h.dispatcher.handlePointer(event)
        }
        h.wait(300)
        #expect(k.ringed() == ["A"] && k.keyboard.isFocusRingShown)
    }
}
