import CCairo
import CPango
import TactileCore

/// Text under a transform of its own (a turned putty, a pinched or lifted item) is filled from
/// its outlines instead of drawn as glyph images.
///
/// Why: Cairo and pixman keep a rendered image of every glyph at every transform they have
/// drawn it at (pixman's glyph cache holds up to 16,384 glyphs, Cairo's up to 512 pages of 32),
/// and fontconfig and Pango keep a font per transform besides. A label turning with a finger
/// is drawn at a new angle every frame, so the caches filled with one-off glyphs: on the
/// demo's soak, the heap grew from 5 MB to 30 MB within minutes, most of it glyph images
/// (heaptrack: `cairo_show_glyphs` → `pixman_glyph_cache_insert`). Outlines are made once per
/// text and buffer scale, at the buffer scale, hinted as the upright text is, and kept in a
/// cache bounded in bytes; any transform then only fills them.
extension PangoText {
    /// What an outline depends on: the laid-out text and the buffer scale it is made at.
    struct OutlineKey: Hashable {
        let layout: LayoutKey
        let scale: Double
    }

    /// Bytes of outlines kept (a 20-character label is about 20 KB of path data).
    static let outlineBudget = 1 << 20

    /// Whether text on `cairo` is drawn as glyph images: its transform is the buffer's scale
    /// and a translation, the transform of every upright label at rest.
    static func rastersGlyphs(cairo: OpaquePointer, bufferScale: Double) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return matrix.xy == 0 && matrix.yx == 0 && matrix.xx == bufferScale && matrix.yy == bufferScale
    }

    /// The outlines of a text and what they reach: the box of their points (curves lie within
    /// their control points), in logical pixels from the text's top-left corner.
    struct Outline {
        let path: UnsafeMutablePointer<cairo_path_t>
        let extents: Rect

        /// Keeps `path` (taking it over) and the box of its points.
        init(_ path: UnsafeMutablePointer<cairo_path_t>) {
            self.path = path
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            var index = 0
            while index < Int(path.pointee.num_data) {
                let length = Int(path.pointee.data[index].header.length)  // A header, then its points.
                for pointIndex in index + 1 ..< index + max(length, 1) {
                    let point = path.pointee.data[pointIndex].point
                    (minX, maxX, minY, maxY) = (min(minX, point.x), max(maxX, point.x), min(minY, point.y), max(maxY, point.y))
                }
                index += max(length, 1)
            }
            extents = minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : Rect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    /// Fills the outlines of the text `key` lays out, its top-left corner at `origin` (user
    /// space of `cairo`), in `style`'s colour; nothing where they lie outside the clip.
    func drawOutline(_ key: LayoutKey, style: TextStyle, at origin: Point, cairo: OpaquePointer, bufferScale: Double) {
        let outlineKey = OutlineKey(layout: key, scale: bufferScale)
        let outline: Outline
        if let cached = outlines.value(for: outlineKey) {
            outline = cached
        } else {
            outline = Outline(makeOutline(key, style: style, scale: bufferScale))
            outlines.insert(outline, for: outlineKey, cost: Self.cost(of: outline.path))
        }
        if Self.liesOutsideClip(outline.extents.offsetBy(dx: origin.x, dy: origin.y), cairo: cairo) { return }
        let color = style.color
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_translate(cairo, origin.x, origin.y)
        cairo_append_path(cairo, outline.path)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// True when a fill of a path whose points lie in `extents` (user space of `cairo`) would
    /// change no pixel: the clip's extents in user space lie farther than a canvas pixel from
    /// them, and the operator draws only where the path does (OVER, the renderer's). Why: a text
    /// turned with a putty is filled in every tile its label crosses, and appending its outline
    /// to a path costs Cairo's path buffers even where the fill then draws nothing.
    static func liesOutsideClip(_ extents: Rect, cairo: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER, let inverse = AffineTransform(matrix).inverted() else { return false }
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(cairo, &left, &top, &right, &bottom)
        let pixel = inverse.largestStretch  // The most a canvas pixel spans in user space.
        return extents.minX - pixel > right || extents.maxX + pixel < left || extents.minY - pixel > bottom || extents.maxY + pixel < top
    }

    /// The outlines of the text laid out at `scale` buffer pixels per logical pixel, in logical
    /// pixels from its top-left corner: the shapes the upright text's glyphs have at that scale.
    private func makeOutline(_ key: LayoutKey, style: TextStyle, scale: Double) -> UnsafeMutablePointer<cairo_path_t> {
        cairo_save(measureCairo)
        cairo_scale(measureCairo, scale, scale)
        let layout = makeLayout(key.string, style: style, width: key.width, cairo: measureCairo)
        cairo_new_path(measureCairo)
        cairo_move_to(measureCairo, 0, 0)
        pango_cairo_layout_path(measureCairo, layout)
        let path = cairo_copy_path(measureCairo)!
        cairo_new_path(measureCairo)
        cairo_restore(measureCairo)
        g_object_unref(UnsafeMutableRawPointer(layout))
        return path
    }

    /// The bytes a path holds: its header and its data points.
    private static func cost(of path: UnsafeMutablePointer<cairo_path_t>) -> Int {
        MemoryLayout<cairo_path_t>.stride + Int(path.pointee.num_data) * MemoryLayout<cairo_path_data_t>.stride
    }
}
