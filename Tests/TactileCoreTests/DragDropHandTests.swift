import Testing
@testable import TactileCore

/// Several fingers put on one item at once.
@Suite struct DragDropHandTests {
    /// Two fingers landing together on a tile lift it with the first one down; the other is
    /// let go and moves nothing. The tile follows the first finger into the tray.
    @Test func twoFingersLandingTogetherLiftTheItemWithTheFirst() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        h.zone(h.tray)
        h.recordsMoves = false
        h.play([(0, [.down(1, 100, 100), .down(2, 120, 110)]),
                (10, [.move(1, 500, 300), .move(2, 150, 500)]),
                (20, [.up(2)]), (30, [.up(1)])])
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
        #expect(h.trace == Lines.start("A", interested: [("tray", true)])
            + Lines.enter("tray", by: "A") + Lines.drop("A", on: "tray")
            + ["rest: A in tray #0 at (100, 300) 60×60"])
    }
}
