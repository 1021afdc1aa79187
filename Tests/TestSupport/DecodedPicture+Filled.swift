import CCairo
import TactileCairo

extension DecodedPicture {
    /// A picture of `width`×`height` pixels all of `argb` (premultiplied 0xAARRGGBB): what a
    /// decoding of a test's own gives, a picture whose every pixel tells which frame it is.
    package static func filled(width: Int, height: Int, argb: UInt32) -> DecodedPicture {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for row in 0..<height {
                (data + row * stride).withMemoryRebound(to: UInt32.self, capacity: width) { pixels in
                    pixels.update(repeating: argb, count: width)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return DecodedPicture(adopting: surface)
    }
}
