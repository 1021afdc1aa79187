import Testing
@testable import TactileCore

/// Exact frames of grids whose children span several columns or rows: placed in reading
/// order at the first place at or after the previous child where the whole span is free,
/// covering the gaps between their cells; mirrored; measured; spans out of range.
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
}
