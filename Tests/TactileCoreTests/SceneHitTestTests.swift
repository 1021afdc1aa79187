import Testing
@testable import TactileCore

/// A 400×300 root holding a rotated, scaled parent and a few children (identifiers name them).
private func makeScene() -> (root: View, parent: View, child: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    root.identifier = "root"
    let parent = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    parent.identifier = "parent"
    parent.transform = AffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
    let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    child.identifier = "child"
    root.addSubview(parent)
    parent.addSubview(child)
    return (root, parent, child)
}

@Test func hitTestFollowsRotatedAndScaledParent() {
    let (root, _, child) = makeScene()
    // parent centre (150,150); child's local (10,5) is 40,45 from the parent's centre before the
    // transform, i.e. (-40,-45); rotating a quarter turn clockwise and doubling gives (90,-80).
    let onScreen = child.convert(Point(x: 10, y: 5), to: nil)
    #expect(isClose(onScreen, Point(x: 240, y: 70)))
    #expect(root.hitTest(Point(x: 240, y: 70))?.identifier == "child")
    #expect(root.hitTest(Point(x: 150, y: 150))?.identifier == "parent")
    #expect(root.hitTest(Point(x: 5, y: 5))?.identifier == "root")
    #expect(root.hitTest(Point(x: 500, y: 5)) == nil)
}

@Test func hitTestHonoursTouchAreaOutset() {
    let (root, _, child) = makeScene()
    let justOutside = child.convert(Point(x: 22, y: 5), to: nil)
    #expect(root.hitTest(justOutside)?.identifier == "parent")
    child.touchAreaOutset = 4
    #expect(root.hitTest(justOutside)?.identifier == "child")
}

@Test func hiddenTransparentAndDisabledViewsAreNotHit() {
    let (root, parent, child) = makeScene()
    let point = child.convert(Point(x: 10, y: 5), to: nil)
    var trace: [String] = []
    child.isHidden = true
    trace.append("hidden: \(root.hitTest(point)?.identifier ?? "nil")")
    child.isHidden = false
    child.alpha = 0.005
    trace.append("alpha 0.005: \(root.hitTest(point)?.identifier ?? "nil")")
    child.alpha = 0.02
    trace.append("alpha 0.02: \(root.hitTest(point)?.identifier ?? "nil")")
    child.isUserInteractionEnabled = false
    trace.append("disabled: \(root.hitTest(point)?.identifier ?? "nil")")
    parent.isUserInteractionEnabled = false
    trace.append("parent disabled: \(root.hitTest(point)?.identifier ?? "nil")")
    #expect(trace == ["hidden: parent", "alpha 0.005: parent", "alpha 0.02: child", "disabled: parent", "parent disabled: root"])
}

@Test func clippingParentHidesOverflowingChildFromTouches() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let box = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    let overflow = View(frame: Rect(x: 40, y: 40, width: 50, height: 50))
    overflow.identifier = "overflow"
    root.addSubview(box)
    box.addSubview(overflow)
    #expect(root.hitTest(Point(x: 80, y: 80))?.identifier == "overflow")
    box.clipsToBounds = true
    #expect(root.hitTest(Point(x: 80, y: 80)) === root)
    #expect(root.hitTest(Point(x: 55, y: 55))?.identifier == "overflow")
}

@Test func hitTestSeesMovesReordersAndRemovals() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200)); root.identifier = "root"
    let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50)); a.identifier = "a"
    let b = View(frame: Rect(x: 25, y: 25, width: 50, height: 50)); b.identifier = "b"
    let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)); inner.identifier = "inner"
    root.addSubview(a); root.addSubview(b); a.addSubview(inner)
    var trace: [String] = []
    func probe(_ label: String, _ x: Double, _ y: Double) {
        trace.append("\(label): \(root.hitTest(Point(x: x, y: y))?.identifier ?? "none")")
    }
    probe("overlap", 30, 30)
    root.bringSubviewToFront(a)
    probe("a in front", 30, 30)
    inner.center = Point(x: 150, y: 150)  // far outside a: a's cached extent must grow
    probe("inner moved", 150, 150)
    a.center = Point(x: 125, y: 125)
    probe("a moved", 130, 130)
    probe("inner follows", 245, 245)
    inner.removeFromSuperview()
    probe("inner removed", 245, 245)
    #expect(trace == ["overlap: b", "a in front: a", "inner moved: inner", "a moved: a", "inner follows: inner", "inner removed: none"])
}

@Test func hitTestSkipsViewsWithCollapsedTransform() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let flat = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(flat)
    flat.transform = AffineTransform(scaleX: 0, y: 1)
    #expect(root.hitTest(Point(x: 50, y: 50)) === root)
}
