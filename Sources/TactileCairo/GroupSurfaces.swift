import CCairo

/// Offscreen surfaces for transparency groups, kept from group to group: one ARGB32 image
/// surface per nesting depth, with a Cairo context and a pixman image over its pixels.
///
/// Why: `cairo_push_group` makes a surface, a pixman image and a copy of the clip for every
/// group, and `cairo_pop_group` a pattern, each freed again once the group is composited: a
/// translucent view (a lifted tile) repainted tile by tile at every motion of a drag cost
/// about eight C allocations a tile. A group whose clip is one box of whole pixels is drawn
/// into one of these instead, the box at the surface's top-left (see `CairoDrawingContext`).
///
/// Bounded: at most `depthLimit` surfaces (a deeper group is left to Cairo), each at most
/// `largestSide` pixels a side (a larger box is left to Cairo), so at most `byteBudget` bytes.
final class GroupSurfaces {
    /// A surface ready to draw a group into: its Cairo context (at its defaults, no clip), a
    /// pixman image of its pixels, and its size in pixels.
    struct Surface {
        let surface: OpaquePointer
        let cairo: OpaquePointer
        let image: OpaquePointer
        let width: Int
        let height: Int
    }

    /// Groups nested deeper than this are pushed by Cairo.
    static let depthLimit = 4
    /// Side, in pixels, of the largest box a group surface holds: twice the renderer's tiles,
    /// under which every group it draws is clipped.
    static let largestSide = 128
    /// The most the surfaces take together.
    static let byteBudget = depthLimit * largestSide * largestSide * 4

    /// Surfaces by nesting depth; nil where none was needed yet.
    private var surfaces: [Surface?] = Array(repeating: nil, count: depthLimit)
    /// Read from the drawing context when a group opens (made once rather than at every group).
    let fontOptions = cairo_font_options_create()!

    deinit {
        removeAll()
        cairo_font_options_destroy(fontOptions)
    }

    /// A surface for a group at `depth` (0: outermost) at least `width`×`height` pixels;
    /// nil when the depth or the size is beyond the limits.
    func surface(depth: Int, width: Int, height: Int) -> Surface? {
        guard depth < Self.depthLimit, width <= Self.largestSide, height <= Self.largestSide else { return nil }
        if let kept = surfaces[depth], kept.width >= width, kept.height >= height { return kept }
        // Grown to the larger of both sides: boxes cut at a buffer's edges alternate with whole ones.
        let side = (width: max(width, surfaces[depth]?.width ?? 0), height: max(height, surfaces[depth]?.height ?? 0))
        release(depth)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side.width), Int32(side.height))!
        let made = Surface(surface: surface, cairo: cairo_create(surface)!, image: pixmanImage(of: surface), width: side.width,
                           height: side.height)
        surfaces[depth] = made
        return made
    }

    /// Releases every surface.
    func removeAll() {
        for depth in surfaces.indices { release(depth) }
    }

    /// What the surfaces hold: how many, and their pixels' bytes (at most `byteBudget`).
    var usage: CacheUsage {
        surfaces.reduce(CacheUsage(entries: 0, bytes: 0)) { usage, surface in
            guard let surface else { return usage }
            return usage + CacheUsage(entries: 1, bytes: Int(cairo_image_surface_get_stride(surface.surface)) * surface.height)
        }
    }

    /// Releases the surface at `depth`, if any.
    private func release(_ depth: Int) {
        guard let surface = surfaces[depth] else { return }
        pixman_image_unref(surface.image)  // Before the surface whose pixels it shows.
        cairo_destroy(surface.cairo)
        cairo_surface_destroy(surface.surface)
        surfaces[depth] = nil
    }
}
