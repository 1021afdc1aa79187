import CCairo
import CPango
import TactileCore

/// Lays out, measures and draws text with Pango on Cairo. Keeps one font description per
/// distinct `Font`, a private 1×1 surface for measuring outside a frame, and the layouts and
/// sizes of recent texts: a label redrawn with the same text is not shaped again (shaping is
/// most of what drawing text allocates). Every font is shaped at its size × `textScale`.
final class PangoText: TextScaling {
    /// What a layout depends on: the text, its style but the colour (set on the Cairo
    /// context at each draw), the text scale its font is shaped at, and the wrapping width.
    struct LayoutKey: Hashable {
        let string: String
        let font: Font
        let textScale: Double
        let alignment: TextAlignment
        let baseDirection: LayoutDirection
        let maximumLines: Int
        let width: Double?

        init(_ string: String, style: TextStyle, textScale: Double, width: Double?) {
            self.string = string
            font = style.font
            self.textScale = textScale
            alignment = style.alignment
            baseDirection = style.baseDirection
            maximumLines = style.maximumLines
            self.width = width
        }
    }

    /// How much larger than its size each font is shaped (the window's
    /// `LayoutEnvironment.textScale`, which sets it). Every cache's key holds the scale it was
    /// made at, so entries of another scale are never taken for this one's.
    var textScale: Double = 1

    /// The scale `font` is shaped at: `textScale`, or 1 for a font that keeps its size.
    func scale(of font: Font) -> Double { font.keepsSize ? 1 : textScale }

    /// The key of `string` laid out in `style` at the text scale, wrapped at `width` when given.
    func layoutKey(_ string: String, style: TextStyle, width: Double?) -> LayoutKey {
        LayoutKey(string, style: style, textScale: scale(of: style.font), width: width)
    }

    /// Estimated bytes of laid-out text kept: Pango's layouts live in GLib's heap, so each is
    /// costed at `layoutCost`, enough for every label of a few screens.
    static let layoutBudget = 1 << 19
    /// Sizes kept (a handful of bytes each).
    static let sizeBudget = 1024
    /// A layout's estimated bytes: its fixed structures, and glyph and cluster data per byte
    /// of text (an over-estimate, so that the budget holds).
    static func layoutCost(of string: String) -> Int { layoutCost(of: string.utf8.count) }
    /// The estimated bytes of a layout of `bytes` bytes of text.
    static func layoutCost(of bytes: Int) -> Int { 2048 + 128 * bytes }
    /// Estimated bytes of lines kept for carets (see `PangoLine`): a few lines being edited,
    /// even of 2,000 characters (about 400 KB each at the estimate). A line costing more
    /// than the whole budget would be laid out again at every lookup.
    static let lineBudget = 1 << 21

    /// Font descriptions by `Font` at the size they are shaped at (its size × its scale), at
    /// most `fontBudget` of them: an app animating a font size would otherwise add one per
    /// size for ever. A layout keeps its own copy of its description, so one evicted here
    /// takes nothing from a cached layout.
    let fonts = BoundedCache<Font, OpaquePointer>(budget: fontBudget) { pango_font_description_free($0) }
    /// Font descriptions kept (each costs 1).
    static let fontBudget = 64
    private let measureSurface: OpaquePointer
    /// Measures at the identity transform; outlines are made on it at a buffer scale (see
    /// `PangoText+Outlines.swift`), and it is back at the identity after each use.
    let measureCairo: OpaquePointer
    /// `measureCairo`'s state at the identity, where lines are laid out.
    let measureState: PangoContextState
    /// Font options that `contextState(of:)` reads a context's into.
    private let scratchOptions = cairo_font_options_create()!
    /// Layouts drawn recently, each made on a drawing context and laid out again only for a
    /// context in another state (see `DrawnLayout`).
    private let layouts = BoundedCache<LayoutKey, DrawnLayout>(budget: layoutBudget) { _ in }
    /// Single lines laid out for caret positions, hit-testing and drawing (text being edited).
    let lines = BoundedCache<LayoutKey, PangoLine>(budget: lineBudget) { _ in }
    /// The lines of several pieces laid out last, with their style (the string left empty),
    /// newest last: the next line in that style, most often one of them after a keystroke,
    /// reuses the unchanged pieces of the one it shares most with.
    var recentLines: [(style: LayoutKey, line: PangoLine)] = []
    /// The line looked up last (also in `lines`, or `recentLines` after it left them).
    var lastLine: (key: LayoutKey, line: PangoLine)?
    /// Text wrapped at a width laid out for caret positions, hit-testing and drawing (text
    /// being edited in a field of several lines), one layout each.
    let blocks = BoundedCache<LayoutKey, CaretLayout>(budget: lineBudget) { _ in }
    /// The wrapped text looked up last.
    var lastBlock: (key: LayoutKey, block: CaretLayout)?
    /// How many `recentLines` are kept: a few fields edited in turn.
    static let recentLineCount = 4
    /// Sizes measured recently (each costs 1).
    private let sizes = BoundedCache<LayoutKey, Size>(budget: sizeBudget) { _ in }
    /// Outlines of texts drawn under a rotation or a scale of their own, by text and buffer scale.
    let outlines = BoundedCache<OutlineKey, Outline>(budget: outlineBudget) {
        cairo_path_destroy($0.path)
    }

