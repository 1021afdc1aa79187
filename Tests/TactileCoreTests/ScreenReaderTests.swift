import Testing
@testable import TactileCore

/// A screen in speech mode: a title, a switch, a slider, a button, a PIN field and a total
/// that announces its changes, over the drag harness's palette (with tile A) and tray.
private final class SpeechScreen {
    let drag = DragHarness()
    let speech = RecordingSpeech()
    var tree: AccessibilityTree!
    var reader: ScreenReader!
    var fingers: SpeechFingers!
    var log: [String] = []
    let sound = Toggle(frame: Rect(x: 420, y: 20, width: 60, height: 48))
    let volume = Slider(frame: Rect(x: 420, y: 80, width: 200, height: 48), value: 4, in: 0...10, step: 1)
    let pay = Button(frame: Rect(x: 420, y: 140, width: 100, height: 48), title: "Pay")
    let pin = TextField(frame: Rect(x: 420, y: 200, width: 200, height: 40))
    let total = Label(frame: Rect(x: 420, y: 260, width: 200, height: 30), text: "Total 3")
    var paid = 0

    init() {
        let a = drag.tile("A", at: 100, 100, in: drag.palette)
        a.accessibilityName = LocalizedString("Tile A", comment: "test")
        drag.source(a)
        drag.palette.accessibilityName = LocalizedString("Palette", comment: "test")
        drag.tray.accessibilityName = LocalizedString("Tray", comment: "test")
        drag.zone(drag.palette)
        drag.zone(drag.tray)
        drag.recordsMoves = false
        sound.accessibilityName = LocalizedString("Sound", comment: "test")
        volume.accessibilityName = LocalizedString("Volume", comment: "test")
        pay.action = { [unowned self] _ in paid += 1 }
        pin.placeholder = "PIN"
        pin.kind = .pin
        total.announcesAccessibilityChanges = true
        for view in [sound, volume, pay, pin, total] as [View] { drag.tray.addSubview(view) }
        tree = AccessibilityTree(root: drag.root)
        fingers = SpeechFingers { [unowned self] event in reader.handleTouch(event) }
        reader = ScreenReader(tree: tree, output: speech, clock: fingers.clock) { [unowned self] line in log.append(line) }
        reader.turnOn()
        _ = speech.take()
    }

    /// The centre of `view` in the root's space.
    func centre(_ view: View) -> Point { view.convert(view.bounds.center, to: nil) }

    func tap(_ view: View) { let p = centre(view); fingers.tap(p.x, p.y) }
}

