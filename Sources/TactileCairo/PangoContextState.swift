import CCairo

/// What a Pango layout's shaping depends on in the Cairo context it was last made or updated
/// on: the transform but for translation, and the surface's and the context's font options.
///
/// Why: `pango_cairo_update_layout` sets the layout's context anew at every call, and Pango
/// then lays the whole layout out again even when nothing changed (a 2,000-character line was
/// shaped once for its carets and once more at every draw). Comparing this first calls it
/// only when the drawing context really differs.
struct PangoContextState: Equatable {
    let xx: Double, xy: Double, yx: Double, yy: Double
    let surfaceOptions: UInt, contextOptions: UInt

    /// The state of `cairo` now, read through `options`, a `cairo_font_options_t` kept for
    /// that (creating one for each read allocated at every text drawn).
    init(_ cairo: OpaquePointer, readingInto options: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        (xx, xy, yx, yy) = (matrix.xx, matrix.xy, matrix.yx, matrix.yy)
        cairo_surface_get_font_options(cairo_get_target(cairo), options)
        surfaceOptions = cairo_font_options_hash(options)
        cairo_get_font_options(cairo, options)
        contextOptions = cairo_font_options_hash(options)
    }
}
