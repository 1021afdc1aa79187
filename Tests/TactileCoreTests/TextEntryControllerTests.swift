import Testing
@testable import TactileCore

/// An 800×600 window with a form (`content`) holding a text field at the top, a number field
/// and a PIN field, and a text field near the bottom (y 520…560) that the keyboard would cover,
/// tied to an on-screen keyboard by a `TextEntryController`; the animator runs on the
/// dispatcher's manual clock.
final class TextEntryHarness {
    let fields = TextFieldHarness()
    let animator: Animator
    let form = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let controller: TextEntryController
    let top: TextField, number: TextField, pin: TextField, bottom: TextField
    var log: [String] = []

    init(arrangement: LetterArrangement? = nil) {
        let clock = fields.clock
        animator = Animator(clock: { clock.now })
        fields.input.root.addSubview(form)
        top = fields.field("top", at: Rect(x: 20, y: 20, width: 200, height: 40), in: form)
        number = fields.field("number", at: Rect(x: 240, y: 20, width: 200, height: 40), kind: .number, in: form)
        pin = fields.field("pin", at: Rect(x: 460, y: 20, width: 200, height: 40), kind: .pin, in: form)
        bottom = fields.field("bottom", at: Rect(x: 20, y: 520, width: 200, height: 40), in: form)
        controller = TextEntryController(dispatcher: fields.dispatcher, animator: animator, arrangement: arrangement)
        controller.containerDidResize()
        controller.keyboard.onEventLog = { [unowned self] in if !$0.hasPrefix("osk key") { log.append($0) } }
    }

    var keyboard: OnScreenKeyboard { controller.keyboard }

    /// Ticks the animator every 16 ms until nothing moves, calling `frame` after each tick.
    func settle(_ frame: () -> Void = {}) {
        while animator.isAnimating {
            fields.clock.advance(by: .milliseconds(16))
            animator.tick(now: fields.clock.now)
            frame()
        }
    }

    /// A finger taps the centre of `view` at `time`, then everything settles.
    func tap(_ view: View, at time: UInt32) {
        let centre = view.convert(view.bounds.center, to: nil)
        fields.tap(centre.x, centre.y, at: time)
        settle()
    }

    /// The centre of the on-screen key labelled `label`, from the keyboard's `osk key` lines.
    func key(_ label: String) -> (Double, Double) {
        for line in keyboard.keyLogLines() {
            let parts = line.split(separator: " ").map(String.init)
            guard parts[2] == label else { continue }
            let numbers = parts[3...].compactMap { Double($0) }
            return (numbers[0] + numbers[2] / 2, numbers[1] + numbers[3] / 2)
        }
        fatalError("no key \(label)")
    }
}

@Suite struct TextEntryControllerTests {
    @Test func aTouchOnAFieldShowsTheKeyboardOnItsKindsPageAMouseClickDoesNot() {
        let h = TextEntryHarness()
        // A click on the number field focuses it; a hardware-keyboard user gets no keyboard.
        let centre = h.number.convert(h.number.bounds.center, to: nil)
        h.fields.pointer(at: 0, .enter(location: centre))
        h.fields.pointer(at: 10, .button(time: 10, button: PointerButton.left, pressed: true))
        h.fields.pointer(at: 40, .button(time: 40, button: PointerButton.left, pressed: false))
        h.settle()
        #expect(h.number.isFocused && !h.keyboard.isShown && h.log.isEmpty)
        h.number.focus(in: h.fields.dispatcher)
        #expect(!h.keyboard.isShown)

        h.tap(h.pin, at: 100)
        #expect(h.keyboard.isShown && h.keyboard.isResting && h.keyboard.page == .pinPad)
        h.tap(h.number, at: 600)
        #expect(h.keyboard.page == .numberPad)
        h.tap(h.top, at: 1100)
        #expect(h.keyboard.page == .letters)
        #expect(h.log == ["keyboard shown"])
    }

    @Test func aTapOutsideEveryFieldAndTheKeyboardHidesItAndTakesTheFocus() {
        let h = TextEntryHarness()
        h.tap(h.top, at: 0)
        // Taps on the keyboard type; a tap on the focused field keeps everything.
        let (x, y) = h.key("q")
        h.fields.tap(x, y, at: 500)
        h.tap(h.top, at: 1000)
        #expect(h.keyboard.isShown && h.top.isFocused && h.top.text == "q")
        // The form's background is no field.
        h.fields.tap(700, 300, at: 1500)
        h.settle()
        #expect(!h.keyboard.isShown && h.keyboard.isHidden && h.fields.dispatcher.textInput.focused == nil)
        #expect(h.log == ["keyboard shown", "keyboard hidden"])
    }

