/// What a field showed before a key, to repaint only what the key changed.
struct FieldPicture {
    let text: String
    let scrollOffset: Double
    /// Where the line started (a line at the right edge moves as it grows).
    let originX: Double
    let caret: Rect
    /// Whether the edit may change pixels that no span of the line covers: a selection
    /// painted, a secure field's revealed character, no layout yet.
    let repaintsAll: Bool

    init(_ field: TextField) {
        text = field.displayText
        scrollOffset = field.scrollOffset
        originX = field.textOrigin.x
        caret = field.caretDamage
        repaintsAll = field.textLayouter == nil || field.editor.hasSelection || field.kind.isSecure
    }
}

extension TextField {
    /// After an edit by a key: scrolls to the caret and repaints the span of the line that
    /// changed (typing in a long line repaints the piece typed into and what moved after it,
    /// not the field) and the old and new caret; everything when the text scrolled. In a field
    /// of several lines, the lines from the one above the edit down: rewrapping may pull a
    /// word up a line, and nothing before that changes.
    func damageEdit(from before: FieldPicture) {
        guard !before.repaintsAll, let layout = fieldLayout else { return contentChanged() }
        scrollCaretIntoView(layout)
        guard scrollOffset == before.scrollOffset, textOrigin.x == before.originX else { return contentChanged() }
        var damage = before.caret.union(caretDamage)
        if layout.width != nil {
            let top = damage.minY - lineHeight
            damage = Rect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
        } else if let span = layout.layouter.changedSpan(from: before.text, to: layout.text, style: layout.style) {
            // Ink reaches past the logical extents by less than a line's height (overhangs, marks).
            let origin = textOrigin, margin = lineHeight
            damage = damage.union(Rect(x: origin.x + span.lowerBound - margin, y: bounds.minY,
                                       width: span.upperBound - span.lowerBound + 2 * margin, height: bounds.height))
        }
        setNeedsDisplay(damage)
    }
}
