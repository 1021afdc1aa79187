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

    /// The style text is laid out in: each paragraph on its own reading side, every line (the
    /// field scrolls instead). Wrapped text is one layout, whose paragraphs without letters
    /// (and the empty text's caret) take the window's side; one line is laid out in pieces
    /// side by side from the left, and placed as a whole (see `alignsRight`).
    var lineStyle: TextStyle {
        var line = style
        line.alignment = .natural
        line.maximumLines = 0
        if editor.takesNewlines { line.baseDirection = existingLayoutEnvironment?.direction ?? .leftToRight }
        return line
    }

    /// The width a field of several lines wraps its text at (the padded bounds'); nil on one line.
    var wrapWidth: Double? { editor.takesNewlines ? max(bounds.width - 2 * horizontalPadding, 1) : nil }

    /// The text shown as the layouter lays it out; nil before the field knows a layouter.
    var fieldLayout: FieldLayout? {
        textLayouter.map { FieldLayout(layouter: $0, text: displayText, style: lineStyle, width: wrapWidth) }
    }

    /// A line's height (from the layouter; the font size × 1.2 without one). Measured as the
    /// size of no text, which leaves the layouter's line being edited where it is.
    var lineHeight: Double {
        textLayouter?.size(of: "", style: lineStyle, width: nil).height ?? style.font.size * 1.2
    }

    /// Where the text's top-left corner is in bounds space: padded and scrolled; one line is
    /// centred vertically, several start at the top padding. One line that reads right to
    /// left (see `alignsRight`) ends at the right padding, scrolled from there.
    var textOrigin: Point {
        if editor.takesNewlines {
            return Point(x: bounds.minX + horizontalPadding, y: bounds.minY + verticalPadding - scrollOffset)
        }
        var x = bounds.minX + horizontalPadding - scrollOffset
        if alignsRight, let layout = drawnLayout { x += visibleLineWidth - layout.size.width }
        return Point(x: x, y: bounds.minY + (bounds.height - lineHeight) / 2)
    }

    /// Whether one line of text sits at the field's right edge, as a label aligned to its
    /// natural side would: its first letter reads right to left, or it has none (empty,
    /// digits, dots) and the window does. Its caret then starts at the right, and a long
    /// line scrolls from its right end (`scrollOffset` is then how far the line has moved
    /// right from there, as a negative number). Several lines are aligned by the layouter.
    var alignsRight: Bool {
        guard !editor.takesNewlines else { return false }
        let window = existingLayoutEnvironment?.direction ?? .leftToRight
        return (textLayouter?.paragraphDirection(of: drawnText.text) ?? window) == .rightToLeft
    }

    /// The width a line has inside the padding.
    private var visibleLineWidth: Double { max(bounds.width - 2 * horizontalPadding, 1) }

    /// The area the caret covers, for its blink's damage (the whole field before a layout).
    var caretDamage: Rect {
        guard let layout = drawnLayout else { return bounds }
        let caret = layout.caretRect(at: drawnText.caret)
        let origin = textOrigin
        return Rect(x: origin.x + caret.minX - caretWidth, y: origin.y + caret.minY - 1,
                    width: 2 * caretWidth + 2, height: caret.height + 2)
    }

    /// Scrolls so that the caret is inside the padded bounds and no space is wasted past the
    /// text's end: sideways on one line, up and down on several.
    func scrollCaretIntoView(_ layout: FieldLayout, caret offset: Int? = nil) {
        // The caret first: it lays the text out, which the size then reuses.
        let caret = layout.caretRect(at: offset ?? editor.caret)
        let size = layout.size
        var offset: Double
        if layout.width != nil {
            let visible = max(bounds.height - 2 * verticalPadding, 1)
            offset = min(scrollOffset, max(size.height - visible, 0))
            if caret.maxY - offset > visible { offset = caret.maxY - visible }
            if caret.minY < offset { offset = caret.minY }
        } else {
            // A line at the right edge is scrolled as its mirror image would be: x from its right end.
            let mirrored = alignsRight, visible = visibleLineWidth
            let caretX = mirrored ? size.width - caret.minX : caret.minX
            offset = min(mirrored ? -scrollOffset : scrollOffset, max(size.width + caretWidth - visible, 0))
            if caretX - offset > visible - caretWidth { offset = caretX - visible + caretWidth }
            if caretX < offset { offset = caretX }
            scrollOffset = mirrored ? -max(offset, 0) : max(offset, 0)
            return
        }
        scrollOffset = max(offset, 0)
    }

    /// What is drawn: `displayText` with an input method's preedit put in at the caret (as
    /// dots in a secure field), the preedit's span in it and where the caret is drawn (inside
    /// the preedit at its cursor).
    var drawnText: (text: String, preedit: Range<Int>?, caret: Int) {
        let shown = displayText
        guard let preedit, isFocused else { return (shown, nil, editor.caret) }
        var characters = Array(shown)
        let composing = kind.isSecure ? String(repeating: Self.secureDot, count: preedit.text.count) : preedit.text
        characters.insert(contentsOf: composing, at: min(editor.caret, characters.count))
        let span = editor.caret..<(editor.caret + preedit.text.count)
        return (String(characters), span, editor.caret + (preedit.cursor?.lowerBound ?? preedit.text.count))
    }

    /// `drawnText` as the layouter lays it out; nil before the field knows a layouter.
    var drawnLayout: FieldLayout? {
        textLayouter.map { FieldLayout(layouter: $0, text: drawnText.text, style: lineStyle, width: wrapWidth) }
    }

    /// Where the text is drawn: the bounds less half the padding (several lines: on every side).
    private var textClip: Rect {
        let inset = editor.takesNewlines ? verticalPadding / 2 : 0
        return Rect(x: bounds.minX + horizontalPadding / 2, y: bounds.minY + inset,
                    width: max(bounds.width - horizontalPadding, 0), height: max(bounds.height - 2 * inset, 0))
    }

    /// Draws the placeholder or the text, the selection behind it and the caret (both only
    /// while focused), clipped to the padded bounds; an input method's preedit underlined.
    func drawField(in context: DrawingContext) {
        if textLayouter == nil { textLayouter = context.textLayouter }
        let drawn = drawnText
        let text = drawn.text
        let layout = textLayouter.map { FieldLayout(layouter: $0, text: text, style: lineStyle, width: wrapWidth) }
        if let layout { scrollCaretIntoView(layout, caret: drawn.caret) }
        let line = lineStyle
        let focused = isFocused
        let origin = textOrigin
        context.save()
        context.clip(to: Path(rect: textClip))
        if focused && editor.hasSelection && drawn.preedit == nil, let layout {
            for span in layout.selectionRects(for: editor.selection) {
                context.fill(Path(rect: span.offsetBy(dx: origin.x, dy: origin.y)), with: .color(selectionColor))
            }
        }
        if text.isEmpty {
            if !placeholder.isEmpty {
                var shown = line
                shown.color = placeholderColor
                // Ending where the caret of the empty line is, at the right.
                let shift = alignsRight ? context.size(of: placeholder, style: shown, width: nil).width : 0
                drawText(placeholder, style: shown, at: Point(x: origin.x - shift, y: origin.y), in: context)
            }
        } else {
            drawText(text, style: line, at: origin, in: context)
        }
        if let span = drawn.preedit, let layout { drawPreeditUnderline(span, layout: layout, context: context) }
        if focused && caretShown && (!editor.hasSelection || drawn.preedit != nil) {
            let caret = layout?.caretRect(at: drawn.caret) ?? Rect(x: 0, y: 0, width: 0, height: lineHeight)
            context.fill(Path(rect: Rect(x: origin.x + caret.minX - caretWidth / 2, y: origin.y + caret.minY,
                                         width: caretWidth, height: caret.height)), with: .color(caretColor))
        }
        context.restore()
    }

    /// A line under the preedit's span, in the text's colour, where an underline goes.
    private func drawPreeditUnderline(_ span: Range<Int>, layout: FieldLayout, context: DrawingContext) {
        let start = layout.caretRect(at: span.lowerBound), end = layout.caretRect(at: span.upperBound)
        let origin = textOrigin, thickness = max(style.font.size / 16, 1)
        let left = min(start.minX, end.minX), right = max(start.minX, end.minX)
        context.fill(Path(rect: Rect(x: origin.x + left, y: origin.y + start.maxY - 2 * thickness,
                                     width: right - left, height: thickness)), with: .color(style.color))
    }

    /// Draws `text` on one line, or wrapped at `wrapWidth` in a field of several lines.
    private func drawText(_ text: String, style: TextStyle, at origin: Point, in context: DrawingContext) {
        if let width = wrapWidth {
            context.drawWrapped(text, style: style, width: width, at: origin)
        } else {
            context.drawLine(text, style: style, at: origin)
        }
    }
}
