import PropertyBased
import Testing
@testable import TactileCore

@Test func convertsPointsAndRectsBetweenRotatedSiblings() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    left.transform = AffineTransform(rotationAngle: .pi)
    let right = View(frame: Rect(x: 200, y: 0, width: 100, height: 50))
    right.transform = AffineTransform(scaleX: 2, y: 2)
    root.addSubview(left); root.addSubview(right)
    // left's (0,0) is its top-left, turned half a circle: it lands on screen at (100,100).
    #expect(isClose(left.convert(Point.zero, to: nil), Point(x: 100, y: 100)))
    // right is scaled about its centre (250,25): its (0,0) lands at (150,-25).
    #expect(right.convert(Point.zero, to: nil) == Point(x: 150, y: -25))
    let there = left.convert(Point(x: 10, y: 20), to: right)
    #expect(isClose(right.convert(there, to: left), Point(x: 10, y: 20)))
    #expect(isClose(there, Point(x: -30, y: 52.5)))
    #expect(isClose(left.convert(Rect(x: 0, y: 0, width: 10, height: 20), to: nil), Rect(x: 90, y: 80, width: 10, height: 20)))
    #expect(isClose(right.convert(Rect(x: 90, y: 80, width: 10, height: 20), from: nil), Rect(x: -30, y: 52.5, width: 5, height: 10)))
}

@Test func rootSpaceIsTheRootsBoundsSpace() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    root.center = Point(x: 10, y: 10)  // a root's own placement does not move its space
    let child = View(frame: Rect(x: 20, y: 30, width: 10, height: 10))
    root.addSubview(child)
    #expect(root.transformToRoot == .identity)
    #expect(child.convert(Point.zero, to: nil) == Point(x: 20, y: 30))
    #expect(root.convert(Point(x: 5, y: 6), to: child) == Point(x: -15, y: -24))
}

@Test func frameIsTheBoundingBoxOfTheTransformedBounds() {
    let view = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
    view.transform = AffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(view.frame, Rect(x: 20, y: 0, width: 20, height: 40)))
    view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(view.bounds.size == Size(width: 10, height: 10))
    #expect(view.center == Point(x: 5, y: 5))
}

@Test func movingToAnotherParentKeepsTheOnScreenPlace() async {
    let angles = Gen.int(in: -8...8)
    let scales = Gen.int(in: 1...8)
    let offsets = Gen.int(in: -200...200)
    await propertyCheck(input: angles, scales, offsets, angles, scales) { angleA, scaleA, offset, angleB, scaleB in
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let from = View(frame: Rect(x: 100, y: 80, width: 200, height: 150))
        from.transform = AffineTransform(rotationAngle: Double(angleA) * .pi / 8).scaledBy(x: Double(scaleA) / 4, y: Double(scaleA) / 4)
        let to = View(frame: Rect(x: 300 + Double(offset), y: 200, width: 120, height: 90))
        to.bounds.origin = Point(x: Double(offset) / 4, y: 7)
        to.transform = AffineTransform(rotationAngle: Double(angleB) * .pi / 8).scaledBy(x: Double(scaleB) / 4, y: 1)
        let moved = View(frame: Rect(x: 20, y: 30, width: 40, height: 25))
        moved.transform = AffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -3)
        root.addSubview(from); root.addSubview(to); from.addSubview(moved)
        let corners = [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 25), Point(x: 40, y: 25)]
        let before = corners.map { moved.convert($0, to: nil) }
        moved.moveToSuperview(to, at: 0)
        let after = corners.map { moved.convert($0, to: nil) }
        #expect(moved.superview === to && to.subviews.first === moved)
        for (old, new) in zip(before, after) {
            #expect(isClose(old, new))
        }
    }
}
