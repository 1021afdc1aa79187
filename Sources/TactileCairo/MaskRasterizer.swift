import CCairo

/// Draws coverage masks (A8) with one Cairo context kept for them, band by band, into pixman
/// images that own their pixels.
///
/// Why: a mask made with a surface and a context of its own costs a Cairo surface, its pixman
/// image and its pixels each time (and a second pixman image to composite it): a keyboard
/// sliding in puts a dozen keys at a new sub-pixel place every frame, each a new mask. Here
/// the context and its surface are made once; each band of a mask's rows is drawn into the
/// surface's top rows, cleared first, and copied out.
///
/// The pixels are those of the mask drawn whole into a surface of its own size: a band moves
/// the shape up by whole pixels, which moves its fixed-point coordinates exactly, and Cairo's
/// scan converter computes a pixel's coverage from the edges crossing its row, whichever rows
/// the surface holds (`RoundedRectMasksTests` compares both ways over random shapes). Not so
/// across columns, where the converter clamps the edges left of the surface to its first
/// column: a band spans the mask's whole width, its left edge at the surface's.
final class MaskRasterizer {
    /// Rows of the kept surface: a row of keys, a button or a list's row is one band; a
    /// full-screen rounded background a dozen.
    static let bandHeight = 64
    /// Curve flattening tolerance in pixels.
    private let tolerance: Double
    /// The kept A8 surface, as wide as the widest mask drawn, and its context; nil until a mask
    /// is drawn, and after `removeAll`.
    private var scratch: (surface: OpaquePointer, cairo: OpaquePointer, width: Int)?

    /// A rasterizer flattening curves to within `tolerance` pixels.
    init(tolerance: Double) {
        self.tolerance = tolerance
    }

    deinit { removeAll() }

    /// Fills `image` (A8, owning its pixels) with the coverage of what `draw` draws: it is
    /// called once per band with the context (at its defaults, opaque black, the tolerance set)
    /// and the image's row at the band's top, and sets a path (in the image's pixels, moved up
    /// by that row) that it fills or strokes.
    func rasterize(into image: OpaquePointer, _ draw: (_ cairo: OpaquePointer, _ top: Int) -> Void) {
        let width = Int(pixman_image_get_width(image)), height = Int(pixman_image_get_height(image))
        let (surface, cairo) = keptSurface(width: width)
        let pixels = UnsafeMutableRawPointer(pixman_image_get_data(image)!), stride = Int(pixman_image_get_stride(image))
        let band = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        let bandStride = Int(cairo_image_surface_get_stride(surface))
        for top in Swift.stride(from: 0, to: height, by: Self.bandHeight) {
            let rows = min(Self.bandHeight, height - top)
            cairo_surface_flush(surface)
            for row in 0..<rows { (band + row * bandStride).initializeMemory(as: UInt8.self, repeating: 0, count: width) }
            cairo_surface_mark_dirty(surface)
            draw(cairo, top)
            cairo_surface_flush(surface)
            for row in 0..<rows {
                (pixels + (top + row) * stride).copyMemory(from: band + row * bandStride, byteCount: width)
            }
        }
    }

    /// Releases the kept surface (made again by the next mask).
    func removeAll() {
        guard let scratch else { return }
        cairo_destroy(scratch.cairo)
        cairo_surface_destroy(scratch.surface)
        self.scratch = nil
    }

    /// What is kept: the surface, and its bytes (`bandHeight` rows of the widest mask drawn).
    var usage: CacheUsage {
        guard let scratch else { return CacheUsage(entries: 0, bytes: 0) }
        return CacheUsage(entries: 1, bytes: Int(cairo_image_surface_get_stride(scratch.surface)) * Self.bandHeight)
    }

    /// The kept surface and context, made anew when there is none or it is narrower than `width`.
    private func keptSurface(width: Int) -> (surface: OpaquePointer, cairo: OpaquePointer) {
        if let scratch, scratch.width >= width { return (scratch.surface, scratch.cairo) }
        removeAll()
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(Self.bandHeight))!
        let cairo = cairo_create(surface)!
        cairo_set_tolerance(cairo, tolerance)
        scratch = (surface, cairo, width)
        return (surface, cairo)
    }
}
