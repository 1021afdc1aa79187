import TactileCore

/// The system clipboard as text fields use it (`TextClipboard.shared`).
extension Clipboard: SharedClipboard {
    /// Copies `text` for other apps (nothing when there is no input serial yet: the field's
    /// own copy then serves its pastes).
    package func share(text: String) { copy(text: text) }

    /// Our own copy while it is the selection (no pipe to ourselves: a seat without a
    /// keyboard is never told the selection), else the selection read as text; answered on the
    /// loop in every case.
    package func requestText(_ answer: @escaping (SharedClipboardAnswer) -> Void) {
        if let own = ownText {
            loop.addTimer(at: EventLoop.now()) { answer(.text(own)) }
            return
        }
        paste { result in
            switch result {
            case .success(let text): answer(.text(text))
            case .failure(.nothingOffered), .failure(.typeNotOffered): answer(.empty)
            case .failure(let error): answer(.refused("the paste was refused: \(error)"))
            }
        }
    }

    /// Takes our copy back from the selection.
    package func withdrawSharedText() { clearOwnSelection() }
}
