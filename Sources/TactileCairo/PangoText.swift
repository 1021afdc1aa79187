import CCairo
import CPango
import TactileCore

/// Lays out, measures and draws text with Pango on Cairo. Keeps one font description per
/// distinct `Font` and a private 1×1 surface for measuring outside a frame.
final class PangoText {
    private var fonts: [Font: OpaquePointer] = [:]
    private let measureSurface: OpaquePointer
    private let measureCairo: OpaquePointer

    init() {
        measureSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        measureCairo = cairo_create(measureSurface)
    }

    deinit {
        for description in fonts.values { pango_font_description_free(description) }
        cairo_destroy(measureCairo)
        cairo_surface_destroy(measureSurface)
    }

    /// The size in logical pixels of `string` laid out in `style`, wrapped at `width` when given.
    func size(of string: String, style: TextStyle, width: Double?) -> Size {
        let layout = makeLayout(string, style: style, width: width, cairo: measureCairo)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var pangoWidth: Int32 = 0, pangoHeight: Int32 = 0
        pango_layout_get_size(layout, &pangoWidth, &pangoHeight)
        let unit = Double(tactile_pango_scale)
        return Size(width: Double(pangoWidth) / unit, height: Double(pangoHeight) / unit)
    }

    /// Draws `string` from the top-left of `rect` (user space of `cairo`), wrapped to its width.
    func draw(_ string: String, style: TextStyle, in rect: Rect, cairo: OpaquePointer) {
        let layout = makeLayout(string, style: style, width: rect.width, cairo: cairo)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let color = style.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, rect.minX, rect.minY)
        pango_cairo_show_layout(cairo, layout)
    }

    private func makeLayout(_ string: String, style: TextStyle, width: Double?, cairo: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cairo)!
        pango_layout_set_font_description(layout, fontDescription(style.font))
        pango_layout_set_text(layout, string, -1)
        if let width {
            pango_layout_set_width(layout, Int32((width * Double(tactile_pango_scale)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch style.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if style.maximumLines > 0 {
            // A negative height limits the paragraph to that many lines.
            pango_layout_set_height(layout, Int32(-style.maximumLines))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        return layout
    }

    private func fontDescription(_ font: Font) -> OpaquePointer {
        if let description = fonts[font] { return description }
        let description = pango_font_description_from_string(font.family + (font.isBold ? " Bold" : ""))!
        pango_font_description_set_absolute_size(description, font.size * Double(tactile_pango_scale))
        fonts[font] = description
        return description
    }
}
