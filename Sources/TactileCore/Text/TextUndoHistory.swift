/// The undo and redo stacks of one text editor: whole snapshots of text and selection,
/// bounded by count and by bytes (a field lives as long as the kiosk runs).
///
/// Typing coalesces: consecutive insertions of one word, each where the previous ended, undo
/// as one step; a space after a word, a caret move or any other kind of edit starts a new
/// step. Consecutive backspaces (or deletes) coalesce the same way.
struct TextUndoHistory {
    /// A state to go back to.
    struct Snapshot: Equatable {
        var characters: [Character]
        var anchor: Int
        var caret: Int

        /// Roughly what it holds, for the byte bound.
        var bytes: Int { 16 * characters.count + 32 }
    }

    /// The kind of edit, for coalescing.
    enum EditKind: Equatable { case typing, typingSpace, deleteBackward, deleteForward, other }

    /// Steps kept at most.
    let maximumSteps: Int
    /// Bytes of snapshots kept at most (both stacks together).
    let maximumBytes: Int

    private(set) var undoStack: [Snapshot] = []
    private(set) var redoStack: [Snapshot] = []
    /// The open coalescing group: the kind of the last edit and the caret after it.
    private var openGroup: (kind: EditKind, caret: Int)?

    init(maximumSteps: Int = 100, maximumBytes: Int = 1 << 20) {
        self.maximumSteps = maximumSteps
        self.maximumBytes = maximumBytes
    }

    /// Records that an edit of `kind` is about to change `before`, leaving the caret at
    /// `caretAfter`: pushes `before` unless the edit continues the open group.
    mutating func willEdit(_ kind: EditKind, from before: Snapshot, caretAfter: Int) {
        redoStack.removeAll()
        // A space typed after a word belongs to that word's step; the next letter starts anew.
        let continues = openGroup.map { group in
            before.anchor == before.caret && group.caret == before.caret
                && (group.kind == kind || (group.kind == .typing && kind == .typingSpace))
        } ?? false
        if !continues { push(before, toRedo: false) }
        openGroup = kind == .other ? nil : (kind, caretAfter)
    }

    /// Ends the open group: the next edit is a step of its own (the caret moved, the field
    /// lost focus).
    mutating func breakCoalescing() { openGroup = nil }

    /// The state to return to for undo (saving `current` for redo), nil when there is none.
    mutating func undo(from current: Snapshot) -> Snapshot? {
        guard let previous = undoStack.popLast() else { return nil }
        push(current, toRedo: true)
        openGroup = nil
        return previous
    }

    /// The state to return to for redo (saving `current` for undo), nil when there is none.
    mutating func redo(from current: Snapshot) -> Snapshot? {
        guard let next = redoStack.popLast() else { return nil }
        push(current, toRedo: false)
        openGroup = nil
        return next
    }

    /// Forgets every step.
    mutating func removeAll() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
    }

    /// Bytes held by both stacks.
    var bytes: Int { undoStack.reduce(0) { $0 + $1.bytes } + redoStack.reduce(0) { $0 + $1.bytes } }

    private mutating func push(_ snapshot: Snapshot, toRedo: Bool) {
        if toRedo {
            redoStack.append(snapshot)
            if redoStack.count > maximumSteps { redoStack.removeFirst() }
        } else {
            undoStack.append(snapshot)
            if undoStack.count > maximumSteps { undoStack.removeFirst() }
        }
        // Oldest undo steps go first: they are the least likely to be wanted.
        var total = bytes
        while total > maximumBytes, !undoStack.isEmpty { total -= undoStack.removeFirst().bytes }
        while total > maximumBytes, !redoStack.isEmpty { total -= redoStack.removeFirst().bytes }
    }
}
