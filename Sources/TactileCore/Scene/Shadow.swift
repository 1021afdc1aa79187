/// A soft shadow cast by a view's rounded bounds onto what lies behind it.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour at its densest; its alpha is the peak opacity.
    public var color: Color
    /// Displacement of the shadow from the bounds, in the view's space (logical pixels).
    public var offset: Point
    /// How far, in logical pixels, the shadow fades out beyond the displaced bounds (0: hard edge).
    public var blurRadius: Double

    /// Creates a shadow.
    public init(color: Color = Color.black.withAlpha(0.35), offset: Point = Point(x: 0, y: 3), blurRadius: Double = 6) {
        self.color = color
        self.offset = offset
        self.blurRadius = max(0, blurRadius)
    }

    /// The area the shadow may paint for a view with `bounds`, in the view's space: the blur
    /// around the displaced bounds, plus two logical pixels for a renderer that rounds the
    /// shadow's size and place to whole buffer pixels.
    package func extent(for bounds: Rect) -> Rect {
        bounds.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -blurRadius - 2, dy: -blurRadius - 2)
    }
}
