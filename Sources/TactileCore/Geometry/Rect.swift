/// An axis-aligned rectangle: an origin (its minimum corner) and a size, in logical pixels.
///
/// A rectangle with a negative width or height is not normalised; the geometry functions
/// treat it as empty.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Smallest x.
    public var minX: Double { origin.x }
    /// Smallest y.
    public var minY: Double { origin.y }
    /// Largest x.
    public var maxX: Double { origin.x + size.width }
    /// Largest y.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical middle.
    public var midY: Double { origin.y + size.height / 2 }
    /// Width.
    public var width: Double { size.width }
    /// Height.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the rectangle covers no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// True when `point` lies inside (minimum edges inclusive, maximum edges exclusive).
    public func contains(_ point: Point) -> Bool {
        !isEmpty && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies entirely inside this rectangle.
    @section(".text.hot")
    public func contains(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// True when the two rectangles share some area.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The common area of two rectangles, or `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0, !isEmpty, !other.isEmpty else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both; an empty side is ignored.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on top and bottom
    /// (negative values grow it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The smallest rectangle with whole-number edges that contains this one
    /// (what a pixel buffer must repaint to cover it).
    public var integral: Rect {
        if isEmpty { return .zero }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// The bounding box of this rectangle's four corners mapped through `transform`.
    @section(".text.hot")
    public func applying(_ transform: AffineTransform) -> Rect {
        if transform.isTranslationOnly { return offsetBy(dx: transform.tx, dy: transform.ty) }
        // Corner by corner, without an array: this runs for every view of every frame (and
        // min and max of two at a time: their variadic forms take an array of the rest).
        let topLeft = transform.apply(to: Point(x: minX, y: minY)), topRight = transform.apply(to: Point(x: maxX, y: minY))
        let bottomLeft = transform.apply(to: Point(x: minX, y: maxY)), bottomRight = transform.apply(to: Point(x: maxX, y: maxY))
        let x0 = min(min(topLeft.x, topRight.x), min(bottomLeft.x, bottomRight.x))
        let x1 = max(max(topLeft.x, topRight.x), max(bottomLeft.x, bottomRight.x))
        let y0 = min(min(topLeft.y, topRight.y), min(bottomLeft.y, bottomRight.y))
        let y1 = max(max(topLeft.y, topRight.y), max(bottomLeft.y, bottomRight.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// "(x, y, w×h)" for traces and logs.
    public var description: String { "(\(formatCoordinate(minX)), \(formatCoordinate(minY)), \(size))" }
}
