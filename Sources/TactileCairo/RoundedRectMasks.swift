import CCairo
import TactileCore

/// Antialiased coverage masks of rounded rectangles, filled or stroked (A8 pixman images),
/// rasterised once per shape and sub-pixel position and reused: filling a rounded rectangle or
/// drawing a border then costs one masked composite instead of flattening and scan-converting
/// its corners again in every tile of every frame.
///
/// A mask is rasterised whole (a very large one cut at the buffer's edges, which depend on
/// nothing but the shape and the buffer), never under the clip it is later composited with: its pixels are the
/// same whatever area is being repainted. `SceneRenderer` relies on that to repaint exactly the
/// damage of a scene made of such fills rather than whole tiles. A shape whose whole mask would
/// take more than `bandedShapeBytes` is made in bands of buffer rows instead, only those the
/// area being drawn reaches, each cached: a row's coverage does not depend on the rows drawn
/// with it (see `MaskRasterizer`), so the pixels are the same, and a frame drawn tile by tile
/// makes each band once rather than the whole shape again in every tile (a list filling half
/// a 4K screen has a mask larger than the whole budget, which no tile could find cached).
///
/// A new mask costs no Cairo surface or context of its own (`MaskRasterizer` draws it through
/// a kept one) and, once the cache is full, often not even new pixels: those of masks of the
/// same size it evicted (`SpareMaskImages`).
final class RoundedRectMasks {
    /// A mask ready to composite: an A8 pixman image owning its pixels, their size, and the
    /// buffer pixel its top-left pixel covers.
    struct Placed {
        let image: OpaquePointer
        let width: Int
        let height: Int
        let x: Int
        let y: Int

