import Testing
@testable import TactileCore

/// `Slider` and `SegmentedControl` when the window reads right to left, driven by synthetic
/// timestamped touches and keys, traced frame by frame: the slider's minimum is at the right
/// and its value grows leftwards, the segments run from the right, and the arrow keys follow
/// what the eye sees.
@MainActor @Suite struct ControlDirectionTests {
    let h = GestureHarness()
    var changes: [String] { h.trace }

    init() { h.root.layoutEnvironment.direction = .rightToLeft }

    /// The slider of `sliderThumbDragTrace` (its thumb's centre at 50 still at x 212, the
    /// middle): dragged right by 40 px, the value falls.
    @Test func aSliderThumbDraggedRightLowersTheValue() {
        let trace = h.sliderThumbDragTrace()
        #expect(trace == ["0: pressed true value 50", "10: pressed true value 45", "20: pressed true value 40",
                          "30: pressed true value 35", "40: pressed true value 30", "50: pressed false value 30"])
        #expect(changes == ["value 45", "value 40", "value 35", "value 30"])
    }

    /// A tap 33 px from the left edge is 33 px from the maximum's end: 90 with steps of 10.
    /// The left arrow raises the value, the right arrow lowers it.
    @Test func aSliderTrackTapAndArrowsAreMirrored() {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 224, height: 48), value: 50, in: 0...100, step: 10)
        h.root.addSubview(slider)
        let trace = h.playRecording(tap(1, at: (133, 124), time: 0)) { "value \(fmt(slider.value))" }
        #expect(trace == ["0: value 50", "50: value 90"])
        let focus = ControlFocus(rootView: h.root)
        focus.attach(to: h.dispatcher)
        h.press(Keysym.tab)
        var values: [Double] = []
        for key in [Keysym.right, Keysym.right, Keysym.left, Keysym.up, Keysym.down] {
            h.press(key)
            values.append(slider.value)
        }
        #expect(values == [80, 70, 80, 90, 80])
    }

    /// The segments of `segmentSlide`: the first at the right (x 300…400), the third at the
    /// left. The finger down on the left one slides to the middle and lifts there; the right
    /// arrow selects the segment to the right (the previous one).
    @Test func segmentsRunFromTheRight() {
        let trace = h.segmentSlide().trace
        #expect(trace == ["0: pressed 2 selected 0", "16: pressed 1 selected 0", "32: pressed - selected 1"])
        let focus = ControlFocus(rootView: h.root)
        focus.attach(to: h.dispatcher)
        h.press(Keysym.tab)
        for key in [Keysym.right, Keysym.left, Keysym.left] { h.press(key) }
        #expect(changes == ["selected 1", "selected 0", "selected 1", "selected 2"])
    }

    /// The switch of `aToggleKnobCanBeDragged`, mirrored: its knob rests at the right when
    /// off, and dragging it 20 px left turns it on; dragged right again it turns off.
    @Test func aToggleKnobIsDraggedTowardsTheLeftToTurnItOn() {
        let toggle = Toggle(frame: Rect(x: 100, y: 100, width: 52, height: 48))
        let recorder = h.recorder
        toggle.onChange = { recorder.trace.append("on \($0.isOn)") }
        h.root.addSubview(toggle)
        let trace = h.playRecording(drag(1, from: (136, 124), to: (116, 124), steps: 4, at: 0)) { "on \(toggle.isOn)" }
        #expect(trace == ["0: on false", "10: on false", "20: on false", "30: on false", "40: on false", "50: on true"])
        h.play(drag(1, from: (116, 124), to: (140, 124), steps: 4, at: 500))
        #expect(changes == ["on true", "on false"])
    }

    /// Turning the window right to left asks its controls to be drawn again.
    @Test func aDirectionChangeRedrawsTheControls() {
        h.root.layoutEnvironment.direction = .leftToRight
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 224, height: 48), value: 20, in: 0...100)
        h.root.addSubview(slider)
        _ = takeDamage(h.root)
        h.root.layoutEnvironment.direction = .rightToLeft
        #expect(takeDamage(h.root) == [Rect(x: 100, y: 100, width: 224, height: 48).description])
    }
}
