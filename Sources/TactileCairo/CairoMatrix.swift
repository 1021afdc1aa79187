import CCairo
import TactileCore

/// What the renderer asks of a Cairo transform to tell, without filling, what a fill reaches.
extension cairo_matrix_t {
    /// The inverse transform; nil when there is none (a transform flattening the plane).
    var inverse: cairo_matrix_t? {
        var inverse = self
        return cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS ? inverse : nil
    }

    /// The most this transform stretches a distance, or more: its Frobenius norm.
    var largestStretch: Double { (xx * xx + xy * xy + yx * yx + yy * yy).squareRoot() }

    /// The point (`x`, `y`) transformed.
    func apply(_ x: Double, _ y: Double) -> Point {
        Point(x: xx * x + xy * y + x0, y: yx * x + yy * y + y0)
    }
}
