import CCairo
import TactileCore

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

    /// A new, cleared ARGB32 image surface for a decoder to fill; throws when Cairo cannot make
    /// it (no memory, or a size beyond its limits).
    static func surface(width: Int, height: Int) throws(CodecFailure) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CodecFailure(String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    /// The pixels of `region` (inside this picture), copied into a picture of their own.
    func cut(_ region: PixelRect) throws(CodecFailure) -> DecodedPicture {
        if region == PixelRect(x: 0, y: 0, width: width, height: height) { return self }
        let copy = PictureTransform(orientation: 1, sourceWidth: width, sourceHeight: height, width: width, height: height)
        return try copy.render(surface, region: region)
    }
}
