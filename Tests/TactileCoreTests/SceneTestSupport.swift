@testable import TactileCore

/// True when the points differ by less than a billionth of a logical pixel (trigonometry in
/// transforms is not exact).
func isClose(_ a: Point, _ b: Point) -> Bool { a.distance(to: b) < 1e-9 }

/// True when both corners are close.
func isClose(_ a: Rect, _ b: Rect) -> Bool {
    isClose(a.origin, b.origin) && isClose(Point(x: a.maxX, y: a.maxY), Point(x: b.maxX, y: b.maxY))
}

/// The damage collected since the last call, as rectangle descriptions ("full" when the whole
/// surface is damaged), and a clean tracker afterwards.
func takeDamage(_ root: View) -> [String] {
    var region = RectRegion()
    guard root.damageTracker.takeDamage(into: &region) else { return ["full"] }
    return region.rects.map(\.description)
}

/// A view at `frame` filled with `color`.
func box(_ frame: Rect, _ color: Color) -> View {
    let view = View(frame: frame)
    view.backgroundColor = color
    return view
}
