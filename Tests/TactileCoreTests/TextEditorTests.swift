import Testing
@testable import TactileCore

@Suite struct TextEditorTests {
    /// Backspace and the arrows move over whole user-perceived characters: e + combining
    /// acute, a thumbs-up with a skin tone, a ZWJ family, a flag; typing an accent after its
    /// letter joins the cluster instead of adding a character.
    @Test func caretMovesByGraphemeCluster() {
        let editor = TextEditor(text: "ae\u{301}👍🏽👨‍👩‍👧🇫🇷z")
        #expect(editor.characters.count == 6)
        var t = EditorTrace(editor)
        t.key("left", Keysym.left)
        t.key("left", Keysym.left)
        t.key("backspace", Keysym.backspace)
        t.key("left", Keysym.left)
        t.key("backspace", Keysym.backspace)
        t.key("home", Keysym.home)
        t.key("delete", Keysym.delete)
        t.key("delete", Keysym.delete)
        t.type("o\u{308}")
        t.key("end", Keysym.end)
        t.key("shift left", Keysym.left, "", .shift)
        t.key("shift left", Keysym.left, "", .shift)
        t.key("backspace", Keysym.backspace)
        #expect(t.lines == [
            "left: moved ae\u{301}👍🏽👨‍👩‍👧🇫🇷|z",
            "left: moved ae\u{301}👍🏽👨‍👩‍👧|🇫🇷z",
            "backspace: edited ae\u{301}👍🏽|🇫🇷z",
            "left: moved ae\u{301}|👍🏽🇫🇷z",
            "backspace: edited a|👍🏽🇫🇷z",
            "home: moved |a👍🏽🇫🇷z",
            "delete: edited |👍🏽🇫🇷z",
            "delete: edited |🇫🇷z",
            "type o: edited o|🇫🇷z",
            "type \u{308}: edited o\u{308}|🇫🇷z",
            "end: moved o\u{308}🇫🇷z|",
            "shift left: moved o\u{308}🇫🇷|z^",
            "shift left: moved o\u{308}|🇫🇷z^",
            "backspace: edited o\u{308}|",
        ])
        #expect(editor.text == "o\u{308}" && editor.characters.count == 1)
    }

    /// Two regional indicators typed one at a time become one flag; deleting a flag's
    /// neighbour leaves the flag whole.
    @Test func regionalIndicatorsJoinIntoAFlag() {
        var t = EditorTrace(TextEditor())
        t.type("\u{1F1E9}\u{1F1EA}x")
        t.key("left", Keysym.left)
        t.key("backspace", Keysym.backspace)
        #expect(t.lines == [
            "type \u{1F1E9}: edited \u{1F1E9}|",
            "type \u{1F1EA}: edited 🇩🇪|",
            "type x: edited 🇩🇪x|",
            "left: moved 🇩🇪|x",
            "backspace: edited |x",
        ])
    }

    /// Double tap selects the word, the run of spaces or the single other character under it.
    @Test func wordSelection() {
        let editor = TextEditor(text: "héllo,  wörld_2 👍")
        var t = EditorTrace(editor)
        t.step("word at 2") { $0.selectWord(at: 2) }
        t.step("word at 5") { $0.selectWord(at: 5) }
        t.step("word at 6") { $0.selectWord(at: 6) }
        t.step("word at 10") { $0.selectWord(at: 10) }
        t.step("word at end") { $0.selectWord(at: 99) }
        t.step("caret 3") { $0.moveCaret(to: 3) }
        t.key("ctrl right", Keysym.right, "", .control)
        t.key("ctrl right", Keysym.right, "", .control)
        t.key("ctrl left", Keysym.left, "", .control)
        t.key("ctrl backspace", Keysym.backspace, "", .control)
        #expect(t.lines == [
            "word at 2: moved ^héllo|,  wörld_2 👍",
            "word at 5: moved héllo^,|  wörld_2 👍",
            "word at 6: moved héllo,^  |wörld_2 👍",
            "word at 10: moved héllo,  ^wörld_2| 👍",
            "word at end: moved héllo,  wörld_2 ^👍|",
            "caret 3: moved hél|lo,  wörld_2 👍",
            "ctrl right: moved héllo|,  wörld_2 👍",
            "ctrl right: moved héllo,|  wörld_2 👍",
            "ctrl left: moved héllo|,  wörld_2 👍",
            "ctrl backspace: edited |,  wörld_2 👍",
        ])
    }

    /// A run of typing undoes as one step per word; a caret move or a deletion starts a new
    /// step; redo (Shift+Ctrl+Z, Ctrl+Y) replays; a new edit forgets what was undone.
    @Test func undoCoalescesTyping() {
        var t = EditorTrace(TextEditor())
        for character in "hi you" { _ = t.editor.handleKey(KeyEvent(time: .zero, keysym: 0, text: String(character), pressed: true)) }
        t.key("backspace", Keysym.backspace)
        t.key("backspace", Keysym.backspace)
        t.key("home", Keysym.home)
        t.type("O")
        t.key("undo", 0x7a, "", .control)
        t.key("undo", 0x7a, "", .control)
        t.key("undo", 0x7a, "", .control)
        t.key("undo", 0x7a, "", .control)
        t.key("undo", 0x7a, "", .control)
        t.key("redo", 0x5a, "", [.control, .shift])
        t.key("redo", 0x79, "", .control)
        t.type("!")
        t.key("redo", 0x79, "", .control)
        #expect(t.lines == [
            "backspace: edited hi yo|",
            "backspace: edited hi y|",
            "home: moved |hi y",
            "type O: edited O|hi y",
            "undo: edited |hi y",
            "undo: edited hi you|",
            "undo: edited hi |",
            "undo: edited |",
            "undo: unchanged |",
            "redo: edited hi |",
            "redo: edited hi you|",
            "type !: edited hi you!|",
            "redo: unchanged hi you!|",
        ])
    }

    /// Ctrl+A/C/X/V with the editor's clipboard, shared by two editors; Caps Lock's upper
    /// case keysyms work the same.
    @Test func clipboardShortcuts() {
        let clipboard = TextClipboard()
        var a = EditorTrace(TextEditor(text: "copy me", clipboard: clipboard))
        var b = EditorTrace(TextEditor(text: "<>", clipboard: clipboard))
        a.key("ctrl a", 0x41, "", [.control, .capsLock])
        a.key("ctrl c", 0x63, "\u{3}", .control)
        b.key("left", Keysym.left)
        b.key("ctrl v", 0x76, "\u{16}", .control)
        a.key("home", Keysym.home)
        a.key("shift ctrl right", Keysym.right, "", [.control, .shift])
        a.key("ctrl x", 0x78, "\u{18}", .control)
        b.key("ctrl v", 0x76, "\u{16}", .control)
        #expect(a.lines + b.lines == [
            "ctrl a: moved ^copy me|",
            "ctrl c: unchanged ^copy me|",
            "home: moved |copy me",
            "shift ctrl right: moved ^copy| me",
            "ctrl x: edited | me",
            "left: moved <|>",
            "ctrl v: edited <copy me|>",
            "ctrl v: edited <copy mecopy|>",
        ])
        #expect(clipboard.text == "copy")
    }

    /// Max length counts characters (a family emoji is one); typing at the limit is refused,
    /// a paste is cut to fit, an accent that joins the last letter still goes in.
    @Test func maximumLength() {
        var t = EditorTrace(TextEditor(maximumLength: 4, clipboard: TextClipboard(text: "wxyz")))
        t.type("a")
        t.step("type 👨‍👩‍👧") { $0.insert("👨‍👩‍👧", typed: true) }
        t.type("b")
        t.key("ctrl v", 0x76, "", .control)
        t.type("c\u{301}")
        t.key("shift home", Keysym.home, "", .shift)
        t.key("ctrl v", 0x76, "", .control)
        #expect(t.lines == [
            "type a: edited a|",
            "type 👨‍👩‍👧: edited a👨‍👩‍👧|",
            "type b: edited a👨‍👩‍👧b|",
            "ctrl v: edited a👨‍👩‍👧bw|",
            "type c: refused(\"at most 4 characters go here\") a👨‍👩‍👧bw|",
            "type \u{301}: edited a👨‍👩‍👧bw\u{301}|",
            "shift home: moved |a👨‍👩‍👧bw\u{301}^",
            "ctrl v: edited wxyz|",
        ])
    }

    /// Control characters and newlines never go in (a pasted line break is dropped); number
    /// and PIN fields take digits only; e-mail takes no spaces; Ctrl or Alt with a letter
    /// types nothing.
    @Test func invalidInputIsFiltered() {
        let clipboard = TextClipboard(text: "line 1\nline\t2\r\u{2028}")
        var text = EditorTrace(TextEditor(clipboard: clipboard))
        text.key("ctrl v", 0x76, "", .control)
        text.type("\u{7}\u{85}")
        text.key("alt f", 0x66, "f", .alt)
        var number = EditorTrace(TextEditor(kind: .number, clipboard: clipboard))
        number.type("4a²٣2")
        number.key("ctrl v", 0x76, "", .control)
        var email = EditorTrace(TextEditor(kind: .email))
        email.type("a b@c")
        #expect(text.lines + number.lines + email.lines == [
            "ctrl v: edited line 1line2|",
            "type \u{7}: refused(\"these characters cannot go here\") line 1line2|",
            "type \u{85}: refused(\"these characters cannot go here\") line 1line2|",
            "alt f: ignored line 1line2|",
            "type 4: edited 4|",
            "type a: refused(\"only digits go here\") 4|",
            "type ²: refused(\"only digits go here\") 4|",
            "type ٣: refused(\"only digits go here\") 4|",
            "type 2: edited 42|",
            "ctrl v: edited 4212|",
            "type a: edited a|",
            "type  : refused(\"these characters cannot go here\") a|",
            "type b: edited ab|",
            "type @: edited ab@|",
            "type c: edited ab@c|",
        ])
        #expect(TextEditor(text: "12\nab34", kind: .pin).text == "1234")
    }

    /// A 1 MB paste is refused at once, before the text is looked at, and changes nothing.
    @Test func hugePasteIsRefused() {
        let huge = String(repeating: "0123456789abcdef", count: 65_536)
        let editor = TextEditor(text: "keep", clipboard: TextClipboard(text: huge))
        #expect(editor.paste() == .refused("1048576 bytes is too much text to insert here (at most 65536)"))
        #expect(editor.text == "keep" && !editor.canUndo)
    }

    /// Secure kinds: the last character typed is known for the reveal, forgotten by any other
    /// edit or move; nothing can be copied out; a double tap selects everything.
    @Test func secureKinds() {
        let clipboard = TextClipboard(text: "before")
        let editor = TextEditor(kind: .password, clipboard: clipboard)
        var reveals: [Int?] = []
        for character in "pw d" {
            _ = editor.insert(String(character), typed: true)
            reveals.append(editor.lastTypedIndex)
        }
        _ = editor.moveCaret(to: 1)
        reveals.append(editor.lastTypedIndex)
        _ = editor.insert("xy", typed: false)
        reveals.append(editor.lastTypedIndex)
        #expect(reveals == [0, 1, 2, 3, nil, nil])
        #expect(editor.selectWord(at: 1) == .moved && editor.selection == 0..<6)
        #expect(editor.copy() == .refused("a hidden text cannot be copied"))
        #expect(editor.cut() == .refused("a hidden text cannot be copied"))
        #expect(clipboard.text == "before" && editor.text == "pxyw d")
    }

    /// The undo history keeps at most its step count and its bytes.
    @Test func undoHistoryIsBounded() {
        let editor = TextEditor(undoSteps: 5, undoBytes: 4096)
        for _ in 0..<50 {
            _ = editor.insert("xxxxx")
            _ = editor.moveCaret(to: 0)
        }
        #expect(editor.undoHistoryBytes <= 4096)
        var undos = 0
        while editor.undo() == .edited { undos += 1 }
        #expect(undos <= 5 && undos >= 1)
        let small = TextEditor(undoSteps: 3)
        for character in "a b c d e" { _ = small.insert(String(character), typed: true); _ = small.moveCaret(to: small.caret) }
        for _ in 0..<10 { _ = small.undo() }
        #expect(small.text == "a b ")
    }

    /// Enter submits; Tab and Escape are not the editor's.
    @Test func submitAndForeignKeys() {
        let editor = TextEditor(text: "x")
        let press = { (keysym: UInt32) in editor.handleKey(KeyEvent(time: .zero, keysym: keysym, pressed: true)) }
        #expect(press(Keysym.enter) == .submit)
        #expect(press(Keysym.keypadEnter) == .submit)
        #expect(press(Keysym.tab) == .ignored)
        #expect(press(Keysym.escape) == .ignored)
        // As xkbcommon gives them, with their control characters as text.
        for (keysym, text) in [(Keysym.tab, "\t"), (Keysym.isoLeftTab, "\t"), (Keysym.escape, "\u{1b}")] {
            #expect(editor.handleKey(KeyEvent(time: .zero, keysym: keysym, text: text, pressed: true)) == .ignored)
        }
        #expect(editor.text == "x")
        #expect(editor.handleKey(KeyEvent(time: .zero, keysym: 0x61, text: "a", pressed: false)) == .ignored)
    }

    /// The string stays the characters' bytes exactly (it is spliced where they changed)
    /// through random typing, deleting, selecting, undo and redo, with pieces that join the
    /// clusters beside them (combining accents, regional indicators, a ZWJ) and precomposed
    /// letters canonically equal to decomposed ones.
    @Test func textStaysTheCharactersBytes() {
        let editor = TextEditor(text: "cafe\u{301} caf\u{e9} 🇫")
        let pieces = ["a", "e", "\u{301}", "\u{e9}", "🇷", "🇫", "\u{200D}", "👩", " ", "xy"]
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        func random(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        for _ in 0..<400 {
            switch random(7) {
            case 0, 1, 2: _ = editor.insert(pieces[random(pieces.count)], typed: true)
            case 3: _ = editor.deleteBackward()
            case 4: _ = editor.select(random(editor.characters.count + 1)..<editor.characters.count)
            case 5: _ = editor.undo()
            default: _ = editor.moveCaret(to: random(editor.characters.count + 1))
            }
            #expect(editor.text.utf8.elementsEqual(String(editor.characters).utf8))
            #expect(editor.text.count == editor.characters.count)
        }
    }
}
