import CCairo
import TactileCore

/// Blurred rounded-rectangle masks (A8 Cairo surfaces), made once per shape and blur and
/// reused: a shadow then costs one masked fill per frame instead of a blur.
///
/// As with `RoundedRectMasks`, a mask that would take more than `bandedShapeBytes` is made in
/// bands of `RoundedRectMasks.bandHeight` buffer rows, those the area being drawn reaches:
/// otherwise a frame drawn tile by tile would blur a mask larger than the budget again in
/// every tile. A band is blurred with as many rows above and below as the blur reaches, so its
/// pixels are those of the whole mask's rows.
final class ShadowMasks {
    /// A shape in buffer pixels: its size, corner radius and blur radius (halves kept for the
    /// radii); the mask's rows kept, from its top row (padding included): all, or a band.
    private struct Key: Hashable {
        let width: Int
        let height: Int
        let doubledCornerRadius: Int
        let doubledBlur: Int
        let firstRow: Int
        let rowCount: Int
    }

    /// Mask bytes kept. A limit in bytes, not in masks: a pinched view makes a mask for every
    /// size it passes through, each as large as the view (up to megabytes).
    static let byteBudget = 3 << 19
    /// Bytes of the largest mask made whole rather than in bands of rows: a quarter of the
    /// budget, as for `RoundedRectMasks`.
    static let bandedShapeBytes = byteBudget / 4
    /// Blurred masks by shape, costed in bytes.
    private let masks = BoundedCache<Key, Mask>(budget: byteBudget) { $0.release() }
    /// Mask pixels drawn and blurred since the cache was made: what its misses cost.
    private(set) var blurredPixels = 0

    /// A blurred mask: its A8 surface and a pixman image of the same pixels.
    typealias Mask = PixmanSurface

    /// The margin in whole pixels around the rectangle on every side of the mask of a shadow
    /// blurred by `blur` buffer pixels.
    static func padding(blur: Double) -> Int {
        Int((Double(Int((blur * 2).rounded())) / 2).rounded(.up))
    }

    /// The mask of a `width`×`height` rectangle with `cornerRadius`, blurred by `blur` (all in
    /// buffer pixels), with `padding(blur:)` pixels around the rectangle, whose top row lies on
    /// buffer row `top`; `rows` are the buffer rows being drawn (nil: all). A mask larger than
    /// `bandedShapeBytes` holds just the bands reaching them, from its row `firstRow`; nil
    /// when none does.
    func mask(width: Int, height: Int, cornerRadius: Double, blur: Double, top: Int = 0,
              rows: Range<Int>? = nil) -> (mask: Mask, firstRow: Int)? {
        let padding = Self.padding(blur: blur)
        let wholeWidth = width + 2 * padding, wholeHeight = height + 2 * padding
        var firstRow = 0, lastRow = wholeHeight
        if let rows, wholeWidth * wholeHeight > Self.bandedShapeBytes {
            // Bands start at multiples of their height in the buffer, whose rows start at 0.
            let band = RoundedRectMasks.bandHeight
            firstRow = max(0, max(rows.lowerBound, 0) / band * band - top)
            lastRow = min(wholeHeight, (rows.upperBound + band - 1) / band * band - top)
            guard firstRow < lastRow else { return nil }
        }
        let key = Key(width: width, height: height, doubledCornerRadius: Int((cornerRadius * 2).rounded()),
                      doubledBlur: Int((blur * 2).rounded()), firstRow: firstRow, rowCount: lastRow - firstRow)
        if let mask = masks.value(for: key) { return (mask, firstRow) }
        let surface = makeMask(key, padding: padding)
        let mask = Mask(surface)
        masks.insert(mask, for: key, cost: Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface)))
        return (mask, firstRow)
    }

    /// Releases every mask.
    func removeAll() { masks.removeAll() }

    /// What the cache holds: masks, and their bytes (at most `byteBudget` plus one mask).
    var usage: CacheUsage { CacheUsage(entries: masks.count, bytes: masks.cost) }

    private func makeMask(_ key: Key, padding pad: Int) -> OpaquePointer {
        let blur = Double(key.doubledBlur) / 2
        // Up to three box blurs in each direction approach a Gaussian; their reach (passes ×
        // box radius) stays within the blur radius, so within the padding.
        let passes = blur >= 3 ? 3 : Int(blur)
        let boxRadius = blur >= 3 ? Int(blur / 3) : 1
        // A band is blurred with the rows the blur reaches it from (beyond the mask's own rows,
        // zeros either way): each pass spreads what differs at its edges a box radius further.
        let width = key.width + 2 * pad, wholeHeight = key.height + 2 * pad, reach = passes * boxRadius
        let top = max(0, key.firstRow - reach), bottom = min(wholeHeight, key.firstRow + key.rowCount + reach)
        let height = bottom - top
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        blurredPixels += width * height
        let cairo = cairo_create(surface)!
        let shape = Rect(x: Double(pad), y: Double(pad - top), width: Double(key.width), height: Double(key.height))
        setPath(Path(roundedRect: shape, cornerRadius: Double(key.doubledCornerRadius) / 2), on: cairo)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = cairo_image_surface_get_data(surface)!
        for _ in 0..<passes {
            boxBlur(pixels, count: width, lines: height, step: 1, lineStep: stride, radius: boxRadius)
            boxBlur(pixels, count: height, lines: width, step: stride, lineStep: 1, radius: boxRadius)
        }
        cairo_surface_mark_dirty(surface)
        guard top != key.firstRow || height != key.rowCount else { return surface }
        let band = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(key.rowCount))!
        let bandPixels = cairo_image_surface_get_data(band)!, bandStride = Int(cairo_image_surface_get_stride(band))
        for row in 0..<key.rowCount {
            (bandPixels + row * bandStride).update(from: pixels + (key.firstRow - top + row) * stride, count: width)
        }
        cairo_surface_mark_dirty(band)
        cairo_surface_destroy(surface)
        return band
    }

    /// Averages each run of `2·radius+1` bytes along `lines` lines of `count` bytes (zero beyond the ends).
    private func boxBlur(_ pixels: UnsafeMutablePointer<UInt8>, count: Int, lines: Int, step: Int, lineStep: Int, radius: Int) {
        var line = [Int](repeating: 0, count: count)
        let window = 2 * radius + 1
        for lineIndex in 0..<lines {
            let base = pixels + lineIndex * lineStep
            for index in 0..<count { line[index] = Int(base[index * step]) }
            var sum = 0
            for index in 0..<min(radius, count) { sum += line[index] }
            for index in 0..<count {
                if index + radius < count { sum += line[index + radius] }
                if index - radius - 1 >= 0 { sum -= line[index - radius - 1] }
                base[index * step] = UInt8((sum + window / 2) / window)
            }
        }
    }
}
