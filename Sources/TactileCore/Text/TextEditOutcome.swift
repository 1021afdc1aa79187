/// What an editing operation or a key did to a `TextEditor`.
package enum TextEditOutcome: Equatable, Sendable {
    /// The key is not an editing key (Tab, Escape, a release): someone else may use it.
    case ignored
    /// Used, but nothing changed (Backspace at the start, undo with nothing to undo).
    case unchanged
    /// The caret or the selection moved; the text is the same.
    case moved
    /// The text changed.
    case edited
    /// Nothing changed because the input was refused; the message says why, for the user.
    case refused(String)
    /// Enter: the user submits the text.
    case submit

    /// True when the operation used its input (everything but `ignored`).
    package var isUsed: Bool { self != .ignored }
}
