/// Caret geometry of one unwrapped line of text as the renderer shapes it: only the shaper
/// knows where each character ends up (kerning, ligatures, right-to-left runs). Positions are
/// grapheme offsets (`Character` counts, as in `TextEditor`); coordinates are logical pixels
/// in the line's own space, its top-left corner at (0, 0).
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
}

extension TextLayouting {
    /// Without more knowledge of the layout: the whole line, both texts' widths.
    public func changedSpan(from old: String, to new: String, style: TextStyle) -> ClosedRange<Double>? {
        guard old != new else { return nil }
        return 0...max(size(of: old, style: style, width: nil).width, size(of: new, style: style, width: nil).width)
    }
}
