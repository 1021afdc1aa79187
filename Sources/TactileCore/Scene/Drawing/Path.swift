/// A vector outline in the coordinate space of whoever draws it (a view's bounds space inside
/// `View.draw(in:rect:)`), built from straight lines, cubic Bézier curves and circular arcs.
public struct Path: Hashable, Sendable {
    /// One step of an outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A cubic Bézier curve from the current point through two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc about `center`, from `startAngle` to `endAngle` in radians, clockwise
        /// on screen (y grows downwards); a line joins the current point to its start.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
        /// Closes the current sub-path with a line back to its start.
        case close
    }

    /// The steps, in drawing order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public init(rect: Rect) {
        self.init(roundedRect: rect, cornerRadius: 0)
    }

    /// A closed rectangle whose corners are quarter circles of `cornerRadius` (clamped to half
    /// the shorter side), clockwise from the top-left.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        guard radius > 0 else {
            elements = [.move(to: rect.origin), .line(to: Point(x: rect.maxX, y: rect.minY)),
                        .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.minX, y: rect.maxY)), .close]
            return
        }
        let quarter = Double.pi / 2
        elements = [
            .arc(center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: 2 * quarter, endAngle: 3 * quarter),
            .arc(center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: 3 * quarter, endAngle: 4 * quarter),
            .arc(center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0, endAngle: quarter),
            .arc(center: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: quarter, endAngle: 2 * quarter),
            .close,
        ]
    }

    /// A closed ellipse filling `rect`.
    public init(ellipseIn rect: Rect) {
        // Four Bézier quarters; 0.5523 is the usual control-point factor for a circle.
        let k = 0.5522847498
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        elements = [
            .move(to: Point(x: cx + rx, y: cy)),
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry)),
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry)),
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry)),
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry)),
            .close,
        ]
    }

    /// A rectangle holding the whole outline (control points and full arc circles included, so
    /// it may be larger than the exact outline), in the path's space; `.zero` for an empty path.
    public var bounds: Rect {
        var box: Rect?
        func include(_ rect: Rect) {
            box = box.map { Rect(x: min($0.minX, rect.minX), y: min($0.minY, rect.minY),
                                 width: max($0.maxX, rect.maxX) - min($0.minX, rect.minX),
                                 height: max($0.maxY, rect.maxY) - min($0.minY, rect.minY)) } ?? rect
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(Rect(origin: point, size: .zero))
            case .curve(let point, let control1, let control2):
                for corner in [point, control1, control2] { include(Rect(origin: corner, size: .zero)) }
            case .arc(let center, let radius, _, _):
                include(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            case .close: break
            }
        }
        return box ?? .zero
    }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Adds a clockwise circular arc (angles in radians).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
    }
    /// Closes the current sub-path.
    public mutating func close() { elements.append(.close) }
}
