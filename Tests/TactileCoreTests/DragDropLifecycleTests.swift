import Testing
@testable import TactileCore

@Suite struct DragDropLifecycleTests {
    /// A whole drag from the palette into the tray: every source, zone and delegate callback
    /// in order, the item lifted into the overlay at touch-down with its touch offset (no
    /// jump), and at rest in the tray where it was dropped.
    @Test func dragIntoAZoneTracesTheWholeLifecycle() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        h.zone(h.tray)
        h.play([(0, [.down(1, 110, 95)])])
        h.note("lifted: \(h.place(a))")
        h.play([(10, [.move(1, 300, 200)]), (20, [.move(1, 500, 300)]), (30, [.move(1, 510, 310)]), (40, [.up(1)])])
        h.note("dropped: \(h.place(a))")
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
        #expect(h.trace == [
            "A shouldStart", "delegate shouldStart A #1", "A willStart", "tray interested in A? true",
            "A started", "delegate didStart A",
            "lifted: A in drag overlay #0 at (100, 100) 60×60",
            "tray highlight on", "tray entered by A", "delegate A entered tray",
            "tray moved over by A at (510, 310)",
            "tray highlight off", "tray dropped A", "delegate A dropped on tray",
            "A ended moved into tray", "delegate A ended moved into tray",
            // Flying to its place above everything, still lifted (scale and dimming settle
            // with the spring); it joins the tray when it lands.
            "dropped: A in drag overlay #0 at (500, 315) 60×60 transform [1.03 0 0 1.03 0 0] alpha 0.94",
            "rest: A in tray #0 at (100, 315) 60×60",
        ])
        #expect(h.root.subviews.map { $0.identifier ?? "?" } == ["palette", "tray"])
    }

    /// A source that refuses leaves the touch to the other recognizers (here a pan on the
    /// palette): nothing is lifted and no zone hears of it.
    @Test func refusedStartLeavesTheTouchToOtherRecognizers() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a) { source in source.shouldStart = { _ in h.note("A shouldStart: no"); return false } }
        h.zone(h.tray)
        let pan = PanGestureRecognizer()
        h.palette.addGestureRecognizer(pan)
        h.input.watch(pan, "palette pan")
        h.play(drag(1, from: (100, 100), to: (140, 100), steps: 2, at: 0))
        #expect(h.trace == ["A shouldStart: no", "palette pan began", "palette pan changed", "palette pan ended"])
        #expect(h.place(a) == "A in palette #0 at (100, 100) 60×60")
    }

    /// Zones not interested in the payload get no enter, move, exit or drop; the topmost
    /// interested zone under the finger wins (a zone inside another is found first, and an
    /// uninterested one lets the one below it take the drag).
    @Test func payloadDecidesWhichZonesTakePart() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        let b = h.tile("B", at: 100, 200, in: h.palette)
        let inner = h.input.addView(Rect(x: 100, y: 100, width: 200, height: 200), to: h.tray, name: "inner")
        h.source(a)
        h.source(b)
        h.zone(h.tray)
        h.zone(inner, accepts: { $0 == "A" })
        h.recordsMoves = false
        // A: tray, then the inner zone it wants, then the drop there.
        h.play(drag(1, from: (100, 100), to: (600, 200), steps: 3, at: 0))
        h.note("--")
        // B: the inner zone is not interested, so over it B is still over the tray.
        h.play(drag(2, from: (100, 200), to: (600, 200), steps: 2, at: 100))
        #expect(h.trace == [
            "A shouldStart", "delegate shouldStart A #1", "A willStart",
            "tray interested in A? true", "inner interested in A? true", "A started", "delegate didStart A",
            "tray highlight on", "tray entered by A", "delegate A entered tray",
            "tray highlight off", "tray exited by A", "delegate A exited tray",
            "inner highlight on", "inner entered by A", "delegate A entered inner",
            "inner highlight off", "inner dropped A", "delegate A dropped on inner",
            "A ended moved into inner", "delegate A ended moved into inner",
            "--",
            "B shouldStart", "delegate shouldStart B #2", "B willStart",
            "tray interested in B? true", "inner interested in B? false", "B started", "delegate didStart B",
            "tray highlight on", "tray entered by B", "delegate B entered tray",
            "tray highlight off", "tray dropped B", "delegate B dropped on tray",
            "B ended moved into tray", "delegate B ended moved into tray",
        ])
        h.settle()
        #expect(h.place(a) == "A in inner #0 at (100, 100) 60×60")
        #expect(h.place(b) == "B in tray #1 at (200, 200) 60×60")
    }

    /// The default highlight replaces the zone's border while a drag hovers and puts the
    /// zone's own border back when it leaves; two fingers over one zone switch it once.
    @Test func highlightFollowsHoveringDrags() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        let b = h.tile("B", at: 100, 200, in: h.palette)
        h.source(a)
        h.source(b)
        h.tray.borderWidth = 1
        h.tray.borderColor = .white
        let zone = h.zone(h.tray)
        zone.entered = nil
        zone.exited = nil
        zone.moved = nil
        func border() -> String { "border \(fmt(h.tray.borderWidth)) \(h.tray.borderColor) highlighted \(zone.isHighlighted)" }
        h.play([(0, [.down(1, 100, 100), .down(2, 100, 200)]), (10, [.move(1, 500, 100)])])
        h.note(border())
        h.play([(20, [.move(2, 500, 200)]), (30, [.move(1, 100, 100)])])
        h.note(border())
        h.play([(40, [.move(2, 100, 200)])])
        h.note(border())
        h.play([(50, [.up(1), .up(2)])])
        #expect(h.trace.filter { $0.hasPrefix("tray") || $0.hasPrefix("border") } == [
            "tray interested in A? true", "tray interested in B? true",
            "tray highlight on", "border 4 #3399ff highlighted true",
            "border 4 #3399ff highlighted true",
            "tray highlight off", "border 1 #ffffff highlighted false",
        ])
    }

    /// Any continuous recognizer can drive a drag: with a pan, the item lifts when the pan
    /// begins, 10 px from the touch-down, and keeps that offset (it does not jump to the finger).
    @Test func aPanCanDriveTheDrag() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        let source = DragSource(view: a, recognizer: PanGestureRecognizer())
        source.started = { session in h.note("started at \(session.location), item \(h.place(session.item!))") }
        h.manager.register(source)
        h.zone(h.tray)
        h.recordsMoves = false
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 106, 100)]), (20, [.move(1, 112, 100)])])
        h.play([(30, [.move(1, 512, 100)])])
        h.note(h.place(a))
        #expect(h.trace == [
            "delegate shouldStart A #1", "tray interested in nothing? true",
            "started at (112, 100), item A in drag overlay #0 at (100, 100) 60×60", "delegate didStart A",
            "tray highlight on", "tray entered by A", "delegate A entered tray",
            "A in drag overlay #0 at (500, 100) 60×60 transform [1.01 0 0 1.01 0 0] alpha 0.98",
        ])
    }
}
