/// Caret geometry of text as the renderer shapes it, on one unwrapped line or wrapped at a
/// width (the queries taking `width`): only the shaper knows where each character ends up
/// (kerning, ligatures, right-to-left runs, where lines wrap). Positions are grapheme offsets
/// (`Character` counts, as in `TextEditor`); coordinates are logical pixels in the text's own
/// space, its top-left corner at (0, 0).
public protocol TextLayouting: TextMeasuring {
    /// The caret before grapheme `offset` (0…count) of `text` laid out on one line in
    /// `style`: a zero-width rectangle as tall as the line. In mixed-direction text this is
    /// the strong caret (where text typed in the paragraph's direction goes).
    func caretRect(at offset: Int, in text: String, style: TextStyle) -> Rect
    /// The caret position nearest `point` (the side of a character it lies on counts).
    func caretOffset(at point: Point, in text: String, style: TextStyle) -> Int
    /// The caret position one character to the right (`right`) or left of `offset` on
    /// screen, which in right-to-left text is the previous one in memory; clamped to the ends.
    func caretOffset(movingVisuallyFrom offset: Int, right: Bool, in text: String, style: TextStyle) -> Int
    /// The rectangles, left to right, that show the characters of `range` selected: one for
    /// unidirectional text, several where the range crosses right-to-left runs. Each is as
    /// tall as the line.
    func selectionRects(for range: Range<Int>, in text: String, style: TextStyle) -> [Rect]
    /// The span of x (line space) where the pixels of `new` may differ from those of `old`,
    /// both laid out in `style`; nil when they are the same.
    func changedSpan(from old: String, to new: String, style: TextStyle) -> ClosedRange<Double>?
    /// The direction the first paragraph of `text` runs in, as the shaper finds it from its
    /// first letter (Hebrew and Arabic right to left); nil when it has no letter before its
    /// first line break (empty, digits, punctuation), which then follows the window.
    func paragraphDirection(of text: String) -> LayoutDirection?

    // Text wrapped at `width` (at words; inside a word too long for a line) and at each
    // newline, as `DrawingContext.drawWrapped` draws it. A caret where a line wraps is at the
    // start of the next line.

    /// The caret before grapheme `offset` of the wrapped text: a zero-width rectangle as tall
    /// as its line.
    func caretRect(at offset: Int, in text: String, style: TextStyle, width: Double) -> Rect
    /// The caret position nearest `point` in the wrapped text: on the line at its y (the
    /// first or last line above or below the text), the side of a character it lies on counts.
    func caretOffset(at point: Point, in text: String, style: TextStyle, width: Double) -> Int
    /// One caret position to the right or left of `offset` on screen in the wrapped text,
    /// going on to the next or previous line at a line's end.
    func caretOffset(movingVisuallyFrom offset: Int, right: Bool, in text: String, style: TextStyle, width: Double) -> Int
    /// The rectangles, line by line from the top and left to right on each, that show the
    /// characters of `range` selected in the wrapped text; a line the range goes on past is
    /// covered to the wrapping edge.
    func selectionRects(for range: Range<Int>, in text: String, style: TextStyle, width: Double) -> [Rect]
}

extension TextLayouting {
    /// Without the shaper's Unicode data: no direction known, the window's is taken.
    package func paragraphDirection(of text: String) -> LayoutDirection? { nil }

    /// Without more knowledge of the layout: the whole line, both texts' widths.
    package func changedSpan(from old: String, to new: String, style: TextStyle) -> ClosedRange<Double>? {
        guard old != new else { return nil }
        return 0...max(size(of: old, style: style, width: nil).width, size(of: new, style: style, width: nil).width)
    }
}
