import Testing
@testable import TactileCore

@Suite struct DragDropKeyboardTests {
    /// Tab focuses the first item, Enter lifts it exactly as a finger would (same hooks,
    /// delegate calls and lift), Tab carries it over the tray (entered, the item over the
    /// tray's centre, the ring on the tray), Enter drops it with the tray's placement and the
    /// focus goes back to the item, which flies into the tray.
    @Test func fullKeyboardDragTracesTheWholeLifecycle() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = h.tile("A", at: 100, 100, in: h.palette)
        let b = h.tile("B", at: 100, 200, in: h.palette)
        h.source(a)
        h.source(b)
        h.zone(h.tray)
        k.press(Keysym.tab)
        h.note("ring: \(k.ringed())")
        #expect(!h.dispatcher.isInputInProgress)
        k.press(Keysym.enter)
        h.note("lifted: \(h.place(a))")
        #expect(h.dispatcher.isInputInProgress, "the carried item holds the scene out of rest")
        k.press(Keysym.tab)
        h.note("over the tray: \(h.place(a)), ring: \(k.ringed())")
        k.press(Keysym.keypadEnter)
        h.note("dropped: \(h.place(a)), ring: \(k.ringed())")
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a)), \(h.place(b)), drags: \(h.manager.sessions.count), overlay in root: \(h.manager.overlay.superview != nil)")
        #expect(!h.dispatcher.isInputInProgress)
        #expect(h.trace == ["focus A", "ring: [\"A\"]"]
            + Lines.start("A", interested: [("tray", true)])
            + ["lifted: A in drag overlay #0 at (100, 100) 60×60 transform [1.01 0 0 1.01 0 0] alpha 0.98"]
            + Lines.enter("tray", by: "A")
            + ["focus tray",
               "over the tray: A in drag overlay #0 at (600, 300) 60×60 transform [1.02 0 0 1.02 0 0] alpha 0.95, ring: [\"tray\"]"]
            + Lines.drop("A", on: "tray")
            + ["focus A",
               // Flying to its place in the tray, the ring going with it.
               "dropped: A in drag overlay #0 at (600, 300) 60×60 transform [1.04 0 0 1.04 0 0] alpha 0.93, ring: [\"A\"]",
               "rest: A in tray #0 at (200, 300) 60×60, B in palette #0 at (100, 200) 60×60, drags: 0, overlay in root: false"])
    }

    /// While carrying, Tab and Shift-Tab visit only the zones interested in the payload, in
    /// the scene's order, wrapping around; each visit exits the previous zone.
    @Test func tabSkipsUninterestedZones() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        let top = h.input.addView(Rect(x: 0, y: 0, width: 400, height: 200), to: h.tray, name: "top")
        let middle = h.input.addView(Rect(x: 0, y: 200, width: 400, height: 200), to: h.tray, name: "middle")
        let bottom = h.input.addView(Rect(x: 0, y: 400, width: 400, height: 200), to: h.tray, name: "bottom")
        h.zone(bottom)
        h.zone(middle, accepts: { _ in false })
        h.zone(top)
        k.press(Keysym.tab)
        k.press(Keysym.enter)
        h.note("--")
        k.press(Keysym.tab)
        k.press(Keysym.tab)
        k.press(Keysym.tab)
        h.note("-- shift")
        k.shiftTab()
        k.press(Keysym.tab, shift: true)
        h.note("item at \(a.center) over \(h.manager.sessions.first?.zone?.view?.identifier ?? "nothing")")
        let visit = { (from: String, to: String) in Lines.exit(from, by: "A") + Lines.enter(to, by: "A") + ["focus \(to)"] }
        #expect(h.trace == ["focus A"]
            + Lines.start("A", interested: [("bottom", true), ("middle", false), ("top", true)])
            + ["--"] + Lines.enter("top", by: "A") + ["focus top"]
            + visit("top", "bottom") + visit("bottom", "top")
            + ["-- shift"] + visit("top", "bottom") + visit("bottom", "top")
            + ["item at (600, 100) over top"])
    }

    /// Shift-Tab from an item over no zone goes to the last interested zone; Shift-Tab among
    /// items goes backwards and wraps to the last.
    @Test func shiftTabGoesBackwards() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = h.tile("A", at: 100, 100, in: h.palette)
        let b = h.tile("B", at: 100, 200, in: h.palette)
        let c = h.tile("C", at: 100, 300, in: h.palette)
        for tile in [a, b, c] { h.source(tile) }
        let left = h.input.addView(Rect(x: 0, y: 0, width: 200, height: 600), to: h.tray, name: "left")
        let right = h.input.addView(Rect(x: 200, y: 0, width: 200, height: 600), to: h.tray, name: "right")
        h.zone(left)
        h.zone(right)
        h.recordsMoves = false
        k.shiftTab()
        k.shiftTab()
        k.shiftTab()
        k.shiftTab()
        h.note("--")
        k.press(Keysym.enter)
        k.shiftTab()
        k.shiftTab()
        k.press(Keysym.enter)
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(c))")
        #expect(h.trace == ["focus C", "focus B", "focus A", "focus C", "--"]
            + Lines.start("C", interested: [("left", true), ("right", true)])
            + Lines.enter("right", by: "C") + ["focus right"]
            + Lines.exit("right", by: "C") + Lines.enter("left", by: "C") + ["focus left"]
            + Lines.drop("C", on: "left")
            + ["focus C", "rest: C in left #0 at (100, 300) 60×60"])
    }

    /// Enter over a zone whose every slot is taken refuses the drop: the zone is exited and
    /// the item springs back to its place; the focus returns to it.
    @Test func enterOnAFullSlotZoneSpringsBack() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = k.tileAndTray(placement: .slots([Rect(x: 150, y: 250, width: 100, height: 100)]))
        h.tile("C", at: 200, 300, in: h.tray)
        k.carryOverTheFirstZone()
        h.note("--")
        k.press(Keysym.enter)
        h.note("returning: \(h.place(a))")
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a)), ring: \(k.ringed())")
        #expect(h.trace == KeyboardDragHarness.aCarriedOverTheTray
            + ["--"] + Lines.exit("tray", by: "A") + Lines.end("A", "returned refused")
            + ["focus A",
               "returning: A in drag overlay #0 at (592.72, 297.09) 60×60 transform [1.04 0 0 1.04 0 0] alpha 0.93",
               "rest: A in palette #0 at (100, 100) 60×60, ring: [\"A\"]"])
    }

    /// Escape while carrying cancels: the zone is exited, the item springs back home, and
    /// the key goes no further. Without a carried item Escape reaches the app.
    @Test func escapeSpringsBack() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = k.tileAndTray()
        k.carryOverTheFirstZone()
        h.note("--")
        k.press(Keysym.escape)
        h.note("returning: \(h.place(a))")
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a)), ring: \(k.ringed())")
        k.press(Keysym.escape)
        #expect(h.trace == KeyboardDragHarness.aCarriedOverTheTray
            + ["--"] + Lines.exit("tray", by: "A") + Lines.end("A", "returned cancelled")
            + ["focus A",
               "returning: A in drag overlay #0 at (592.72, 297.09) 60×60 transform [1.04 0 0 1.04 0 0] alpha 0.93",
               "rest: A in palette #0 at (100, 100) 60×60, ring: [\"A\"]",
               "app key ff1b down", "app key ff1b up"])
    }

    /// A finger drags B into the tray while the keyboard carries A: both drags run side by
    /// side. A finger on the carried A cannot grab it (its source refuses a second drag), and
    /// Enter on B while the finger drags it does nothing; each item ends exactly once, in
    /// the tray.
    @Test func touchDragDuringAKeyboardDrag() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = k.tileAndTray()
        let b = h.tile("B", at: 100, 200, in: h.palette)
        h.source(b)
        k.carryOverTheFirstZone()
        h.note("-- finger on B")
        h.play([(2000, [.down(1, 100, 200)]), (2010, [.move(1, 500, 400)])])
        h.note("-- finger on the carried A")
        h.play([(2020, [.down(2, 600, 300)]), (2030, [.move(2, 300, 300)]), (2040, [.up(2)])])
        h.note("A: \(h.place(a))")
        h.note("-- Enter drops A")
        k.press(Keysym.enter)
        h.note("-- Enter on B under the finger")
        k.keyboard.focus(b)
        k.press(Keysym.enter)
        h.note("-- finger lifts")
        h.play([(2100, [.up(1)])])
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a)), \(h.place(b)), drags: \(h.manager.sessions.count)")
        #expect(h.trace == KeyboardDragHarness.aCarriedOverTheTray
            + ["-- finger on B"] + Lines.start("B", id: 2, interested: [("tray", true)])
            + Lines.enter("tray", by: "B", highlight: false)
            // Nothing starts, and A stays where the keyboard put it.
            + ["-- finger on the carried A",
               "A: A in drag overlay #0 at (600, 300) 60×60 transform [1.08 0 0 1.08 0 0] alpha 0.85",
               "-- Enter drops A"]
            + Lines.drop("A", on: "tray", highlight: false)
            + ["focus A", "-- Enter on B under the finger", "focus B", "-- finger lifts"]
            + Lines.drop("B", on: "tray")
            + ["rest: A in tray #1 at (200, 300) 60×60, B in tray #0 at (100, 400) 60×60, drags: 0"])
    }

    /// Arrow keys while carrying move the item a step at a time like a finger: it enters the
    /// tray when it crosses the tray's edge and leaves it on the way back; Enter over no
    /// zone springs it back.
    @Test func arrowsMoveTheCarriedItemLikeAFinger() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = k.tileAndTray(atX: 385)
        k.press(Keysym.tab)
        k.press(Keysym.enter)
        h.note("--")
        k.press(Keysym.right)
        h.note("A at \(a.center)")
        k.press(Keysym.keypadRight)
        h.note("A at \(a.center)")
        k.press(Keysym.down)
        k.press(Keysym.left)
        h.note("A at \(a.center)")
        k.press(Keysym.enter)
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
        #expect(h.trace == ["focus A"] + Lines.start("A", interested: [("tray", true)])
            + ["--", "A at (395, 100)"] + Lines.enter("tray", by: "A")
            + ["focus tray", "A at (405, 100)"] + Lines.exit("tray", by: "A")
            + ["focus A", "A at (395, 110)"] + Lines.end("A", "returned noZone")
            + ["rest: A in palette #0 at (385, 100) 60×60"])
    }

    /// Without a carried item, the arrows nudge a registered mover's focused view (here a
    /// floating button, lit up and sprung back inside by its mover); on an item without a
    /// mover they go on to the app.
    @Test func arrowsNudgeAFocusedMoverView() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        let button = FloatingButton(diameter: 100, center: Point(x: 740, y: 300), animator: h.animator)
        h.root.addSubview(button)
        k.keyboard.register(button.mover)
        k.press(Keysym.left)
        k.press(Keysym.tab)
        k.press(Keysym.left)
        k.press(Keysym.tab)
        h.note("button at \(button.center)")
        k.press(Keysym.right)
        k.press(Keysym.right)
        k.press(Keysym.keypadUp)
        h.note("button at \(button.center)")
        #expect(h.settle() != nil)
        h.note("rest: button at \(button.center), A at \(a.center)")
        #expect(h.trace == [
            "app key ff51 down",
            "app key ff51 up",
            "focus A",
            "app key ff51 down",
            "app key ff51 up",
            "focus floating-button",
            "button at (740, 300)",
            "button at (760, 290)",
            "rest: button at (750, 290), A at (100, 100)",
        ])
    }

    /// The keys the driver uses (press, repeats and release) go no further; everything else
    /// reaches the app's `keyHandler`, the repeats of a press it did not use included.
    /// Holding Enter picks up once and does not drop; the release of Shift-Tab is recognised
    /// after Shift was let go (it comes as plain Tab).
    @Test func usedKeysGoNoFurther() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = k.tileAndTray()
        let d = h.dispatcher
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(1)), keysym: 0x61, text: "a", pressed: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(2)), keysym: 0x61, pressed: false))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(2)), keysym: Keysym.left, pressed: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(2)), keysym: Keysym.left, pressed: true, isRepeat: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(2)), keysym: Keysym.left, pressed: false))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(3)), keysym: Keysym.enter, pressed: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(4)), keysym: Keysym.enter, pressed: false))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(5)), keysym: Keysym.isoLeftTab, pressed: true, modifiers: .shift))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(6)), keysym: Keysym.tab, pressed: false))
        h.note("--")
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(7)), keysym: Keysym.enter, pressed: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(8)), keysym: Keysym.enter, pressed: true, isRepeat: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(9)), keysym: Keysym.enter, pressed: true, isRepeat: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(10)), keysym: Keysym.enter, pressed: false))
        h.note("carrying: \(k.keyboard.session?.sourceView.identifier ?? "nothing")")
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(11)), keysym: Keysym.right, pressed: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(12)), keysym: Keysym.right, pressed: true, isRepeat: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(13)), keysym: Keysym.right, pressed: false))
        h.note("A at \(a.center)")
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(14)), keysym: Keysym.escape, pressed: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(15)), keysym: Keysym.escape, pressed: false))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(16)), keysym: Keysym.escape, pressed: true))
        d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(17)), keysym: Keysym.escape, pressed: false))
        #expect(h.trace == ["app key 61 down", "app key 61 up", "app key ff51 down", "app key ff51 down", "app key ff51 up",
                            "app key ff0d down", "app key ff0d up", "focus A", "--"]
            + Lines.start("A", interested: [("tray", true)])
            + ["carrying: A", "A at (120, 100)"] + Lines.end("A", "returned cancelled")
            + ["app key ff1b down", "app key ff1b up"])
    }

    /// A drag the keyboard carries that something else ends (the window closing here) leaves
    /// the keyboard idle with the focus back on the item; the item cannot be lost.
    @Test func aKeyboardDragEndedElsewhereLeavesTheKeyboardIdle() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = k.tileAndTray()
        k.carryOverTheFirstZone()
        h.note("--")
        h.manager.cancelAllDrags()
        h.note("carrying: \(k.keyboard.session != nil), ring: \(k.ringed())")
        k.press(Keysym.enter)
        h.note("carrying again: \(k.keyboard.session != nil)")
        k.press(Keysym.escape)
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
        // Caught on its way back, A starts over the tray again.
        #expect(h.trace == KeyboardDragHarness.aCarriedOverTheTray + ["--"]
            + Lines.exit("tray", by: "A") + Lines.end("A", "returned cancelled")
            + ["focus A", "carrying: false, ring: [\"A\"]"]
            + Lines.start("A", id: 2, interested: [("tray", true)]) + Lines.enter("tray", by: "A")
            + ["focus tray", "carrying again: true"]
            + Lines.exit("tray", by: "A") + Lines.end("A", "returned cancelled")
            + ["focus A", "rest: A in palette #0 at (100, 100) 60×60"])
    }
}