@Suite struct ScreenReaderTests {
    /// A finger says what it lands on at once and activates nothing; a double tap anywhere
    /// activates what was said before it; a switch says its new state.
    @Test func exploreThenDoubleTapAnywhere() {
        let s = SpeechScreen()
        s.tap(s.pay)
        #expect(s.speech.take() == ["say text \"Pay, button\" en"])
        #expect(s.paid == 0, "exploring presses nothing")
        s.fingers.wait(600)
        s.fingers.doubleTap(700, 500)
        #expect(s.paid == 1, "the double tap far from the button activates it")
        s.fingers.wait(600)
        s.tap(s.sound)
        s.fingers.wait(600)
        s.fingers.doubleTap(10, 590)
        #expect(s.sound.isOn)
        // Each gesture's first finger says where it landed (cut off by what follows).
        #expect(s.speech.take() == ["say text \"Tray, drop zone, 0 items\" en", "say text \"Sound, switch, off\" en",
                                    "say text \"Palette, drop zone, 1 item\" en", "say text \"Sound, switch, on\" en"])
    }

    /// Flicks go through the elements in reading order and adjust a slider; two fingers stop
    /// the speech, three say the last thing again.
    @Test func flicksStepAdjustStopAndRepeat() {
        let s = SpeechScreen()
        for _ in 0..<4 {
            s.fingers.flick(from: 400, 300, by: 120, 0)
            s.fingers.wait(500)
        }
        // Each flick's finger says where it landed (cut off by the flick's own word), and the
        // flick goes on from where the cursor was before it.
        #expect(s.speech.take() == [
            "say text \"Tray, drop zone, 0 items\" en", "say text \"Palette, drop zone, 1 item\" en",
            "say text \"Tray, drop zone, 0 items\" en", "say text \"Tile A, item\" en",
            "say text \"Tray, drop zone, 0 items\" en", "say text \"Tray, drop zone, 0 items\" en",
            "say text \"Sound, switch, off\" en",
        ])
        s.fingers.flick(from: 400, 300, by: 120, 0)
        s.fingers.wait(500)
        s.fingers.flick(from: 400, 300, by: 0, -120)
        #expect(s.volume.value == 5)
        s.fingers.wait(500)
        s.fingers.multiTap(2)
        s.fingers.wait(500)
        s.fingers.multiTap(3)
        s.fingers.wait(500)
        s.fingers.flick(from: 400, 300, by: -120, 0)
        #expect(s.speech.take() == [
            "say text \"Tray, drop zone, 0 items\" en", "say text \"Volume, slider, 4\" en",
            "say text \"Tray, drop zone, 0 items\" en", "say text \"5\" en",
            "say text \"Palette, drop zone, 1 item\" en", "stop",
            "say text \"Palette, drop zone, 1 item\" en", "say text \"5\" en",
            "say text \"Tray, drop zone, 0 items\" en", "say text \"Sound, switch, off\" en",
        ])
    }

    /// Drag-and-drop by speech: the item picked up by a double tap, flicks go through the
    /// places that take it, a double tap drops it there, told at each step; the drag is the
    /// manager's own (its hooks ran).
    @Test func pickUpAndDropBySpeech() {
        let s = SpeechScreen()
        s.fingers.flick(from: 400, 300, by: 120, 0)
        s.fingers.wait(500)
        s.fingers.flick(from: 400, 300, by: 120, 0)
        s.fingers.wait(500)
        s.fingers.doubleTap(700, 500)
        s.fingers.wait(500)
        s.fingers.flick(from: 400, 300, by: 120, 0)
        s.fingers.wait(500)
        s.fingers.flick(from: 400, 300, by: 120, 0)
        s.fingers.wait(500)
        s.fingers.doubleTap(700, 500)
        s.drag.settle()
        s.tree.update()
        #expect(s.speech.take() == [
            "say text \"Tray, drop zone, 0 items\" en", "say text \"Palette, drop zone, 1 item\" en",
            "say text \"Tray, drop zone, 0 items\" en", "say text \"Tile A, item\" en",
            "say text \"Tray, drop zone, 0 items\" en", "say text \"Tile A, picked up\" en",
            "say text \"Tray, drop zone, 0 items, drop here\" en", "say text \"Palette, drop zone, 0 items, drop here\" en",
            "say text \"Tray, drop zone, 0 items, drop here\" en", "say text \"Tray, drop zone, 0 items, drop here\" en",
            "say text \"Dropped in Tray\" en",
        ])
        #expect(s.drag.tray.subviews.contains { $0.identifier == "A" })
        #expect(s.drag.trace.contains("A started") && s.drag.trace.contains("tray dropped A"))
    }

    /// Typing: a character is spoken as typed, a PIN's as "dot"; a change the visitor did not
    /// cause is spoken politely; the keyboard's focus moving is spoken.
    @Test func typedAnnouncedAndFocused() {
        let s = SpeechScreen()
        s.pin.focus(in: s.drag.dispatcher)
        s.reader.treeDidChange(s.tree.update())
        _ = s.speech.take()
        s.pin.text = "1"
        s.reader.treeDidChange(s.tree.update())
        s.total.text = "Total 4"
        s.reader.treeDidChange(s.tree.update())
        let focus = ControlFocus(rootView: s.drag.root)
        focus.focus(s.pay)
        s.reader.treeDidChange(s.tree.update())
        #expect(s.speech.take() == [
            "say text \"dot\" en", "say message \"Total 4\" en", "say text \"Pay, button\" en",
        ])
    }

    /// The language of the window: what is said, and the language given to the server.
    @Test func speaksInTheWindowsLanguage() {
        let s = SpeechScreen()
        s.drag.root.layoutEnvironment.language = Language("de")
        s.tap(s.pay)
        #expect(s.speech.take() == ["say text \"Pay, Schaltfläche\" de"])
    }

    /// Three fingers held turn it off, saying so; the volume keys change the volume.
    @Test func offByLongPressAndVolumeKeys() {
        let s = SpeechScreen()
        var off = 0
        s.reader.onTurnedOff = { off += 1 }
        #expect(s.reader.handleKey(KeyEvent(time: .zero, keysym: Keysym.keypadAdd, pressed: true, modifiers: [])))
        s.fingers.down(0, 100, 300); s.fingers.down(1, 150, 300); s.fingers.down(2, 200, 300)
        s.fingers.wait(2000)
        #expect(!s.reader.isOn && off == 1)
        #expect(s.speech.take() == ["say text \"Volume 80 percent\" en", "say text \"Palette, drop zone, 1 item\" en",
                                    "say important \"Speech off\" en"])
    }
}

@Suite struct ScreenReaderAnnouncementTests {
    /// A total changing at every frame: the first change is said, then, once the polite
    /// interval has passed, only the latest of those that came meanwhile.
    @Test func aFloodOfPoliteAnnouncementsIsCoalesced() {
        let s = SpeechScreen()
        for total in 4...40 {
            s.total.text = "Total \(total)"
            s.reader.treeDidChange(s.tree.update())
            s.fingers.wait(16)
        }
        s.fingers.wait(2000)
        #expect(s.speech.take() == ["say message \"Total 4\" en", "say message \"Total 40\" en"])
    }
}
