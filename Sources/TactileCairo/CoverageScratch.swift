import CCairo
import TactileCore

/// One A8 surface, kept from fill to fill, into which a translucent fill under a turned or
/// skewed transform is rasterised for one repainted area before pixman composites its colour
/// through it (see `CairoDrawingContext.fill`).
///
/// Why: Cairo fills such a path on the canvas through a span renderer that makes a pixman
/// image of the colour and a row mask for every fill (Debian's Cairo keeps no solid-colour
/// cache), and a turned putty's shadow layers are filled in every tile they cross at every
/// motion. Filled in opaque black into this surface, the same path takes Cairo's plain
/// coverage writer instead, and the colour is a source the compositor keeps.
///
/// Why not once per frame: Cairo limits a path to the clip's one box before scan-converting
/// it, and how it converts a row of pixels depends on the edges in that row, so a tile's
/// coverage differs by a level here and there from the whole shape's. The coverage is
/// rasterised under a clip to exactly the area the canvas is clipped to: the same polygon,
/// the same rows, the same bytes.
///
/// Bounded: one surface at most `largestSide` pixels a side (a larger area is left to Cairo).
final class CoverageScratch {
    /// Side, in pixels, of the largest area rasterised here: twice the renderer's tiles.
    static let largestSide = 128
    /// The A8 surface (its context's source opaque black); nil until a first fill needs it.
    private var kept: KeptSurface?

    deinit { removeAll() }

    /// The surface's size in pixels (0 when there is none).
    var width: Int { kept?.width ?? 0 }
    var height: Int { kept?.height ?? 0 }

    /// Rasterises the coverage of `path` under `matrix` (user space to canvas pixels, the
    /// canvas's own), flattened to `tolerance` with `antialias` and `fillRule`, as Cairo fills it under a clip
    /// to `box` (canvas pixels): into the surface's top-left `box`-sized corner, the rest of
    /// which holds nothing. Returns the pixman image of the surface; nil when `box` is larger
    /// than `largestSide`.
    func coverage(of path: Path, matrix: cairo_matrix_t, tolerance: Double, antialias: cairo_antialias_t,
                  fillRule: cairo_fill_rule_t, clippedTo box: PixmanCompositor.Box) -> OpaquePointer? {
        let boxWidth = box.right - box.left, boxHeight = box.bottom - box.top
        guard boxWidth <= Self.largestSide, boxHeight <= Self.largestSide else { return nil }
        kept = KeptSurface.covering(width: boxWidth, height: boxHeight, format: CAIRO_FORMAT_A8, replacing: kept)
        guard let kept else { return nil }
        let (surface, cairo, image) = (kept.surface, kept.cairo, kept.image)
        cairo_surface_flush(surface)
        pixman_fill(pixman_image_get_data(image), pixman_image_get_stride(image) / 4, 8, 0, 0, Int32(boxWidth), Int32(boxHeight), 0)
        // Canvas pixels land on the surface shifted by whole pixels: the same fixed-point
        // coordinates, moved, as Cairo converts them for the canvas.
        cairo_surface_set_device_offset(surface, Double(-box.left), Double(-box.top))
        cairo_surface_mark_dirty_rectangle(surface, Int32(box.left), Int32(box.top), Int32(boxWidth), Int32(boxHeight))
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, Double(box.left), Double(box.top), Double(boxWidth), Double(boxHeight))
        cairo_clip(cairo)
        var matrix = matrix
        cairo_set_matrix(cairo, &matrix)
        cairo_set_tolerance(cairo, tolerance)
        cairo_set_antialias(cairo, antialias)
        cairo_set_fill_rule(cairo, fillRule)
        setPath(path, on: cairo)
        cairo_fill(cairo)  // Opaque black: Cairo writes the coverage itself.
        cairo_restore(cairo)
        cairo_surface_flush(surface)
        return image
    }

    /// Releases the surface.
    func removeAll() {
        kept?.release()
        kept = nil
    }

    /// What is kept: the surface, and its pixels' bytes (at most `largestSide` squared).
    var usage: CacheUsage {
        guard let kept else { return CacheUsage(entries: 0, bytes: 0) }
        return CacheUsage(entries: 1, bytes: kept.bytes)
    }
}
