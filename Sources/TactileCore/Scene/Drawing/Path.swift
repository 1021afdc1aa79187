/// A vector outline in the coordinate space of whoever draws it (a view's bounds space inside
/// `View.draw(in:rect:)`), built from straight lines, cubic Bézier curves and circular arcs.
public struct Path: Hashable, Sendable {
    /// One step of an outline.
    package enum Element: Hashable, Sendable {
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

    /// How the outline is kept. The shapes views draw at every frame (backgrounds, clips,
    /// shadows, knobs) are kept as their parameters and yield their steps as they are walked,
    /// so that making and drawing one allocates nothing; anything else keeps its steps.
    private enum Storage: Sendable {
        case elements([Element])
        /// `rect` with corners of `radius` (already clamped; 0: square corners).
        case roundedRect(Rect, radius: Double)
        case ellipse(Rect)
    }

    private var storage = Storage.elements([])

    /// The steps, in drawing order. Builds an array: drawing code walks them with
    /// `forEachElement(_:)` instead.
    package var elements: [Element] {
        var list: [Element] = []
        forEachElement { list.append($0) }
        return list
    }

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public init(rect: Rect) {
        self.init(roundedRect: rect, cornerRadius: 0)
    }

    /// A closed rectangle whose corners are quarter circles of `cornerRadius` (clamped to half
    /// the shorter side), clockwise from the top-left.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        storage = .roundedRect(rect, radius: min(max(cornerRadius, 0), min(rect.width, rect.height) / 2))
    }

    /// A closed ellipse filling `rect`.
    public init(ellipseIn rect: Rect) {
        storage = .ellipse(rect)
    }

    /// Calls `body` with each step, in drawing order, without building them into an array.
    package func forEachElement(_ body: (Element) throws -> Void) rethrows {
        switch storage {
        case .elements(let elements):
            for element in elements { try body(element) }
        case .roundedRect(let rect, let radius) where radius > 0:
            let quarter = Double.pi / 2
            try body(.arc(center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: 2 * quarter, endAngle: 3 * quarter))
            try body(.arc(center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: 3 * quarter, endAngle: 4 * quarter))
            try body(.arc(center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0, endAngle: quarter))
            try body(.arc(center: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: quarter, endAngle: 2 * quarter))
            try body(.close)
        case .roundedRect(let rect, _):
            try body(.move(to: rect.origin))
            try body(.line(to: Point(x: rect.maxX, y: rect.minY)))
            try body(.line(to: Point(x: rect.maxX, y: rect.maxY)))
            try body(.line(to: Point(x: rect.minX, y: rect.maxY)))
            try body(.close)
        case .ellipse(let rect):
            // Four Bézier quarters; 0.5523 is the usual control-point factor for a circle.
            let k = 0.5522847498
            let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
            try body(.move(to: Point(x: cx + rx, y: cy)))
            try body(.curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry)))
            try body(.curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry)))
            try body(.curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry)))
            try body(.curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry)))
            try body(.close)
        }
    }

    /// The rectangle and its corner radius (clamped, 0 for square corners), when the path is
    /// a rounded or a plain rectangle (`init(roundedRect:cornerRadius:)`, `init(rect:)`); nil
    /// for any other path. A renderer knows from them where a clip to it covers whole pixels.
    package var roundedRect: (rect: Rect, cornerRadius: Double)? {
        guard case .roundedRect(let rect, let radius) = storage else { return nil }
        return (rect, radius)
    }

    /// Paths are equal when they have the same steps, however they were made.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the steps, as `==` compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// A rectangle holding the whole outline (control points and full arc circles included, so
    /// it may be larger than the exact outline), in the path's space; `.zero` for an empty path.
    public var bounds: Rect {
        var box: Rect?
        func include(_ rect: Rect) {
            box = box.map { Rect(x: min($0.minX, rect.minX), y: min($0.minY, rect.minY),
                                 width: max($0.maxX, rect.maxX) - min($0.minX, rect.minX),
                                 height: max($0.maxY, rect.maxY) - min($0.minY, rect.minY)) } ?? rect
        }
        forEachElement { element in
            switch element {
            case .move(let point), .line(let point): include(Rect(origin: point, size: .zero))
            case .curve(let point, let control1, let control2):
                include(Rect(origin: point, size: .zero))
                include(Rect(origin: control1, size: .zero))
                include(Rect(origin: control2, size: .zero))
            case .arc(let center, let radius, _, _):
                include(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            case .close: break
            }
        }
        return box ?? .zero
    }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) { append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: Point) { append(.line(to: point)) }
    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Adds a clockwise circular arc (angles in radians).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
    }
    /// Closes the current sub-path.
    public mutating func close() { append(.close) }

    /// Adds `element`, keeping the steps from now on (a shape becomes its steps).
    private mutating func append(_ element: Element) {
        var list: [Element]
        if case .elements(let existing) = storage { list = existing } else { list = elements }
        storage = .elements([])  // The list is then the only reference to its buffer: it grows in place.
        list.append(element)
        storage = .elements(list)
    }
}
