import CCairo
import TactileCore

/// Video in the window's buffer: the hole a video layer below shows through, or a frame drawn
/// by Cairo where no layer can show it.
extension CairoDrawingContext: VideoFrameDrawing {
    /// Clears the whole buffer pixels inside `rect`: its edges move inward to pixel
    /// boundaries. Every pixel is then either fully transparent or left as drawn, the same at
    /// every repaint of any part of it: a view's drawing is clipped to its bounds, and a pixel
    /// the clip covers in part would only be partly cleared (the window's content blended
    /// with whatever lies below the window where the video does not reach).
    package func clearForVideo(_ rect: Rect) {
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cairo, &x0, &y0)
        cairo_user_to_device(cairo, &x1, &y1)
        // Within half of Cairo's 1/256 pixel, an edge is on the boundary (as Cairo rounds a clip's).
        let slack = 1.0 / 512
        let left = (min(x0, x1) - slack).rounded(.up), right = (max(x0, x1) + slack).rounded(.down)
        let top = (min(y0, y1) - slack).rounded(.up), bottom = (max(y0, y1) + slack).rounded(.down)
        guard right > left, bottom > top else { return }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cairo, left, top, right - left, bottom - top)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Draws the frame through an RGB24 image surface on its pixels (no copy), mapped so that
    /// `source` fills `rect`, with Cairo's GOOD filter; the frame's edge pixels pad beyond it,
    /// so `rect`'s edges are not blended with transparency.
    package func drawVideoFrame(_ pixels: SharedPixels, source: Rect, in rect: Rect) {
        guard rect.width > 0, rect.height > 0, source.width > 0, source.height > 0 else { return }
        let surface = cairo_image_surface_create_for_data(pixels.pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                                          Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        let pattern = cairo_pattern_create_for_surface(surface)
        defer { cairo_pattern_destroy(pattern) }
        // The pattern's matrix maps user space to the frame's pixels.
        let scaleX = source.width / rect.width, scaleY = source.height / rect.height
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, scaleX, 0, 0, scaleY, source.minX - rect.minX * scaleX, source.minY - rect.minY * scaleY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