    init() {
        measureSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        measureCairo = cairo_create(measureSurface)
        measureState = PangoContextState(measureCairo, readingInto: scratchOptions)
    }

    /// The state of `cairo` now, as layouts drawn on it depend on it.
    func contextState(of cairo: OpaquePointer) -> PangoContextState {
        PangoContextState(cairo, readingInto: scratchOptions)
    }

    deinit {
        layouts.removeAll()  // Before the font descriptions they use.
        outlines.removeAll()
        lines.removeAll()
        recentLines.removeAll()
        lastLine = nil
        blocks.removeAll()
        lastBlock = nil
        fonts.removeAll()
        cairo_destroy(measureCairo)
        cairo_surface_destroy(measureSurface)
        cairo_font_options_destroy(scratchOptions)
    }

    /// The size in logical pixels of `string` laid out in `style`, wrapped at `width` when given.
    func size(of string: String, style: TextStyle, width: Double?) -> Size {
        let key = layoutKey(string, style: style, width: width)
        if let last = lastLine, last.key == key {
            // The line being edited: no hashing of its text.
            let unit = Double(tactile_pango_scale)
            return Size(width: Double(last.line.width) / unit, height: Double(last.line.height) / unit)
        }
        if let last = lastBlock, last.key == key {
            // The text being edited in a field of several lines: no second shaping.
            let unit = Double(tactile_pango_scale)
            return Size(width: Double(last.block.width) / unit, height: Double(last.block.height) / unit)
        }
        if let size = sizes.value(for: key) { return size }
        var pangoWidth: Int32 = 0, pangoHeight: Int32 = 0
        if let line = lines.value(for: key) {
            // A line being edited is already laid out: no second shaping.
            (pangoWidth, pangoHeight) = (line.width, line.height)
        } else {
            let layout = makeLayout(string, style: style, width: width, cairo: measureCairo)
            pango_layout_get_size(layout, &pangoWidth, &pangoHeight)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        let unit = Double(tactile_pango_scale)
        let size = Size(width: Double(pangoWidth) / unit, height: Double(pangoHeight) / unit)
        sizes.insert(size, for: key, cost: 1)
        return size
    }

    /// Draws `string` from the top-left of `rect` (user space of `cairo`), wrapped to its width.
    /// `bufferScale` is the buffer pixels per logical pixel of the target: text whose transform
    /// adds a rotation or a scale of its own to it is filled from outlines (see `drawOutline`).
    func draw(_ string: String, style: TextStyle, in rect: Rect, cairo: OpaquePointer, bufferScale: Double) {
        let key = layoutKey(string, style: style, width: rect.width)
        if !Self.rastersGlyphs(cairo: cairo, bufferScale: bufferScale) {
            drawOutline(key, style: style, at: rect.origin, cairo: cairo, bufferScale: bufferScale)
            return
        }
        let layout: OpaquePointer
        let state = contextState(of: cairo)
        if let cached = layouts.value(for: key) {
            cached.update(for: cairo, state: state)
            layout = cached.layout
        } else {
            layout = makeLayout(string, style: style, width: rect.width, cairo: cairo)
            layouts.insert(DrawnLayout(layout: layout, state: state), for: key, cost: Self.layoutCost(of: string))
        }
        let color = style.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, rect.minX, rect.minY)
        pango_cairo_show_layout(cairo, layout)
    }

