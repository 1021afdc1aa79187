import CCairo
import TactileCore

/// Blurred rounded-rectangle masks (A8 Cairo surfaces), made once per shape and blur and
/// reused: a shadow then costs one masked fill per frame instead of a blur.
final class ShadowMasks {
    /// A shape in buffer pixels: its size, corner radius and blur radius (halves kept for the radii).
    private struct Key: Hashable {
        let width: Int
        let height: Int
        let doubledCornerRadius: Int
        let doubledBlur: Int
    }

    /// Mask bytes kept. A limit in bytes, not in masks: a pinched view makes a mask for every
    /// size it passes through, each as large as the view (up to megabytes).
    static let byteBudget = 3 << 19
    /// Blurred masks by shape, costed in bytes.
    private let masks = BoundedCache<Key, Mask>(budget: byteBudget) { $0.release() }
    /// Mask pixels drawn and blurred since the cache was made: what its misses cost.
    private(set) var blurredPixels = 0

    /// A blurred mask: its A8 surface and a pixman image of the same pixels.
    typealias Mask = PixmanSurface

    /// The mask of a `width`×`height` rectangle with `cornerRadius`, blurred by `blur` (all in
    /// buffer pixels), and the margin in whole pixels around the rectangle on every side.
    func mask(width: Int, height: Int, cornerRadius: Double, blur: Double) -> (mask: Mask, padding: Int) {
        let key = Key(width: width, height: height, doubledCornerRadius: Int((cornerRadius * 2).rounded()),
                      doubledBlur: Int((blur * 2).rounded()))
        let padding = Int((Double(key.doubledBlur) / 2).rounded(.up))
        if let mask = masks.value(for: key) { return (mask, padding) }
        let surface = makeMask(key, padding: padding)
        let mask = Mask(surface)
        masks.insert(mask, for: key, cost: Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface)))
        return (mask, padding)
    }

    /// Releases every mask.
    func removeAll() { masks.removeAll() }

    /// What the cache holds: masks, and their bytes (at most `byteBudget` plus one mask).
    var usage: CacheUsage { CacheUsage(entries: masks.count, bytes: masks.cost) }

    private func makeMask(_ key: Key, padding pad: Int) -> OpaquePointer {
        let blur = Double(key.doubledBlur) / 2
        let width = key.width + 2 * pad, height = key.height + 2 * pad
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        blurredPixels += width * height
        let cairo = cairo_create(surface)!
        let shape = Rect(x: Double(pad), y: Double(pad), width: Double(key.width), height: Double(key.height))
        setPath(Path(roundedRect: shape, cornerRadius: Double(key.doubledCornerRadius) / 2), on: cairo)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = cairo_image_surface_get_data(surface)!
        // Up to three box blurs in each direction approach a Gaussian; their reach (passes ×
        // box radius) stays within the blur radius, so within the padding.
        let passes = blur >= 3 ? 3 : Int(blur)
        let boxRadius = blur >= 3 ? Int(blur / 3) : 1
        for _ in 0..<passes {
            boxBlur(pixels, count: width, lines: height, step: 1, lineStep: stride, radius: boxRadius)
            boxBlur(pixels, count: height, lines: width, step: stride, lineStep: 1, radius: boxRadius)
        }
        cairo_surface_mark_dirty(surface)
        return surface
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
