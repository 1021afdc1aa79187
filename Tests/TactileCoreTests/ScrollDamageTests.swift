import Testing
@testable import TactileCore

/// A tracked 200×200 root with a 100×100 scroll view at (50,50) over 400 of content, and a
/// 20×20 view at (0,0) outside it; the first full frame taken.
private func scrollScene() -> (root: View, scroll: ScrollView, other: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let scroll = ScrollView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    scroll.contentSize = Size(width: 100, height: 400)
    scroll.addSubview(View(frame: Rect(x: 0, y: 0, width: 100, height: 20)))
    let other = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    root.addSubview(scroll)
    root.addSubview(other)
    _ = takeDamage(root)
    return (root, scroll, other)
}

/// The tracker's damage and scroll since the last call, described.
private func takeDamageAndScroll(_ root: View) -> [String] {
    var region = RectRegion()
    var scroll: DamageTracker.Scroll?
    guard root.damageTracker.takeDamage(into: &region, scroll: &scroll) else { return ["full"] }
    return region.rects.map(\.description) + (scroll.map { ["scroll \($0.rect) by \($0.delta)"] } ?? [])
}

@Test func scrollingRecordsAScrollRatherThanDamage() {
    let (root, scroll, _) = scrollScene()
    scroll.setContentOffset(Point(x: 0, y: 30))
    #expect(root.damageTracker.needsRedraw)
    scroll.setContentOffset(Point(x: 0, y: 45))
    #expect(takeDamageAndScroll(root) == ["scroll (50, 50, 100×100) by (0, 45)"])
    #expect(takeDamageAndScroll(root) == [])
}

@Test func damageRecordedBeforeAScrollIsAlsoTakenMovedWithTheContent() {
    let (root, scroll, _) = scrollScene()
    scroll.subviews[0].backgroundColor = .black
    scroll.setContentOffset(Point(x: 0, y: 10))
    #expect(takeDamageAndScroll(root) == ["(50, 40, 100×30)", "scroll (50, 50, 100×100) by (0, 10)"])
}

@Test func aScrollIsPlainDamageForCallersThatDoNotMovePixels() {
    let (root, scroll, _) = scrollScene()
    scroll.setContentOffset(Point(x: 0, y: 10))
    #expect(takeDamage(root) == ["(50, 50, 100×100)"])
}

@Test func twoViewsScrollingInOneFrameAreBothPlainDamage() {
    let (root, scroll, _) = scrollScene()
    let second = ScrollView(frame: Rect(x: 0, y: 150, width: 40, height: 40))
    second.contentSize = Size(width: 40, height: 100)
    root.addSubview(second)
    _ = takeDamage(root)
    scroll.setContentOffset(Point(x: 0, y: 10))
    second.setContentOffset(Point(x: 0, y: 10))
    scroll.setContentOffset(Point(x: 0, y: 20))
    #expect(takeDamageAndScroll(root) == ["(0, 150, 40×40)", "(50, 50, 100×100)"])
}

@Test func aTransformedOrResizedScrollViewIsDamagedNotScrolled() {
    let (root, scroll, _) = scrollScene()
    scroll.transform = AffineTransform(rotationAngle: 0.2)
    _ = takeDamage(root)
    scroll.setContentOffset(Point(x: 0, y: 10))
    #expect(takeDamageAndScroll(root).allSatisfy { !$0.hasPrefix("scroll") })
    scroll.transform = .identity
    _ = takeDamage(root)
    scroll.bounds = Rect(x: 0, y: 20, width: 100, height: 90)
    #expect(takeDamageAndScroll(root) == ["(50, 50, 100×100)"])
}

@Test func autoScrollOffsetsAreRoundedToWholeBufferPixelsBetweenTheEnds() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = Size(width: 100, height: 250.3)
    scroll.offsetRoundingScale = 1.5
    #expect([0, 10.2, 10.4, 150.1, 150.3].map { scroll.roundedOffset($0, limit: 150.3) }
        == [0, 10, 10 + 2.0 / 3, 150, 150.3])
}

@Test func withoutItsOwnRoundingAScrollViewRoundsToTheBufferScaleOfItsTree() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = Size(width: 100, height: 400)
    root.addSubview(scroll)
    #expect(scroll.roundedOffset(10.4, limit: 300) == 10, "an untracked tree rounds to logical pixels")
    root.damageTracker.bufferScale = 2
    #expect(scroll.roundedOffset(10.3, limit: 300) == 10.5)
    root.damageTracker.bufferScale = 1.5
    #expect(scroll.roundedOffset(10.4, limit: 300) == 10 + 2.0 / 3)
    scroll.offsetRoundingScale = 0
    #expect(scroll.roundedOffset(10.4, limit: 300) == 10.4)
}
