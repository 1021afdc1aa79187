/// The clipboard that text fields copy to and paste from (Ctrl+C/X/V). With `shared` set (an
/// app on a compositor with a data device) copies go to other apps too and pastes come from
/// whatever app copied last; without it the clipboard is the app's own. Fields that share one
/// share what is copied; `TextInputFocus` owns one for all the fields of a window.
public final class TextClipboard {
    /// The text last copied or cut here, nil before anything was.
    public var text: String?
    /// The system clipboard copies also go to and pastes come from; nil: in-app only.
    package weak var shared: SharedClipboard?
    /// Runs after each answer from `shared` was handled: a host counts it as activity (the
    /// paste changed the scene without input), so the change is seen at the next rest.
    package var afterSharedAnswer: (() -> Void)?

    /// An empty clipboard.
    public init(text: String? = nil) { self.text = text }

    /// Keeps `text` as what was copied, and offers it to other apps through `shared`.
    public func store(_ text: String) {
        self.text = text
        shared?.share(text: text)
    }

    /// Asks for the text to paste: the shared clipboard's (`answer` runs later, on the event
    /// loop), the in-app copy when no app offers text or there is no shared clipboard (then
    /// at once).
    public func paste(_ answer: @escaping (SharedClipboardAnswer) -> Void) {
        guard let shared else { return answer(text.map { .text($0) } ?? .empty) }
        shared.requestText { [weak self] reply in
            defer { self?.afterSharedAnswer?() }
            if reply == .empty, let own = self?.text { return answer(.text(own)) }
            answer(reply)
        }
    }

    /// Forgets what was copied here, and takes it back from other apps (a kiosk's next
    /// visitor must not paste the last one's text).
    public func clear() {
        text = nil
        shared?.withdrawSharedText()
    }
}
