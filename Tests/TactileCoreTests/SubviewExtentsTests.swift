import Testing
@testable import TactileCore

/// The subviews' boxes a parent keeps for hit testing and drawing: a view moved among many
/// costs its own box again, not its siblings'.
@Suite struct SubviewExtentsTests {
    /// A root holding `count` 10×10 views in a row, 20 px apart.
    private func makeRow(_ count: Int) -> (root: View, views: [View]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 20 * Double(count), height: 20))
        let views = (0..<count).map { View(frame: Rect(x: 20 * Double($0), y: 0, width: 10, height: 10)) }
        for view in views { root.addSubview(view) }
        return (root, views)
    }

    @Test func onlyAStaleBoxIsComputedAgain() {
        let (_, views) = makeRow(5)
        var extents = SubviewExtents()
        var asked: [Int] = []
        let box = { (view: View) -> Rect in
            asked.append(views.firstIndex { $0 === view }!)
            return view.frame
        }
        #expect(extents.current(of: views, box: box) == views.map(\.frame))
        #expect(asked == [0, 1, 2, 3, 4], "the first use computes every box")
        asked.removeAll()
        _ = extents.current(of: views, box: box)
        #expect(asked.isEmpty, "kept boxes are not computed again")
        extents.markStale(views[3], among: views)
        views[3].center = Point(x: 300, y: 5)
        #expect(extents.current(of: views, box: box)[3] == views[3].frame)
        #expect(asked == [3], "only the stale box is computed again")
        asked.removeAll()
        extents.removeAll()
        _ = extents.current(of: views, box: box)
        #expect(asked == [0, 1, 2, 3, 4], "after the subviews changed, every box is computed again")
    }

    @Test func markingBeforeTheBoxesExistIsNothing() {
        let (_, views) = makeRow(3)
        var extents = SubviewExtents()
        extents.markStale(views[1], among: views)
        var count = 0
        _ = extents.current(of: views) { count += 1; return $0.frame }
        #expect(count == 3)
        _ = extents.current(of: views) { count += 1; return $0.frame }
        #expect(count == 3, "no stale index was left from before the boxes existed")
    }

    /// Boxes moved with their subviews, in random moves among stale and kept ones: each box
    /// afterwards is its subview's, and only those listed stale are computed again.
    @Test func movedBoxesFollowTheirSubviews() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var (_, views) = makeRow(Int.random(in: 1...12, using: &random))
            var extents = SubviewExtents()
            var asked: [View] = []
            let box = { (view: View) -> Rect in asked.append(view); return view.frame }
            _ = extents.current(of: views, box: box)
            var stale: [View] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                if Bool.random(using: &random), let view = views.randomElement(using: &random), !stale.contains(where: { $0 === view }) {
                    extents.markStale(view, among: views)
                    view.center.y += 100
                    stale.append(view)
                } else {
                    let source = Int.random(in: 0..<views.count, using: &random), destination = Int.random(in: 0..<views.count, using: &random)
                    views.insert(views.remove(at: source), at: destination)
                    extents.move(from: source, to: destination)
                }
            }
            asked.removeAll()
            #expect(extents.current(of: views, box: box) == views.map(\.frame))
            #expect(asked.count == stale.count && asked.allSatisfy { view in stale.contains { $0 === view } })
        }
    }

    /// A view raised above two hundred siblings (as at every lift of a drag) keeps the parent's
    /// boxes: none is computed again for the next press or frame but the raised view's, and
    /// the hit test finds the raised view above the one it now covers.
    @Test func aRaisedViewKeepsItsSiblingsBoxes() {
        let (root, views) = makeRow(200)
        _ = root.hitTest(Point(x: 45, y: 5))
        _ = root.subviewDrawExtents
        views[2].center = Point(x: 65, y: 5)  // Over views[3].
        root.bringSubviewToFront(views[2])
        #expect(root.subviews.last === views[2])
        var computed: [View] = []
        _ = root.subviewHitBoxes.current(of: root.subviews) { computed.append($0); return $0.hitExtent }
        _ = root.subviewDrawBoxes.current(of: root.subviews) { computed.append($0); return $0.drawExtent }
        #expect(computed.count == 2 && computed.allSatisfy { $0 === views[2] }, "only the raised view's boxes are computed again")
        #expect(root.hitTest(Point(x: 63, y: 5)) === views[2], "the raised view is above the one it covers")
        #expect(root.subviewHitExtents == root.subviews.map(\.hitExtent))
        #expect(root.subviewDrawExtents == root.subviews.map(\.drawExtent))
        root.sendSubviewToBack(views[2])
        #expect(root.hitTest(Point(x: 63, y: 5)) === views[3], "sent back, it is under the one it covers")
        #expect(root.subviewHitExtents == root.subviews.map(\.hitExtent))
        #expect(root.subviewDrawExtents == root.subviews.map(\.drawExtent))
    }

    /// A press after a view was dragged among two hundred finds it at its new place, and the
    /// parent's array was patched at that view's index only: its siblings' extents stay
    /// where they were computed (each still cached).
    @Test func aViewMovedAmongManyIsFoundWhereItWent() {
        let (root, views) = makeRow(200)
        #expect(root.hitTest(Point(x: 45, y: 5)) === views[2])
        views[2].center = Point(x: 3005, y: 15)
        #expect(views.enumerated().allSatisfy { $0.offset == 2 || $0.element.cachedHitExtent != nil })
        #expect(views[2].cachedHitExtent == nil)
        #expect(root.hitTest(Point(x: 45, y: 5)) === root, "the old place shows the root")
        #expect(root.hitTest(Point(x: 3005, y: 15)) === views[2])
        #expect(root.subviewHitExtents == views.map(\.hitExtent))
    }
}
