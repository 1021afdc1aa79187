import CCairo
import TactileCore

/// The coverage of a clip to a rounded rectangle, as Cairo computes it when it composites a
/// mask under that clip: it fills the clip's path into an alpha surface of the composite's area,
/// its edges cut at that area's sides. Where the area's left and right sides cut the corners'
/// arcs, the cut changes a few pixels' coverage by a level or two (Cairo's scan converter steps
/// those pixel rows differently), anywhere along the rows it cuts; where the area's top and
/// bottom lie changes nothing (no pixel differed over 60,000 random shapes, scales, tolerances
/// and areas). So one coverage, read over the clip's whole height in a tile, serves every
/// composite there with the same span of columns: a list's rows scrolling through its rounded
/// corners, each row in a new place every frame, all take the one coverage of their tile.
extension ClipEdgeCoverage {
    /// A clip to a rounded rectangle: the shape in buffer pixels (what is compared and hashed),
    /// and how the drawing context gave it to Cairo, from which its coverage is read: the
    /// rectangle and corner radius in user space, the transform to buffer pixels then (upright:
    /// no rotation or skew), and the curve tolerance.
    ///
    /// The same shape in buffer pixels is the same clip wherever its user space lies: a scroll
    /// view clips to its bounds, whose origin is its content offset, so its clip is given in a
    /// new user space at every scrolled frame, and is the same shape on screen. Cairo rounds the
    /// path's points to 1/256 pixel after transforming them, so two ways of giving one shape
    /// could differ there only if a point's transform rounded across such a step in its last
    /// bit; the scrolled lists of the pixel tests, at fractional scales too, never do.
    struct RoundedClip: Hashable {
        let rect: Rect
        let radius: Double
        let matrix: cairo_matrix_t
        let tolerance: Double

        /// The shape's edges and corner radii in buffer pixels, and the tolerance.
        private struct Shape: Hashable {
            let left, top, right, bottom, radiusX, radiusY, tolerance: Double
        }

        private var shape: Shape {
            Shape(left: matrix.xx * rect.minX + matrix.x0, top: matrix.yy * rect.minY + matrix.y0, right: matrix.xx * rect.maxX + matrix.x0,
                  bottom: matrix.yy * rect.maxY + matrix.y0, radiusX: matrix.xx * radius, radiusY: matrix.yy * radius, tolerance: tolerance)
        }

        static func == (left: RoundedClip, right: RoundedClip) -> Bool { left.shape == right.shape }

        func hash(into hasher: inout Hasher) { hasher.combine(shape) }
    }

    /// A rounded clip and the area its coverage is read over (canvas pixels).
    struct RoundedKey: Hashable {
        let clip: RoundedClip
        let box: PixmanCompositor.Box
    }

    /// The coverage of `clip` over `box` (canvas pixels: the columns of a composite's area, and
    /// the rows of the clip's whole height in the area drawn, the same for every composite
    /// there), as Cairo computes it for a composite whose area spans those columns and any of
    /// those rows: an A8 pixman image of `box`'s size; nil when a side is longer than `largestSide`.
    func roundedCoverage(of clip: RoundedClip, over box: PixmanCompositor.Box) -> OpaquePointer? {
        let width = box.right - box.left, height = box.bottom - box.top
        guard width <= Self.largestSide, height <= Self.largestSide else { return nil }
        let key = RoundedKey(clip: clip, box: box)
        if let coverage = roundedCoverages.value(for: key) { return coverage.image }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        // The path in the canvas's pixels, as Cairo transformed it there, then moved by whole
        // pixels into this surface (which moves its fixed-point coordinates exactly).
        cairo_surface_set_device_offset(surface, Double(-box.left), Double(-box.top))
        let cairo = cairo_create(surface)!
        cairo_set_tolerance(cairo, clip.tolerance)
        var matrix = clip.matrix
        cairo_set_matrix(cairo, &matrix)
        setPath(Path(roundedRect: clip.rect, cornerRadius: clip.radius), on: cairo)
        cairo_clip(cairo)
        cairo_identity_matrix(cairo)
        cairo_mask_surface(cairo, opaque, Double(box.left), Double(box.top))  // The default source: opaque black.
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let coverage = PixmanSurface(surface)
        roundedCoverages.insert(coverage, for: key, cost: Int(cairo_image_surface_get_stride(surface)) * height)
        return coverage.image
    }
}
