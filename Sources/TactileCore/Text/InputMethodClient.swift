/// What a focused field tells a system input method: the state text-input-unstable-v3
/// sends with each commit.
package struct InputMethodFieldState: Equatable, Sendable {
    /// The text around the caret: the whole text, or for a long one the part around the caret
    /// that fits a Wayland message.
    package var surroundingText: String
    /// The caret's UTF-8 byte offset in `surroundingText`.
    package var cursorByte: Int
    /// The selection's other end, in UTF-8 bytes into `surroundingText` (the caret's when none).
    package var anchorByte: Int
    /// What the field holds: the input method's purpose and hints.
    package var kind: TextContentKind
    /// The caret's rectangle in the root view's space (surface coordinates, logical pixels).
    package var caretRect: Rect

    /// A state of these parts.
    package init(surroundingText: String, cursorByte: Int, anchorByte: Int, kind: TextContentKind, caretRect: Rect) {
        self.surroundingText = surroundingText
        self.cursorByte = cursorByte
        self.anchorByte = anchorByte
        self.kind = kind
        self.caretRect = caretRect
    }
}

/// A text input a system input method can type into (`TextField`): it reports its state and
/// applies what the input method sends.
package protocol InputMethodClient: TextInputClient {
    /// The state to send to the input method now.
    var inputMethodState: InputMethodFieldState { get }
    /// What `inputMethodState` is made from, cheap to take and compare: while it stays
    /// equal the state is the same, and nothing is built or sent.
    var inputMethodStateSource: AnyHashable { get }
    /// Applies one `done`'s worth of changes, in the protocol's order (see `InputMethodUpdate`);
    /// what cannot be applied is reported to `log`.
    func applyInputMethod(_ update: InputMethodUpdate, log: (String) -> Void)
}
