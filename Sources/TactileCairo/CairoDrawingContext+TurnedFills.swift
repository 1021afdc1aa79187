import CCairo
import TactileCore

/// Fills under a turned or skewed transform (a putty turned by a finger, its shadow's layers)
/// without Cairo's fill where pixman composites the same bytes. The renderer repaints such a
/// shape in every tile it crosses, each under a clip to that tile's box, and Cairo's coverage
/// of a tile depends on that box (see `CoverageScratch`), so the work is done tile by tile:
/// a tile the shape covers whole takes its colour over the whole box, and a translucent
/// colour elsewhere goes through the coverage rasterised for the tile.
extension CairoDrawingContext {
    /// Fills `path` with `color` where that gives the bytes of Cairo's fill: on the canvas (no
    /// group open: one Cairo drew into, or a surface Cairo made, may be taken for clear, where
    /// Cairo writes a translucent colour as it writes an opaque one), under a clip of one box
    /// of whole pixels, with the OVER operator, under a transform that turns or skews (upright
    /// paths take Cairo's box and mask paths, and rounded rectangles `paintMask`), in a colour
    /// Cairo does not take for clear. Over the whole box where the path is a rectangle, rounded
    /// or not, that covers all of it; through the rasterised coverage for a colour Cairo does
    /// not take for opaque either (an opaque one Cairo writes itself, rounding otherwise than
    /// pixman). False, drawing nothing, elsewhere.
    func fillsTurned(_ path: Path, color: Color) -> Bool {
        let alpha = UInt16(min(max(color.alpha, 0), 1) * 65535 + 0.5)  // As Cairo keeps it.
        guard openGroups.isEmpty, alpha > 0x00ff, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy != 0 || matrix.yx != 0, let box = compositor.clipBox() else { return false }
        let tolerance = cairo_get_tolerance(cairo)
        if let (rect, radius) = path.roundedRect, Self.covers(box, rect: rect, cornerRadius: radius, matrix: matrix, tolerance: tolerance) {
            return compositor.paint(color, over: box)
        }
        guard alpha < 0xff00,
              let coverage = coverageScratch.coverage(of: path, matrix: matrix, tolerance: tolerance, antialias: cairo_get_antialias(cairo),
                                                      fillRule: cairo_get_fill_rule(cairo), clippedTo: box) else { return false }
        return compositor.paint(color, through: coverage, width: box.right - box.left, height: box.bottom - box.top, x: box.left,
                                y: box.top)
    }

    /// True when every pixel of `box` (canvas pixels) lies inside the rectangle `rect` with
    /// corners of `cornerRadius` (user space, mapped to canvas pixels by `matrix`) as Cairo
    /// fills it, curves flattened to within `tolerance` canvas pixels: its four corners lie at
    /// least twice that (Cairo's arcs as curves, and those as lines), and a 64th of a pixel for
    /// its fixed point, inside the shape, which is convex. Cairo's coverage of those pixels is
    /// then whole.
    static func covers(_ box: PixmanCompositor.Box, rect: Rect, cornerRadius radius: Double, matrix: cairo_matrix_t,
                       tolerance: Double) -> Bool {
        guard let inverse = AffineTransform(matrix).inverted() else { return false }
        // Canvas pixels to user space stretch distances by at most the inverse's largest stretch.
        let margin = (2 * tolerance + 1.0 / 64) * inverse.largestStretch
        // The shape inset by the margin: the rectangle inset, its corners' radius less the margin.
        let inner = rect.insetBy(dx: margin, dy: margin), innerRadius = max(radius - margin, 0)
        guard inner.width > 0, inner.height > 0 else { return false }
        let straightX = inner.width / 2 - innerRadius, straightY = inner.height / 2 - innerRadius
        func inside(_ x: Int, _ y: Int) -> Bool {
            let point = inverse.apply(to: Point(x: Double(x), y: Double(y)))
            let dx = abs(point.x - inner.midX), dy = abs(point.y - inner.midY)
            let cornerX = max(dx - straightX, 0), cornerY = max(dy - straightY, 0)
            return dx <= inner.width / 2 && dy <= inner.height / 2 && cornerX * cornerX + cornerY * cornerY <= innerRadius * innerRadius
        }
        return inside(box.left, box.top) && inside(box.right, box.top) && inside(box.left, box.bottom) && inside(box.right, box.bottom)
    }
}
