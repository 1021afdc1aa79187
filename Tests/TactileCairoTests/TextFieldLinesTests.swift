import Testing
@testable import TactileCairo
@testable import TactileCore

/// A text field of several lines with real Pango layout (DejaVu Sans 20: a line is 24 px):
/// carets across wrapped lines, bidi on a wrapped line, selections across lines, Up and Down
/// keeping the caret's x, Home and End per line, Enter typing newlines, vertical scrolling.
@Suite struct TextFieldLinesTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))
    /// Kept here: a field holds its layouter weakly.
    let layouter = SceneRenderer().textLayouter

    /// A focused field of `lines` lines, `width` wide (text wraps 16 px narrower), 80 tall.
    func field(_ text: String, width: Double = 156, lines: Int = 5) -> (field: TextField, dispatcher: InputDispatcher) {
        let root = rootView(width: width + 20, height: 100)
        let field = TextField(frame: Rect(x: 10, y: 10, width: width, height: 80), text: text, maximumLines: lines, style: style)
        field.textLayouter = layouter
        root.addSubview(field)
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        field.focus(in: dispatcher)
        return (field, dispatcher)
    }

    /// Presses `keysym` and returns the field's marked state.
    func press(_ keysym: UInt32, _ text: String = "", _ modifiers: KeyModifiers = [], in dispatcher: InputDispatcher,
               field: TextField) -> String {
        dispatcher.handleKey(KeyEvent(time: .zero, keysym: keysym, text: text, pressed: true, modifiers: modifiers))
        dispatcher.handleKey(KeyEvent(time: .zero, keysym: keysym, pressed: false, modifiers: modifiers))
        return marked(field)
    }

    /// The text with the caret as "|" (and a selection's anchor as "^"), newlines as "/".
    func marked(_ field: TextField) -> String {
        let editor = field.editor
        var out = ""
        for (offset, character) in editor.characters.enumerated() {
            if offset == editor.caret { out += "|" } else if offset == editor.anchor { out += "^" }
            out += character == "\n" ? "/" : String(character)
        }
        if editor.caret == editor.characters.count { out += "|" } else if editor.anchor == editor.characters.count { out += "^" }
        return out
    }

    /// (line, x) of each caret, the line from the caret's top.
    func carets(_ field: TextField) -> [String] {
        let layout = field.fieldLayout!
        return (0...field.editor.characters.count).map { offset in
            let caret = layout.caretRect(at: offset)
            return "\(Int(caret.minY / 24)):\(Int(caret.minX.rounded()))"
        }
    }

    /// "one two three " fills the 140 px line; "four" wraps onto the second: the caret
    /// after the wrapping space is the second line's start. A tap beyond a line's end stays on
    /// that line; one below the text goes to its last line.
    @Test func caretsAcrossWrappedLines() {
        let s = field("one two three four")
        #expect(carets(s.field) == ["0:0", "0:12", "0:25", "0:37", "0:43", "0:51", "0:67", "0:79", "0:85", "0:93",
                                    "0:106", "0:114", "0:126", "0:138", "1:0", "1:7", "1:19", "1:32", "1:40"])
        let layout = s.field.fieldLayout!
        #expect(layout.caretOffset(at: Point(x: 20, y: 30)) == 16)
        #expect(layout.caretOffset(at: Point(x: 139, y: 10)) == 13)
        #expect(layout.caretOffset(at: Point(x: 20, y: 70)) == 16)
        #expect(layout.size.height == 48)
    }

    /// Hebrew words crossing the wrap: each line runs its Hebrew right to left on its own,
    /// and Right walks screen order across the line break.
    @Test func bidiOnAWrappedLine() {
        let s = field("ab אבג דהו זחט cd", width: 116)
        let xs = carets(s.field)
        // Line 0 "ab אבג דהו ", line 1 "זחט cd": each Hebrew run's carets go down in x.
        #expect(xs == ["0:0", "0:12", "0:25", "0:31", "0:86", "0:74", "0:66", "0:60", "0:49", "0:36", "0:31",
                       "1:0", "1:26", "1:13", "1:33", "1:39", "1:50", "1:63"], "\(xs)")
        _ = press(Keysym.home, "", [.control], in: s.dispatcher, field: s.field)
        var walk = [0]
        for _ in 0..<18 {
            _ = press(Keysym.right, in: s.dispatcher, field: s.field)
            walk.append(s.field.editor.caret)
        }
        // Left to right on screen: the first line (3 and 10 share x 31, once), then the second.
        #expect(walk == [0, 1, 2, 3, 9, 8, 7, 6, 5, 4, 11, 13, 12, 14, 15, 16, 17, 17, 17], "\(walk)")
    }

    /// A selection across lines covers the first line from its start to the wrapping edge and
    /// the next from its left to the selection's end.
    @Test func selectionAcrossLines() {
        let s = field("one two three four")
        let rects = s.field.fieldLayout!.selectionRects(for: 2..<16)
        #expect(rects == [Rect(x: 25, y: 0, width: 115, height: 24), Rect(x: 0, y: 24, width: 19, height: 24)], "\(rects)")
    }

    /// Up and Down keep the x the caret had when the first of them was pressed, through a
    /// shorter line; the text's ends lie above the first line and below the last. Home and
    /// End go to the line's ends, Ctrl with them to the text's.
    @Test func upAndDownKeepTheCaretsX() {
        let s = field("one two three\nab\nfour five six")
        s.field.editor.moveCaret(to: 11)
        var trace: [String] = []
        for key in [Keysym.down, Keysym.down, Keysym.up, Keysym.up, Keysym.up, Keysym.down, Keysym.end, Keysym.down,
                    Keysym.home, Keysym.down, Keysym.end] {
            trace.append(press(key, in: s.dispatcher, field: s.field))
        }
        // "four five six" ends at x 112, left of "thr|ee"'s 114: its end is the nearest.
        #expect(trace == ["one two three/ab|/four five six", "one two three/ab/four five six|",
                          "one two three/ab|/four five six", "one two thr|ee/ab/four five six",
                          "|one two three/ab/four five six", "one two three/ab|/four five six",
                          "one two three/ab|/four five six", "one two three/ab/fo|ur five six",
                          "one two three/ab/|four five six", "one two three/ab/four five six|",
                          "one two three/ab/four five six|"], "\(trace)")
    }

    /// Enter types newlines (a hardware key or the on-screen keyboard's, both through the
    /// dispatcher) and never submits; past the field's height the text scrolls up to keep the
    /// caret in sight, and back down at Ctrl+Home.
    @Test func enterTypesNewlinesAndTheTextScrollsUpAndDown() {
        let s = field("", lines: 6)
        var submitted = 0
        s.field.onSubmit = { _ in submitted += 1 }
        for character in "a\rb\rc\rd\re" {
            if character == "\r" {
                _ = press(Keysym.enter, "\r", in: s.dispatcher, field: s.field)
            } else {
                _ = press(0, String(character), in: s.dispatcher, field: s.field)
            }
        }
        #expect(marked(s.field) == "a/b/c/d/e|" && submitted == 0)
        s.field.scrollCaretIntoView(s.field.fieldLayout!)
        // Five lines of 24 px in 64 px between the paddings: scrolled by 120 - 64.
        #expect(s.field.scrollOffset == 56)
        _ = press(Keysym.home, "", [.control], in: s.dispatcher, field: s.field)
        s.field.scrollCaretIntoView(s.field.fieldLayout!)
        #expect(s.field.scrollOffset == 0)
        _ = press(Keysym.enter, "\r", in: s.dispatcher, field: s.field)
        _ = press(Keysym.enter, "\r", in: s.dispatcher, field: s.field)
        #expect(marked(s.field) == "/|a/b/c/d/e")
    }
}
