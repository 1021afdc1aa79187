import Testing
@testable import TactileCore

/// `Button` driven by synthetic timestamped touches on an 800×600 root: a 200×60 button at
/// (100, 100)…(300, 160).
@MainActor @Suite struct ControlButtonTests {
    let h = GestureHarness()
    let button = Button(frame: Rect(x: 100, y: 100, width: 200, height: 60), title: "Go")
    var actions: [String] { h.trace }

    init() {
        let recorder = h.recorder
        button.action = { _ in recorder.trace.append("action") }
        h.root.addSubview(button)
    }

    private func state() -> String { "pressed \(button.isPressed) actions \(h.trace.count)" }

    /// Pressed in the frame of the touch-down, still pressed while the finger wanders inside,
    /// released and activated once in the frame of the lift.
    @Test func aTapShowsThePressAtTouchDownAndActsAtTheLift() {
        let frames: [ScriptFrame] = [(0, [.down(1, 150, 130)]), (16, [.move(1, 190, 140)]), (32, [.move(1, 240, 150)]), (48, [.up(1)])]
        #expect(h.playRecording(frames, state) == [
            "0: pressed true actions 0", "16: pressed true actions 0", "32: pressed true actions 0", "48: pressed false actions 1",
        ])
    }

    /// Sliding more than 10 px off the button cancels it: the press goes at once, coming back
    /// does not restore it, and the lift does nothing.
    @Test func slidingOffBeyondTheSlopCancels() {
        let frames: [ScriptFrame] = [(0, [.down(1, 150, 130)]), (16, [.move(1, 150, 168)]), (32, [.move(1, 150, 171)]),
                                     (48, [.move(1, 150, 130)]), (64, [.up(1)])]
        #expect(h.playRecording(frames, state) == [
            "0: pressed true actions 0", "16: pressed true actions 0", "32: pressed false actions 0",
            "48: pressed false actions 0", "64: pressed false actions 0",
        ])
    }

    /// A 30×30 button still takes a finger anywhere in the 48×48 square around its centre,
    /// and no farther.
    @Test func aSmallButtonHasTheThemesTouchTarget() {
        button.frame = Rect(x: 100, y: 100, width: 30, height: 30)
        h.play(tap(1, at: (92, 92), time: 0))
        h.play(tap(1, at: (89, 115), time: 200))
        #expect(actions == ["action"])
        #expect(button.touchAreaOutset == 9)
    }

    /// A disabled button is drawn disabled, shows no press and does nothing; enabled again, it works.
    @Test func aDisabledButtonIgnoresTouchesAndKeys() {
        button.isEnabled = false
        let focus = ControlFocus(rootView: h.root)
        focus.attach(to: h.dispatcher)
        h.press(Keysym.tab)
        #expect(focus.focused == nil)
        #expect(h.playRecording(tap(1, at: (150, 130), time: 0), state) == ["0: pressed false actions 0", "50: pressed false actions 0"])
        button.isEnabled = true
        h.play(tap(1, at: (150, 130), time: 200))
        #expect(actions == ["action"])
    }

    /// Disabled under the finger, the button lets go of its press and the lift does nothing;
    /// taken out of the window under the finger, it does nothing either.
    @Test func aButtonDisabledOrRemovedMidPressDoesNothing() {
        let frames: [ScriptFrame] = [(0, [.down(1, 150, 130)]), (50, [.up(1)])]
        h.play([frames[0]])
        button.isEnabled = false
        #expect(state() == "pressed false actions 0")
        h.play([frames[1]])
        button.isEnabled = true
        h.play([(100, [.down(1, 150, 130)])])
        button.removeFromSuperview()
        h.play([(150, [.up(1)])])
        #expect(state() == "pressed false actions 0")
    }

    /// The mouse's left button presses and activates it like a finger.
    @Test func theMouseWorksAsAFinger() {
        var trace: [String] = []
        h.dispatcher.handlePointer(.enter(location: Point(x: 150, y: 130)))
        h.dispatcher.handlePointer(.frame)
        h.dispatcher.handlePointer(.button(time: 0, button: PointerButton.left, pressed: true))
        h.dispatcher.handlePointer(.frame)
        trace.append(state())
        h.dispatcher.handlePointer(.button(time: 80, button: PointerButton.left, pressed: false))
        h.dispatcher.handlePointer(.frame)
        trace.append(state())
        #expect(trace == ["pressed true actions 0", "pressed false actions 1"])
    }

    /// Tab focuses the button and shows the theme's ring; Enter and Space press it at the key
    /// press and act at the release; a touch hides the ring, the next key only shows it again.
    @Test func theKeyboardFocusesAndActivates() {
        let focus = ControlFocus(rootView: h.root)
        focus.attach(to: h.dispatcher)
        h.press(Keysym.tab)
        #expect(focus.focused === button && button.focusRing == Theme.light.focusRing)
        h.dispatcher.handleKey(KeyEvent(time: .zero, keysym: Keysym.enter, pressed: true))
        #expect(state() == "pressed true actions 0")
        h.dispatcher.handleKey(KeyEvent(time: .zero, keysym: Keysym.enter, pressed: false))
        h.press(Keysym.space)
        #expect(state() == "pressed false actions 2")
        h.play(tap(1, at: (500, 500), time: 0))
        #expect(button.focusRing == nil)
        h.press(Keysym.space)
        #expect(button.focusRing != nil && actions.count == 2)
        h.press(Keysym.space)
        #expect(actions.count == 3)
    }
}
