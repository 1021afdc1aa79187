import CCairo

/// Decoded pixels of an image at one size: a Cairo ARGB32 image surface (premultiplied), made
/// on a decoding thread and handed, once finished, to the main thread that draws it.
package final class DecodedPicture: @unchecked Sendable {
    /// The `cairo_surface_t *`, owned by this object; not drawn into after it was made.
    package let surface: OpaquePointer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int

    /// Takes ownership of `surface`, an ARGB32 image surface in a success state.
    package init(adopting surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    /// Bytes its pixels take: what a cache of pictures counts.
    package var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * height }

    deinit { cairo_surface_destroy(surface) }
}
