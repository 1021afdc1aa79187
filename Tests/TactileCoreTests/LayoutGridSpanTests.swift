import Testing
@testable import TactileCore

/// Exact frames of grids whose children span several columns or rows: placed in reading
/// order at the first place at or after the previous child where the whole span is free,
/// covering the gaps between their cells; mirrored; measured; spans out of range; spanning
/// children widening the intrinsic and flexible tracks they cover, never the fixed ones.
@Suite struct LayoutGridSpanTests {
    /// A spans two columns, C two rows, E three columns; E does not fit beside D or under
    /// it (C's second row is in the way, and the grid has three columns), so it starts row 3,
    /// leaving the cells it skipped empty.
    private func spanningGrid() -> Grid {
        let grid = Grid(columns: [.fixed(100), .fixed(100), .fixed(100)], spacing: 10, frame: Rect(x: 0, y: 0, width: 320, height: 400), [
            Box(10, 10, name: "A", layout: LayoutParameters(columnSpan: 2)), Box(10, 10, name: "B"),
            Box(10, 10, name: "C", layout: LayoutParameters(rowSpan: 2)), Box(10, 10, name: "D"),
            Box(10, 10, name: "E", layout: LayoutParameters(columnSpan: 3)),
        ])
        grid.rowHeight = .fixed(50)
        return grid
    }

    @Test func spansCoverTheirCellsAndTheGapsBetween() {
        let grid = spanningGrid()
        #expect(frames(grid) == ["0,0 210×50", "220,0 100×50", "0,60 100×110", "110,60 100×50", "0,180 320×50"])
        #expect(grid.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 320, height: 230))
    }

    @Test func mirroredSpansStartAtTheRight() {
        let grid = spanningGrid()
        grid.layoutEnvironment.direction = .rightToLeft
        #expect(frames(grid) == ["110,0 210×50", "0,0 100×50", "220,60 100×110", "110,60 100×50", "0,180 320×50"])
    }

    /// Intrinsic rows take their height from the children in one row; a child spanning two
    /// rows covers both, and the child after it goes to the first free cell.
    @Test func intrinsicRowsAreSizedByOneRowChildren() {
        let grid = Grid(columns: [.fixed(100), .fixed(100)], frame: Rect(x: 0, y: 0, width: 200, height: 300), [
            Box(50, 30, name: "A", layout: LayoutParameters(rowSpan: 2)), Box(50, 20, name: "B"), Box(50, 40, name: "C"),
        ])
        #expect(frames(grid) == ["0,0 100×60", "100,0 100×20", "100,20 100×40"])
    }

    /// A column span wider than the grid takes every column; spans below 1 count as 1; a
    /// huge row span stops at `GridCells.maximumRowSpan` rows.
    @Test func spansOutOfRangeLayOutDeterministically() {
        let grid = Grid(columns: [.fixed(50), .fixed(50)], frame: Rect(x: 0, y: 0, width: 100, height: 400), [
            Box(10, 10, layout: LayoutParameters(columnSpan: 9)), Box(10, 10, layout: LayoutParameters(columnSpan: -3, rowSpan: 0)),
            Box(10, 10),
        ])
        grid.rowHeight = .fixed(20)
        #expect(frames(grid) == ["0,0 100×20", "0,20 50×20", "50,20 50×20"])
        let tall = Grid(columns: [.fixed(50)], frame: Rect(x: 0, y: 0, width: 50, height: 400), [Box(10, 10, layout: LayoutParameters(rowSpan: 1_000_000))])
        tall.rowHeight = .fixed(1)
        #expect(tall.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 50, height: Double(GridCells.maximumRowSpan)))
    }