    @Test func theHideKeyHidesTheKeyboardAndTheFieldKeepsTheFocus() {
        let h = TextEntryHarness()
        h.tap(h.top, at: 0)
        let (x, y) = h.key("hide")
        h.fields.tap(x, y, at: 500)
        h.settle()
        #expect(!h.keyboard.isShown && h.top.isFocused)
        h.tap(h.top, at: 1000)
        #expect(h.keyboard.isShown)
    }

    @Test func theFocusedFieldLeavingTheWindowHidesTheKeyboard() {
        let h = TextEntryHarness()
        h.tap(h.top, at: 0)
        h.form.removeFromSuperview()
        #expect(h.keyboard.isShown)
        h.controller.checkFocus()
        h.settle()
        #expect(!h.keyboard.isShown && h.log == ["keyboard shown", "keyboard hidden"])
    }

    @Test func theContentMovesUpWithTheKeyboardSoTheFieldStaysAboveItAndBackWhenHidden() {
        let h = TextEntryHarness()
        h.tap(h.top, at: 0)
        #expect(h.controller.contentShift == 0 && h.form.transform == .identity)
        h.fields.tap(700, 300, at: 400)
        h.settle()
        // The bottom field, which the keyboard would cover: the form follows the slide.
        h.fields.tap(120, 540, at: 2000)
        var frames = 0
        h.settle {
            frames += 1
            #expect(h.bottom.frameInRoot.maxY + h.controller.fieldMargin <= 600 - h.keyboard.visibleHeight + 1e-9)
        }
        #expect(frames > 5 && h.keyboard.visibleHeight > 100)
        #expect(abs(h.bottom.frameInRoot.maxY - (600 - h.keyboard.visibleHeight - 12)) < 1e-9)
        #expect(h.form.transform == AffineTransform(translationX: 0, y: -h.controller.contentShift))
        #expect(h.keyboard.frame.maxY == 600)  // the keyboard itself stays at the bottom
        // Hidden by a tap on the form's background: the form comes back down with it.
        h.fields.tap(700, 100, at: 3000)
        h.settle()
        #expect(h.controller.contentShift == 0 && h.form.transform == .identity && !h.keyboard.isShown)
        // The focus moving to the top field while the keyboard shows: no shift is needed.
        h.tap(h.bottom, at: 4000)
        h.top.focus(in: h.fields.dispatcher)
        #expect(h.controller.contentShift == 0 && h.form.transform == .identity && h.keyboard.isShown)
        h.bottom.focus(in: h.fields.dispatcher)
        #expect(h.controller.contentShift > 0)
    }

    @Test func aScrollViewHoldingTheFieldScrollsAsFarAsItsContentGoesAndTheContentMovesTheRest() {
        let h = TextEntryHarness()
        // A list over the lower half whose content goes on 100 px below it, a field at its foot.
        let list = ScrollView(frame: Rect(x: 300, y: 300, width: 400, height: 300))
        list.contentSize = Size(width: 400, height: 400)
        h.form.addSubview(list)
        let field = h.fields.field("listed", at: Rect(x: 10, y: 250, width: 200, height: 40), in: list)
        h.fields.tap(400, 570, at: 0)
        h.settle {
            #expect(field.frameInRoot.maxY + h.controller.fieldMargin <= 600 - h.keyboard.visibleHeight + 1e-9)
        }
        // 590 + 12 - 372 = 230 px needed: 100 by scrolling, 130 by moving the form.
        #expect(h.keyboard.visibleHeight == 228)
        #expect(list.contentOffset.y == 100 && h.controller.contentShift == 130)
        #expect(abs(field.frameInRoot.maxY - 360) < 1e-9)
        h.fields.tap(100, 200, at: 2000)
        h.settle()
        #expect(h.controller.contentShift == 0 && list.contentOffset.y == 100)
    }

    @Test func everyKeyTypedOnTheKeyboardReachesTheFieldAndEnterSubmits() {
        let h = TextEntryHarness()
        h.tap(h.top, at: 0)
        // Two thumbs rolling: each key goes down before the one before lifts.
        var frames: [ScriptFrame] = []
        var time: UInt32 = 500
        let word = ["h", "e", "l", "l", "o"]
        for (index, label) in word.enumerated() {
            let (x, y) = h.key(label)
            frames.append((time, [.down(Int32(index + 1), x, y)]))
            if index > 0 { frames.append((time + 20, [.up(Int32(index))])) }
            time += 60
        }
        frames.append((time, [.up(Int32(word.count))]))
        h.fields.input.play(frames)
        let (x, y) = h.key("enter")
        h.fields.tap(x, y, at: time + 200)
        #expect(h.top.text == "hello")
        #expect(h.fields.trace.suffix(1) == ["top submitted \"hello\""])
    }

