import CPango

/// Where within a buffer pixel a text's origin may move without changing its pixels. Cairo
/// (1.16, the version the project builds with) draws each glyph's image at the glyph's
/// position rounded to a whole buffer pixel (after taking it to its 24.8 fixed point), and
/// keeps one image per glyph, not one per sub-pixel place: so the pixels of a text drawn with
/// its origin at phase `p` of a pixel change only where `p` carries some glyph's position
/// across half a pixel (within a 256th of a pixel, see `margin`). Those phases are
/// the thresholds kept here, per axis; every phase between two of them draws the same pixels,
/// and one picture of the text serves them all (an on-screen keyboard sliding in puts its
/// labels at a new phase every frame, on a handful of such spans).
///
/// A text with a glyph Pango draws otherwise (the box of a code point no font has, drawn as
/// filled rectangles on fractional pixels) has none: it is pictured at its exact phase.
struct GlyphPhases {
    /// Phases (0 ≤ phase < 1), ascending, at which some glyph's rounded position changes.
    let x: [Double], y: [Double]

    /// How close, in buffer pixels, a phase may come to a threshold and still be taken for a
    /// side of it: Cairo takes glyph positions to its 24.8 fixed point before it rounds them,
    /// so a phase less than half a 256th below a threshold is drawn as the threshold itself.
    static let margin = 1.0 / 256

    /// The thresholds of `layout`'s glyphs drawn at `scale` buffer pixels per user-space unit
    /// (an upright transform); nil when a glyph is not drawn as a glyph image.
    init?(layout: OpaquePointer, scale: Double) {
        var xs: [Double] = [], ys: [Double] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let item = UnsafeRawPointer(run).assumingMemoryBound(to: TactileGlyphItem.self).pointee
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Int(pango_layout_iter_get_baseline(iterator)) - Int(item.y_offset)
            var advance = Int(logical.x)
            let glyphs = item.glyphs.pointee
            for glyph in UnsafeBufferPointer(start: glyphs.glyphs, count: Int(glyphs.num_glyphs)) {
                defer { advance += Int(glyph.width) }
                if glyph.glyph == tactile_pango_glyph_empty { continue }
                if glyph.glyph & tactile_pango_glyph_unknown_flag != 0 { return nil }
                xs.append(Self.threshold(at: advance + Int(glyph.x_offset), scale: scale))
                ys.append(Self.threshold(at: baseline + Int(glyph.y_offset), scale: scale))
            }
        } while pango_layout_iter_next_run(iterator) != 0
        x = Array(Set(xs)).sorted()
        y = Array(Set(ys)).sorted()
    }

    /// The phase of the origin at which a glyph `offset` Pango units from it reaches half a
    /// buffer pixel, where its rounded position changes.
    private static func threshold(at offset: Int, scale: Double) -> Double {
        let place = scale * Double(offset) / Double(tactile_pango_scale)
        let phase = 0.5 - (place - place.rounded(.down))
        return phase - phase.rounded(.down)
    }

    /// The phase drawn for `phase` (0 ≤ phase < 1) among `thresholds`: the middle of the span
    /// between the thresholds around it, where the text draws the pixels it draws at `phase`;
    /// `phase` itself when it lies within `margin` of a threshold.
    static func representative(of phase: Double, among thresholds: [Double]) -> Double {
        var lower = 0.0, upper = 1.0
        for threshold in thresholds {
            if abs(threshold - phase) < margin || abs(threshold - phase) > 1 - margin { return phase }
            if threshold < phase { lower = threshold } else if threshold < upper { upper = threshold }
        }
        return (lower + upper) / 2
    }
}
