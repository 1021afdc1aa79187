import Testing
@testable import TactileCore

/// What marks layout dirty, how far the marks go, and that a pass with nothing marked does
/// no work: counted by the root's `LayoutEnvironment`.
@Suite struct LayoutDirtyTrackingTests {
    /// A window root holding a screen (a column filling it) with a header row of two labels
    /// and a grid of boxes.
    private final class Screen {
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let title = Label(text: "title")
        let clock = Label(text: "12:00")
        let header: Stack
        let grid = Grid(columnCount: 3, spacing: 10, (0..<6).map { _ in Box(50, 50) })
        let column: Stack
        var redrawRequests = 0

        init() {
            root.layoutEnvironment.textMeasurer = GridTextMeasurer()
            header = Stack(.horizontal, spacing: 10, [title, clock])
            header.distribution = .spaceBetween
            column = Stack(.vertical, spacing: 20, [header, grid])
            column.distribution = .leading
            column.layout.fillsSuperview = true
            root.addSubview(column)
            root.damageTracker.onNeedsRedraw = { [unowned self] in redrawRequests += 1 }
        }

        var environment: LayoutEnvironment { root.layoutEnvironment }
        /// (passes, layoutSubviews calls) so far.
        var counts: [Int] { [environment.passCount, environment.layoutCount] }
    }

    @Test func aFrameWithNothingChangedDoesNoLayoutWork() {
        let screen = Screen()
        screen.root.layoutIfNeeded()
        #expect(screen.counts == [1, 4])  // root, column, header, grid
        #expect(describe(screen.column) == "0,0 800×600")
        #expect(describe(screen.grid) == "0,40 800×110")
        for _ in 0..<3 { screen.root.layoutIfNeeded() }
        #expect(screen.counts == [1, 4])
    }

    /// New text marks the label's containers up to the screen, and only them; the window
    /// is asked for a frame once.
    @Test func textChangeRelaysOutItsContainersOnly() {
        let screen = Screen()
        screen.root.layoutIfNeeded()
        var damage = RectRegion()
        _ = screen.root.damageTracker.takeDamage(into: &damage)
        let requests = screen.redrawRequests
        screen.clock.text = "12:01"
        screen.title.text = "new title"
        #expect(screen.header.needsLayout && screen.column.needsLayout && !screen.grid.needsLayout && !screen.root.needsLayout)
        #expect(screen.redrawRequests == requests + 1)
        screen.root.layoutIfNeeded()
        #expect(screen.counts == [2, 6])
        #expect(describe(screen.title) == "0,0 90×20")
    }

    /// Each kind of change marks the container that arranges the changed child.
    @Test func visibilityChildrenSizeAndDirectionMark() {
        let screen = Screen()
        var expected = 4
        func laidOut(_ change: () -> Void) -> Int {
            screen.root.layoutIfNeeded()
            change()
            screen.root.layoutIfNeeded()
            defer { expected = screen.environment.layoutCount }
            return screen.environment.layoutCount - expected
        }
        screen.root.layoutIfNeeded()
        #expect(laidOut { screen.grid.subviews[0].isHidden = true } == 2)  // grid, column
        #expect(laidOut { screen.grid.addSubview(Box(50, 50)) } == 2)
        #expect(laidOut { screen.grid.subviews[1].removeFromSuperview() } == 2)
        #expect(laidOut { screen.grid.subviews[1].layout.width = .fixed(20) } == 2)
        #expect(laidOut { screen.root.frame = Rect(x: 0, y: 0, width: 1024, height: 600) } == 4)  // window resized
        #expect(describe(screen.column) == "0,0 1024×600")
        #expect(laidOut { screen.environment.direction = .rightToLeft } == 4)
        #expect(describe(screen.clock) == "0,0 50×20")
        #expect(laidOut { screen.grid.subviews[0].center = Point(x: 1, y: 1) } == 0)  // moving a child is no layout change
        #expect(laidOut { screen.grid.subviews[1].layout = screen.grid.subviews[1].layout } == 0)
    }

    /// A subtree built apart, with marks of its own, is laid out once it joins the window.
    @Test func aSubtreeAddedLaterIsLaidOut() {
        let screen = Screen()
        screen.root.layoutIfNeeded()
        let inner = Stack(.horizontal, [Box(10, 10)])
        let outer = Stack(.vertical, [inner])
        outer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        screen.root.addSubview(outer)
        screen.root.layoutIfNeeded()
        #expect(describe(inner) == "0,0 100×10")
        #expect(describe(inner.subviews[0]) == "0,0 10×10")
    }

    /// Containers keep their last natural size, and forget it when it may change: new text
    /// two levels down, or a plain view inside resized by hand, reach the outer column.
    @Test func rememberedNaturalSizesAreForgottenOnChange() {
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        root.layoutEnvironment.textMeasurer = GridTextMeasurer()
        let label = Label(text: "a"), plain = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let row = Stack(.horizontal, [label, Box(10, 10)]), other = Stack(.horizontal, [plain])
        let column = Stack(.vertical, frame: Rect(x: 0, y: 0, width: 400, height: 400), [row, other])
        column.alignment = .leading
        root.addSubview(column)
        #expect(frames(column) == ["0,0 20×20", "0,20 20×20"])
        label.text = "abc"
        #expect(frames(column) == ["0,0 40×20", "0,20 20×20"])
        plain.frame = Rect(x: 0, y: 0, width: 50, height: 30)
        column.setNeedsLayout()
        #expect(frames(column) == ["0,0 40×20", "0,20 50×30"])
    }

    /// A view that changes its own size in `layoutSubviews` every time stops after a few
    /// rounds, with a debug line, instead of looping forever.
    @Test func aLayoutThatNeverSettlesStops() {
        final class Restless: View {
            override var arrangesSubviews: Bool { true }
            override func layoutSubviews() { bounds.size.width += 1 }
        }
        var lines: [String] = []
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.layoutEnvironment.debugLog = { lines.append($0) }
        let restless = Restless(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        restless.identifier = "restless"
        root.addSubview(restless)
        restless.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(lines == ["layout: restless did not settle in 8 rounds; stopped until its next change"])
        #expect(!root.descendantNeedsLayout && !restless.needsLayout)
    }
}
