import Testing
@testable import TactileCore

/// Catching an item on its way (after a drop or a cancel) and dropping it again: found by the
/// random touch-and-keyboard streams of `DragDropKeyboardPropertyTests`.
@Suite struct DragDropCatchTests {
    /// An item caught while it springs back (still wearing part of its lift's scale) lands in
    /// the zone it is then dropped on at its resting transform, not at the scale it was caught with.
    @Test func aCaughtItemLandsWithItsRestingTransform() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        h.zone(h.tray)
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 300, 300)]), (20, [.up(1)])])
        h.wait(30)
        let caught = a.center
        h.note("caught: \(h.place(a))")
        h.play([(60, [.down(2, caught.x, caught.y)]), (70, [.move(2, 600, 300)]), (80, [.up(2)])])
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
        #expect(h.trace.filter { $0.hasPrefix("caught") || $0.hasPrefix("rest") } == [
            "caught: A in drag overlay #0 at (278.63, 278.63) 60×60 transform [1.03 0 0 1.03 0 0] alpha 0.94",
            "rest: A in tray #0 at (200, 300) 60×60",
        ])
    }

    /// A shadow-lifted view flying into the tray after its drop can be caught: its snapshot is
    /// carried while the view itself flies on into the tray (centred there), dimmed; dropping
    /// the snapshot over nothing sends it back over the view's new place, and the view lights
    /// up again.
    @Test func aCaughtShadowSourceFliesOnToItsPlace() {
        let h = DragHarness()
        let b = h.tile("B", at: 100, 100, in: h.palette)
        h.source(b) { $0.lift = .shadow() }
        h.zone(h.tray, placement: .center)
        h.recordsMoves = false
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 450, 100)]), (20, [.up(1)])])
        h.wait(30)
        let flying = b.center
        h.note("-- caught at \(flying)")
        h.play([(60, [.down(2, flying.x, flying.y)]), (70, [.move(2, 300, 300)])])
        h.note("carried: \(h.manager.sessions.first?.item.map { "\(type(of: $0)) at \($0.center)" } ?? "nothing")")
        #expect(h.settle() != nil)
        h.note("view meanwhile: \(h.place(b))")
        h.play([(UInt32(h.input.clock.now.sinceOrigin.milliseconds) + 10, [.up(2)])])
        h.wait(100)
        let snapshot = h.manager.overlay.subviews.first
        h.note("returning: \(snapshot.map { "\(type(of: $0)) at \($0.center)" } ?? "nothing")")
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(b)), overlay in root: \(h.manager.overlay.superview != nil)")
        let start = h.trace.firstIndex { $0.hasPrefix("-- caught") } ?? 0
        #expect(Array(h.trace[start...]) == ["-- caught at (466.03, 121.37)"]
            + Lines.start("B", id: 2, interested: [("tray", true)])
            + Lines.enter("tray", by: "B") + Lines.exit("tray", by: "B")
            + ["carried: SnapshotView at (300, 300)",
               // The view has landed in its place, still dimmed while its snapshot is carried.
               "view meanwhile: B in tray #0 at (200, 300) 60×60 alpha 0.4"]
            + Lines.end("B", "returned noZone")
            // The snapshot flies back over the view's new place (600, 300).
            + ["returning: SnapshotView at (476.49, 300)",
               "rest: B in tray #0 at (200, 300) 60×60, overlay in root: false"])
    }
}
