/// A clipboard shared with other apps (the system's, such as the Wayland selection), which a
/// `TextClipboard` hands copies to and asks for pastes. Pastes answer later: the other app
/// sends its data through the event loop.
package protocol SharedClipboard: AnyObject {
    /// Offers `text` to other apps as what was copied last.
    func share(text: String)
    /// Asks for the text copied last, by any app; `answer` runs later, on the event loop.
    func requestText(_ answer: @escaping (SharedClipboardAnswer) -> Void)
    /// Takes back this app's copy, if it is still what the others would paste.
    func withdrawSharedText()
}

/// What a `SharedClipboard` answers a paste.
public enum SharedClipboardAnswer: Equatable, Sendable {
    /// The text copied last.
    case text(String)
    /// Nothing was copied, or nothing readable as text.
    case empty
    /// The copy could not be taken: too large, not UTF-8, never finished (the reason).
    case refused(String)
}
