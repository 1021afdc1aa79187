/// Distances in logical pixels by which an area is shrunk from each of its edges: the part
/// of a container kept clear of a status bar, a notch or a bezel (its safe area).
public struct EdgeInsets: Hashable, Sendable {
    /// Taken from the top edge.
    public var top: Double
    /// Taken from the left edge.
    public var left: Double
    /// Taken from the bottom edge.
    public var bottom: Double
    /// Taken from the right edge.
    public var right: Double

    /// Creates insets from the four distances.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset at all.
    public static let zero = EdgeInsets()

    /// `rect` shrunk by the insets (its size never below zero).
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + left, y: rect.minY + top,
             width: max(rect.width - left - right, 0), height: max(rect.height - top - bottom, 0))
    }
}
