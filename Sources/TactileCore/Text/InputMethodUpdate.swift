/// Text being composed by a system input method: shown in the field at the caret, underlined,
/// and not part of the field's text until the input method commits it.
package struct InputMethodPreedit: Hashable, Sendable {
    /// The composed text.
    package var text: String
    /// Where the input method's cursor is inside `text`, in grapheme clusters; nil: hidden.
    package var cursor: Range<Int>?

    /// A preedit of `text` with its cursor at `cursor` (grapheme clusters into `text`).
    package init(text: String, cursor: Range<Int>? = nil) {
        self.text = text
        self.cursor = cursor
    }
}

/// What a system input method asks for at one `done` (text-input-unstable-v3): the state the
/// events since the previous `done` built up, to apply in the protocol's order: the old preedit
/// goes, the surrounding text is deleted, the commit is inserted, the new preedit shows.
package struct InputMethodUpdate: Equatable, Sendable {
    /// The preedit to show from now on; nil: none.
    package var preedit: InputMethodPreedit?
    /// Text to insert at the caret as if typed; nil: none.
    package var commit: String?
    /// UTF-8 bytes to delete before the caret (of the surrounding text the field last sent).
    package var deleteBeforeBytes: Int
    /// UTF-8 bytes to delete after the caret.
    package var deleteAfterBytes: Int

    /// An update with nothing in it: the preedit goes, nothing else changes.
    package init(preedit: InputMethodPreedit? = nil, commit: String? = nil, deleteBeforeBytes: Int = 0, deleteAfterBytes: Int = 0) {
        self.preedit = preedit
        self.commit = commit
        self.deleteBeforeBytes = deleteBeforeBytes
        self.deleteAfterBytes = deleteAfterBytes
    }
}

/// Collects the events a compositor's text input sends between two `done`s, checking each: a
/// string that is not UTF-8, longer than `maximumBytes` or with a cursor outside it, and a
/// deletion larger than `maximumBytes`, are refused (the reason goes to `log`), never applied.
/// The Wayland layer feeds it the raw bytes; being pure, it is tested in-process.
package struct InputMethodEvents {
    /// The most bytes a string or a deletion may have: a Wayland message holds at most 4096
    /// bytes, so anything larger is nonsense.
    package static let maximumBytes = 4096

    private var pending = InputMethodUpdate()
    /// Receives one line per refused event.
    private let log: (String) -> Void

    /// An empty collection; refusals go to `log`.
    package init(log: @escaping (String) -> Void) { self.log = log }

    /// `preedit_string`: `bytes` (nil: none), with its cursor from byte `cursorBegin` to
    /// `cursorEnd` (both -1: hidden).
    package mutating func preedit(_ bytes: [UInt8]?, cursorBegin: Int, cursorEnd: Int) {
        guard let bytes else { pending.preedit = nil; return }
        guard let text = decode(bytes, what: "preedit") else { return }
        var cursor: Range<Int>?
        if cursorBegin >= 0 || cursorEnd >= 0 {
            let begin = Self.graphemeOffset(ofByte: cursorBegin, in: text), end = Self.graphemeOffset(ofByte: cursorEnd, in: text)
            if let begin, let end, begin <= end { cursor = begin..<end } else { log("input method: preedit cursor \(cursorBegin)…\(cursorEnd) outside its \(bytes.count) bytes: cursor hidden") }
        }
        pending.preedit = text.isEmpty ? nil : InputMethodPreedit(text: text, cursor: cursor)
    }

    /// `commit_string`: `bytes` (nil: none) to insert.
    package mutating func commit(_ bytes: [UInt8]?) {
        guard let bytes else { pending.commit = nil; return }
        if let text = decode(bytes, what: "commit") { pending.commit = text }
    }

    /// `delete_surrounding_text`: bytes before and after the caret.
    package mutating func deleteSurrounding(before: UInt32, after: UInt32) {
        guard Int(before) <= Self.maximumBytes, Int(after) <= Self.maximumBytes else {
            return log("input method: refused to delete \(before)+\(after) bytes around the caret (at most \(Self.maximumBytes) each)")
        }
        pending.deleteBeforeBytes = Int(before)
        pending.deleteAfterBytes = Int(after)
    }

    /// `done`: the update to apply now; the collection starts empty again.
    package mutating func done() -> InputMethodUpdate {
        defer { pending = InputMethodUpdate() }
        return pending
    }

    private func decode(_ bytes: [UInt8], what: String) -> String? {
        guard bytes.count <= Self.maximumBytes else {
            log("input method: refused a \(what) of \(bytes.count) bytes (at most \(Self.maximumBytes))")
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            log("input method: refused a \(what) that is not valid UTF-8 (\(bytes.count) bytes)")
            return nil
        }
        return text
    }

    /// The grapheme offset in `text` at UTF-8 byte `byte`, nil when the byte is outside the
    /// text or inside a cluster.
    static func graphemeOffset(ofByte byte: Int, in text: String) -> Int? {
        var bytes = 0
        for (offset, character) in text.enumerated() {
            if bytes == byte { return offset }
            if bytes > byte { return nil }
            bytes += character.utf8.count
        }
        return bytes == byte ? text.count : nil
    }
}
