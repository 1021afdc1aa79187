/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
///
/// The field layout matches Cairo's `cairo_matrix_t` (xx = a, yx = b, xy = c, yy = d,
/// x0 = tx, y0 = ty), so a renderer hands it over unchanged.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// x scale / rotation component.
    public var a: Double
    /// y shear / rotation component applied to x.
    public var b: Double
    /// x shear / rotation component applied to y.
    public var c: Double
    /// y scale / rotation component.
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// Creates a transform from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x`, `y`.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale by `sx`, `sy` about the origin.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians about the origin, clockwise on screen (y grows downwards).
    public init(rotationAngle angle: Double) {
        let cosine = _cos(angle), sine = _sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// True for the identity transform.
    public var isIdentity: Bool { self == .identity }
    /// True when the transform only translates.
    public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
    /// True when the transform scales both axes by one positive factor and translates, no
    /// more: shapes stay upright, and circles circles.
    var isUniformScaleAndTranslation: Bool { a == d && a > 0 && b == 0 && c == 0 }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` followed by a translation.
    public func translatedBy(x: Double, y: Double) -> AffineTransform { concatenating(AffineTransform(translationX: x, y: y)) }
    /// `self` followed by a scale about the origin.
    public func scaledBy(x: Double, y: Double) -> AffineTransform { concatenating(AffineTransform(scaleX: x, y: y)) }
    /// `self` followed by a rotation about the origin.
    public func rotated(by angle: Double) -> AffineTransform { concatenating(AffineTransform(rotationAngle: angle)) }

    /// The determinant; zero means the transform collapses the plane and has no inverse.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or nil when the transform is not invertible.
    @section(".text.hot")
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The rotation angle in radians encoded by the transform (assuming no shear).
    public var rotationAngle: Double { _atan2(b, a) }
    /// The uniform scale factor encoded by the transform (the length of the mapped x axis).
    public var scaleFactor: Double { (a * a + b * b).squareRoot() }

    /// The six components, for traces and logs.
    public var description: String {
        "[\([a, b, c, d, tx, ty].map(formatCoordinate).joined(separator: " "))]"
    }
}
