import CCairo

/// An image surface kept from use to use, with a Cairo context drawing into it and a pixman
/// image of its pixels: what the renderer draws a transparency group or a turned fill's
/// coverage into, rather than making a surface, a context and an image each time.
struct KeptSurface {
    let surface: OpaquePointer
    /// The context, at its defaults between uses: no clip, and a source of opaque black.
    let cairo: OpaquePointer
    let image: OpaquePointer
    /// The size in pixels.
    let width: Int
    let height: Int

    /// `kept` when it holds `width`×`height` pixels; otherwise a new surface of `format` as
    /// large as both on each side (areas cut at a buffer's edges alternate with whole ones, and
    /// one grown to the larger of them serves both), `kept` released. Nil, `kept` released,
    /// when Cairo cannot make it.
    static func covering(width: Int, height: Int, format: cairo_format_t, replacing kept: KeptSurface?) -> KeptSurface? {
        if let kept, kept.width >= width, kept.height >= height { return kept }
        let side = (width: max(width, kept?.width ?? 0), height: max(height, kept?.height ?? 0))
        kept?.release()
        let surface = cairo_image_surface_create(format, Int32(side.width), Int32(side.height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let cairo = cairo_create(surface)!
        // A black of its own rather than the new context's default one: with Cairo's default,
        // the turned putty's drag made 12 more C allocations over 100 motions.
        cairo_set_source_rgb(cairo, 0, 0, 0)
        return KeptSurface(surface: surface, cairo: cairo, image: pixmanImage(of: surface), width: side.width, height: side.height)
    }

    /// The bytes of its pixels.
    var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * height }

    /// Releases the image, the context and the surface (the image first: it shows the
    /// surface's pixels).
    func release() {
        pixman_image_unref(image)
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }
}
