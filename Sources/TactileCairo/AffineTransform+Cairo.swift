import CCairo
import TactileCore

/// The same six numbers in Cairo's struct (the layouts match by design).
func cairoMatrix(_ transform: AffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
}

extension AffineTransform {
    /// The transform in Cairo's struct `matrix`, so that the renderer inverts and applies
    /// Cairo's current transform with the scene's own geometry.
    init(_ matrix: cairo_matrix_t) {
        self.init(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// The most this transform stretches a distance, or more: its Frobenius norm. What a
    /// canvas pixel can span in user space, under the inverse of a canvas's transform.
    var largestStretch: Double { (a * a + b * b + c * c + d * d).squareRoot() }
}
