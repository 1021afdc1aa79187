import Testing
@testable import TactileCore

/// Exact frames of stacks: the order of the rules, limits, each distribution and alignment,
/// hidden children, mirroring, overflow and bad input.
@Suite struct LayoutStackTests {
    private func row(_ width: Double, _ height: Double, spacing: Double = 0, _ views: [View]) -> Stack {
        Stack(.horizontal, spacing: spacing, frame: Rect(x: 0, y: 0, width: width, height: height), views)
    }

    /// Fixed and intrinsic children take their lengths first; flexible ones share the rest by weight.
    @Test func fixedAndIntrinsicFirstThenFlexibleByWeight() {
        let stack = row(400, 100, spacing: 10, [
            Box(999, 5, layout: LayoutParameters(width: .fixed(50))), Box(60, 30),
            Box(0, 0, layout: LayoutParameters(width: .flexible())), Box(0, 0, layout: LayoutParameters(width: .flexible(weight: 2))),
        ])
        stack.padding = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(frames(stack) == ["10,10 50×80", "70,10 60×80", "140,10 80×80", "230,10 160×80"])
    }

    /// A flexible child stops at its maximum and leaves the rest to the others; one with a
    /// minimum starts there and takes its share on top.
    @Test func minimumAndMaximumBoundFlexibleChildren() {
        let stack = row(300, 40, [
            Box(0, 0, layout: LayoutParameters(width: .flexible(), maximum: Size(width: 50, height: .infinity))),
            Box(0, 0, layout: LayoutParameters(width: .flexible())),
            Box(0, 0, layout: LayoutParameters(width: .flexible(), minimum: Size(width: 120, height: 0))),
        ])
        #expect(frames(stack) == ["0,0 50×40", "50,0 65×40", "115,0 185×40"])
    }

    /// What each distribution does with room nobody flexible takes.
    @Test func eachDistributionPlacesTheFreeRoom() {
        func layout(_ distribution: LayoutDistribution) -> [String] {
            let stack = row(300, 40, spacing: 10, [Box(50, 20, layout: LayoutParameters(width: .fixed(50))), Box(50, 20), Box(50, 20)])
            stack.distribution = distribution
            stack.alignment = .leading
            return frames(stack)
        }
        #expect(layout(.leading) == ["0,0 50×20", "60,0 50×20", "120,0 50×20"])
        #expect(layout(.center) == ["65,0 50×20", "125,0 50×20", "185,0 50×20"])
        #expect(layout(.trailing) == ["130,0 50×20", "190,0 50×20", "250,0 50×20"])
        #expect(layout(.spaceBetween) == ["0,0 50×20", "125,0 50×20", "250,0 50×20"])
        // The fixed child stays; the intrinsic ones grow alike.
        #expect(layout(.fill) == ["0,0 50×20", "60,0 115×20", "185,0 115×20"])
        #expect(layout(.equal) == ["0,0 93.33×20", "103.33,0 93.33×20", "206.67,0 93.33×20"])
    }

    /// Across a column, children go where `alignment` says; `.fill` stretches them.
    @Test func crossAlignmentInAColumn() {
        func layout(_ alignment: LayoutAlignment) -> [String] {
            let stack = Stack(.vertical, frame: Rect(x: 0, y: 0, width: 100, height: 300), [Box(40, 20), Box(60, 30)])
            stack.distribution = .leading
            stack.alignment = alignment
            return frames(stack)
        }
        #expect(layout(.leading) == ["0,0 40×20", "0,20 60×30"])
        #expect(layout(.center) == ["30,0 40×20", "20,20 60×30"])
        #expect(layout(.trailing) == ["60,0 40×20", "40,20 60×30"])
        #expect(layout(.fill) == ["0,0 100×20", "0,20 100×30"])
    }

    /// A hidden child takes no room and no spacing; showing it again brings its room back.
    @Test func hiddenChildrenTakeNoRoom() {
        let a = Box(50, 20), b = Box(50, 20), c = Box(50, 20)
        let stack = row(300, 20, spacing: 10, [a, b, c])
        stack.distribution = .leading
        #expect(frames(stack) == ["0,0 50×20", "60,0 50×20", "120,0 50×20"])
        b.isHidden = true
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect([describe(a), describe(c)] == ["0,0 50×20", "60,0 50×20"])
        b.isHidden = false
        #expect(frames(stack) == ["0,0 50×20", "60,0 50×20", "120,0 50×20"])
    }

    /// Right to left, the row runs from the right and the paddings swap sides; switching the
    /// direction relays out.
    @Test func rightToLeftMirrors() {
        let stack = row(300, 20, spacing: 10, [Box(50, 20), Box(50, 20), Box(50, 20)])
        stack.distribution = .leading
        stack.padding = EdgeInsets(left: 20)
        #expect(frames(stack) == ["20,0 50×20", "80,0 50×20", "140,0 50×20"])
        stack.layoutEnvironment.direction = .rightToLeft
        #expect(frames(stack) == ["230,0 50×20", "170,0 50×20", "110,0 50×20"])
    }

    /// Children longer than the stack keep their lengths and run past its end, with a debug
    /// line; the result is the same every time.
    @Test func overflowIsDeterministicWithADebugLine() {
        var lines: [String] = []
        let stack = row(100, 20, [Box(50, 20), Box(50, 20), Box(50, 20)])
        stack.identifier = "bar"
        stack.layoutEnvironment.debugLog = { lines.append($0) }
        #expect(frames(stack) == ["0,0 50×20", "50,0 50×20", "100,0 50×20"])
        #expect(lines == ["layout: bar: children need 50.0 px more than the 100.0 px there are"])
    }

    /// Negative and NaN sizes, weights, limits and spacing and a zero-size stack lay out, the same way twice.
    @Test func badInputLaysOutDeterministically() {
        let stack = row(0, 0, spacing: -5, [
            Box(-5, .nan), Box(.infinity, 10, layout: LayoutParameters(width: .fixed(-10))),
            Box(0, 0, layout: LayoutParameters(width: .flexible(weight: .nan), minimum: Size(width: .nan, height: -1),
                                               maximum: Size(width: -3, height: .nan))),
        ])
        let first = frames(stack)
        stack.setNeedsLayoutInSubtree()
        #expect(frames(stack) == first)
        #expect(first == ["0,0 0×0", "0,0 0×0", "0,0 0×0"])
    }

    /// A stack's natural size: its children's lengths and spacing plus padding; flexible
    /// children count with their minimum.
    @Test func naturalSizeAddsUp() {
        let stack = Stack(.horizontal, spacing: 10, [Box(50, 20), Box(30, 40), Box(0, 0, layout: LayoutParameters(width: .flexible(), minimum: Size(width: 15, height: 5)))])
        stack.padding = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(stack.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 121, height: 44))
    }
}
