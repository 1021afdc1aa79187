import CCairo
import CPango
import Testing
@testable import TactileCairo
import TactileCore

/// A line laid out in pieces (`PangoLine`) against Pango's layout of the whole line: the same
/// carets, hit-testing, visual steps, selection ranges, extents and pixels, for random texts
/// mixing words, ligatures, kerning pairs, accents, emoji, brackets and right-to-left words.
@Suite struct PangoLineTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))

    /// Words to build texts from: kerning pairs ("AV", "To"), ligatures ("fi"), an accent
    /// (precomposed and combining), an emoji, brackets and quotes, digits, punctuation; the
    /// right-to-left words only in some texts.
    static let words = ["lorem", "ipsum", "AVATAR", "Tofu", "office", "caf\u{e9}", "cafe\u{301}", "👍🏽", "(see", "it)",
                        "“quoted”", "1,234.5", "x.", "Wave", "fjord", "[a", "b]"]
    static let rightToLeftWords = ["שלום", "مرحبا", "עם 12"]

    /// A random text of `count` words (right-to-left ones if `bidi`), joined by one or two spaces.
    static func text(_ random: inout Xorshift, words count: Int, bidi: Bool) -> String {
        let pool = words + (bidi ? rightToLeftWords : [])
        return (0..<count).map { _ in pool[random.below(pool.count)] + (random.below(5) == 0 ? "  " : " ") }.joined()
    }

    /// Pango's layout of the whole of `text`.
    func wholeLine(_ text: String, in pango: PangoText) -> CaretLayout {
        CaretLayout(layout: pango.makeLayout(text, style: style, width: nil, cairo: pango.measureCairo), text: text,
                    state: pango.measureState)
    }

    /// A step's caret position, the line's ends for a step off them.
    func position(_ step: CaretLayout.Step, count: Int) -> Int {
        switch step {
        case .at(let offset): offset
        case .offStart: 0
        case .offEnd: count
        }
    }

    @Test func piecesGiveTheGeometryOfTheWholeLine() {
        var random = Xorshift(seed: 14)
        var cutLines = 0
        for round in 0..<32 {
            let bidi = round % 4 == 3
            let text = Self.text(&random, words: 15 + random.below(35), bidi: bidi)
            let pango = PangoText()
            // Lay out an edited version first: the line reuses its pieces.
            var edited = Array(text)
            let at = random.below(edited.count)
            if random.below(2) == 0 { edited.remove(at: at) } else { edited.insert("e", at: at) }
            _ = pango.line(String(edited), style: style)
            let line = pango.line(text, style: style)
            let whole = wholeLine(text, in: pango)
            if line.pieces.count > 1 { cutLines += 1 }
            if bidi { #expect(line.pieces.count == 1) }
            let count = text.count
            #expect(line.clusterCount == count)
            #expect(line.width == whole.width && line.height == whole.height && line.baseline == whole.baseline)
            for offset in 0...count {
                let piece = line.cursor(at: offset), expected = whole.cursor(at: offset)
                #expect([piece.x, piece.y, piece.width, piece.height] == [expected.x, expected.y, expected.width, expected.height],
                        "caret \(offset) of \(text)")
                for right in [false, true] {
                    #expect(line.caretOffset(movingVisuallyFrom: offset, right: right)
                            == position(whole.step(from: offset, right: right), count: count), "step from \(offset) of \(text)")
                }
            }
            for x in stride(from: -5 * 1024, through: Int(whole.width) + 5 * 1024, by: 2917) {
                #expect(line.caretOffset(x: Int32(x), y: 12 * 1024) == whole.caretOffset(x: Int32(x), y: 12 * 1024),
                        "hit \(x) of \(text)")
            }
            for _ in 0..<6 {
                let lower = random.below(count), upper = lower + 1 + random.below(count - lower)
                #expect(line.xRanges(of: lower..<upper).map { [$0.start, $0.end] }
                        == whole.xRanges(of: lower..<upper).map { [$0.start, $0.end] }, "selection \(lower)..<\(upper) of \(text)")
            }
        }
        #expect(cutLines >= 16)  // of 24 without right-to-left words (open brackets stop cuts)
    }

    /// Drawn into a field-sized window scrolled anywhere along the line, at buffer scales 1
    /// and 2, the pieces in the clip give the pixels of the whole line.
    @Test func piecesDrawThePixelsOfTheWholeLine() {
        var random = Xorshift(seed: 7)
        for round in 0..<16 {
            let text = Self.text(&random, words: 40 + random.below(60), bidi: round % 4 == 3)
            let scale = Double(1 + round % 2)
            let pango = PangoText()
            let whole = wholeLine(text, in: pango)
            let scroll = Double(random.below(max(Int(whole.width / 1024) - 300, 1)))
            let expected = render(scale: scale) { cairo in
                pango_cairo_update_layout(cairo, whole.layout)
                cairo_move_to(cairo, 10 - scroll, 8)
                pango_cairo_show_layout(cairo, whole.layout)
            }
            let pieces = render(scale: scale) { cairo in
                pango.drawLine(text, style: style, at: Point(x: 10 - scroll, y: 8), cairo: cairo, bufferScale: scale)
            }
            #expect(expected == pieces, "\(text) scrolled by \(scroll) at scale \(scale)")
        }
    }

    /// The pixels of a 320×40 window drawn by `draw` at `scale` on white.
    func render(scale: Double, _ draw: (OpaquePointer) -> Void) -> [UInt32] {
        let width = Int32(320 * scale), height = Int32(40 * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_set_source_rgb(cairo, 0, 0, 0)
        draw(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let pixels = (0..<Int(height)).flatMap { y in
            (0..<Int(width)).map { x in UnsafeRawPointer(data).load(fromByteOffset: y * stride + 4 * x, as: UInt32.self) }
        }
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        return pixels
    }

    /// Typing into a line of 2,000 characters, at its end or in its middle, lays out one or
    /// two pieces again (the one typed into, and its neighbour when it grew too long and was
    /// cut again); every other piece is the previous line's.
    @Test func aKeystrokeReshapesOnlyThePieceItTouches() {
        let pango = PangoText()
        var text = Array(String(repeating: "lorem ipsum ", count: 167))
        var line = pango.line(String(text), style: style)
        #expect(line.pieces.count > 25)
        for step in 0..<200 {
            text.insert(Character(UnicodeScalar(UInt8(0x61 + step % 26))), at: step % 2 == 0 ? text.count : 1000 + step)
            let next = pango.line(String(text), style: style)
            let new = next.pieces.filter { piece in !line.pieces.contains { $0.layout === piece.layout } }
            #expect(new.count <= 2, "keystroke \(step)")
            line = next
        }
        #expect(pango.recentLines.count <= PangoText.recentLineCount)
        #expect(pango.lines.cost <= PangoText.lineBudget)
    }

    /// The recent lines pieces are taken from are bounded, however many fields are edited.
    @Test func recentLinesAreBounded() {
        let pango = PangoText()
        for field in 0..<10 {
            _ = pango.line(String(repeating: "field \(field) words ", count: 20), style: style)
        }
        #expect(pango.recentLines.count == PangoText.recentLineCount)
        pango.removeCachedLayouts()
        #expect(pango.recentLines.isEmpty)
    }
}

/// Deterministic pseudo-random numbers (xorshift64*), so that a failure repeats.
struct Xorshift {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9e37_79b9_7f4a_7c15 | 1 }

    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_f491_4f6c_dd1d) >> 33) % bound
    }
}
