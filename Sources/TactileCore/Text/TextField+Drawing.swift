extension TextField {
    /// The dot standing for each character of a secure field.
    static let secureDot: Character = "\u{2022}"

    /// What is laid out and drawn: the text, or for a secure kind one dot per character
    /// (the character just typed in clear while it is revealed). Offsets match the text's.
    var displayText: String {
        guard kind.isSecure else { return editor.text }
        var shown = String(repeating: Self.secureDot, count: editor.characters.count)
        if let revealed = revealedOffset, revealed < editor.characters.count {
            var characters = Array(shown)
            characters[revealed] = editor.characters[revealed]
            shown = String(characters)
        }
        return shown
    }

    /// The style text is laid out in: left-aligned, one line.
    var lineStyle: TextStyle {
        var line = style
        line.alignment = .left
        line.maximumLines = 0
        return line
    }

    /// The line's height (from the layouter; the font size × 1.2 without one).
    var lineHeight: Double {
        textLayouter?.caretRect(at: 0, in: "", style: lineStyle).height ?? style.font.size * 1.2
    }

    /// Where the line's top-left corner is in bounds space: padded, scrolled, centred vertically.
    var textOrigin: Point {
        Point(x: bounds.minX + horizontalPadding - scrollOffset, y: bounds.minY + (bounds.height - lineHeight) / 2)
    }

    /// The area the caret covers, for its blink's damage (the whole field before a layout).
    var caretDamage: Rect {
        guard let layouter = textLayouter else { return bounds }
        let drawn = drawnText
        let caret = layouter.caretRect(at: drawn.caret, in: drawn.text, style: lineStyle)
        let origin = textOrigin
        return Rect(x: origin.x + caret.minX - caretWidth, y: origin.y + caret.minY - 1,
                    width: 2 * caretWidth + 2, height: caret.height + 2)
    }

    /// Scrolls so that the caret is inside the padded bounds and no space is wasted right of
    /// the text's end.
    func scrollCaretIntoView(layouter: TextLayouting, text: String, caret: Int? = nil) {
        let visible = max(bounds.width - 2 * horizontalPadding, 1)
        // The caret first: it lays the line out, which the width then reuses.
        let caretX = layouter.caretRect(at: caret ?? editor.caret, in: text, style: lineStyle).minX
        let width = layouter.size(of: text, style: lineStyle, width: nil).width
        var offset = min(scrollOffset, max(width + caretWidth - visible, 0))
        if caretX - offset > visible - caretWidth { offset = caretX - visible + caretWidth }
        if caretX < offset { offset = caretX }
        scrollOffset = max(offset, 0)
    }

    /// What is drawn: `displayText` with an input method's preedit put in at the caret, the
    /// preedit's span in it and where the caret is drawn (inside the preedit at its cursor).
    var drawnText: (text: String, preedit: Range<Int>?, caret: Int) {
        let shown = displayText
        guard let preedit, isFocused else { return (shown, nil, editor.caret) }
        var characters = Array(shown)
        characters.insert(contentsOf: preedit.text, at: min(editor.caret, characters.count))
        let span = editor.caret..<(editor.caret + preedit.text.count)
        return (String(characters), span, editor.caret + (preedit.cursor?.lowerBound ?? preedit.text.count))
    }

    /// Draws the placeholder or the text, the selection behind it and the caret (both only
    /// while focused), clipped to the padded bounds; an input method's preedit underlined.
    func drawField(in context: DrawingContext) {
        if textLayouter == nil { textLayouter = context.textLayouter }
        let drawn = drawnText
        let text = drawn.text
        let line = lineStyle
        if let layouter = textLayouter { scrollCaretIntoView(layouter: layouter, text: text, caret: drawn.caret) }
        let focused = isFocused
        let origin = textOrigin
        context.save()
        context.clip(to: Path(rect: Rect(x: bounds.minX + horizontalPadding / 2, y: bounds.minY,
                                         width: max(bounds.width - horizontalPadding, 0), height: bounds.height)))
        if focused && editor.hasSelection && drawn.preedit == nil, let layouter = textLayouter {
            for span in layouter.selectionRects(for: editor.selection, in: text, style: line) {
                context.fill(Path(rect: span.offsetBy(dx: origin.x, dy: origin.y)), with: .color(selectionColor))
            }
        }
        if text.isEmpty {
            if !placeholder.isEmpty {
                var shown = line
                shown.color = placeholderColor
                context.drawLine(placeholder, style: shown, at: origin)
            }
        } else {
            context.drawLine(text, style: line, at: origin)
        }
        if let span = drawn.preedit, let layouter = textLayouter { drawPreeditUnderline(span, in: text, layouter: layouter, context: context) }
        if focused && caretShown && (!editor.hasSelection || drawn.preedit != nil) {
            let caret = textLayouter?.caretRect(at: drawn.caret, in: text, style: line)
                ?? Rect(x: 0, y: 0, width: 0, height: lineHeight)
            context.fill(Path(rect: Rect(x: origin.x + caret.minX - caretWidth / 2, y: origin.y + caret.minY,
                                         width: caretWidth, height: caret.height)), with: .color(caretColor))
        }
        context.restore()
    }

    /// A line under the preedit's span, in the text's colour, where an underline goes.
    private func drawPreeditUnderline(_ span: Range<Int>, in text: String, layouter: TextLayouting, context: DrawingContext) {
        let start = layouter.caretRect(at: span.lowerBound, in: text, style: lineStyle)
        let end = layouter.caretRect(at: span.upperBound, in: text, style: lineStyle)
        let origin = textOrigin, thickness = max(style.font.size / 16, 1)
        let left = min(start.minX, end.minX), right = max(start.minX, end.minX)
        context.fill(Path(rect: Rect(x: origin.x + left, y: origin.y + start.maxY - 2 * thickness,
                                     width: right - left, height: thickness)), with: .color(style.color))
    }
}
