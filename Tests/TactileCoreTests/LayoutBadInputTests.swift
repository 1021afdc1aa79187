import Testing
@testable import TactileCore

/// Bad input to grids, stacks and flows with spanning children: negative, NaN and infinite
/// lengths, paddings and bounds, spans past the last track or below 1. Each lays out the
/// same way every time, with finite frames, and a debug line where something does not fit.
@Suite struct LayoutBadInputTests {
    /// `container` in a 500×500 window whose debug lines go to `lines`.
    private func window(_ container: LayoutContainer, _ lines: DebugLines) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        root.layoutEnvironment.debugLog = { lines.value.append($0) }
        root.addSubview(container)
        return root
    }

    /// Laid out twice (the second time from scratch), the frames are the same and finite.
    private func stableFrames(_ container: LayoutContainer) -> [String] {
        let first = frames(container)
        container.root.setNeedsLayoutInSubtree()
        #expect(frames(container) == first)
        for view in container.subviews {
            let frame = view.frame
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(frame)")
        }
        return first
    }

    @Test(arguments: [Double.nan, -10, .infinity, -.infinity])
    func badLengthsInASpanningGridCountAsZero(_ bad: Double) {
        let lines = DebugLines()
        let grid = Grid(columns: [.fixed(bad), .intrinsic, .flexible(weight: bad)], spacing: bad, frame: Rect(x: 0, y: 0, width: 300, height: 300), [
            Box(bad, bad, layout: LayoutParameters(columnSpan: 2, rowSpan: 2)),
            Box(40, 20, layout: LayoutParameters(width: .fixed(bad), minimum: Size(width: bad, height: bad), maximum: Size(width: bad, height: bad))),
            Box(30, bad, layout: LayoutParameters(width: .flexible(weight: bad), columnSpan: 3)),
            Box(bad, 10),
        ])
        grid.rowSpacing = bad
        let root = window(grid, lines)
        // Every column is 0 wide: column 0 fixed at 0, column 1 as wide as what is measured
        // in it (0), column 2 flexible with a weight of 0 (it takes no room). Rows are as tall
        // as their one-row children: 20 for the second child, whose bad maximum is no limit
        // when NaN or infinite and its minimum (0) when negative.
        let limited = bad < 0
        #expect(stableFrames(grid) == (limited ? ["0,0 0×0", "0,0 0×0", "0,0 0×0", "0,0 0×10"]
                                                : ["0,0 0×20", "0,0 0×20", "0,20 0×0", "0,20 0×10"]))
        #expect(grid.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 0, height: limited ? 10 : 30))
        #expect(lines.value.isEmpty)
        _ = root
    }

    /// A column span past the last column covers every column (and widens the intrinsic ones
    /// for its width); a row span past `GridCells.maximumRowSpan` covers that many rows, each
    /// taking its part of the child's height; spans of `Int.min` count as 1.
    @Test func spansPastTheLastTrackAreCutToTheGrid() {
        let grid = Grid(columns: [.intrinsic, .intrinsic], spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 1000), [
            Box(210, 512, layout: LayoutParameters(columnSpan: .max, rowSpan: .max)),
            Box(20, 20, layout: LayoutParameters(columnSpan: .min, rowSpan: .min)), Box(20, 20),
        ])
        grid.rowSpacing = 0
        #expect(stableFrames(grid) == ["0,0 210×512", "0,512 100×20", "110,512 100×20"])
        #expect(grid.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 210, height: 532))
    }

    /// Negative, NaN and infinite paddings count as 0 in every container.
    @Test(arguments: [Double.nan, -10, .infinity])
    func badPaddingCountsAsZero(_ bad: Double) {
        let containers: [LayoutContainer] = [
            Grid(columns: [.intrinsic, .intrinsic], frame: Rect(x: 0, y: 0, width: 200, height: 200),
                 [Box(50, 30, layout: LayoutParameters(columnSpan: 2)), Box(20, 10)]),
            Stack(.horizontal, frame: Rect(x: 0, y: 0, width: 200, height: 200), [Box(50, 30), Box(20, 10)]),
            Flow(frame: Rect(x: 0, y: 0, width: 200, height: 200), [Box(50, 30), Box(20, 10)]),
        ]
        let expected = [["0,0 50×30", "0,30 35×10"], ["0,0 50×200", "50,0 20×200"], ["0,0 50×30", "50,10 20×10"]]
        for (container, frames) in zip(containers, expected) {
            container.padding = EdgeInsets(top: bad, left: bad, bottom: bad, right: bad)
            #expect(container.padding == .zero)
            #expect(stableFrames(container) == frames, "\(type(of: container))")
        }
    }

    /// Bounds of a NaN, negative or infinite size lay the children out as in a size of 0,
    /// mirrored too, with a debug line for the bounds and for what does not fit.
    @Test(arguments: [Double.nan, -10, .infinity])
    func badBoundsLayOutAsAZeroSize(_ bad: Double) {
        let lines = DebugLines()
        let grid = Grid(columns: [.intrinsic, .intrinsic], frame: Rect(x: 0, y: 0, width: 10, height: 10),
                        [Box(50, 30, layout: LayoutParameters(columnSpan: 2)), Box(20, 10)])
        grid.identifier = "grid"
        let root = window(grid, lines)
        grid.bounds.size = Size(width: bad, height: bad)
        grid.layoutEnvironment.direction = .rightToLeft
        #expect(stableFrames(grid) == ["-50,0 50×30", "-35,30 35×10"])
        #expect(lines.value.contains("layout: grid: bounds of \(Size(width: bad, height: bad)) laid out as 0×0"))
        #expect(lines.value.contains("layout: grid: columns need 50.0 px more than the 0.0 px there are"))
        _ = root
    }

    /// Stacks and flows ignore spans, however bad: the same frames as without them.
    @Test func stacksAndFlowsIgnoreSpans() {
        let spans = [LayoutParameters(columnSpan: .max, rowSpan: .min), LayoutParameters(columnSpan: -1, rowSpan: 1_000)]
        let containers: [LayoutContainer] = [Stack(.vertical, spacing: 5, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                                             Flow(spacing: 5, frame: Rect(x: 0, y: 0, width: 100, height: 100))]
        for container in containers {
            let boxes = [Box(60, 20), Box(60, 30)]
            for box in boxes { container.addSubview(box) }
            let plain = frames(container)
            for (box, layout) in zip(boxes, spans) { box.layout = layout }
            #expect(frames(container) == plain, "\(type(of: container))")
        }
    }

    /// Sizes without limit or with NaN print as Swift writes them (a debug line may say them).
    @Test func unboundedSizesPrint() {
        #expect(Size(width: .infinity, height: .nan).description == "inf×nan")
        #expect(Rect(x: -.infinity, y: 0, width: 1.5, height: 2).traceFields == "-inf 0 1.5 2")
    }
}

/// The debug lines a window's layout wrote.
private final class DebugLines {
    var value: [String] = []
}
