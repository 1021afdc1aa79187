import CCairo
import CPango
import TactileCore

extension PangoText: TextLayouting {
    func caretRect(at offset: Int, in text: String, style: TextStyle) -> Rect {
        let strong = line(text, style: style).cursor(at: offset)
        let unit = Double(tactile_pango_scale)
        return Rect(x: Double(strong.x) / unit, y: Double(strong.y) / unit, width: 0, height: Double(strong.height) / unit)
    }

    func caretOffset(at point: Point, in text: String, style: TextStyle) -> Int {
        let unit = Double(tactile_pango_scale)
        return line(text, style: style).caretOffset(x: Int32((point.x * unit).rounded()), y: Int32((point.y * unit).rounded()))
    }

    func caretOffset(movingVisuallyFrom offset: Int, right: Bool, in text: String, style: TextStyle) -> Int {
        line(text, style: style).caretOffset(movingVisuallyFrom: offset, right: right)
    }

    func selectionRects(for range: Range<Int>, in text: String, style: TextStyle) -> [Rect] {
        guard !range.isEmpty else { return [] }
        let unit = Double(tactile_pango_scale)
        let height = caretRect(at: 0, in: text, style: style).height
        return line(text, style: style).xRanges(of: range).map { start, end in
            Rect(x: Double(start) / unit, y: 0, width: Double(end - start) / unit, height: height)
        }
    }

    func paragraphDirection(of text: String) -> LayoutDirection? {
        Self.firstParagraphIsRightToLeft(text).map { $0 ? .rightToLeft : .leftToRight }
    }

    /// From the first piece that differs (a different layout, or placed elsewhere) to the
    /// wider line's end: pieces before it are the same layouts at the same places.
    func changedSpan(from old: String, to new: String, style: TextStyle) -> ClosedRange<Double>? {
        let oldLine = line(old, style: style), newLine = line(new, style: style)
        let before = oldLine.pieces, after = newLine.pieces
        let shared = min(before.count, after.count)
        var index = 0
        while index < shared && before[index].layout === after[index].layout && before[index].x == after[index].x { index += 1 }
        guard index < max(before.count, after.count) else { return nil }
        let lower = min(index < before.count ? before[index].x : .max, index < after.count ? after[index].x : .max)
        let unit = Double(tactile_pango_scale)
        let width = max(oldLine.width, newLine.width)
        return Double(lower) / unit...Double(width) / unit
    }

    /// Draws `text` on one line from `origin` (user space of `cairo`) with the caret layout:
    /// a text field's line is shaped once for both, and only its pieces in the clip are drawn.
    /// Under a rotation or a scale of its own (a field on a turned or lifted item) the line
    /// is filled from outlines, as labels are (see `PangoText+Outlines.swift`).
    func drawLine(_ text: String, style: TextStyle, at origin: Point, cairo: OpaquePointer, bufferScale: Double) {
        if !Self.rastersGlyphs(cairo: cairo, bufferScale: bufferScale) {
            return drawOutline(layoutKey(text, style: style, width: nil), style: style, at: origin, cairo: cairo,
                               bufferScale: bufferScale)
        }
        let color = style.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        line(text, style: style).draw(at: origin, cairo: cairo, state: contextState(of: cairo))
    }

    /// The line `text` in `style` laid out for carets and drawing, from the cache or made now
    /// on the measuring surface from the pieces of the recent line in that style that shares
    /// the most bytes with it at its start and end.
    func line(_ text: String, style: TextStyle) -> PangoLine {
        let key = layoutKey(text, style: style, width: nil)
        // A field asks about its line several times a frame: no hashing of a long text for each.
        if let last = lastLine, last.key == key { return last.line }
        if let cached = lines.value(for: key) {
            lastLine = (key, cached)
            return cached
        }
        let styleKey = layoutKey("", style: style, width: nil)
        let bytes = Array(text.utf8)
        let candidates = recentLines.filter { $0.style == styleKey }.map { (line: $0.line, shared: $0.line.shared(with: bytes)) }
        let previous = candidates.max { $0.shared < $1.shared }
        let line = PangoLine(bytes, previous: previous?.line) { [self] piece in
            CaretLayout(layout: makeLayout(piece, style: style, width: nil, cairo: measureCairo), text: piece,
                        state: measureState)
        }
        lines.insert(line, for: key, cost: line.cost)
        lastLine = (key, line)
        if line.pieces.count > 1 {
            // The text of another field, or this field's after an edit (which replaces it).
            if let previous, previous.shared >= bytes.count / 2 { recentLines.removeAll { $0.line === previous.line } }
            if recentLines.count == Self.recentLineCount { recentLines.removeFirst() }
            recentLines.append((styleKey, line))
        }
        return line
    }
}
