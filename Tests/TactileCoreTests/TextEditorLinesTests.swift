import Testing
@testable import TactileCore

/// Newlines are a per-editor setting: one line (the default) refuses them and Enter submits;
/// several take them up to the line limit, Enter typing one.
@Suite struct TextEditorLinesTests {
    @Test func aSingleLineEditorRefusesNewlinesAndEnterSubmits() {
        var trace = EditorTrace(TextEditor(text: "a\nb"))
        trace.key("enter", Keysym.enter, "\r")
        trace.step("paste lines") { $0.insert("x\ny") }
        trace.step("a newline alone") { $0.insert("\n") }
        #expect(trace.lines == [
            "enter: submit ab|",
            "paste lines: edited abxy|",
            "a newline alone: refused(\"these characters cannot go here\") abxy|",
        ])
    }

    @Test func severalLinesTakeNewlinesUpToTheLimit() {
        let editor = TextEditor(text: "one", maximumLines: 3)
        var trace = EditorTrace(editor)
        trace.key("enter", Keysym.enter, "\r")
        trace.key("keypad enter", Keysym.keypadEnter, "\r")
        trace.step("a third newline") { $0.insert("\n") }
        trace.key("backspace", Keysym.backspace)
        trace.step("paste CRLF") { $0.insert("x\r\ny") }
        trace.step("paste a lone CR") { $0.insert("\rz") }
        #expect(trace.lines == [
            "enter: edited one\n|",
            "keypad enter: edited one\n\n|",
            "a third newline: refused(\"at most 3 lines go here\") one\n\n|",
            "backspace: edited one\n|",
            "paste CRLF: edited one\nx\ny|",
            "paste a lone CR: refused(\"at most 3 lines go here\") one\nx\ny|",
        ])
        #expect(editor.lineCount == 3 && editor.takesNewlines)
        // Undo takes the typed newlines back as typing.
        editor.undo()
        #expect(editor.marked == "one\n|")
    }

    @Test func textBeyondTheLineLimitJoinsTheLastLine() {
        let editor = TextEditor(text: "a\r\nb\rc\nd", maximumLines: 2)
        #expect(editor.text == "a\nb c d")
        editor.maximumLines = 1
        #expect(editor.text == "ab c d" && !editor.takesNewlines)
        #expect(editor.handleKey(KeyEvent(time: .zero, keysym: Keysym.enter, text: "\r", pressed: true)) == .submit)
    }

    /// Up, Down, Home and End ask the field's layout when it gives line moves (Ctrl+Home and
    /// Ctrl+End still go to the text's ends); without, Up and Down are not the editor's.
    @Test func lineKeysUseTheLayoutsMoves() {
        let editor = TextEditor(text: "ab\ncd\nef", maximumLines: 3)
        var asked: [String] = []
        let moves = TextLineMoves(vertical: { offset, down in
            asked.append("vertical \(offset) \(down ? "down" : "up")")
            return down ? min(offset + 3, 8) : max(offset - 3, 0)
        }, lineBoundary: { offset, end in
            asked.append("boundary \(offset) \(end ? "end" : "start")")
            return end ? (offset / 3) * 3 + 2 : (offset / 3) * 3
        })
        func press(_ keysym: UInt32, _ modifiers: KeyModifiers = [], moves: TextLineMoves? = moves) -> TextEditOutcome {
            editor.handleKey(KeyEvent(time: .zero, keysym: keysym, pressed: true, modifiers: modifiers), lineMoves: moves)
        }
        editor.moveCaret(to: 4)
        #expect(press(Keysym.up) == .moved && editor.caret == 1)
        #expect(press(Keysym.keypadDown, .shift) == .moved && editor.selection == 1..<4)
        #expect(press(Keysym.end) == .moved && editor.caret == 5)
        #expect(press(Keysym.home) == .moved && editor.caret == 3)
        #expect(press(Keysym.end, .control) == .moved && editor.caret == 8)
        #expect(press(Keysym.up, moves: nil) == .ignored)
        #expect(asked == ["vertical 4 up", "vertical 1 down", "boundary 4 end", "boundary 5 start"])
    }
}
