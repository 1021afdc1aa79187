import Testing
@testable import TactileCore

@Suite struct DragDropPlacementTests {
    /// Drags tile A (touched at its centre) to `point` over the tray with `placement` and
    /// returns where A rests once everything has settled, and how the drag ended.
    private func drop(at point: (Double, Double), placement: DropPlacement,
                      prepare: (DragHarness) -> Void = { _ in }) -> [String] {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette, color: Color(red: 1, green: 0, blue: 0))
        h.source(a)
        h.zone(h.tray, placement: placement)
        prepare(h)
        h.play(drag(1, from: (100, 100), to: point, steps: 3, at: 0))
        #expect(h.settle() != nil)
        return [h.place(a), h.trace.first { $0.hasPrefix("A ended") } ?? "no end"]
    }

    /// Every placement policy, dropped at the same spots: where the item comes to rest in
    /// the tray's space (the tray's origin is at x 400 on screen).
    @Test func eachPlacementPutsTheItemWhereItSays() {
        let slots = [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 100),
                     Rect(x: 200, y: 0, width: 100, height: 100)]
        let results = [
            drop(at: (620, 40), placement: .keepWhereDropped),
            drop(at: (790, 590), placement: .keepWhereDropped),
            drop(at: (620, 40), placement: .center),
            drop(at: (620, 40), placement: .fit(inset: 50)),
            drop(at: (620, 40), placement: .fill(inset: 10)),
            drop(at: (620, 40), placement: .slots(slots)),
            drop(at: (620, 40), placement: .handledByZone),
        ]
        #expect(results == [
            ["A in tray #0 at (220, 40) 60×60", "A ended moved into tray"],
            // Nudged inside the tray: it was dropped half over its edge.
            ["A in tray #0 at (370, 570) 60×60", "A ended moved into tray"],
            ["A in tray #0 at (200, 300) 60×60", "A ended moved into tray"],
            ["A in tray #0 at (200, 300) 300×300", "A ended moved into tray"],
            ["A in tray #0 at (200, 300) 380×580", "A ended moved into tray"],
            // The nearest of the three slots.
            ["A in tray #0 at (250, 50) 60×60", "A ended moved into tray"],
            ["A in palette #0 at (100, 100) 60×60", "A ended handled by tray"],
        ])
    }

    /// A slot holding another view's centre is taken: the item goes to the nearest free
    /// one; with none free the drop is refused and the item springs back.
    @Test func takenSlotsAreSkippedAndAFullZoneRefuses() {
        let slots = [Rect(x: 100, y: 0, width: 100, height: 100), Rect(x: 200, y: 0, width: 100, height: 100)]
        let skipped = drop(at: (620, 40), placement: .slots(slots)) { h in h.tile("X", at: 250, 50, in: h.tray) }
        let refused = drop(at: (620, 40), placement: .slots(slots)) { h in
            h.tile("X", at: 250, 50, in: h.tray)
            h.tile("Y", at: 120, 20, in: h.tray)
        }
        #expect(skipped == ["A in tray #1 at (150, 50) 60×60", "A ended moved into tray"])
        #expect(refused == ["A in palette #0 at (100, 100) 60×60", "A ended returned refused"])
    }

    /// Replacing: the item takes the occupant's place and index; the occupant swaps to
    /// where the item came from, or goes to its own home.
    @Test func replaceSwapsOrSendsTheOccupantHome() {
        func run(_ relocation: OccupantRelocation) -> [String] {
            let h = DragHarness()
            let a = h.tile("A", at: 100, 100, in: h.palette)
            let b = h.tile("B", at: 100, 200, in: h.palette)
            let c = h.tile("C", at: 100, 400, in: h.palette)
            h.source(a)
            h.source(c)
            h.zone(h.tray, placement: .replace(occupant: relocation))
            // C was registered in the palette (its home), then put in the tray.
            h.tray.addSubview(c)
            c.center = Point(x: 200, y: 300)
            h.play(drag(1, from: (100, 100), to: (610, 310), steps: 3, at: 0))
            h.settle()
            // The zone and the delegate hear which occupant made way, after the drop.
            let drop = h.trace.filter { $0.contains("dropped") || $0.contains("displaced") || $0.contains("ended") }
            #expect(drop == ["tray dropped A", "delegate A dropped on tray", "tray displaced C for A",
                             "delegate A displaced C from tray", "A ended moved into tray", "delegate A ended moved into tray"])
            return [h.place(a), h.place(b), h.place(c)]
        }
        #expect(run(.swap) == ["A in tray #0 at (200, 300) 60×60", "B in palette #1 at (100, 200) 60×60",
                               "C in palette #0 at (100, 100) 60×60"])
        #expect(run(.sendHome) == ["A in tray #0 at (200, 300) 60×60", "B in palette #0 at (100, 200) 60×60",
                                   "C in palette #1 at (100, 400) 60×60"])
    }

    /// A zone that handles the payload itself (here it takes the dropped tile's colour):
    /// it hears the drop, and the tile springs home.
    @Test func zoneHandlingThePayloadSendsTheItemHome() {
        let h = DragHarness()
        let red = Color(red: 1, green: 0, blue: 0)
        let a = h.tile("A", at: 100, 100, in: h.palette, color: red)
        h.source(a) { source in
            source.willStart = { session in session.pasteboard.setValue(red.hexString, forType: "color") }
        }
        let zone = h.zone(h.tray, placement: .handledByZone)
        zone.dropped = { session in
            h.tray.backgroundColor = session.pasteboard.value(String.self, forType: "color").flatMap(Color.init(hex:))
            h.note("tray took \(h.tray.backgroundColor.map(\.description) ?? "nothing")")
        }
        h.recordsMoves = false
        h.play(drag(1, from: (100, 100), to: (600, 300), steps: 1, at: 0))
        h.note("released: \(h.place(a))")
        h.settle()
        h.note("rest: \(h.place(a))")
        #expect(Array(h.trace.drop { !$0.hasPrefix("A started") }) == [
            "A started", "delegate didStart A",
            "tray highlight on", "tray entered by A", "delegate A entered tray",
            "tray highlight off", "tray took #ff0000", "delegate A dropped on tray",
            "A ended handled by tray", "delegate A ended handled by tray",
            // Springing back from where it was let go.
            "released: A in drag overlay #0 at (600, 300) 60×60 transform [1.02 0 0 1.02 0 0] alpha 0.97",
            "rest: A in palette #0 at (100, 100) 60×60",
        ])
    }

    /// Dropped into a zone that is rotated a quarter turn and scaled ×½, the item keeps its
    /// size and upright look on screen: its transform in the zone undoes the zone's.
    @Test func keepWhereDroppedKeepsTheOnScreenLookInATransformedZone() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        h.tray.transform = AffineTransform(rotationAngle: Double.pi / 2).scaledBy(x: 0.5, y: 0.5)
        h.zone(h.tray)
        h.play(drag(1, from: (100, 100), to: (600, 300), steps: 1, at: 0))
        h.settle()
        #expect(h.place(a) == "A in tray #0 at (200, 300) 60×60 transform [0 -2 2 0 0 0]")
        #expect(a.convert(Rect(x: 0, y: 0, width: 60, height: 60), to: nil) == Rect(x: 570, y: 270, width: 60, height: 60))
    }
}
