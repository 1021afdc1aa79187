/// A width and height in logical pixels.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// "w×h" for traces and logs.
    public var description: String { "\(formatCoordinate(width))×\(formatCoordinate(height))" }
}
