import Testing
@testable import TactileCore

/// Exact frames of grids and flows, and labels measured for their wrap width.
@Suite struct LayoutGridFlowTests {
    private func boxes() -> [View] { [Box(30, 20), Box(40, 50), Box(70, 30), Box(20, 40), Box(80, 10)] }

    /// Fixed, flexible and intrinsic columns; rows as tall as their tallest child; children
    /// filling their cells or placed in them.
    @Test func gridTracksAndCellAlignment() {
        let grid = Grid(columns: [.fixed(100), .flexible(), .intrinsic], spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 300), boxes())
        #expect(frames(grid) == ["0,0 100×50", "110,0 210×50", "330,0 70×50", "0,60 100×40", "110,60 210×40"])
        grid.alignment = .center
        grid.verticalAlignment = .trailing
        #expect(frames(grid) == ["35,30 30×20", "195,0 40×50", "330,20 70×30", "40,60 20×40", "175,90 80×10"])
        #expect(grid.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 190, height: 100))
    }

    /// Equal flexible columns and rows sharing the height; a hidden child gives its cell to
    /// the next; mirrored, column 0 is on the right.
    @Test func gridOfEqualCellsHiddenAndMirrored() {
        let views = boxes()
        let grid = Grid(columnCount: 2, frame: Rect(x: 0, y: 0, width: 200, height: 300), views)
        grid.rowHeight = .flexible()
        views[1].isHidden = true
        grid.layoutIfNeeded()
        #expect([0, 2, 3, 4].map { describe(views[$0]) } == ["0,0 100×150", "100,0 100×150", "0,150 100×150", "100,150 100×150"])
        grid.layoutEnvironment.direction = .rightToLeft
        grid.layoutIfNeeded()
        #expect([0, 2, 3, 4].map { describe(views[$0]) } == ["100,0 100×150", "0,0 100×150", "100,150 100×150", "0,150 100×150"])
    }

    /// A flow fills lines left to right and wraps before the trailing edge, each child centred in its line.
    @Test func flowWrapsLines() {
        let flow = Flow(spacing: 10, frame: Rect(x: 0, y: 0, width: 200, height: 200),
                        [Box(80, 20), Box(60, 30), Box(50, 20), Box(120, 40), Box(30, 10)])
        #expect(frames(flow) == ["0,5 80×20", "90,0 60×30", "0,50 50×20", "60,40 120×40", "0,90 30×10"])
        #expect(flow.sizeThatFits(Size(width: 200, height: .infinity)) == Size(width: 180, height: 100))
        #expect(flow.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 380, height: 40))
    }

    /// A label in a column wraps to the column's width, as the window's text measurer lays
    /// it out; new text relays the column out.
    @Test func labelsAreMeasuredForTheirWrapWidth() {
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        root.layoutEnvironment.textMeasurer = GridTextMeasurer()
        let label = Label(text: "one two three four")
        let column = Stack(.vertical, frame: Rect(x: 0, y: 0, width: 100, height: 300), [label, Box(10, 10)])
        column.distribution = .leading
        root.addSubview(column)
        #expect(frames(column) == ["0,0 100×40", "0,40 100×10"])
        label.text = "hi"
        #expect(column.needsLayout)
        #expect(frames(column) == ["0,0 100×20", "0,20 100×10"])
        #expect(label.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 20, height: 20))
    }

    /// An image view asks for its image's size.
    @Test func imageViewsAskForTheirPixels() {
        let view = ImageView(image: stubImage(size: Size(width: 64, height: 32)))
        #expect(view.sizeThatFits(.zero) == Size(width: 64, height: 32))
        #expect(ImageView().sizeThatFits(.zero) == .zero)
    }
}
