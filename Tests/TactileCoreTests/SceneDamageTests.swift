import Testing
@testable import TactileCore

/// A tracked 400×300 root with one 20×20 view at (10,10), its first full frame taken.
private func trackedScene() -> (root: View, view: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(view)
    _ = takeDamage(root)
    return (root, view)
}

@Test func firstFrameIsFullyDamaged() {
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(takeDamage(root) == ["full"])
    #expect(takeDamage(root) == [])
    #expect(!root.damageTracker.needsRedraw)
}

@Test func movingAViewDamagesOldAndNewPlaces() {
    let (root, view) = trackedScene()
    view.center = Point(x: 100, y: 100)
    #expect(takeDamage(root) == ["(10, 10, 20×20)", "(90, 90, 20×20)"])
}

@Test func smallStepsWithinAFrameCoalesce() {
    let (root, view) = trackedScene()
    for step in 1...10 { view.center = Point(x: 20 + Double(step), y: 20) }
    #expect(takeDamage(root) == ["(10, 10, 30×20)"])
}

@Test func needsRedrawCallbackFiresOncePerFrame() {
    let (root, view) = trackedScene()
    var calls = 0
    root.damageTracker.onNeedsRedraw = { calls += 1 }
    view.backgroundColor = .white
    view.alpha = 0.5
    view.center = Point(x: 50, y: 50)
    #expect(calls == 1)
    _ = takeDamage(root)
    view.cornerRadius = 4
    #expect(calls == 2)
}

@Test func appearanceChangesDamageTheViewOnce() {
    let (root, view) = trackedScene()
    var trace: [String] = []
    view.backgroundColor = Color(red: 1, green: 0, blue: 0)
    trace.append("colour \(takeDamage(root))")
    view.backgroundColor = Color(red: 1, green: 0, blue: 0)
    trace.append("same colour \(takeDamage(root))")
    view.borderColor = .white
    trace.append("border colour without width \(takeDamage(root))")
    view.shadow = Shadow(color: .black, offset: Point(x: 5, y: 0), blurRadius: 2)
    trace.append("shadow \(takeDamage(root))")
    view.identifier = "renamed"
    view.touchAreaOutset = 10
    view.isUserInteractionEnabled = false
    trace.append("non-visual \(takeDamage(root))")
    #expect(trace == [
        "colour [\"(10, 10, 20×20)\"]",
        "same colour []",
        "border colour without width []",
        "shadow [\"(10, 6, 29×28)\"]",
        "non-visual []",
    ])
}

@Test func damageCoversDescendantsButNotWhatAClipHides() {
    let (root, parent) = trackedScene()
    let child = View(frame: Rect(x: 100, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    #expect(takeDamage(root) == ["(110, 10, 10×10)"])
    parent.center = Point(x: 20, y: 40)
    #expect(takeDamage(root) == ["(10, 10, 110×40)"])
    parent.clipsToBounds = true
    #expect(takeDamage(root) == ["(10, 30, 110×20)"])
    parent.center = Point(x: 20, y: 20)
    #expect(takeDamage(root) == ["(10, 10, 20×40)"])
}

@Test func rotationDamagesTheBoundingBoxes() {
    let (root, view) = trackedScene()
    view.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(takeDamage(root) == ["(0, 0, 40×40)"])
}

@Test func hiddenBranchesReportNothing() {
    let (root, view) = trackedScene()
    let child = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
    view.addSubview(child)
    _ = takeDamage(root)
    view.isHidden = true
    #expect(takeDamage(root) == ["(10, 10, 20×20)"])
    child.backgroundColor = .black
    child.center = Point(x: 300, y: 300)
    #expect(takeDamage(root) == [])
    view.isHidden = false
    // One box for the whole subtree: coarse, never short.
    #expect(takeDamage(root) == ["(10, 10, 302.5×302.5)"])
}

@Test func attachingDetachingAndReorderingDamageTheSubtree() {
    let (root, view) = trackedScene()
    let other = View(frame: Rect(x: 50, y: 50, width: 10, height: 10))
    let grandchild = View(frame: Rect(x: 20, y: 0, width: 10, height: 10))
    other.addSubview(grandchild)
    other.center = Point(x: 60, y: 60)  // untracked while detached: no damage, no tracker
    #expect(other.trackerStorage == nil)
    root.addSubview(other)
    #expect(takeDamage(root) == ["(55, 55, 30×10)"])
    root.sendSubviewToBack(other)
    #expect(takeDamage(root) == ["(55, 55, 30×10)"])
    root.sendSubviewToBack(other)  // already there: nothing changes
    #expect(takeDamage(root) == [])
    view.removeFromSuperview()
    #expect(takeDamage(root) == ["(10, 10, 20×20)"])
}

@Test func explicitRedrawRequestsAreClippedToTheView() {
    let (root, view) = trackedScene()
    view.setNeedsDisplay(Rect(x: 15, y: -5, width: 10, height: 10))
    #expect(takeDamage(root) == ["(25, 10, 5×5)"])
    view.setNeedsDisplay()
    #expect(takeDamage(root) == ["(10, 10, 20×20)"])
}

@Test func aRootThatBecomesASubviewLosesItsIncrementalHistory() {
    let (root, _) = trackedScene()
    let window = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    window.addSubview(root)
    #expect(root.trackerStorage?.isFullyDamaged == true)
}

@Test func aTranslucentViewGainingOrLosingItsOnlySubviewIsRepainted() {
    let (root, view) = trackedScene()
    view.alpha = 0.5
    _ = takeDamage(root)
    let hidden = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
    hidden.isHidden = true
    var trace: [String] = []
    view.addSubview(hidden)
    trace.append("first subview \(takeDamage(root))")
    view.addSubview(View(frame: .zero))
    trace.append("second subview \(takeDamage(root))")
    view.subviews[1].removeFromSuperview()
    trace.append("one left \(takeDamage(root))")
    hidden.removeFromSuperview()
    trace.append("none left \(takeDamage(root))")
    // An opaque view draws the same either way.
    view.alpha = 1
    _ = takeDamage(root)
    view.addSubview(hidden)
    trace.append("opaque \(takeDamage(root))")
    #expect(trace == [
        // Drawn as a layer now, not as a faded fill: the rounding differs.
        "first subview [\"(10, 10, 20×20)\"]",
        "second subview []",
        "one left []",
        "none left [\"(10, 10, 20×20)\"]",
        "opaque []",
    ])
}
