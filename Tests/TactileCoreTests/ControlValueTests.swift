import Testing
@testable import TactileCore

/// `Toggle`, `Slider` and `SegmentedControl` driven by synthetic timestamped touches and keys.
@MainActor @Suite struct ControlValueTests {
    let h = GestureHarness()
    var changes: [String] { h.trace }

    /// A toggle 52×48 at (100, 100): a tap flips it (pressed in the touch-down frame, changed at
    /// the lift), a second tap flips it back.
    @Test func aToggleFlipsOnATap() {
        let toggle = Toggle(frame: Rect(x: 100, y: 100, width: 52, height: 48))
        let recorder = h.recorder
        toggle.onChange = { recorder.trace.append("on \($0.isOn)") }
        h.root.addSubview(toggle)
        let trace = h.playRecording(tap(1, at: (110, 124), time: 0)) { "pressed \(toggle.isPressed) on \(toggle.isOn)" }
        #expect(trace == ["0: pressed true on false", "50: pressed false on true"])
        h.play(tap(1, at: (110, 124), time: 200))
        #expect(changes == ["on true", "on false"])
    }

    /// Dragging the knob: it follows the finger from the touch-down (20 px of travel) and the
    /// switch lands on the nearer side; a drag that leaves it on its side calls nothing.
    @Test func aToggleKnobCanBeDragged() {
        let toggle = Toggle(frame: Rect(x: 100, y: 100, width: 52, height: 48))
        let recorder = h.recorder
        toggle.onChange = { recorder.trace.append("on \($0.isOn)") }
        h.root.addSubview(toggle)
        let trace = h.playRecording(drag(1, from: (116, 124), to: (136, 124), steps: 4, at: 0)) { "on \(toggle.isOn)" }
        #expect(trace == ["0: on false", "10: on false", "20: on false", "30: on false", "40: on false", "50: on true"])
        #expect(changes == ["on true"])
        h.play(drag(1, from: (136, 124), to: (166, 124), steps: 3, at: 500))
        h.play(drag(1, from: (136, 124), to: (128, 140), steps: 4, at: 1000))
        #expect(toggle.isOn && changes == ["on true"])
        h.play(drag(1, from: (136, 124), to: (124, 124), steps: 4, at: 1500))
        #expect(!toggle.isOn && changes == ["on true", "on false"])
    }

    /// A slider over 0…100 on a 224 px track (thumb centre from x 12 to 212 in its space,
    /// 2 px a unit), at (100, 100): grabbing the thumb 6 px right of its centre and dragging
    /// moves the value by the finger's movement only (no jump to the finger): the drag takes
    /// the touch at 10 px and the thumb is then where the finger has taken it.
    @Test func aSliderThumbDragsWithoutAJump() {
        let trace = h.sliderThumbDragTrace()
        #expect(trace == ["0: pressed true value 50", "10: pressed true value 55", "20: pressed true value 60",
                          "30: pressed true value 65", "40: pressed true value 70", "50: pressed false value 70"])
        #expect(changes == ["value 55", "value 60", "value 65", "value 70"])
    }

    /// A tap on the track puts the value there; with steps of 10 it snaps; the arrows step.
    @Test func aSliderTrackTapStepsAndKeys() {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 224, height: 48), value: 50, in: 0...100, step: 10)
        h.root.addSubview(slider)
        let trace = h.playRecording(tap(1, at: (133, 124), time: 0)) { "pressed \(slider.isPressed) value \(fmt(slider.value))" }
        #expect(trace == ["0: pressed false value 50", "50: pressed false value 10"])
        let focus = ControlFocus(rootView: h.root)
        focus.attach(to: h.dispatcher)
        h.press(Keysym.tab)
        h.press(Keysym.right)
        h.press(Keysym.right)
        h.press(Keysym.left)
        #expect(slider.value == 20)
        slider.value = 250
        #expect(slider.value == 100)
        slider.value = .nan
        #expect(slider.value == 0)
        #expect(Slider(value: .nan, in: 5...9).value == 5)
    }

    /// A segmented control of three 100 px segments at (100, 100): the segment under the
    /// finger shows pressed from the touch-down, follows the finger, and the one lifted on is
    /// selected; sliding off cancels; the arrows select the neighbours.
    @Test func aSegmentIsSelectedWhereTheFingerLifts() {
        let (control, trace) = h.segmentSlide()
        #expect(trace == ["0: pressed 0 selected 0", "16: pressed 1 selected 0", "32: pressed - selected 1"])
        h.play([(100, [.down(1, 350, 124)]), (116, [.move(1, 350, 200)]), (132, [.up(1)])])
        #expect(control.selectedIndex == 1)
        let focus = ControlFocus(rootView: h.root)
        focus.attach(to: h.dispatcher)
        h.press(Keysym.tab)
        h.press(Keysym.right)
        h.press(Keysym.right)
        #expect(changes == ["selected 1", "selected 2"])
    }
}
