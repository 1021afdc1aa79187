/// A field's text as its layouter lays it out: on one line, or wrapped at `width` in a field
/// of several lines. The field asks everything about its carets through this, so that one and
/// several lines share the field's editing, touch, blinking and damage.
struct FieldLayout {
    let layouter: TextLayouting
    let text: String
    let style: TextStyle
    /// Where the text wraps; nil on one line.
    let width: Double?

    /// The caret before `offset`.
    func caretRect(at offset: Int) -> Rect {
        guard let width else { return layouter.caretRect(at: offset, in: text, style: style) }
        return layouter.caretRect(at: offset, in: text, style: style, width: width)
    }

    /// The caret position nearest `point` (the text's space).
    func caretOffset(at point: Point) -> Int {
        guard let width else { return layouter.caretOffset(at: point, in: text, style: style) }
        return layouter.caretOffset(at: point, in: text, style: style, width: width)
    }

    /// One caret position right or left of `offset` on screen.
    func caretOffset(movingVisuallyFrom offset: Int, right: Bool) -> Int {
        guard let width else { return layouter.caretOffset(movingVisuallyFrom: offset, right: right, in: text, style: style) }
        return layouter.caretOffset(movingVisuallyFrom: offset, right: right, in: text, style: style, width: width)
    }

    /// The rectangles showing `range` selected.
    func selectionRects(for range: Range<Int>) -> [Rect] {
        guard let width else { return layouter.selectionRects(for: range, in: text, style: style) }
        return layouter.selectionRects(for: range, in: text, style: style, width: width)
    }

    /// The laid-out text's size.
    var size: Size { layouter.size(of: text, style: style, width: width) }

    /// The caret position on the line above (`down` false) or below the caret at `offset`,
    /// nearest `x`: the text's start from the first line, its end from the last.
    func caretOffset(movingVerticallyFrom offset: Int, down: Bool, x: Double) -> Int {
        let caret = caretRect(at: offset)
        let y = down ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
        if y < 0 { return 0 }
        if y >= size.height { return text.count }
        return caretOffset(at: Point(x: x, y: y))
    }

    /// The logical start (`end` false) or end of the line holding the caret at `offset`: its
    /// ends on screen, whichever comes first (last) in the text, so that a right-to-left
    /// line's start is at its right.
    func lineBoundary(of offset: Int, end: Bool) -> Int {
        // Farther than any line reaches, yet within what a shaper's fixed point holds.
        let y = caretRect(at: offset).midY, far = 1_000_000.0
        let left = caretOffset(at: Point(x: -far, y: y)), right = caretOffset(at: Point(x: far, y: y))
        return end ? max(left, right) : min(left, right)
    }
}
