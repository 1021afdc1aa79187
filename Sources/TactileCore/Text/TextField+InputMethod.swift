extension TextField: InputMethodClient {
    /// The most bytes of surrounding text sent: text-input-unstable-v3 asks for less than
    /// 4000, so a message always fits.
    static let surroundingTextLimit = 3900

    /// The text (or its part around the caret), caret and anchor in bytes, kind and caret
    /// rectangle. A secure field sends no text: its characters stay in the field.
    package var inputMethodState: InputMethodFieldState {
        let drawn = drawnText, origin = textOrigin
        let caret = drawnLayout?.caretRect(at: drawn.caret) ?? Rect(x: 0, y: 0, width: 0, height: lineHeight)
        let caretRect = convert(Rect(x: origin.x + caret.minX - caretWidth / 2, y: origin.y + caret.minY, width: caretWidth, height: caret.height), to: nil)
        guard !kind.isSecure else {
            return InputMethodFieldState(surroundingText: "", cursorByte: 0, anchorByte: 0, kind: kind, caretRect: caretRect)
        }
        let characters = editor.characters
        var window = 0..<characters.count
        if editor.text.utf8.count > Self.surroundingTextLimit {
            window = SurroundingText.excerpt(around: editor.caret, in: characters, maximumBytes: Self.surroundingTextLimit)
        }
        let part = Array(characters[window])
        func byte(_ offset: Int) -> Int {
            SurroundingText.byteOffset(ofCharacter: min(max(offset - window.lowerBound, 0), part.count), in: part)
        }
        return InputMethodFieldState(surroundingText: String(part), cursorByte: byte(editor.caret), anchorByte: byte(editor.anchor),
                                     kind: kind, caretRect: caretRect)
    }

    /// The text's revision, the caret and anchor, the preedit, the kind, style and padding,
    /// the scroll, where the field is in the window and whether it has a layouter yet: all
    /// `inputMethodState` depends on.
    package var inputMethodStateSource: AnyHashable {
        InputMethodStateSource(field: ObjectIdentifier(self), revision: editor.revision, caret: editor.caret,
                               anchor: editor.anchor, preedit: preedit, kind: kind, style: style,
                               padding: Size(width: horizontalPadding, height: verticalPadding), scrollOffset: scrollOffset,
                               frameInRoot: frameInRoot, isLaidOut: textLayouter != nil)
    }

    /// The old preedit goes; the deletion around the caret (whole clusters) and the commit go
    /// through `editor` as typing does, so the kind, the maximum length and undo apply; the new
    /// preedit shows at the caret.
    package func applyInputMethod(_ update: InputMethodUpdate, log: (String) -> Void) {
        preedit = nil
        if update.deleteBeforeBytes > 0 || update.deleteAfterBytes > 0 {
            if let range = SurroundingText.deletion(before: update.deleteBeforeBytes, after: update.deleteAfterBytes,
                                                     around: editor.caret, in: editor.characters) {
                _ = editor.select(range)
                apply(editor.deleteBackward())
            } else {
                log("input method: refused to delete \(update.deleteBeforeBytes)+\(update.deleteAfterBytes) bytes around the caret: the text is shorter")
            }
        }
        if let commit = update.commit { apply(editor.insert(commit, typed: true)) }
        preedit = update.preedit
    }
}

/// What a field's input-method state is made from (see `TextField.inputMethodStateSource`).
private struct InputMethodStateSource: Hashable {
    let field: ObjectIdentifier
    let revision: Int
    let caret: Int
    let anchor: Int
    let preedit: InputMethodPreedit?
    let kind: TextContentKind
    let style: TextStyle
    let padding: Size
    let scrollOffset: Double
    let frameInRoot: Rect
    let isLaidOut: Bool
}