    /// Reordering by drag in a grid with a span: the room for the drop is one cell, and the
    /// spanning child moves along in reading order.
    @Test func roomForADropIsOneCellAmongSpans() {
        let grid = spanningGrid()
        grid.layoutIfNeeded()
        // Room before B: B takes C's place, C and D move one cell on; E stays in row 3.
        var items = grid.arrangedItems()
        items.insert(LayoutItem(room: Size(width: 100, height: 50)), at: 1)
        let placed = grid.frames(of: items, in: grid.bounds.size).map(\.origin)
        #expect(placed == [Point(x: 0, y: 0), Point(x: 220, y: 0), Point(x: 0, y: 60), Point(x: 110, y: 60), Point(x: 220, y: 60),
                           Point(x: 0, y: 180)])
    }

    /// A label spanning two intrinsic columns, wider than they and the gap between them:
    /// each column gets half of what is missing (250 − 40 − 10 − 60 = 140), the fixed third
    /// column stays 50, and the children below line up with the widened columns.
    @Test func aSpanningLabelWiderThanItsColumnsWidensThem() {
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        root.layoutEnvironment.textMeasurer = GridTextMeasurer()
        let label = Label(text: "a label spanning two cols")  // 25 characters: 250 × 20.
        label.layout.columnSpan = 2
        let grid = Grid(columns: [.intrinsic, .intrinsic, .fixed(50)], spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 200), [
            label, Box(50, 20), Box(40, 20), Box(60, 20), Box(10, 10),
        ])
        root.addSubview(grid)
        #expect(frames(grid) == ["0,0 250×20", "260,0 50×20", "0,30 110×20", "120,30 130×20", "260,30 50×20"])
        #expect(grid.sizeThatFits(Size(width: 400, height: .infinity)) == Size(width: 310, height: 50))
        // Columns already wide enough for the label are left as they are.
        label.text = "short"
        #expect(frames(grid) == ["0,0 110×20", "120,0 50×20", "0,30 40×20", "50,30 60×20", "120,30 50×20"])
    }

    /// What a span over a fixed and an intrinsic column misses goes to the intrinsic one
    /// alone; a span over fixed columns only grows nothing, stays in its cells and says so.
    @Test func fixedTracksAreNotGrown() {
        let mixed = Grid(columns: [.fixed(50), .intrinsic], spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 100), [
            Box(200, 20, layout: LayoutParameters(columnSpan: 2)), Box(30, 20), Box(30, 20),
        ])
        #expect(frames(mixed) == ["0,0 200×20", "0,30 50×20", "60,30 140×20"])

        var lines: [String] = []
        let fixed = Grid(columns: [.fixed(50), .fixed(50)], spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 100), [
            Box(200, 20, layout: LayoutParameters(width: .fixed(200), columnSpan: 2)), Box(30, 20, layout: LayoutParameters(columnSpan: 2)),
        ])
        fixed.identifier = "fixed"
        fixed.layoutEnvironment.debugLog = { lines.append($0) }
        // The fixed-width child keeps its own width (its floor), the intrinsic one its cells'.
        #expect(frames(fixed) == ["-45,0 200×20", "0,30 110×20"])
        #expect(lines == ["layout: fixed: a child spanning fixed columns needs 90.0 px more than they give"])
        #expect(fixed.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 110, height: 50))
    }

    /// Flexible columns grow only for a spanning child's floor (its minimum here), shared by
    /// weight; with an intrinsic column among them, that column takes what is missing.
    @Test func flexibleTracksGrowForASpansFloorByWeight() {
        let grid = Grid(columns: [.flexible(weight: 1), .flexible(weight: 3)], frame: Rect(x: 0, y: 0, width: 100, height: 100), [
            Box(500, 20, layout: LayoutParameters(minimum: Size(width: 200, height: 0), columnSpan: 2)), Box(10, 20), Box(10, 20),
        ])
        #expect(grid.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 200, height: 40))
        // At 100 px, the widened floors (50 and 150) hold: the columns run past the edge.
        #expect(frames(grid) == ["0,0 200×20", "0,20 50×20", "50,20 150×20"])
        grid.frame.size.width = 400
        #expect(frames(grid) == ["0,0 400×20", "0,20 100×20", "100,20 300×20"])

        let mixed = Grid(columns: [.flexible(), .intrinsic], frame: Rect(x: 0, y: 0, width: 300, height: 100), [
            Box(120, 20, layout: LayoutParameters(columnSpan: 2)), Box(10, 20), Box(20, 20),
        ])
        #expect(mixed.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 120, height: 40))
        #expect(frames(mixed) == ["0,0 300×20", "0,20 180×20", "180,20 120×20"])
    }

    /// Intrinsic rows under a child spanning two rows taller than they are each get half of
    /// what is missing (100 − 20 − 40 = 40); the child after it takes the first free cell.
    @Test func aTallRowSpanWidensItsRows() {
        let grid = Grid(columns: [.fixed(100), .fixed(100)], frame: Rect(x: 0, y: 0, width: 200, height: 300), [
            Box(50, 100, name: "A", layout: LayoutParameters(rowSpan: 2)), Box(50, 20, name: "B"), Box(50, 40, name: "C"),
        ])
        #expect(frames(grid) == ["0,0 100×100", "100,0 100×40", "100,40 100×60"])
        #expect(grid.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 200, height: 100))
    }

    /// A narrow span widens its tracks first; a wider one over them adds only what is still
    /// missing, to all of its intrinsic tracks.
    @Test func narrowSpansComeFirst() {
        let grid = Grid(columns: [.intrinsic, .intrinsic, .intrinsic], frame: Rect(x: 0, y: 0, width: 600, height: 100), [
            Box(400, 10, layout: LayoutParameters(columnSpan: 3)), Box(100, 10, layout: LayoutParameters(columnSpan: 2)),
        ])
        // The two-column span first: columns 50, 50, 0; then the three-column one: +100 each.
        // (The wide one first would have given 133.33 each, and the narrow one 266.67.)
        #expect(frames(grid) == ["0,0 400×10", "0,10 300×10"])
    }

    /// A hidden spanning child takes no cells and widens nothing: the next child gets its
    /// place and the columns keep their own children's widths. Shown, it widens both
    /// columns (300 − 40 − 10 − 60 = 190: +95 each) and both rows it covers (50 − 10: +20 each).
    @Test func hiddenSpanningChildrenTakeNoSpace() {
        let wide = Box(300, 50, layout: LayoutParameters(columnSpan: 2, rowSpan: 2))
        let grid = Grid(columns: [.intrinsic, .intrinsic], spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 300), [
            wide, Box(40, 20), Box(60, 20),
        ])
        #expect(frames(grid)[1...] == ["0,60 135×20", "145,60 155×20"])
        wide.isHidden = true
        #expect(frames(grid)[1...] == ["0,0 40×20", "50,0 60×20"])
        #expect(grid.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 110, height: 20))
    }
}
