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
    /// The surface, its context (opaque black, at Cairo's defaults otherwise) and a pixman
    /// image of its pixels; nil until a first fill needs them.
    private var surface: OpaquePointer?
    private var cairo: OpaquePointer?
    private(set) var image: OpaquePointer?
    /// The surface's size in pixels.
    private(set) var width = 0, height = 0

    deinit { release() }

    /// Rasterises the coverage of `path` under `matrix` (user space to canvas pixels, the
    /// canvas's own), flattened to `tolerance` with `antialias` and `fillRule`, as Cairo fills it under a clip
    /// to `box` (canvas pixels): into the surface's top-left `box`-sized corner, the rest of
    /// which holds nothing. Returns the pixman image of the surface; nil when `box` is larger
    /// than `largestSide`.
    func coverage(of path: Path, matrix: cairo_matrix_t, tolerance: Double, antialias: cairo_antialias_t,
                  fillRule: cairo_fill_rule_t, clippedTo box: PixmanCompositor.Box) -> OpaquePointer? {
        let boxWidth = box.right - box.left, boxHeight = box.bottom - box.top
        guard boxWidth <= Self.largestSide, boxHeight <= Self.largestSide, let cairo = context(width: boxWidth, height: boxHeight),
              let surface, let image else { return nil }
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
        cairo_fill(cairo)
        cairo_restore(cairo)
        cairo_surface_flush(surface)
        return image
    }

    /// Releases the surface.
    func removeAll() { release() }

    /// What is kept: the surface, and its pixels' bytes (at most `largestSide` squared).
    var usage: CacheUsage {
        guard let surface else { return CacheUsage(entries: 0, bytes: 0) }
        return CacheUsage(entries: 1, bytes: Int(cairo_image_surface_get_stride(surface)) * height)
    }

    /// The context of a surface at least `width`×`height` pixels, made or grown (to the larger
    /// of both sides: areas cut at a buffer's edges alternate with whole ones) when needed.
    private func context(width: Int, height: Int) -> OpaquePointer? {
        if let cairo, self.width >= width, self.height >= height { return cairo }
        let side = (width: max(width, self.width), height: max(height, self.height))
        release()
        let made = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side.width), Int32(side.height))!
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            return nil
        }
        let context = cairo_create(made)!
        cairo_set_source_rgb(context, 0, 0, 0)  // Opaque: Cairo writes the coverage itself.
        surface = made
        cairo = context
        image = pixmanImage(of: made)
        (self.width, self.height) = side
        return context
    }

    private func release() {
        if let image { pixman_image_unref(image) }  // Before the surface whose pixels it shows.
        if let cairo { cairo_destroy(cairo) }
        if let surface { cairo_surface_destroy(surface) }
        (image, cairo, surface) = (nil, nil, nil)
        (width, height) = (0, 0)
    }
}
