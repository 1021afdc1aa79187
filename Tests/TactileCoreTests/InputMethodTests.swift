import Testing
@testable import TactileCore

/// The compositor's input method's part that needs no compositor: the events collected between
/// two `done`s (and the bad ones refused), byte counts turned into grapheme clusters, and a text
/// field applying updates through its editor and reporting its state.
@Suite struct InputMethodTests {
    /// Events collected with their refusals in `log`.
    final class Collector {
        var log: [String] = []
        lazy var events = InputMethodEvents { [unowned self] in log.append($0) }
    }

    @Test func eventsBetweenTwoDonesMakeOneUpdateAndTheNextStartsEmpty() {
        let c = Collector()
        c.events.preedit(Array("hé".utf8), cursorBegin: 1, cursorEnd: 3)
        c.events.commit(Array("ok".utf8))
        c.events.deleteSurrounding(before: 2, after: 1)
        #expect(c.events.done() == InputMethodUpdate(preedit: InputMethodPreedit(text: "hé", cursor: 1..<2), commit: "ok",
                                                     deleteBeforeBytes: 2, deleteAfterBytes: 1))
        #expect(c.events.done() == InputMethodUpdate())
        // A null or empty preedit is none; a hidden cursor (-1, -1) is nil.
        c.events.preedit(nil, cursorBegin: 0, cursorEnd: 0)
        #expect(c.events.done().preedit == nil)
        c.events.preedit(Array("ab".utf8), cursorBegin: -1, cursorEnd: -1)
        #expect(c.events.done().preedit == InputMethodPreedit(text: "ab", cursor: nil))
        #expect(c.log.isEmpty)
    }

    @Test func aPreeditCursorInsideAClusterIsHiddenWithALine() {
        let c = Collector()
        // e + combining acute: bytes 1…4 are one cluster; byte 2 is inside it.
        c.events.preedit(Array("e\u{301}x".utf8), cursorBegin: 3, cursorEnd: 3)
        #expect(c.events.done().preedit?.cursor == 1..<1)
        c.events.preedit(Array("e\u{301}x".utf8), cursorBegin: 2, cursorEnd: 9)
        #expect(c.events.done().preedit == InputMethodPreedit(text: "e\u{301}x", cursor: nil))
        #expect(c.log == ["input method: preedit cursor 2…9 outside its 4 bytes: cursor hidden"])
    }

    @Test func invalidUTF8AndAbsurdLengthsAreRefusedNeverApplied() {
        let c = Collector()
        c.events.commit(Array("fine".utf8))
        c.events.commit([0x68, 0xff, 0x69])
        c.events.preedit([0xc3], cursorBegin: 0, cursorEnd: 0)
        c.events.deleteSurrounding(before: 1_000_000, after: 0)
        c.events.commit(Array(repeating: 0x61, count: InputMethodEvents.maximumBytes + 1))
        // What came before the refusals stands; nothing of them does.
        #expect(c.events.done() == InputMethodUpdate(commit: "fine"))
        #expect(c.log == [
            "input method: refused a commit that is not valid UTF-8 (3 bytes)",
            "input method: refused a preedit that is not valid UTF-8 (1 bytes)",
            "input method: refused to delete 1000000+0 bytes around the caret (at most 4096 each)",
            "input method: refused a commit of 4097 bytes (at most 4096)",
        ])
    }

    @Test func byteCountsBecomeWholeClusters() {
        let text = Array("ae\u{301}🇫🇷b")  // a, é (e + combining), the French flag (8 bytes), b
        #expect(text.count == 4)
        #expect(SurroundingText.byteOffset(ofCharacter: 3, in: text) == 12)
        // From the caret before b: the flag's 8 bytes are one cluster, 1 byte of it takes all.
        #expect(SurroundingText.deletion(before: 8, after: 0, around: 3, in: text) == 2..<3)
        #expect(SurroundingText.deletion(before: 1, after: 1, around: 3, in: text) == 2..<4)
        // Two bytes before the flag land inside é (3 bytes): the whole é goes.
        #expect(SurroundingText.deletion(before: 2, after: 0, around: 2, in: text) == 1..<2)
        // Past the text's start or end: nothing, the input method's text is not ours.
        #expect(SurroundingText.deletion(before: 13, after: 0, around: 3, in: text) == nil)
        #expect(SurroundingText.deletion(before: 0, after: 2, around: 3, in: text) == nil)
    }

    @Test func aLongTextSendsTheClustersAroundTheCaretThatFit() {
        let text = Array(String(repeating: "é", count: 10))  // 2 bytes each
        let window = SurroundingText.excerpt(around: 5, in: text, maximumBytes: 8)
        #expect(window == 3..<7)
        #expect(SurroundingText.excerpt(around: 0, in: text, maximumBytes: 8) == 0..<4)
        #expect(SurroundingText.excerpt(around: 4, in: text, maximumBytes: 100) == 0..<10)
    }

    @Test func aFieldShowsThePreeditAsideAndCommitsAndDeletesAsTyping() {
        let h = TextFieldHarness()
        let field = h.field("name", at: Rect(x: 0, y: 0, width: 200, height: 40))
        field.focus(in: h.dispatcher)
        var log: [String] = []
        field.applyInputMethod(InputMethodUpdate(preedit: InputMethodPreedit(text: "hé", cursor: 1..<1)), log: { log.append($0) })
        #expect(field.text == "" && field.preedit?.text == "hé")
        #expect(field.drawnText.text == "hé" && field.drawnText.preedit == 0..<2 && field.drawnText.caret == 1)
        field.applyInputMethod(InputMethodUpdate(commit: "héllo"), log: { log.append($0) })
        #expect(field.text == "héllo" && field.preedit == nil && field.marked == "héllo|")
        // The caret rectangle in surface coordinates: 8 px padding, 10 px per cluster, the
        // 20 px line centred in the 40 px field, the caret 2 px wide.
        #expect(field.inputMethodState == InputMethodFieldState(surroundingText: "héllo", cursorByte: 6, anchorByte: 6, kind: .text,
                                                                caretRect: Rect(x: 57, y: 10, width: 2, height: 20)))
        field.applyInputMethod(InputMethodUpdate(deleteBeforeBytes: 1), log: { log.append($0) })
        #expect(field.text == "héll")
        // A deletion past the start is refused; a commit with a deletion replaces what it deletes.
        field.applyInputMethod(InputMethodUpdate(deleteBeforeBytes: 50), log: { log.append($0) })
        field.applyInputMethod(InputMethodUpdate(commit: "p", deleteBeforeBytes: 2), log: { log.append($0) })
        #expect(field.text == "hép")
        #expect(log == ["input method: refused to delete 50+0 bytes around the caret: the text is shorter"])
        #expect(h.trace.filter { $0.hasPrefix("name") } == ["name changed \"héllo\"", "name changed \"héll\"",
                                                             "name changed \"hé\"", "name changed \"hép\""])
        // Undo goes back through what the input method typed, as through typing.
        h.key(0x7a, "z", .control)
        #expect(field.text == "hé")
        // Blur takes the preedit away.
        field.applyInputMethod(InputMethodUpdate(preedit: InputMethodPreedit(text: "x")), log: { log.append($0) })
        field.resignFocus()
        #expect(field.preedit == nil)
    }

    @Test func theKindAndTheMaximumLengthApplyToCommits() {
        let h = TextFieldHarness()
        let number = h.field("number", at: Rect(x: 0, y: 0, width: 200, height: 40), kind: .number)
        number.maximumLength = 3
        number.focus(in: h.dispatcher)
        number.applyInputMethod(InputMethodUpdate(commit: "abc"), log: { _ in })
        number.applyInputMethod(InputMethodUpdate(commit: "12345"), log: { _ in })
        #expect(number.text == "123")
        #expect(h.trace.contains("number refused: only digits go here"))
        #expect(number.inputMethodState.kind == .number && number.inputMethodState.surroundingText == "123")
        // A secure field's characters stay in it.
        let pin = h.field("pin", at: Rect(x: 0, y: 50, width: 200, height: 40), text: "1234", kind: .pin)
        #expect(pin.inputMethodState.surroundingText == "" && pin.inputMethodState.cursorByte == 0)
    }

    @Test func aSecureFieldShowsItsPreeditAsDots() {
        let h = TextFieldHarness()
        let password = h.field("password", at: Rect(x: 0, y: 0, width: 200, height: 40), text: "ab", kind: .password)
        password.focus(in: h.dispatcher)
        password.applyInputMethod(InputMethodUpdate(preedit: InputMethodPreedit(text: "cé")), log: { _ in })
        #expect(password.drawnText.text == "••••" && password.drawnText.preedit == 2..<4)
    }

    @Test func aSelectionsAnchorIsSentInBytes() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 0, y: 0, width: 200, height: 40), text: "añb")
        field.focus(in: h.dispatcher)
        _ = field.editor.select(1..<3)
        #expect(field.inputMethodState.anchorByte == 1 && field.inputMethodState.cursorByte == 4)
    }

    /// What a field's state is made from stays equal over frames that change none of it (the
    /// caret blinking, nothing at all), so a window builds and sends nothing then, and changes
    /// with everything the state shows: the text, the caret, the selection, the preedit, the
    /// field's place and its kind.
    @Test func theStateSourceChangesExactlyWhenTheStateMayChange() {
        let h = TextFieldHarness()
        let field = h.field("f", at: Rect(x: 10, y: 20, width: 200, height: 40), text: "abc")
        field.focus(in: h.dispatcher)
        var sources: [AnyHashable] = [field.inputMethodStateSource]
        var states = [field.inputMethodState]
        var trace: [String] = []
        func frame(_ what: String) {
            let source = field.inputMethodStateSource, state = field.inputMethodState
            trace.append("\(what): \(source == sources.last! ? "same" : "changed")")
            if source == sources.last! { #expect(state == states.last!, "\(what): an equal source, an equal state") }
            sources.append(source)
            states.append(state)
        }
        frame("nothing")
        h.clock.advance(by: .milliseconds(600))  // the caret blinks off
        frame("blink")
        h.type("d")
        frame("typed")
        h.key(Keysym.left)
        frame("caret moved")
        h.key(Keysym.left, "", .shift)
        frame("selected")
        field.applyInputMethod(InputMethodUpdate(preedit: InputMethodPreedit(text: "x")), log: { _ in })
        frame("preedit")
        field.frame = field.frame.offsetBy(dx: 0, dy: -30)  // content moved up for a keyboard
        frame("moved")
        field.kind = .email
        frame("kind")
        frame("nothing again")
        #expect(trace == ["nothing: same", "blink: same", "typed: changed", "caret moved: changed", "selected: changed",
                          "preedit: changed", "moved: changed", "kind: changed", "nothing again: same"])
    }
}
