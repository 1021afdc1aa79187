import CCairo

/// Offscreen surfaces for transparency groups, kept from group to group: one ARGB32
/// `KeptSurface` per nesting depth.
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
    /// Groups nested deeper than this are pushed by Cairo.
    static let depthLimit = 4
    /// Side, in pixels, of the largest box a group surface holds: twice the renderer's tiles,
    /// under which every group it draws is clipped.
    static let largestSide = 128
    /// The most the surfaces take together.
    static let byteBudget = depthLimit * largestSide * largestSide * 4

    /// Surfaces by nesting depth; nil where none was needed yet.
    private var surfaces: [KeptSurface?] = Array(repeating: nil, count: depthLimit)
    /// Read from the drawing context when a group opens (made once rather than at every group).
    let fontOptions = cairo_font_options_create()!

    deinit {
        removeAll()
        cairo_font_options_destroy(fontOptions)
    }

    /// A surface for a group at `depth` (0: outermost) at least `width`×`height` pixels;
    /// nil when the depth or the size is beyond the limits (or Cairo cannot make the surface).
    func surface(depth: Int, width: Int, height: Int) -> KeptSurface? {
        guard depth < Self.depthLimit, width <= Self.largestSide, height <= Self.largestSide else { return nil }
        surfaces[depth] = KeptSurface.covering(width: width, height: height, format: CAIRO_FORMAT_ARGB32, replacing: surfaces[depth])
        return surfaces[depth]
    }

    /// Releases every surface.
    func removeAll() {
        for depth in surfaces.indices { release(depth) }
    }

    /// What the surfaces hold: how many, and their pixels' bytes (at most `byteBudget`).
    var usage: CacheUsage {
        surfaces.reduce(CacheUsage(entries: 0, bytes: 0)) { usage, surface in
            surface.map { usage + CacheUsage(entries: 1, bytes: $0.bytes) } ?? usage
        }
    }

    /// Releases the surface at `depth`, if any.
    private func release(_ depth: Int) {
        surfaces[depth]?.release()
        surfaces[depth] = nil
    }
}
