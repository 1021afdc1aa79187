// A field of several lines grows with its text: its container asks `sizeThatFits`, which
// counts the wrapped lines up to `maximumLines`, and an edit that changes that count marks
// the container's layout dirty; past the maximum the field scrolls (each draw scrolls the
// caret into view in the size the field has then).

extension TextField {
    /// What measures the text: the layouter once the field was drawn, the window's text
    /// measurer before; nil in a tree no window shows.
    private var measurer: TextMeasuring? { textLayouter ?? existingLayoutEnvironment?.textMeasurer }

    /// The height of one line of the field's text.
    private func lineHeight(_ measurer: TextMeasuring) -> Double {
        measurer.size(of: "", style: lineStyle, width: nil).height
    }

    /// The lines `displayText` takes wrapped at `width`, each `line` high, from 1 up to `maximumLines`.
    private func lineCount(wrappedAt width: Double, line: Double, measurer: TextMeasuring) -> Int {
        let text = measurer.size(of: displayText, style: lineStyle, width: width).height
        guard line > 0 else { return 1 }
        return min(max(Int((text / line).rounded()), 1), editor.maximumLines)
    }

    /// The size `sizeThatFits` answers for a field of several lines; nil for one line or
    /// without a measurer.
    func fittingSize(_ proposal: Size) -> Size? {
        guard editor.takesNewlines, let measurer else { return nil }
        let width = proposal.width.isFinite ? max(proposal.width, 0) : bounds.width
        let line = lineHeight(measurer)
        let lines = lineCount(wrappedAt: max(width - 2 * horizontalPadding, 1), line: line, measurer: measurer)
        return Size(width: width, height: (Double(lines) * line + 2 * verticalPadding).rounded(.up))
    }

    /// After an edit: a field of several lines whose line count (up to its maximum) changed
    /// tells its container, which lays it out again at the next frame.
    func checkLineCount() {
        guard editor.takesNewlines, let measurer, let width = wrapWidth else { return }
        let lines = lineCount(wrappedAt: width, line: lineHeight(measurer), measurer: measurer)
        guard lines != shownLineCount else { return }
        shownLineCount = lines
        invalidateIntrinsicSize()
    }
}
