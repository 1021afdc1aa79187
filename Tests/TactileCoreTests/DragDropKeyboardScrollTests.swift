import Testing
@testable import TactileCore

/// Tab brings the focus into sight inside scroll views: by the least amount that shows the
/// view, its ring (2 px gap + 3 px line + 1 px of antialiasing) and the 8 px margin, within
/// the content.
@Suite struct DragDropKeyboardScrollTests {
    /// A 400×300 scroll view over a 1000 px list of ten 300×100 rows (x 50…350), each a
    /// source, in `parent`.
    private static func list(in parent: View, of h: DragHarness, name: String = "list", rowsAreSources: Bool = true)
        -> (ScrollView, [View]) {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.identifier = name
        scroll.contentSize = Size(width: 400, height: 1000)
        parent.addSubview(scroll)
        let rows = (0..<10).map { index in
            h.input.addView(Rect(x: 50, y: Double(index) * 100, width: 300, height: 100), to: scroll, name: "row\(index)")
        }
        if rowsAreSources { rows.forEach { h.source($0) } }
        return (scroll, rows)
    }

    /// Down the list, Tab scrolls only when the row and its margin are not in sight: row2
    /// (200…300) touches the bottom edge, so the list moves by the margin, 314 − 300 = 14;
    /// row3 (300…400) needs 414 − 300 = 114. Back up, row2 is in sight, row1 (100…200)
    /// needs 100 − 14 = 86, row0 goes to the top (clamped at 0, not −14), and the wrap to
    /// row9 (900…1000) stops at the content's end (700, not 714).
    @Test func tabScrollsTheFocusedRowIntoSight() {
        let k = KeyboardDragHarness(), h = k.drag
        let (scroll, _) = Self.list(in: h.palette, of: h)
        for _ in 0..<4 {
            k.press(Keysym.tab)
            h.note("offset \(scroll.contentOffset)")
        }
        for _ in 0..<4 {
            k.shiftTab()
            h.note("offset \(scroll.contentOffset)")
        }
        #expect(h.trace == [
            "focus row0", "offset (0, 0)", "focus row1", "offset (0, 0)", "focus row2", "offset (0, 14)",
            "focus row3", "offset (0, 114)",
            "focus row2", "offset (0, 114)", "focus row1", "offset (0, 86)", "focus row0", "offset (0, 0)",
            "focus row9", "offset (0, 700)",
        ])
    }

    /// A list inside a list: the inner 400×200 scroll view sits at y 600 of the outer one's
    /// 1000 px content. Tab to the inner row5 (500…600) scrolls the inner list to
    /// 614 − 200 = 414 and then the outer one to show the part the inner one shows
    /// (600 + 486 − 414 = 672 … 800): 800 − 300 = 500.
    @Test func nestedScrollViewsEachScrollTheLeastAmount() {
        let k = KeyboardDragHarness(), h = k.drag
        let (outer, _) = Self.list(in: h.palette, of: h, name: "outer", rowsAreSources: false)
        let (inner, rows) = Self.list(in: outer, of: h, name: "inner", rowsAreSources: false)
        inner.frame = Rect(x: 0, y: 600, width: 400, height: 200)
        h.source(rows[5])
        k.press(Keysym.tab)
        h.note("inner \(inner.contentOffset), outer \(outer.contentOffset)")
        #expect(h.trace == ["focus row5", "inner (0, 414), outer (0, 500)"])
    }

    /// A momentum flick running on the list (thrown up beside the rows) does not undo the
    /// scroll: it is stopped. The finger hid the ring, so the first Tab brings row0 back into
    /// sight (offset 0) with its ring, and the second rings row1, in sight already.
    @Test func tabStopsAFlickOfTheList() {
        let k = KeyboardDragHarness(), h = k.drag
        let (scroll, _) = Self.list(in: h.palette, of: h)
        scroll.enableFlickScrolling(animator: h.animator)
        k.press(Keysym.tab)
        h.play(drag(1, from: (380, 250), to: (380, 50), steps: 4, at: 100))
        #expect(h.animator.isAnimating(scroll, \ScrollView.alignedContentOffset))
        k.press(Keysym.tab)
        k.press(Keysym.tab)
        #expect(!h.animator.isAnimating(scroll, \ScrollView.alignedContentOffset))
        #expect(h.settle() == 0)
        #expect(scroll.contentOffset == Point(x: 0, y: 0) && k.ringed() == ["row1"])
    }

    /// Carrying A by Tab over zones that are rows of a list: zone3 (300…400) is scrolled into
    /// sight (offset 114) and A is shown over its centre on screen, (600, 350 − 114 = 236).
    @Test func carryingByTabScrollsTheZoneIntoSight() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        h.recordsMoves = false
        let (scroll, rows) = Self.list(in: h.tray, of: h, rowsAreSources: false)
        for row in rows.prefix(4) { h.zone(row) }
        k.press(Keysym.tab)
        k.press(Keysym.enter)
        h.note("--")
        for _ in 0..<4 { k.press(Keysym.tab) }
        h.note("A at \(a.center), offset \(scroll.contentOffset), ring \(k.ringed())")
        k.press(Keysym.escape)
        #expect(h.settle() != nil)
        #expect(h.trace.filter { $0.hasPrefix("A at") || $0.hasPrefix("focus") || $0.hasPrefix("A ended") } == [
            "focus A", "focus row0", "focus row1", "focus row2", "focus row3",
            "A at (600, 236), offset (0, 114), ring [\"row3\"]",
            "A ended returned cancelled", "focus A",
        ])
    }

    /// A zone that fills the whole 1000 px content (as the demo palette's list does) already
    /// fills the list's view: carrying A onto it by Tab leaves the list where the user
    /// scrolled it (200), rather than taking it to the top.
    @Test func aZoneThatFillsTheListDoesNotScrollIt() {
        let k = KeyboardDragHarness(), h = k.drag
        h.source(h.tile("A", at: 100, 100, in: h.palette))
        h.recordsMoves = false
        let (scroll, _) = Self.list(in: h.tray, of: h, rowsAreSources: false)
        h.zone(h.input.addView(Rect(x: 0, y: 0, width: 400, height: 1000), to: scroll, name: "content"))
        scroll.setContentOffset(Point(x: 0, y: 200))
        k.carryOverTheFirstZone()
        #expect(k.ringed() == ["content"] && scroll.contentOffset == Point(x: 0, y: 200))
    }
}
