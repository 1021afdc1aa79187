import CCairo
import TactileCore

/// Where each pixel of a picture as shown comes from in the pixels as decoded: the EXIF
/// orientation's rotation or flip and the scaling to the size asked, applied together in one
/// resampling pass with Cairo's GOOD filter (pixman's separable convolution when shrinking),
/// which does not alias.
struct PictureTransform {
    /// Maps a pixel of the output (the whole picture at the size asked) to the decoded pixels.
    var matrix: cairo_matrix_t

    /// The transform from a `width`×`height` output of a picture shown with EXIF `orientation`
    /// to its pixels decoded as stored, `sourceWidth`×`sourceHeight`.
    init(orientation: Int, sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        let sw = Double(sourceWidth), sh = Double(sourceHeight)
        let turned = orientation >= 5
        // Decoded pixels per output pixel, along the output's x and y.
        let a = (turned ? sh : sw) / Double(width), b = (turned ? sw : sh) / Double(height)
        // source x = xx·x + xy·y + x0, source y = yx·x + yy·y + y0, for output x and y.
        let (xx, yx, xy, yy, x0, y0): (Double, Double, Double, Double, Double, Double)
        switch orientation {
        case 2: (xx, yx, xy, yy, x0, y0) = (-a, 0, 0, b, sw, 0)      // mirrored left to right
        case 3: (xx, yx, xy, yy, x0, y0) = (-a, 0, 0, -b, sw, sh)    // turned half a turn
        case 4: (xx, yx, xy, yy, x0, y0) = (a, 0, 0, -b, 0, sh)      // mirrored top to bottom
        case 5: (xx, yx, xy, yy, x0, y0) = (0, a, b, 0, 0, 0)        // transposed
        case 6: (xx, yx, xy, yy, x0, y0) = (0, -a, b, 0, 0, sh)      // stored turned a quarter anticlockwise
        case 7: (xx, yx, xy, yy, x0, y0) = (0, -a, -b, 0, sw, sh)    // transversed
        case 8: (xx, yx, xy, yy, x0, y0) = (0, a, -b, 0, sw, 0)      // stored turned a quarter clockwise
        default: (xx, yx, xy, yy, x0, y0) = (a, 0, 0, b, 0, 0)
        }
        matrix = cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
    }

    /// The part of the decoded pixels that `region` of the output samples: its bounds, widened
    /// by what the filter reads around each sample, clipped to the decoded size.
    func sourceBounds(of region: PixelRect, sourceWidth: Int, sourceHeight: Int) -> PixelRect {
        let corners = [(region.x, region.y), (region.x + region.width, region.y),
                       (region.x, region.y + region.height), (region.x + region.width, region.y + region.height)]
        let points = corners.map { x, y in
            (matrix.xx * Double(x) + matrix.xy * Double(y) + matrix.x0, matrix.yx * Double(x) + matrix.yy * Double(y) + matrix.y0)
        }
        // The filter reads about a step of the sampling around each sample, and a pixel more
        // for bilinear weights; two steps and two pixels keep a margin.
        let step = max(abs(matrix.xx) + abs(matrix.xy), abs(matrix.yx) + abs(matrix.yy))
        let margin = 2 * step + 2
        let left = max(0, Int((points.map(\.0).min()! - margin).rounded(.down)))
        let top = max(0, Int((points.map(\.1).min()! - margin).rounded(.down)))
        let right = min(sourceWidth, Int((points.map(\.0).max()! + margin).rounded(.up)))
        let bottom = min(sourceHeight, Int((points.map(\.1).max()! + margin).rounded(.up)))
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// `region` of the output, drawn from `source` (an ARGB32 surface holding the decoded pixels
    /// from `sourceOrigin` on), into a new picture of the region's size.
    func render(_ source: OpaquePointer, sourceOrigin: (x: Int, y: Int) = (0, 0), region: PixelRect) throws(CodecFailure) -> DecodedPicture {
        var shifted = matrix
        shifted.x0 += matrix.xx * Double(region.x) + matrix.xy * Double(region.y) - Double(sourceOrigin.x)
        shifted.y0 += matrix.yx * Double(region.x) + matrix.yy * Double(region.y) - Double(sourceOrigin.y)
        let surface = try DecodedPicture.surface(width: region.width, height: region.height)
        let cairo = cairo_create(surface)
        cairo_set_source_surface(cairo, source, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_matrix(pattern, &shifted)
        // Padding, not transparency, beyond the edge pixels: a scaled picture keeps solid edges.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return DecodedPicture(adopting: surface)
    }

    /// True when the output is the decoded pixels as they are.
    var isIdentity: Bool {
        matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0 && matrix.x0 == 0 && matrix.y0 == 0
    }
}
