@testable import TactileCore

extension TextEditor {
    /// The text with the caret as "|" (and, with a selection, its anchor as "^"): "ab|c", "a^bc|".
    var marked: String {
        var out = ""
        for (offset, character) in characters.enumerated() {
            if offset == caret { out += "|" } else if offset == anchor { out += "^" }
            out.append(character)
        }
        if caret == characters.count { out += "|" } else if anchor == characters.count { out += "^" }
        return out
    }
}

/// Plays named steps on an editor and records, for each, the outcome and the marked state.
struct EditorTrace {
    let editor: TextEditor
    private(set) var lines: [String] = []

    init(_ editor: TextEditor) { self.editor = editor }

    mutating func step(_ name: String, _ action: (TextEditor) -> TextEditOutcome) {
        let outcome = action(editor)
        lines.append("\(name): \(outcome) \(editor.marked)")
    }

    /// Presses (and releases) `keysym` with `text` and `modifiers`.
    mutating func key(_ name: String, _ keysym: UInt32, _ text: String = "", _ modifiers: KeyModifiers = []) {
        step(name) { editor in
            let outcome = editor.handleKey(KeyEvent(time: .zero, keysym: keysym, text: text, pressed: true, modifiers: modifiers))
            _ = editor.handleKey(KeyEvent(time: .zero, keysym: keysym, pressed: false, modifiers: modifiers))
            return outcome
        }
    }

    /// Types each Unicode scalar of `string` as its own key press (keysym 0: what it types is
    /// its text), as a keyboard sends a combining accent or a regional indicator.
    mutating func type(_ string: String) {
        for scalar in string.unicodeScalars { key("type \(scalar)", 0, String(scalar)) }
    }
}
