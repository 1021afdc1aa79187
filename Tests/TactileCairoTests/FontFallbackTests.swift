import CPango
import Testing
@testable import TactileCairo
import TactileCore

/// Scripts the default font (DejaVu Sans) lacks fall back through fontconfig to the fonts
/// `.ci/install` installs (Lohit Devanagari, WenQuanYi Micro Hei for Han, Kana and
/// Hangul): Pango shapes every character with a real glyph, none with the missing-glyph box of
/// its code point, and the renderer draws them as ink.
@Suite struct FontFallbackTests {
    let style = TextStyle(font: Font(size: 32))

    /// How many glyphs of `text`'s layout, as the renderer's text code makes it, are
    /// missing-glyph boxes (PANGO_GLYPH_UNKNOWN_FLAG).
    func unknownGlyphs(in text: String) -> Int {
        let pango = PangoText()
        let layout = pango.makeLayout(text, style: style, width: nil, cairo: pango.measureCairo)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var unknown = 0
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let glyphs = UnsafeRawPointer(run).assumingMemoryBound(to: TactileGlyphItem.self).pointee.glyphs.pointee
            unknown += UnsafeBufferPointer(start: glyphs.glyphs, count: Int(glyphs.num_glyphs))
                .count { $0.glyph & tactile_pango_glyph_unknown_flag != 0 }
        } while pango_layout_iter_next_run(iterator) != 0
        return unknown
    }

    /// The dark pixels of `text` drawn black on white by the renderer.
    func inkPixels(of text: String) -> Int {
        let root = rootView(width: 240, height: 60)
        root.addSubview(Label(frame: Rect(x: 10, y: 5, width: 220, height: 50), text: text, style: style))
        let canvas = renderFully(root)
        var dark = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.hex(x, y) < "#ff808080" { dark += 1 }
        }
        return dark
    }

    @Test func aCodePointNoFontHasIsAMissingGlyphBox() {
        // U+0378 is unassigned: no font has a glyph for it.
        #expect(unknownGlyphs(in: "\u{378}") == 1)
    }

    @Test(arguments: ["नमस्ते", "日本語", "한국어"])
    func aScriptTheDefaultFontLacksDrawsRealGlyphs(text: String) {
        #expect(unknownGlyphs(in: text) == 0)
        #expect(inkPixels(of: text) > 100)
    }
}
