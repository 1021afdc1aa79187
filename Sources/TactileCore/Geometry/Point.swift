/// A location or offset in a two-dimensional coordinate space, in logical pixels.
///
/// Which space is meant (surface, a view's bounds) is always stated where a point is used.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Distance from this point to `other`.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// Length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Component-wise sum.
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Component-wise difference.
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// Both components multiplied by `factor`.
    public static func * (lhs: Point, factor: Double) -> Point { Point(x: lhs.x * factor, y: lhs.y * factor) }
    /// Adds `rhs` to `lhs` in place.
    public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }
    /// Subtracts `rhs` from `lhs` in place.
    public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }

    /// "(x, y)" with up to two decimals, for traces and logs.
    public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}

extension Rect {
    /// "x y width height" with up to two decimals each, as event-log lines give frames
    /// (`osk key`, `field`).
    package var traceFields: String {
        var fields = ""
        appendTraceFields(to: &fields)
        return fields
    }

    /// Appends `traceFields` to `line`, field by field (each short enough for a string without
    /// storage of its own): a line made at its final size grows no further.
    func appendTraceFields(to line: inout String) {
        line += formatCoordinate(minX)
        line += " "
        line += formatCoordinate(minY)
        line += " "
        line += formatCoordinate(width)
        line += " "
        line += formatCoordinate(height)
    }
}

/// Formats a coordinate with at most two decimals and no trailing zeros, so traces read
/// the same on every machine; infinity and NaN (a proposal without limit, a bad input in a
/// debug line) as Swift writes them.
package func formatCoordinate(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    guard rounded.isFinite else { return String(rounded) }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
