import Testing
@testable import TactileCore

@Suite struct TextFieldTests {
    /// A tap focuses the field (by touch) and places the caret; keys sent to the dispatcher
    /// type into it, their releases too; Tab and Escape go on to the key responders; Enter
    /// submits; tapping another field moves the focus; nothing types once no field has it.
    @Test func tapFocusesAndKeysType() {
        let h = TextFieldHarness()
        let name = h.field("name", at: Rect(x: 100, y: 100, width: 200, height: 40), text: "hello")
        let mail = h.field("mail", at: Rect(x: 100, y: 200, width: 200, height: 40), kind: .email)
        h.dispatcher.addKeyResponder { [unowned h] key in
            if key.pressed { h.input.note("responder \(String(key.keysym, radix: 16))") }
            return true
        }
        h.key(0, "x")
        h.tap(100 + 8 + 22, 120, at: 0)  // between "he" and "llo"
        #expect(name.isFocused && name.marked == "he|llo")
        h.type("y")
        h.key(Keysym.tab)
        h.key(Keysym.enter)
        h.tap(100 + 8, 220, at: 1000)
        #expect(!name.isFocused && mail.isFocused)
        h.type("a b")
        h.dispatcher.textInput.resign()
        h.key(0, "z")
        #expect(h.trace == [
            "responder 0",
            "focus name by touch",
            "name changed \"heyllo\"",
            "responder ff09",
            "name submitted \"heyllo\"",
            "focus mail by touch",
            "mail changed \"a\"",
            "mail refused: these characters cannot go here",
            "mail changed \"ab\"",
            "focus none",
            "responder 0",
        ])
        #expect(h.dispatcher.textInput.focused == nil)
    }

    /// A field inside a draggable container gets its taps: its zero-delay press is deeper
    /// than the source's, so it claims the touch first; the container outside the field still
    /// lifts at touch-down.
    /// Ctrl+C in one field and Ctrl+V in another: the window's fields share one clipboard.
    @Test func copyInOneFieldPastesInAnother() {
        let h = TextFieldHarness()
        let name = h.field("name", at: Rect(x: 100, y: 100, width: 200, height: 40), text: "hello")
        let mail = h.field("mail", at: Rect(x: 100, y: 200, width: 200, height: 40))
        h.tap(100 + 8, 120, at: 0)
        h.key(0x61, "a", .control)  // select all
        h.key(0x63, "c", .control)  // copy
        h.tap(100 + 8, 220, at: 1000)
        h.key(0x76, "v", .control)  // paste
        #expect(mail.text == "hello" && name.text == "hello")
        #expect(h.dispatcher.textInput.clipboard.text == "hello")
    }

    @Test func fieldInsideADraggableContainerKeepsItsTaps() {
        let d = DragHarness()
        let card = d.tile("card", at: 200, 200, in: d.palette)
        card.frame = Rect(x: 50, y: 50, width: 300, height: 200)
        d.source(card)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 40), text: "abc")
        let layouter = MonospaceLayouter()
        field.textLayouter = layouter
        card.addSubview(field)
        d.play([(0, [.down(1, 50 + 20 + 8 + 10, 70 + 20)]), (10, [.move(1, 50 + 20 + 8 + 20, 90)]), (20, [.up(1)])])
        #expect(d.trace.isEmpty)
        #expect(field.isFocused && field.marked == "ab|c")
        d.play([(500, [.down(2, 300, 200)]), (510, [.up(2)])])
        #expect(d.trace.first == "card shouldStart")
    }

    /// A double tap selects the word under it (its right half too), a drag on from there
    /// extends by words; a finger dragging in a focused field moves the caret; a triple tap
    /// selects everything.
    @Test func doubleTapSelectsAWordAndDragsMoveTheCaret() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 0, y: 0, width: 300, height: 40), text: "one two three")
        let x = { (offset: Double) in 8 + 10 * offset }
        h.tap(x(5.4), 20, at: 0)
        h.tap(x(5.6), 20, at: 100)
        #expect(field.marked == "one ^two| three")
        h.tap(x(5.6), 20, at: 200)
        #expect(field.marked == "^one two three|")
        h.input.play([(1000, [.down(1, x(1), 20)]), (1010, [.move(1, x(2), 20)]), (1020, [.move(1, x(9), 20)]), (1030, [.up(1)])])
        #expect(field.marked == "one two t|hree")
        h.input.play([(2000, [.down(1, x(5), 20)]), (2030, [.up(1)]), (2100, [.down(1, x(5), 20)]),
                      (2110, [.move(1, x(1.5), 20)]), (2130, [.up(1)])])
        #expect(field.marked == "|one two^ three")
    }

    /// The mouse: a click places the caret, dragging selects from there, Shift+click extends,
    /// a double-click selects a word.
    @Test func mouseClickDragAndDoubleClick() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 0, y: 0, width: 300, height: 40), text: "alpha beta gamma")
        let x = { (offset: Double) in 8 + 10 * offset }
        h.pointer(at: 0, .enter(location: Point(x: x(2), y: 20)))
        h.pointer(at: 10, .button(time: 10, button: PointerButton.left, pressed: true))
        h.pointer(at: 20, .motion(time: 20, location: Point(x: x(4), y: 20)))
        h.pointer(at: 30, .motion(time: 30, location: Point(x: x(8), y: 20)))
        h.pointer(at: 40, .button(time: 40, button: PointerButton.left, pressed: false))
        #expect(field.marked == "al^pha be|ta gamma")
        h.pointer(at: 1000, .motion(time: 1000, location: Point(x: x(13.2), y: 20)),
                  .button(time: 1000, button: PointerButton.left, pressed: true))
        h.pointer(at: 1010, .button(time: 1010, button: PointerButton.left, pressed: false))
        h.pointer(at: 1100, .button(time: 1100, button: PointerButton.left, pressed: true))
        h.pointer(at: 1110, .button(time: 1110, button: PointerButton.left, pressed: false))
        #expect(field.marked == "alpha beta ^gamma|")
        h.key(Keysym.home)
        h.dispatcher.updateModifiers(.shift)
        h.pointer(at: 2000, .motion(time: 2000, location: Point(x: x(3), y: 20)),
                  .button(time: 2000, button: PointerButton.left, pressed: true))
        h.pointer(at: 2010, .button(time: 2010, button: PointerButton.left, pressed: false))
        #expect(field.marked == "^alp|ha beta gamma")
        #expect(h.trace == ["focus f by mouse"])
    }

    /// The caret blinks every 500 ms while focused, steady while typing, and stops (shown)
    /// after 10 s without input: then no timer is left. An unfocused field sets none.
    @Test func caretBlinksOnlyWhileFocusedAndNotWhenIdle() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 0, y: 0, width: 300, height: 40), text: "abc")
        h.clock.advance(by: .milliseconds(5000))
        #expect(h.clock.pendingTimerCount == 0)
        h.tap(20, 20, at: 6000)
        var shown: [Bool] = []
        for _ in 0..<4 {
            h.clock.advance(by: .milliseconds(250))
            shown.append(field.caretShown)
        }
        #expect(shown == [true, false, false, true])
        h.key(0, "x")
        #expect(field.caretShown)
        h.clock.advance(by: .milliseconds(10_600))
        #expect(field.caretShown && h.clock.pendingTimerCount == 0)
        h.key(Keysym.left)
        #expect(h.clock.pendingTimerCount == 1)
        field.resignFocus()
        #expect(h.clock.pendingTimerCount == 0 && !field.isFocused)
    }

    /// A password field shows dots, the character just typed in clear for a second; a PIN
    /// field takes digits only.
    @Test func secureFieldsShowDots() {
        let h = TextFieldHarness()
        let password = h.field("pw", at: Rect(x: 0, y: 0, width: 300, height: 40), kind: .password)
        let pin = h.field("pin", at: Rect(x: 0, y: 50, width: 300, height: 40), kind: .pin)
        password.focus(in: h.dispatcher)
        h.type("ab")
        #expect(password.displayText == "•b")
        h.clock.advance(by: .milliseconds(999))
        #expect(password.displayText == "•b")
        h.clock.advance(by: .milliseconds(1))
        #expect(password.displayText == "••")
        h.type("c")
        h.key(Keysym.left)
        #expect(password.displayText == "•••")
        pin.focus(in: h.dispatcher)
        h.type("1x2")
        #expect(pin.text == "12" && pin.displayText == "•2")
        #expect(h.trace.suffix(4) == ["focus pin by program", "pin changed \"1\"", "pin refused: only digits go here", "pin changed \"12\""])
    }

    /// Long text scrolls to keep the caret inside the padded bounds, and back at Home.
    @Test func longTextScrollsToTheCaret() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 0, y: 0, width: 116, height: 40), text: String(repeating: "x", count: 30))
        field.scrollCaretIntoView(field.fieldLayout!)
        #expect(field.scrollOffset == 202)  // 300 px of text + the caret in a 100 px view
        field.focus(in: h.dispatcher)
        h.key(Keysym.home)
        field.scrollCaretIntoView(field.fieldLayout!)
        #expect(field.scrollOffset == 0)
        h.tap(8 + 95, 20, at: 0)
        #expect(field.editor.caret == 10)
    }

    /// A field taken out of the window loses the focus (observers hear of it), and keys go
    /// to the responders again.
    @Test func removedFieldLosesTheFocus() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 0, y: 0, width: 300, height: 40))
        field.focus(in: h.dispatcher)
        field.removeFromSuperview()
        h.key(0, "a")
        #expect(field.text == "" && h.dispatcher.textInput.focused == nil)
        #expect(h.trace == ["focus f by program", "focus none"])
    }

    /// Reading the focus changes nothing, even for a field that has left the window: the
    /// focus goes in the one place that checks for that.
    @Test func readingTheFocusHasNoSideEffect() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 0, y: 0, width: 300, height: 40))
        field.focus(in: h.dispatcher)
        field.removeFromSuperview()
        #expect(h.dispatcher.textInput.focused === field && field.isFocused)
        #expect(h.trace == ["focus f by program"])
        h.dispatcher.textInput.resignIfOutsideWindow()
        #expect(h.dispatcher.textInput.focused == nil && !field.isFocused)
        #expect(h.trace == ["focus f by program", "focus none"])
    }

    /// Key repeats (as the Wayland keyboard delivers them while a key is held) act like
    /// presses; the release of a repeated key the field used is the field's too.
    @Test func keyRepeatsActLikePresses() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 0, y: 0, width: 300, height: 40), text: "abcdef")
        var released: [UInt32] = []
        h.dispatcher.keyHandler = { if !$0.pressed { released.append($0.keysym) } }
        field.focus(in: h.dispatcher)
        h.dispatcher.handleKey(KeyEvent(time: .zero, keysym: Keysym.backspace, pressed: true))
        for time: UInt32 in [600, 640, 680] {
            h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(wireMilliseconds: Int64(time)), keysym: Keysym.backspace, pressed: true, isRepeat: true))
        }
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(700)), keysym: Keysym.backspace, pressed: false))
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(710)), keysym: Keysym.tab, pressed: true))
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(720)), keysym: Keysym.tab, pressed: false))
        #expect(field.marked == "ab|")
        #expect(released == [Keysym.tab])
        h.key(0x7a, "", .control)
        #expect(field.marked == "abcdef|")
    }

    /// Frame in root coordinates and content kind, for an on-screen keyboard.
    @Test func whatAKeyboardNeeds() {
        let h = TextFieldHarness()
        let box = h.input.addView(Rect(x: 40, y: 300, width: 400, height: 100), name: "box")
        let field = h.field("n", at: Rect(x: 10, y: 20, width: 200, height: 40), kind: .number, in: box)
        h.tap(40 + 10 + 20, 300 + 40, at: 0)
        let focused = h.dispatcher.textInput.focused
        #expect(focused === field && h.dispatcher.textInput.cause == .touch)
        #expect(focused?.frameInRoot == Rect(x: 50, y: 320, width: 200, height: 40))
        #expect(focused?.contentKind == .number)
        h.type("42")
        h.dispatcher.textInput.submit()
        #expect(h.trace.last == "n submitted \"42\"")
        // Tapping the focused field again is reported again (a keyboard hidden by its hide
        // key shows again); a click or the program focusing it again is not.
        h.tap(40 + 10 + 20, 300 + 40, at: 1000)
        field.focus(in: h.dispatcher)
        field.focus(in: h.dispatcher)
        #expect(h.trace == ["focus n by touch", "n changed \"4\"", "n changed \"42\"", "n submitted \"42\"",
                            "focus n by touch", "focus n by program"])
    }
}
