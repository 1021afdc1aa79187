/// The editing state of one text field, with no drawing and no C: its text as
/// grapheme clusters (Swift `Character`s, what a user sees as one character: "é" written as
/// e + U+0301, an emoji with a skin tone, a family joined by ZWJ, a flag), a caret and a
/// selection in grapheme offsets, the rules of its content kind and length, undo and redo,
/// and the clipboard. Every offset is a count of `Character`s from the start of the text.
///
/// Edits replace the selection. Characters the content kind does not take (control
/// characters always, newlines unless `maximumLines` allows several lines, letters in a
/// number field, …) are dropped; input with nothing left is refused, as is a paste longer
/// than `maximumPasteBytes` or one that would make more than `maximumLines` lines; text
/// beyond `maximumLength` is cut.
package final class TextEditor {
    /// The text, one element per grapheme cluster.
    package private(set) var characters: [Character]
    /// The text as a string.
    package private(set) var text: String
    /// Counts the changes of the text: equal counts, the same text (cheaper to compare than
    /// the text).
    package private(set) var revision = 0
    /// The fixed end of the selection (where a Shift-selection or a drag started).
    package private(set) var anchor: Int
    /// The moving end of the selection, where the caret is drawn.
    package private(set) var caret: Int
    /// What the field holds; setting it filters the text already there.
    package var kind: TextContentKind {
        didSet { if kind != oldValue { replaceAll(with: text) } }
    }
    /// The most characters the text may have.
    package var maximumLength: Int {
        didSet { if maximumLength < characters.count { replaceAll(with: text) } }
    }
    /// The most lines (newlines plus one) the text may have: 1, the default, takes no
    /// newline and Enter submits; more, and Enter types a newline ("\r\n" and "\r" from a
    /// paste become "\n"). Lowering it joins the lines beyond it to the last one left, a space for
    /// each newline (none down to one line, which drops newlines as it drops them from any input).
    package var maximumLines: Int {
        didSet { if maximumLines < lineCount { replaceAll(with: text) } }
    }
    /// The largest paste (and the largest single insertion), in UTF-8 bytes: beyond it the
    /// input is refused whole, before any of it is looked at, so a megabyte on the clipboard
    /// costs nothing.
    package var maximumPasteBytes: Int
    /// Where Ctrl+C and Ctrl+X put text and Ctrl+V takes it from.
    package var clipboard: TextClipboard
    /// Hears the outcome of an edit that completes after the key that asked for it returned
    /// (a paste from a shared clipboard), for the field to show it as it shows a key's.
    package var onLaterOutcome: ((TextEditOutcome) -> Void)?
    /// The offset of the character just typed into an empty selection, nil after any other
    /// edit or move: a secure field shows that one character for a moment.
    package private(set) var lastTypedIndex: Int?

    private var history: TextUndoHistory

    /// An editor holding `text` (filtered for `kind` and cut to `maximumLength`), the caret at its end.
    package init(text: String = "", kind: TextContentKind = .text, maximumLength: Int = 10_000, maximumLines: Int = 1,
                maximumPasteBytes: Int = 64 * 1024, clipboard: TextClipboard = TextClipboard(),
                undoSteps: Int = 100, undoBytes: Int = 1 << 20) {
        self.kind = kind
        self.maximumLength = max(maximumLength, 0)
        self.maximumLines = max(maximumLines, 1)
        self.maximumPasteBytes = maximumPasteBytes
        self.clipboard = clipboard
        history = TextUndoHistory(maximumSteps: undoSteps, maximumBytes: undoBytes)
        characters = []
        self.text = ""
        anchor = 0
        caret = 0
        replaceAll(with: text)
    }

    /// The selected offsets (empty at the caret when nothing is selected).
    package var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    /// Whether any text is selected.
    package var hasSelection: Bool { anchor != caret }

    /// The selected text.
    package var selectedText: String { String(characters[selection]) }

    /// Whether Enter types a newline (several lines allowed) rather than submitting.
    package var takesNewlines: Bool { maximumLines > 1 }

    /// How many lines the text has: its newlines plus one.
    package var lineCount: Int { characters.reduce(1) { $0 + ($1 == "\n" ? 1 : 0) } }

    // MARK: Setting text and selection

    /// Replaces the whole text from the program (not the user): filtered and cut like typed
    /// text, the caret at the end, the undo history forgotten. Returns `edited` or `unchanged`.
    @discardableResult
    package func setText(_ newText: String) -> TextEditOutcome {
        let before = characters
        replaceAll(with: newText)
        history.removeAll()
        return before == characters ? .unchanged : .edited
    }

    /// Puts the caret at `offset` (clamped to the text), selecting from the anchor when
    /// `extending`, else selecting nothing.
    @discardableResult
    package func moveCaret(to offset: Int, extending: Bool = false) -> TextEditOutcome {
        let target = min(max(offset, 0), characters.count)
        return setSelection(anchor: extending ? anchor : target, caret: target)
    }

    /// Selects `range` (clamped), the caret at its end.
    @discardableResult
    package func select(_ range: Range<Int>) -> TextEditOutcome {
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        return setSelection(anchor: lower, caret: upper)
    }

    /// Selects everything.
    @discardableResult
    package func selectAll() -> TextEditOutcome { select(0..<characters.count) }

    /// Selects the word (or run of spaces, or single other character) at `offset`: what a
    /// double tap there selects. A secure field selects everything: its words are hidden.
    @discardableResult
    package func selectWord(at offset: Int) -> TextEditOutcome {
        select(wordRange(at: offset))
    }

    /// The word (see `selectWord(at:)`) at `offset`, for extending a selection by words.
    package func wordRange(at offset: Int) -> Range<Int> {
        kind.isSecure ? 0..<characters.count : TextWords.word(around: offset, in: characters)
    }

    /// Where the caret goes moving one word left (`forward` false) or right from it.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        if kind.isSecure { return forward ? characters.count : 0 }
        return forward ? TextWords.nextWordEnd(after: offset, in: characters)
            : TextWords.previousWordStart(before: offset, in: characters)
    }

    private func setSelection(anchor newAnchor: Int, caret newCaret: Int) -> TextEditOutcome {
        guard newAnchor != anchor || newCaret != caret else { return .unchanged }
        anchor = newAnchor
        caret = newCaret
        lastTypedIndex = nil
        history.breakCoalescing()
        return .moved
    }

    // MARK: Editing

    /// Replaces the selection with `string`, as typed (`typed`: coalesces with the typing
    /// before it for undo, and a single character is remembered for a secure field's reveal)
    /// or pasted.
    @discardableResult
    package func insert(_ string: String, typed: Bool = false) -> TextEditOutcome {
        guard string.utf8.count <= maximumPasteBytes else {
            return .refused("\(string.utf8.count) bytes is too much text to insert here (at most \(maximumPasteBytes))")
        }
        let accepted = filtered(string)
        if accepted.isEmpty && !string.isEmpty {
            return .refused(kind == .number || kind == .pin ? "only digits go here" : "these characters cannot go here")
        }
        guard !accepted.isEmpty || hasSelection else { return .unchanged }
        var inserted = Array(accepted)
        var result = splice(inserted)
        while result.characters.count > maximumLength && !inserted.isEmpty {
            inserted.removeLast(min(inserted.count, result.characters.count - maximumLength))
            result = splice(inserted)
        }
        guard result.characters.count <= maximumLength, !inserted.isEmpty || hasSelection else {
            return .refused("at most \(maximumLength) characters go here")
        }
        if inserted.contains("\n") && result.characters.count(where: { $0 == "\n" }) >= maximumLines {
            return .refused("at most \(maximumLines) lines go here")
        }
        let isSpace = inserted.allSatisfy(\.isWhitespace)
        let kind: TextUndoHistory.EditKind = typed ? (isSpace ? .typingSpace : .typing) : .other
        commit(result.characters, caret: result.caret, as: kind)
        if typed && inserted.count == 1 && result.caret > 0 { lastTypedIndex = result.caret - 1 }
        return .edited
    }

    /// Deletes the selection, else the character before the caret (Backspace): a whole
    /// grapheme cluster. With `word`, deletes back to the start of the word (Ctrl+Backspace).
    @discardableResult
    package func deleteBackward(word: Bool = false) -> TextEditOutcome {
        if hasSelection { return deleteSelection() }
        guard caret > 0 else { return .unchanged }
        let start = word ? wordBoundary(from: caret, forward: false) : caret - 1
        return delete(start..<caret, as: word ? .other : .deleteBackward)
    }

    /// Deletes the selection, else the character after the caret (Delete); with `word`, up
    /// to the end of the next word (Ctrl+Delete).
    @discardableResult
    package func deleteForward(word: Bool = false) -> TextEditOutcome {
        if hasSelection { return deleteSelection() }
        guard caret < characters.count else { return .unchanged }
        let end = word ? wordBoundary(from: caret, forward: true) : caret + 1
        return delete(caret..<end, as: word ? .other : .deleteForward)
    }

    /// Copies the selection to the clipboard (not from a secure field).
    @discardableResult
    package func copy() -> TextEditOutcome {
        guard hasSelection else { return .unchanged }
        guard !kind.isSecure else { return .refused("a hidden text cannot be copied") }
        clipboard.store(selectedText)
        return .unchanged
    }

    /// Copies the selection to the clipboard and deletes it (not from a secure field).
    @discardableResult
    package func cut() -> TextEditOutcome {
        guard hasSelection else { return .unchanged }
        let copied = copy()
        guard copied == .unchanged else { return copied }
        return deleteSelection()
    }

    /// Replaces the selection with the clipboard's text (see `insert(_:typed:)` for what is
    /// refused). From a shared clipboard the text comes later: this returns `.unchanged`, and
    /// `onLaterOutcome` hears what the paste did when it arrives.
    @discardableResult
    package func paste() -> TextEditOutcome {
        if clipboard.shared != nil {
            clipboard.paste { [weak self] answer in self?.sharedPasteArrived(answer) }
            return .unchanged
        }
        guard let pasted = clipboard.text, !pasted.isEmpty else { return .unchanged }
        return insert(pasted)
    }

    private func sharedPasteArrived(_ answer: SharedClipboardAnswer) {
        switch answer {
        case .text(let pasted) where !pasted.isEmpty: onLaterOutcome?(insert(pasted))
        case .text, .empty: break
        case .refused(let reason): onLaterOutcome?(.refused(reason))
        }
    }

    /// Goes back one step (a run of typing is one step).
    @discardableResult
    package func undo() -> TextEditOutcome {
        guard let previous = history.undo(from: snapshot) else { return .unchanged }
        restore(previous)
        return .edited
    }

    /// Goes forward again one step that was undone.
    @discardableResult
    package func redo() -> TextEditOutcome {
        guard let next = history.redo(from: snapshot) else { return .unchanged }
        restore(next)
        return .edited
    }

    /// Whether `undo()` would change something.
    package var canUndo: Bool { !history.undoStack.isEmpty }
    /// Whether `redo()` would change something.
    package var canRedo: Bool { !history.redoStack.isEmpty }
    /// The bytes the undo history holds (bounded by the `undoBytes` given at creation).
    package var undoHistoryBytes: Int { history.bytes }

    /// Ends the current run of typing for undo (the field lost focus, say).
    package func breakUndoCoalescing() { history.breakCoalescing() }

    // MARK: Internals

    private var snapshot: TextUndoHistory.Snapshot {
        TextUndoHistory.Snapshot(characters: characters, anchor: anchor, caret: caret)
    }

    private func restore(_ snapshot: TextUndoHistory.Snapshot) {
        update(snapshot.characters)
        anchor = snapshot.anchor
        caret = snapshot.caret
        lastTypedIndex = nil
    }

    private func deleteSelection() -> TextEditOutcome {
        delete(selection, as: .other)
    }

    private func delete(_ range: Range<Int>, as kind: TextUndoHistory.EditKind) -> TextEditOutcome {
        var remaining = characters
        remaining.removeSubrange(range)
        // Removing a cluster can let its neighbours join (a regional indicator left alone
        // pairs with the next): split again around the join.
        let rejoined = Self.resplit(remaining, around: range.lowerBound)
        commit(rejoined.characters, caret: rejoined.caret, as: kind)
        return .edited
    }

    private func commit(_ newCharacters: [Character], caret newCaret: Int, as kind: TextUndoHistory.EditKind) {
        history.willEdit(kind, from: snapshot, caretAfter: newCaret)
        update(newCharacters)
        anchor = newCaret
        caret = newCaret
        lastTypedIndex = nil
    }

    /// Replaces the characters and splices the string where they changed: making a string
    /// of 2,000 characters anew at every keystroke cost more than laying the line out.
    private func update(_ newCharacters: [Character]) {
        let old = characters
        let shorter = min(old.count, newCharacters.count)
        // Same bytes, not just canonically equal ("é" and "e" + U+0301 are equal Characters).
        var prefix = 0, prefixBytes = 0
        while prefix < shorter && old[prefix].utf8.elementsEqual(newCharacters[prefix].utf8) {
            prefixBytes += old[prefix].utf8.count
            prefix += 1
        }
        var suffix = 0, suffixBytes = 0
        while suffix < shorter - prefix
                && old[old.count - 1 - suffix].utf8.elementsEqual(newCharacters[newCharacters.count - 1 - suffix].utf8) {
            suffixBytes += old[old.count - 1 - suffix].utf8.count
            suffix += 1
        }
        let utf8 = text.utf8
        var spliced = String(text[..<utf8.index(utf8.startIndex, offsetBy: prefixBytes)])
        spliced.append(contentsOf: String(newCharacters[prefix..<newCharacters.count - suffix]))
        spliced.append(contentsOf: text[utf8.index(utf8.endIndex, offsetBy: -suffixBytes)...])
        characters = newCharacters
        text = spliced
        revision &+= 1
    }

    /// The text with the selection replaced by `inserted`, and the caret after it. The
    /// characters either side are split again with the insertion, since clusters can join
    /// across it (e + a combining accent, two regional indicators, a ZWJ sequence).
    private func splice(_ inserted: [Character]) -> (characters: [Character], caret: Int) {
        let range = selection
        var result = characters
        result.replaceSubrange(range, with: inserted)
        return Self.resplit(result, around: range.lowerBound, insertedCount: inserted.count)
    }

    /// Re-splits the clusters from just before `offset` to just after `offset + insertedCount`
    /// in `characters`; returns them and where the caret goes (after the inserted ones, or
    /// after the cluster they merged into).
    private static func resplit(_ characters: [Character], around offset: Int,
                                insertedCount: Int = 0) -> (characters: [Character], caret: Int) {
        let start = max(offset - 1, 0)
        let end = min(offset + insertedCount + 1, characters.count)
        let tail = offset + insertedCount < characters.count ? String(characters[offset + insertedCount]) : ""
        let joined = Array(String(characters[start..<end]))
        let caretInJoined = tail.isEmpty || joined.last.map(String.init) != tail ? joined.count : joined.count - 1
        var result = characters
        result.replaceSubrange(start..<end, with: joined)
        return (result, start + caretInJoined)
    }

    /// The characters of `string` the editor takes: those `kind` accepts, and newlines (any
    /// line break written as one) when it takes several lines.
    private func filtered(_ string: String) -> String {
        guard takesNewlines else { return string.filter(kind.accepts) }
        var kept = ""
        for character in string {
            if character == "\n" || character == "\r\n" || character == "\r" {
                kept.append("\n")
            } else if kind.accepts(character) {
                kept.append(character)
            }
        }
        return kept
    }

    private func replaceAll(with string: String) {
        var newlines = 0
        // Lines beyond the limit join the last one allowed, a space for each newline dropped.
        let filtered = Array(filtered(string).map { character -> Character in
            guard character == "\n" else { return character }
            newlines += 1
            return newlines < maximumLines ? character : " "
        }.prefix(maximumLength))
        update(filtered)
        anchor = filtered.count
        caret = filtered.count
        lastTypedIndex = nil
    }
}
