import CCairo
import TactileCore

/// What a header tells of an image before its pixels are decoded.
package struct ImageHeader: Sendable, Equatable {
    /// The format the bytes are in.
    package var format: ImageFormat
    /// Width in pixels, as shown (after the EXIF orientation's rotation).
    package var pixelWidth: Int
    /// Height in pixels, as shown.
    package var pixelHeight: Int
    /// Frames of an animated GIF or WebP; 1 for a still picture.
    package var frameCount = 1
    /// The EXIF orientation (1–8; 1 when none).
    package var orientation = 1
}

/// Reads image headers and decodes pixels, for every format an `Image` can hold. Safe to call
/// from any thread: it touches no view and no shared state.
package enum ImageCodec {
    /// Reads the header of the bytes in `source` (nothing more is decoded).
    package static func readHeader(of source: ImageSource, name: String) throws(ImageError) -> ImageHeader {
        let picture = try decodePNG(source, name: name)
        return ImageHeader(format: .png, pixelWidth: picture.width, pixelHeight: picture.height)
    }

    /// Decodes `image`'s still picture (an animation's first frame) at `width`×`height`
    /// pixels, its orientation applied.
    package static func decode(_ image: Image, width: Int, height: Int) throws(ImageError) -> DecodedPicture {
        let picture = try decodePNG(image.source, name: image.name)
        guard picture.width != width || picture.height != height else { return picture }
        return scaled(picture, width: width, height: height)
    }

    private static func decodePNG(_ source: ImageSource, name: String) throws(ImageError) -> DecodedPicture {
        let surface: OpaquePointer?
        switch source {
        case .file(let path): surface = cairo_image_surface_create_from_png(path)
        case .bytes(let bytes):
            var reader = PNGByteReader(bytes: bytes)
            surface = withUnsafeMutablePointer(to: &reader) { pointer in
                cairo_image_surface_create_from_png_stream({ closure, destination, length in
                    guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
                    let reader = closure.assumingMemoryBound(to: PNGByteReader.self)
                    return reader.pointee.read(into: destination, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, pointer)
            }
        }
        guard let surface else { throw ImageError(name: name, reason: "cannot be decoded") }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw ImageError(name: name, reason: reason)
        }
        return DecodedPicture(adopting: surface)
    }

    /// `picture` scaled to `width`×`height` once, with a filter that does not alias.
    static func scaled(_ picture: DecodedPicture, width: Int, height: Int) -> DecodedPicture {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, Double(width) / Double(picture.width), Double(height) / Double(picture.height))
        cairo_set_source_surface(cairo, picture.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return DecodedPicture(adopting: surface)
    }
}