    func makeLayout(_ string: String, style: TextStyle, width: Double?, cairo: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cairo)!
        pango_layout_set_font_description(layout, fontDescription(style.font))
        pango_layout_set_text(layout, string, -1)
        if let width {
            pango_layout_set_width(layout, Int32((width * Double(tactile_pango_scale)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let rightToLeft = style.baseDirection == .rightToLeft
        if rightToLeft {
            pango_context_set_base_dir(pango_layout_get_context(layout), PANGO_DIRECTION_WEAK_RTL)
            pango_layout_context_changed(layout)
        }
        pango_layout_set_alignment(layout, Self.pangoAlignment(style.alignment, text: string, rightToLeft: rightToLeft))
        if style.maximumLines > 0 {
            // A negative height limits the paragraph to that many lines.
            pango_layout_set_height(layout, Int32(-style.maximumLines))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        return layout
    }

    /// What to ask Pango for so that lines go where `alignment` says. Each paragraph takes the
    /// direction of its first letter (the base direction without one), and Pango swaps left
    /// and right on a line whose paragraph runs against the base direction: which is
    /// `.natural` (left asked in a left-to-right base, right in a right-to-left one), and is
    /// undone for an explicit side by asking the other one when the first paragraph runs
    /// against the base (later paragraphs against the first one's direction keep Pango's swap).
    static func pangoAlignment(_ alignment: TextAlignment, text: String, rightToLeft: Bool) -> PangoAlignment {
        switch alignment {
        case .center: return PANGO_ALIGN_CENTER
        case .natural: return rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .left, .right:
            let against = firstParagraphIsRightToLeft(text).map { $0 != rightToLeft } ?? false
            return (alignment == .left) != against ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    /// Whether the first paragraph of `text` runs right to left by its first letter, as Pango
    /// finds a paragraph's direction; nil when it has no letter before the first line break.
    static func firstParagraphIsRightToLeft(_ text: String) -> Bool? {
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2029}" { return nil }
            switch pango_unichar_direction(scalar.value) {
            case PANGO_DIRECTION_LTR: return false
            case PANGO_DIRECTION_RTL: return true
            default: continue
            }
        }
        return nil
    }

    /// Pango's description of `font` at the size it is shaped at.
    private func fontDescription(_ requested: Font) -> OpaquePointer {
        var font = requested
        let scale = scale(of: font)
        if scale != 1 { font.size *= scale }
        if let description = fonts.value(for: font) { return description }
        let description = pango_font_description_from_string(font.family + (font.isBold ? " Bold" : ""))!
        pango_font_description_set_absolute_size(description, font.size * Double(tactile_pango_scale))
        fonts.insert(description, for: font, cost: 1)
        return description
    }

    /// Releases every cached layout, size, outline and font description.
    func removeCachedLayouts() {
        layouts.removeAll()
        lines.removeAll()
        recentLines.removeAll()
        lastLine = nil
        blocks.removeAll()
        lastBlock = nil
        sizes.removeAll()
        outlines.removeAll()
        fonts.removeAll()
    }

    /// Estimated bytes of a font description: the structure and its family name.
    private static let fontDescriptionCost = 128

    /// What the caches hold: layouts (drawn and for carets), sizes, outlines and font
    /// descriptions, and their (for layouts and descriptions estimated) bytes.
    var usage: CacheUsage {
        CacheUsage(entries: layouts.count + lines.count + blocks.count + sizes.count + outlines.count + fonts.count,
                   bytes: layouts.cost + lines.cost + blocks.cost + sizes.cost * MemoryLayout<Size>.stride + outlines.cost
                       + fonts.cost * Self.fontDescriptionCost)
    }
}
