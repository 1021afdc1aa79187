/// What a fill or stroke paints with.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case color(Color)
    /// Colours varying along the line from `start` to `end` (in the drawing space); beyond its
    /// ends the end colours continue.
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// Colours varying from the circle (`startCenter`, `startRadius`) to the circle
    /// (`endCenter`, `endRadius`), in the drawing space.
    case radialGradient(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double, stops: [GradientStop])
}

/// A colour at a position along a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Position from 0 (the gradient's start) to 1 (its end).
    public var offset: Double
    /// The colour there.
    public var color: Color

    /// Creates a stop.
    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}
