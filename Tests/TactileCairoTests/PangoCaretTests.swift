import CPango
import Testing
@testable import TactileCairo
import TactileCore

/// Caret positions, hit-testing and visual caret movement from real Pango layouts (DejaVu
/// Sans, which has Latin, Hebrew and Arabic), in grapheme offsets.
@Suite struct PangoCaretTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))
    let layouter = SceneRenderer().textLayouter

    /// Caret x for each offset 0…count.
    func carets(_ text: String) -> [Double] {
        (0...text.count).map { layouter.caretRect(at: $0, in: text, style: style).minX }
    }

    /// The offsets visited moving visually from `start` until the caret stops.
    func walk(_ text: String, from start: Int, right: Bool) -> [Int] {
        var visited = [start], offset = start
        while true {
            let next = layouter.caretOffset(movingVisuallyFrom: offset, right: right, in: text, style: style)
            if next == offset || visited.count > 2 * text.count + 2 { return visited }
            visited.append(next)
            offset = next
        }
    }

    /// What a tap half a pixel right of each caret hits.
    func hits(_ text: String) -> [Int] {
        carets(text).map { layouter.caretOffset(at: Point(x: $0 + 0.5, y: 10), in: text, style: style) }
    }

    /// One caret per grapheme cluster (e + combining acute, a thumbs-up with a skin tone, a
    /// flag): no position inside a cluster; the last caret is at the text's width; a tap at a
    /// caret finds it; the arrows step cluster by cluster.
    @Test func caretsFallBetweenGraphemeClusters() {
        let text = "ae\u{301}👍🏽🇫🇷b"
        let xs = carets(text)
        #expect(xs.count == 6)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(xs[0] == 0 && xs[1] == 12 && xs[2] == 24)
        #expect(xs[5] == layouter.size(of: text, style: style, width: nil).width)
        #expect(hits(text) == [0, 1, 2, 3, 4, 5])
        #expect(walk(text, from: 0, right: true) == [0, 1, 2, 3, 4, 5])
        #expect(walk(text, from: 5, right: false) == [5, 4, 3, 2, 1, 0])
        // At the cluster's edge, the font's height; how far down depends on the fonts installed
        // (an emoji font with a taller ascent lowers the line's baseline).
        let caret = layouter.caretRect(at: 1, in: text, style: style)
        #expect(caret.minX == 12 && caret.width == 0 && caret.height == 24 && caret.minY >= 0)
        // Beyond either end a tap finds the nearest end.
        #expect(layouter.caretOffset(at: Point(x: -20, y: 10), in: text, style: style) == 0)
        #expect(layouter.caretOffset(at: Point(x: 500, y: 40), in: text, style: style) == 5)
    }

    /// Hebrew inside a left-to-right line: the Hebrew word runs right to left, so its
    /// carets go down in x, Right walks through it in screen order (5 before 4), and a tap
    /// on its left half lands after its last letter.
    @Test func hebrewInsideLatinText() {
        let text = "ab אבג cd"
        #expect(carets(text) == [0, 12, 25, 31, 51, 39, 64, 70, 81, 94])
        #expect(walk(text, from: 0, right: true) == [0, 1, 2, 3, 5, 4, 6, 7, 8, 9])
        #expect(walk(text, from: 9, right: false) == [9, 8, 7, 6, 4, 5, 3, 2, 1, 0])
        #expect(hits(text) == [0, 1, 2, 6, 4, 5, 6, 7, 8, 9])
    }

    /// A right-to-left line (its first strong character is Hebrew or Arabic): offset 0 is at
    /// the right edge, Left walks the line from right to left, stepping through the Latin
    /// word or the number in screen order.
    @Test func rightToLeftLines() {
        let hebrew = "שלום abc"
        #expect(carets(hebrew) == [85, 71, 60, 55, 42, 36, 12, 25, 0])
        #expect(walk(hebrew, from: 0, right: false) == [0, 1, 2, 3, 4, 5, 7, 6, 8])
        #expect(walk(hebrew, from: 0, right: true) == [0])
        #expect(hits(hebrew) == [0, 1, 2, 3, 4, 5, 6, 7, 5])
        let arabic = "مرحبا 12"
        #expect(carets(arabic) == [78, 67, 56, 44, 38, 32, 26, 13, 0])
        #expect(walk(arabic, from: 0, right: false) == [0, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(walk(arabic, from: 8, right: true) == [8, 7, 6, 5, 4, 3, 2, 1, 0])
    }

    /// The caret layouts are cached within their byte budget however many texts are edited,
    /// and given back on request.
    @Test func caretLayoutCacheIsBounded() {
        let text = PangoText()
        var largest = 0
        for step in 0..<400 {
            let line = String(repeating: "typing ", count: 1 + step % 20) + "\(step)"
            _ = text.caretRect(at: step % 10, in: line, style: style)
            largest = max(largest, text.lines.cost)
        }
        #expect(largest <= PangoText.lineBudget)
        #expect(text.lines.count > 10)
        text.removeCachedLayouts()
        #expect(text.usage == CacheUsage(entries: 0, bytes: 0))
    }

    /// Text Pango has no glyphs or rules for (an unassigned code point, a lone combining
    /// mark, bidi overrides, a stray ZWJ, a private-use character) still has one caret per
    /// cluster, in order, and a field holding it draws.
    @Test func oddTextStillHasCarets() {
        let text = "\u{0378}\u{301}x\u{202E}abc\u{202C}\u{200D}\u{E000}"
        let count = text.count
        let offsets = (0...count).map { layouter.caretOffset(at: Point(x: layouter.caretRect(at: $0, in: text, style: style).minX,
                                                                         y: 5), in: text, style: style) }
        #expect(offsets.allSatisfy { (0...count).contains($0) })
        #expect(walk(text, from: 0, right: true).last == count || walk(text, from: count, right: false).last == 0)
        let root = rootView(width: 300, height: 60)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 40), text: text, style: style)
        root.addSubview(field)
        field.focus(in: InputDispatcher(rootView: root, clock: ManualClock()))
        field.editor.select(1..<3)
        let canvas = renderFully(root)
        #expect(canvas.alpha(5, 5) == 255)
    }

    /// A field's line of 2,000 characters and the empty line that gives its height stay
    /// cached together: with a budget smaller than the long line, each lookup of one evicted
    /// the other and every keystroke laid the text out many times (16 ms instead of 6 in
    /// `tactile-bench text`).
    @Test func aLongLineStaysCachedBesideOthers() {
        let text = PangoText()
        let long = String(repeating: "lorem ipsum ", count: 167)
        for _ in 0..<3 {
            _ = text.caretRect(at: 5, in: long, style: style)
            _ = text.caretRect(at: 0, in: "", style: style)
            _ = text.size(of: long, style: style, width: nil)
        }
        #expect(text.lines.count == 2)
        #expect(text.lines.cost <= PangoText.lineBudget / 3)
    }

    /// Empty text has its one caret at the start, as tall as a line.
    @Test func emptyText() {
        #expect(layouter.caretRect(at: 0, in: "", style: style) == Rect(x: 0, y: 0, width: 0, height: 24))
        #expect(layouter.caretOffset(at: Point(x: 30, y: 5), in: "", style: style) == 0)
        #expect(layouter.caretOffset(movingVisuallyFrom: 0, right: true, in: "", style: style) == 0)
    }

    /// A piece of one line (no width: the line is the layout) is hit-tested on its line alone,
    /// without the layout iterator Pango allocates for `pango_layout_xy_to_index`: every x
    /// (a tenth of a pixel apart, from beyond one end to beyond the other) and y (above, on and
    /// below the line) finds what the layout's own hit test finds, in each alignment, for
    /// left-to-right, right-to-left and mixed texts and clusters of several code points.
    @Test func aPieceOfOneLineFindsWhatItsLayoutsHitTestFinds() {
        let text = PangoText()
        for string in ["Tactile", "ae\u{301}👍🏽🇫🇷b", "שלום עולם", "abc שלום 123 def", "مرحبا بالعالم", ""] {
            for alignment in [TextAlignment.left, .center, .right] {
                var aligned = style
                aligned.alignment = alignment
                let piece = CaretLayout(layout: text.makeLayout(string, style: aligned, width: nil, cairo: text.measureCairo), text: string,
                                        state: text.measureState)
                for y: Int32 in [-5_000, 10_000, 60_000] {
                    for x in stride(from: Int32(-20_000), through: piece.width + 20_000, by: 102) {
                        var index: Int32 = 0, trailing: Int32 = 0
                        _ = pango_layout_xy_to_index(piece.layout, x, y, &index, &trailing)
                        let cluster = piece.cluster(containingByte: index)
                        let expected = trailing > 0 ? min(cluster + 1, piece.clusterCount) : cluster
                        #expect(piece.caretOffset(x: x, y: y) == expected, "\(string), \(alignment), x \(x), y \(y)")
                    }
                }
            }
        }
    }
}