    /// In a field of several lines the enter key types a newline (the same Enter a hardware
    /// keyboard sends) and submits nothing.
    @Test func theEnterKeyTypesANewlineInAFieldOfSeveralLines() {
        let h = TextEntryHarness()
        h.top.maximumLines = 3
        h.tap(h.top, at: 0)
        var time: UInt32 = 500
        for label in ["a", "enter", "b"] {
            let (x, y) = h.key(label)
            h.fields.tap(x, y, at: time)
            time += 200
        }
        #expect(h.top.text == "a\nb")
        #expect(!h.fields.trace.contains { $0.contains("submitted") })
    }

    /// A hardware keyboard typing hides the on-screen one (the field keeps the focus and the
    /// text); its own keys and a modifier pressed alone do not; the next touch on a field
    /// brings it back, a program focus does not.
    @Test func typingOnAHardwareKeyboardHidesTheOnScreenKeyboardUntilTheNextTouch() {
        let h = TextEntryHarness()
        h.tap(h.top, at: 0)
        let (x, y) = h.key("q")
        h.fields.tap(x, y, at: 500)
        h.fields.key(0xffe1)  // Shift_L alone
        #expect(h.keyboard.isShown && h.top.text == "q")
        h.fields.key(0x77, "w")
        h.settle()
        #expect(!h.keyboard.isShown && h.top.isFocused && h.top.text == "qw")
        h.fields.key(0x65, "e")
        h.bottom.focus(in: h.fields.dispatcher)
        h.settle()
        #expect(!h.keyboard.isShown && h.top.text == "qwe")
        h.tap(h.top, at: 1500)
        #expect(h.keyboard.isShown)
        #expect(h.log == ["keyboard shown", "keyboard hidden", "keyboard shown"])
    }

    /// With a bottom inset the keyboard rests that far above the window's bottom (an app's
    /// bar stays in sight), and a field low in the form still moves up above the keyboard.
    @Test func aBottomInsetKeepsABarBelowTheKeyboardInSight() {
        let h = TextEntryHarness()
        h.keyboard.bottomInset = 64
        h.tap(h.bottom, at: 0)
        let frame = h.keyboard.convert(h.keyboard.bounds, to: nil)
        #expect(frame.maxY == 600 - 64 && h.keyboard.visibleHeight == frame.height + 64)
        #expect(h.bottom.frameInRoot.maxY + h.controller.fieldMargin == frame.minY)
    }

    @Test func theLettersFollowTheHardwareKeyboardsLayoutUnlessTheAppChoseThem() {
        let h = TextEntryHarness()
        #expect(h.keyboard.arrangement == .qwerty)
        h.controller.keyboardLayoutDidChange(.qwertz)
        #expect(h.keyboard.arrangement == .qwertz)
        h.controller.keyboardLayoutDidChange(.azerty)
        #expect(h.keyboard.arrangement == .azerty)
        let chosen = TextEntryHarness(arrangement: .qwerty)
        chosen.controller.keyboardLayoutDidChange(.qwertz)
        #expect(chosen.keyboard.arrangement == .qwerty)
        h.controller.chooseArrangements([.qwertz, .azerty])
        h.controller.keyboardLayoutDidChange(.qwerty)
        #expect(h.keyboard.arrangements == [.qwertz, .azerty] && h.keyboard.arrangement == .qwertz)
    }
}

@Suite struct TextEntrySystemInputMethodTests {
    /// While the compositor's input method types (`showsKeyboard` false), a touch on a field
    /// focuses it without the keyboard, and a keyboard already shown hides.
    @Test func noKeyboardWhileTheSystemInputMethodTypes() {
        let h = TextEntryHarness()
        h.tap(h.top, at: 1000)
        #expect(h.keyboard.isShown)
        h.controller.showsKeyboard = false
        h.settle()
        #expect(!h.keyboard.isShown)
        h.tap(h.number, at: 2000)
        #expect(!h.keyboard.isShown && h.fields.dispatcher.textInput.focused === h.number)
    }

    /// A double tap on a view of the app is recognized although the root's tap that hides the
    /// keyboard recognizes the first tap: that tap yields its touches to every recognizer.
    @Test func aDoubleTapBelowTheKeyboardsHidingTapIsRecognized() {
        let h = TextEntryHarness()
        let photo = View(frame: Rect(x: 300, y: 200, width: 200, height: 150))
        h.form.addSubview(photo)
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        var recognized = 0
        doubleTap.addAction { if $0.state == .recognized { recognized += 1 } }
        photo.addGestureRecognizer(doubleTap)
        h.tap(photo, at: 1000)
        h.tap(photo, at: 1150)
        #expect(recognized == 1)
    }
}
