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

    /// Fills the outlines of the text `key` lays out, its top-left corner at `origin` (user
    /// space of `cairo`), in `style`'s colour.
    func drawOutline(_ key: LayoutKey, style: TextStyle, at origin: Point, cairo: OpaquePointer, bufferScale: Double) {
        let outlineKey = OutlineKey(layout: key, scale: bufferScale)
        let path: UnsafeMutablePointer<cairo_path_t>
        if let cached = outlines.value(for: outlineKey) {
            path = cached
        } else {
            path = makeOutline(key, style: style, scale: bufferScale)
            outlines.insert(path, for: outlineKey, cost: Self.cost(of: path))
        }
        let color = style.color
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_translate(cairo, origin.x, origin.y)
        cairo_append_path(cairo, path)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cairo)
        cairo_restore(cairo)
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
