import CCairo
import TactileCore

extension PixelBuffer {
    /// A Cairo ARGB32 image surface over the buffer's pixels (not copied, which must outlive
    /// it); the caller destroys it.
    func makeCairoSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                            Int32(stride))!
    }
}
