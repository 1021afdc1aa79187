/// The outline that shows which view has the keyboard focus: a rounded line drawn around the
/// view's bounds, outside them, above the view's subviews (see `View.focusRing`).
///
/// It is part of the view's own painting, so it moves, turns, scales and fades with the view
/// through every animation, and its area is in the view's damage like a shadow's.
public struct FocusRing: Hashable, Sendable {
    /// The line's colour.
    public var color: Color
    /// The line's width in logical pixels (the view's space).
    public var width: Double
    /// The space in logical pixels between the view's bounds and the inner edge of the line.
    public var gap: Double

    /// Creates a ring; the default is a 3 px orange line 2 px outside the bounds, visible
    /// against the light blue of a drop zone's highlight.
    public init(color: Color = Color(red: 1, green: 0.55, blue: 0), width: Double = 3, gap: Double = 2) {
        self.color = color
        self.width = max(0, width)
        self.gap = max(0, gap)
    }

    /// The area the ring may paint around `bounds`, in the view's space: the outer edge of the
    /// line plus one logical pixel for antialiasing.
    package func extent(around bounds: Rect) -> Rect {
        let reach = gap + width + 1
        return bounds.insetBy(dx: -reach, dy: -reach)
    }

    /// The line's centre path around `bounds`: square corners for a square-cornered view,
    /// corners concentric with the view's `cornerRadius` otherwise.
    func path(around bounds: Rect, cornerRadius: Double) -> Path {
        let distance = gap + width / 2
        let rect = bounds.insetBy(dx: -distance, dy: -distance)
        return Path(roundedRect: rect, cornerRadius: cornerRadius > 0 ? cornerRadius + distance : 0)
    }
}
