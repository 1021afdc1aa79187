import CCairo

/// How much of each pixel a clip to one upright rectangle covers where its edges are not whole
/// pixels, read from Cairo once per rectangle and area and kept: with it pixman composites a
/// mask under that clip as Cairo does, the mask's coverage multiplied by the clip's into an
/// alpha mask, then the colour composited through that (`PixmanCompositor`). A view drawing its
/// own content (a button) is clipped to its bounds, which a layout may put on fractional pixels;
/// its background's mask then reaches the pixels the clip covers in part, and Cairo made a
/// clip mask, a region and pixman images for it (about ten allocations) in every tile at every
/// frame.
///
/// Cairo computes the coverage of such a clip from the fractional parts of its edges alone, so
/// what is read for one area holds wherever the rectangle lies relative to it by whole pixels.
/// Bounded: areas of at most `largestSide` pixels a side, and at most `byteBudget` bytes kept.
///
/// It keeps the coverage of clips to rounded rectangles too (a list's rounded corners, which its
/// rows scroll through: see `roundedCoverage(of:over:)`), at most `roundedByteBudget` bytes.
final class ClipEdgeCoverage {
    /// A rectangle's edges in 1/256 buffer pixels (Cairo's fixed point).
    struct Edges: Hashable {
        let left, top, right, bottom: Int
    }

    /// The rectangle's edges relative to the area's top-left pixel, and the area's size.
    private struct Key: Hashable {
        let edges: Edges
        let width, height: Int
    }

    /// The coverage of one area: an A8 surface and a pixman image of its pixels.
    private typealias Coverage = PixmanSurface

    /// Side, in pixels, of the largest area composited so: a renderer's tiles fit.
    static let largestSide = 128
    /// Coverage bytes kept: a row of buttons on fractional pixels, in every tile they cross.
    static let byteBudget = 64 << 10
    private let coverages = BoundedCache<Key, Coverage>(budget: byteBudget) { $0.release() }
    /// Coverage bytes of rounded clips kept: every tile a list's corners reach, for each span
    /// of columns its rows take there (a few of 64×64 pixels each), several times over.
    static let roundedByteBudget = 256 << 10
    /// Coverages of rounded clips, least recently used evicted first (see `BoundedCache`).
    let roundedCoverages = BoundedCache<RoundedKey, PixmanSurface>(budget: roundedByteBudget) { $0.release() }
    /// A mask of full coverage, which Cairo composites under the clip to read its coverage.
    let opaque: OpaquePointer
    /// Where a mask's coverage times the clip's is composited into (an A8 pixman image of
    /// `largestSide` a side), kept from composite to composite.
    let product: OpaquePointer

    init() {
        let side = Int32(Self.largestSide)
        opaque = cairo_image_surface_create(CAIRO_FORMAT_A8, side, side)!
        let cairo = cairo_create(opaque)!
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(opaque)
        product = pixman_image_create_bits(PIXMAN_a8, side, side, nil, 0)!
    }

    deinit {
        coverages.removeAll()
        pixman_image_unref(product)
        cairo_surface_destroy(opaque)
    }

    /// The coverage, as Cairo composites a mask under a clip to `edges` (canvas pixels), of the
    /// pixels of `area` (whole canvas pixels): an A8 pixman image of its size; nil when the
    /// area is larger than `largestSide`.
    func coverage(of edges: Edges, in area: PixmanCompositor.Box) -> OpaquePointer? {
        let width = area.right - area.left, height = area.bottom - area.top
        guard width <= Self.largestSide, height <= Self.largestSide else { return nil }
        let key = Key(edges: Edges(left: edges.left - area.left * 256, top: edges.top - area.top * 256,
                                   right: edges.right - area.left * 256, bottom: edges.bottom - area.top * 256),
                      width: width, height: height)
        if let coverage = coverages.value(for: key) { return coverage.image }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let cairo = cairo_create(surface)!
        let rectangle = key.edges
        cairo_rectangle(cairo, Double(rectangle.left) / 256, Double(rectangle.top) / 256, Double(rectangle.right - rectangle.left) / 256,
                        Double(rectangle.bottom - rectangle.top) / 256)
        cairo_clip(cairo)
        cairo_mask_surface(cairo, opaque, 0, 0)  // The default source: opaque black.
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let coverage = Coverage(surface)
        coverages.insert(coverage, for: key, cost: Int(cairo_image_surface_get_stride(surface)) * height)
        return coverage.image
    }

    /// Releases every coverage kept.
    func removeAll() {
        coverages.removeAll()
        roundedCoverages.removeAll()
    }

    /// What is kept: coverages, and their bytes (at most `byteBudget` + `roundedByteBudget`).
    var usage: CacheUsage {
        CacheUsage(entries: coverages.count + roundedCoverages.count, bytes: coverages.cost + roundedCoverages.cost)
    }
}
