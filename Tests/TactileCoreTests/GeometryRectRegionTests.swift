import Testing
@testable import TactileCore

@Test func overlappingAndAdjoiningRectanglesMerge() {
    var region = RectRegion()
    region.add(Rect(x: 0, y: 0, width: 10, height: 10))
    region.add(Rect(x: 5, y: 5, width: 10, height: 10))   // overlaps: merged
    region.add(Rect(x: 15, y: 0, width: 5, height: 15))   // adjoins with the same span: merged
    region.add(Rect(x: 100, y: 100, width: 1, height: 1)) // apart: kept
    region.add(Rect(x: 50, y: 50, width: 0, height: 5))   // empty: ignored
    #expect(region.rects == [Rect(x: 0, y: 0, width: 20, height: 15), Rect(x: 100, y: 100, width: 1, height: 1)])
}

@Test func cornerTouchingRectanglesStayApart() {
    var region = RectRegion()
    region.add(Rect(x: 0, y: 0, width: 10, height: 10))
    region.add(Rect(x: 10, y: 10, width: 10, height: 10))
    #expect(region.rects.count == 2)
}

@Test func pastTheLimitTheCheapestPairMerges() {
    var region = RectRegion(maximumCount: 2)
    region.add(Rect(x: 0, y: 0, width: 10, height: 10))
    region.add(Rect(x: 100, y: 0, width: 10, height: 10))
    region.add(Rect(x: 0, y: 12, width: 10, height: 10))  // closest to the first
    #expect(region.rects == [Rect(x: 100, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 22)])
    #expect(region.bounds == Rect(x: 0, y: 0, width: 110, height: 22))
}