        /// A Cairo surface over the mask's pixels, for a composite left to Cairo (rare: one
        /// pixman cannot make the same), so that no surface is kept with every mask; the
        /// caller destroys it, before the mask can be evicted.
        func makeCairoSurface() -> OpaquePointer {
            let pixels = UnsafeMutableRawPointer(pixman_image_get_data(image)!).assumingMemoryBound(to: UInt8.self)
            return cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_A8, Int32(width), Int32(height), pixman_image_get_stride(image))!
        }
    }

    /// A shape in 1/256 buffer pixels (Cairo's own fixed-point precision): its size, corner
    /// radius and position from the first pixel it touches, its line width (0: filled) as the
    /// exact number Cairo strokes with; then the part of it inside the buffer, in whole pixels
    /// from that first pixel.
    private struct Key: Hashable {
        let width, height, radius: Int
        let lineWidth: Double
        let originX, originY: Int
        let cropX, cropY, cropWidth, cropHeight: Int
    }

    /// Mask bytes kept: a dragged view leaves a mask for every sub-pixel position it visits.
    /// What one frame draws fits several times over (a full-screen rounded background at
    /// 1280×800 is 1 MB, a 60×60 tile 3.6 KB, shared by every tile at the same phase).
    static let byteBudget = 3 << 20
    /// Bytes of evicted masks' pixels kept for new masks of the same size: what one batch of
    /// evictions frees, a quarter of the budget, which the masks and these share.
    static let spareByteBudget = byteBudget / 4
    /// Side, in buffer pixels, of the largest shape rasterised whole rather than cut at the
    /// buffer's edges.
    static let wholeShapeLimit = 2048
    /// Bytes of the largest mask made whole rather than in bands of rows: a quarter of the
    /// budget, so that the masks of the few large shapes one row of tiles overlaps stay cached
    /// together while that row is drawn.
    static let bandedShapeBytes = byteBudget / 4
    /// Rows of a band, from a buffer row that is a multiple of it: a tile of the renderer's
    /// (64 pixels a side) takes one band of each large shape it shows.
    static let bandHeight = MaskRasterizer.bandHeight
    /// Mask pixels rasterised since the cache was made: what its misses cost.
    private(set) var rasterizedPixels = 0
    /// Coordinates beyond this many buffer pixels are outside what Cairo's fixed point holds.
    static let coordinateLimit = Double(1 << 23)
    /// Draws the masks, through a context kept for them.
    private let rasterizer: MaskRasterizer
    /// Pixels of evicted masks, for new masks of their size.
    private let spares = SpareMaskImages(byteBudget: spareByteBudget)
    /// A8 images by shape, costed in mask bytes; evicted ones go to `spares`. No Cairo surface
    /// or pattern is kept with them: pixman composites them, and a composite left to Cairo
    /// wraps the pixels in a surface for that composite.
    private let masks: BoundedCache<Key, OpaquePointer>

    /// A cache rasterising curves to within `tolerance` buffer pixels.
    init(tolerance: Double) {
        rasterizer = MaskRasterizer(tolerance: tolerance)
        masks = BoundedCache(budget: Self.byteBudget) { [spares] in spares.keep($0) }
    }

    /// The mask of `rect` (buffer pixels, every edge within ±`coordinateLimit`) with corners of
    /// `radius` buffer pixels (at most half the shorter side), filled, or with `lineWidth` > 0
    /// stroked along its outline with lines that wide (Cairo's default miter joins), placed in
    /// a buffer of `bufferWidth`×`bufferHeight` pixels (and cut to it when larger than
    /// `wholeShapeLimit`); nil when nothing of it falls inside the buffer. `rows` are the buffer
    /// rows being drawn (nil: all): a mask larger than `bandedShapeBytes` covers the bands of
    /// `bandHeight` rows that reach them, nil when none does.
    func mask(of rect: Rect, cornerRadius radius: Double, lineWidth: Double = 0, bufferWidth: Int, bufferHeight: Int,
              rows: Range<Int>? = nil) -> Placed? {
        // Halves round up whatever the sign, so that a shape moved by whole pixels keeps its phase.
        func fixed(_ value: Double) -> Int { Int((value * 256 + 0.5).rounded(.down)) }
        // Each edge rounded on its own, as Cairo rounds each point of a path: a size rounded
        // apart from the origin could put an edge 1/256 pixel past the shape's, into a pixel
        // beyond its extent that a partial repaint would not clear.
        let x = fixed(rect.minX), y = fixed(rect.minY), width = fixed(rect.maxX) - x, height = fixed(rect.maxY) - y
        // A stroke reaches half its width beyond the outline (rounded up to whole 1/256 pixels,
        // and one more for Cairo's rounding of the stroke's edges). Its width is not rounded:
        // Cairo strokes with the number it is given, and 1/512 pixel more on each side could
        // reach into a pixel beyond the shape's extent.
        let line = max(lineWidth, 0), reach = line > 0 ? Int((line * 128).rounded(.up)) + 1 : 0
        // Whole pixels the shape touches (arithmetic shifts round towards minus infinity).
        let left = (x - reach) >> 8, top = (y - reach) >> 8
        let right = (x + width + reach + 255) >> 8, bottom = (y + height + reach + 255) >> 8
        guard width > 0, height > 0, right > 0, bottom > 0, left < bufferWidth, top < bufferHeight else { return nil }
        // A shape of at most `wholeShapeLimit` pixels a side is rasterised whole, its pixels the
        // same wherever it lies: a renderer may move them (scrolling). Larger ones are cut.
        let whole = right - left <= Self.wholeShapeLimit && bottom - top <= Self.wholeShapeLimit
        let cropLeft = whole ? left : max(left, 0)
        var cropTop = whole ? top : max(top, 0)
        let cropRight = whole ? right : min(right, bufferWidth)
        var cropBottom = whole ? bottom : min(bottom, bufferHeight)
        if let rows, (cropRight - cropLeft) * (cropBottom - cropTop) > Self.bandedShapeBytes {
            // Rows are cut exactly; the bands start at multiples of their height in the buffer
            // (whose rows start at 0), so that every area within one band takes the same mask.
            cropTop = max(cropTop, max(rows.lowerBound, 0) / Self.bandHeight * Self.bandHeight)
            cropBottom = min(cropBottom, (rows.upperBound + Self.bandHeight - 1) / Self.bandHeight * Self.bandHeight)
            guard cropTop < cropBottom else { return nil }
        }
        let key = Key(width: width, height: height, radius: fixed(radius), lineWidth: line, originX: x - (left << 8),
                      originY: y - (top << 8),
                      cropX: cropLeft - left, cropY: cropTop - top, cropWidth: cropRight - cropLeft, cropHeight: cropBottom - cropTop)
        if let mask = masks.value(for: key) {
            return Placed(image: mask, width: key.cropWidth, height: key.cropHeight, x: cropLeft, y: cropTop)
        }
        guard let mask = rasterize(key) else { return nil }
        let cost = SpareMaskImages.bytes(of: mask)
        // The spare pixels live within the masks' budget: as the cache fills again after a batch
        // of evictions, they give way.
        spares.trim(toAtMost: Self.byteBudget - masks.cost - cost)
        masks.insert(mask, for: key, cost: cost)
        return Placed(image: mask, width: key.cropWidth, height: key.cropHeight, x: cropLeft, y: cropTop)
    }

    /// Draws the key's shape, in an image holding just its part inside the buffer: the pixels
    /// of an evicted mask of that size, or new ones (nil when those cannot be had).
    private func rasterize(_ key: Key) -> OpaquePointer? {
        guard let image = spares.take(width: key.cropWidth, height: key.cropHeight)
            ?? pixman_image_create_bits_no_clear(PIXMAN_a8, Int32(key.cropWidth), Int32(key.cropHeight), nil, 0) else { return nil }
        rasterizedPixels += key.cropWidth * key.cropHeight
        rasterizer.rasterize(into: image) { cairo, top in
            let shape = Rect(x: Double(key.originX) / 256 - Double(key.cropX), y: Double(key.originY) / 256 - Double(key.cropY + top),
                             width: Double(key.width) / 256, height: Double(key.height) / 256)
            setPath(Path(roundedRect: shape, cornerRadius: Double(key.radius) / 256), on: cairo)
            if key.lineWidth > 0 {
                cairo_set_line_width(cairo, key.lineWidth)
                cairo_stroke(cairo)
            } else {
                cairo_fill(cairo)
            }
        }
        return image
    }

    /// Releases every mask, the pixels kept for new ones and the rasterizer's surface.
    func removeAll() {
        masks.removeAll()
        spares.removeAll()
        rasterizer.removeAll()
    }

    /// What the cache holds: masks and the pixels kept for new ones, and their bytes (at most
    /// `byteBudget` together, plus one mask), with the rasterizer's surface.
    var usage: CacheUsage {
        CacheUsage(entries: masks.count, bytes: masks.cost) + spares.usage + rasterizer.usage
    }
}
