import Testing
@testable import TactileCore

/// Auto-scrolling under a dragging finger (`DragDropManager.autoScroll`, default 60 px band
/// and 1,200 px/s): the speed grows linearly towards the edge, the content stops at its
/// ends, zones scrolling under a still finger are entered and exited, and a drop lands
/// where the finger is in the scrolled content.
@Suite struct DragDropAutoScrollTests {
    /// The harness with a list covering the tray (400×600 on screen, 20 rows of 60 px, so
    /// 600 px of scrolling), tile A in the palette, and the rows registered as zones
    /// centring what is dropped on them when `rowZones`.
    private static func scene(rowZones: Bool = true) -> (h: DragHarness, list: ScrollView, a: View) {
        let h = DragHarness()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.identifier = "list"
        list.contentSize = Size(width: 400, height: 1200)
        h.tray.addSubview(list)
        for row in 0..<20 {
            let view = h.input.addView(Rect(x: 0, y: Double(row) * 60, width: 400, height: 60), to: list, name: "row\(row)")
            if rowZones { h.zone(view, placement: .center) }
        }
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        h.recordsMoves = false
        return (h, list, a)
    }

    /// Resting 6, 15, 30, 45 and 60 px from the list's bottom edge for 100 ms each, then
    /// 6 px from its top edge: 1,080, 900, 600, 300, 0 and −1,080 px/s.
    @Test func speedGrowsTowardsTheEdge() {
        let (h, list, _) = Self.scene()
        h.play([(0, [.down(1, 110, 95)])])
        var lines: [String] = []
        var time: UInt32 = 10
        for (edge, distance) in [("bottom", 6.0), ("bottom", 15), ("bottom", 30), ("bottom", 45), ("bottom", 60), ("top", 6)] {
            h.play([(time, [.move(1, 600, edge == "top" ? distance : 600 - distance)])])
            let before = list.contentOffset.y
            h.wait(100)
            lines.append("\(fmt(distance)) px from the \(edge): \(fmt(list.contentOffset.y - before)) px in 100 ms")
            time += 110
        }
        h.play([(time, [.move(1, 600, 300)])])
        lines.append("middle: animating \(h.animator.isAnimating)")
        #expect(lines == [
            "6 px from the bottom: 108 px in 100 ms",
            "15 px from the bottom: 90 px in 100 ms",
            "30 px from the bottom: 60 px in 100 ms",
            "45 px from the bottom: 30 px in 100 ms",
            "60 px from the bottom: 0 px in 100 ms",
            "6 px from the top: -108 px in 100 ms",
            "middle: animating false",
        ])
    }

    /// A finger resting at the bottom edge scrolls to the end (600) and the scrolling stops
    /// there, no animation left while the finger stays; at the top edge back to 0, likewise;
    /// lifting there drops A into the first row.
    @Test func scrollingStopsAtTheContentsEnds() {
        let (h, list, a) = Self.scene()
        h.play([(0, [.down(1, 110, 95)]), (10, [.move(1, 600, 594)])])
        var lines: [String] = []
        for _ in 0..<4 {
            h.wait(250)
            lines.append("\(fmt(list.contentOffset.y)) animating \(h.animator.isAnimating)")
        }
        h.play([(1100, [.move(1, 600, 6)])])
        for _ in 0..<3 {
            h.wait(250)
            lines.append("\(fmt(list.contentOffset.y)) animating \(h.animator.isAnimating)")
        }
        #expect(lines == [
            "270 animating true", "540 animating true", "600 animating false", "600 animating false",
            "330 animating true", "60 animating true", "0 animating false",
        ])
        h.play([(2000, [.up(1)])])
        #expect(h.settle() != nil)
        #expect(h.place(a) == "A in row0 #0 at (200, 30) 60×60")
    }

    /// A still finger 30 px above the bottom edge (600 px/s, a row every 100 ms): the rows
    /// scrolling under it are entered, moved over and exited in turn (the finger's own
    /// position never changes), and lifting drops A into the row
    /// under the finger then (content y 570 + 150 = 720: row 12).
    @Test func rowsScrollingUnderAStillFingerAreEnteredAndTheDropLandsInTheRightRow() {
        let (h, list, a) = Self.scene()
        h.play([(0, [.down(1, 110, 95)]), (10, [.move(1, 600, 570)])])
        h.recordsMoves = true
        for _ in 0..<5 {
            h.wait(50)
            h.note("offset \(fmt(list.contentOffset.y))")
        }
        h.play([(270, [.up(1)])])
        #expect(h.settle() != nil)
        h.note("offset \(fmt(list.contentOffset.y)); rest: \(h.place(a))")
        let lines = h.trace.filter { !$0.contains("delegate") && !$0.contains("interested") && !$0.contains("highlight") }
        #expect(lines == [
            "A shouldStart", "A willStart", "A started",
            "row9 entered by A",
            "row9 exited by A", "row10 entered by A", "offset 30",
            "row10 moved over by A at (600, 570)", "offset 60",
            "row10 exited by A", "row11 entered by A", "offset 90",
            "row11 moved over by A at (600, 570)", "offset 120",
            "row11 exited by A", "row12 entered by A", "offset 150",
            "row12 dropped A", "A ended moved into row12",
            "offset 150; rest: A in row12 #0 at (200, 30) 60×60",
        ])
    }

    /// The list itself as a zone keeping the item where it is dropped: 45 px above the
    /// bottom (300 px/s), after 250 ms (offset 75) the item's centre (590, 560) on screen
    /// lands at (190, 560 + 75) in the content.
    @Test func aDropConvertsThroughTheContentOffset() {
        let (h, list, a) = Self.scene(rowZones: false)
        h.zone(list)
        h.play([(0, [.down(1, 110, 95)]), (10, [.move(1, 600, 555)])])
        h.wait(250)
        h.play([(260, [.up(1)])])
        #expect(list.contentOffset.y == 75)
        #expect(h.settle() != nil)
        #expect(h.place(a) == "A in list #20 at (190, 635) 60×60")
    }

    /// A scroll view that is no zone and holds none (the zone is the tray around it) does
    /// not scroll; nor does any when auto-scrolling is off.
    @Test func onlyScrollViewsWithZonesScroll() {
        let (h, list, _) = Self.scene(rowZones: false)
        h.zone(h.tray)
        h.play([(0, [.down(1, 110, 95)]), (10, [.move(1, 600, 594)])])
        h.wait(250)
        #expect(list.contentOffset.y == 0 && !h.animator.isAnimating)

        let (h2, list2, _) = Self.scene()
        h2.manager.autoScroll.isEnabled = false
        h2.play([(0, [.down(1, 110, 95)]), (10, [.move(1, 600, 594)])])
        h2.wait(250)
        #expect(list2.contentOffset.y == 0 && !h2.animator.isAnimating)
    }
}
