import CCairo
import TactileCore

/// Antialiased coverage masks of rounded rectangles, filled or stroked (A8 Cairo surfaces),
/// rasterised once per shape and sub-pixel position and reused: filling a rounded rectangle or
/// drawing a border then costs one masked composite instead of flattening and scan-converting
/// its corners again in every tile of every frame.
///
/// A mask is rasterised whole (a very large one cut at the buffer's edges, which depend on
/// nothing but the shape and the buffer), never under the clip it is later composited with: its pixels are the
/// same whatever area is being repainted. `SceneRenderer` relies on that to repaint exactly the
/// damage of a scene made of such fills rather than whole tiles.
final class RoundedRectMasks {
    /// A mask ready to composite: its A8 surface, a pixman image of the same pixels, their
    /// size, and the buffer pixel its top-left pixel covers.
    struct Placed {
        let surface: OpaquePointer
        let image: OpaquePointer
        let width: Int
        let height: Int
        let x: Int
        let y: Int
    }

    /// A shape in 1/256 buffer pixels (Cairo's own fixed-point precision): its size, corner
    /// radius, line width (0: filled) and position from the first pixel it touches; then the
    /// part of it inside the buffer, in whole pixels from that first pixel.
    private struct Key: Hashable {
        let width, height, radius, lineWidth, originX, originY: Int
        let cropX, cropY, cropWidth, cropHeight: Int
    }

    /// Mask bytes kept: a dragged view leaves a mask for every sub-pixel position it visits.
    /// What one frame draws fits several times over (a full-screen rounded background at
    /// 1280×800 is 1 MB, a 60×60 tile 3.6 KB, shared by every tile at the same phase).
    static let byteBudget = 3 << 20
    /// Side, in buffer pixels, of the largest shape rasterised whole rather than cut at the
    /// buffer's edges.
    static let wholeShapeLimit = 2048
    /// Coordinates beyond this many buffer pixels are outside what Cairo's fixed point holds.
    static let coordinateLimit = Double(1 << 23)
    /// Curve flattening tolerance in buffer pixels, the renderer's.
    private let tolerance: Double
    /// A8 surfaces (with pixman images of their pixels) by shape, costed in mask bytes. No
    /// Cairo pattern is kept with them: pixman composites them, and a composite left to Cairo
    /// takes a pattern from Cairo's pool of freed ones (a kept one would be a new allocation at
    /// every mask rasterised).
    private let masks = BoundedCache<Key, PixmanSurface>(budget: byteBudget) { $0.release() }

    /// A cache rasterising curves to within `tolerance` buffer pixels.
    init(tolerance: Double) {
        self.tolerance = tolerance
    }

    /// The mask of `rect` (buffer pixels, every edge within ±`coordinateLimit`) with corners of
    /// `radius` buffer pixels (at most half the shorter side), filled, or with `lineWidth` > 0
    /// stroked along its outline with lines that wide (Cairo's default miter joins), placed in
    /// a buffer of `bufferWidth`×`bufferHeight` pixels (and cut to it when larger than
    /// `wholeShapeLimit`); nil when nothing of it falls inside the buffer.
    func mask(of rect: Rect, cornerRadius radius: Double, lineWidth: Double = 0, bufferWidth: Int, bufferHeight: Int) -> Placed? {
        // Halves round up whatever the sign, so that a shape moved by whole pixels keeps its phase.
        func fixed(_ value: Double) -> Int { Int((value * 256 + 0.5).rounded(.down)) }
        let x = fixed(rect.minX), y = fixed(rect.minY), width = fixed(rect.width), height = fixed(rect.height)
        // A stroke reaches half its width beyond the outline (rounded up to whole 1/256 pixels).
        let line = max(fixed(lineWidth), 0), reach = (line + 1) / 2
        // Whole pixels the shape touches (arithmetic shifts round towards minus infinity).
        let left = (x - reach) >> 8, top = (y - reach) >> 8
        let right = (x + width + reach + 255) >> 8, bottom = (y + height + reach + 255) >> 8
        guard width > 0, height > 0, right > 0, bottom > 0, left < bufferWidth, top < bufferHeight else { return nil }
        // A shape of at most `wholeShapeLimit` pixels a side is rasterised whole, its pixels the
        // same wherever it lies: a renderer may move them (scrolling). Larger ones are cut.
        let whole = right - left <= Self.wholeShapeLimit && bottom - top <= Self.wholeShapeLimit
        let cropLeft = whole ? left : max(left, 0), cropTop = whole ? top : max(top, 0)
        let cropRight = whole ? right : min(right, bufferWidth), cropBottom = whole ? bottom : min(bottom, bufferHeight)
        let key = Key(width: width, height: height, radius: fixed(radius), lineWidth: line, originX: x - (left << 8),
                      originY: y - (top << 8),
                      cropX: cropLeft - left, cropY: cropTop - top, cropWidth: cropRight - cropLeft, cropHeight: cropBottom - cropTop)
        if let mask = masks.value(for: key) {
            return Placed(surface: mask.surface, image: mask.image, width: key.cropWidth, height: key.cropHeight, x: cropLeft, y: cropTop)
        }
        guard let surface = rasterize(key) else { return nil }
        let size = Int(cairo_image_surface_get_stride(surface)) * key.cropHeight
        let mask = PixmanSurface(surface)
        masks.insert(mask, for: key, cost: size)
        return Placed(surface: mask.surface, image: mask.image, width: key.cropWidth, height: key.cropHeight, x: cropLeft, y: cropTop)
    }

    /// Draws the key's shape, in a surface holding just its part inside the buffer.
    private func rasterize(_ key: Key) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(key.cropWidth), Int32(key.cropHeight))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let cairo = cairo_create(surface)!
        cairo_set_tolerance(cairo, tolerance)
        let shape = Rect(x: Double(key.originX) / 256 - Double(key.cropX), y: Double(key.originY) / 256 - Double(key.cropY),
                         width: Double(key.width) / 256, height: Double(key.height) / 256)
        setPath(Path(roundedRect: shape, cornerRadius: Double(key.radius) / 256), on: cairo)
        if key.lineWidth > 0 {
            cairo_set_line_width(cairo, Double(key.lineWidth) / 256)
            cairo_stroke(cairo)
        } else {
            cairo_fill(cairo)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    /// Releases every mask.
    func removeAll() { masks.removeAll() }

    /// What the cache holds: masks, and their bytes (at most `byteBudget` plus one mask).
    var usage: CacheUsage { CacheUsage(entries: masks.count, bytes: masks.cost) }
}
