import Testing
@testable import TactileCore

@Suite struct InputMouseFallbackTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// Sends pointer events followed by `wl_pointer.frame`, at `time` ms on the clock.
    private func pointer(_ h: GestureHarness, at time: UInt32, _ events: PointerEvent...) {
        h.advance(to: time)
        for event in events { h.dispatcher.handlePointer(event) }
        h.dispatcher.handlePointer(.frame)
        h.dispatcher.endOfDispatchBatch()
    }

    private func photo(_ h: GestureHarness) {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let tap = TapGestureRecognizer(), twoFingerTap = TapGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        for recognizer in [pan, pinch, rotation, tap, twoFingerTap] as [GestureRecognizer] { h.root.addGestureRecognizer(recognizer) }
        pan.recognizeSimultaneously(with: pinch)
        pan.recognizeSimultaneously(with: rotation)
        pinch.recognizeSimultaneously(with: rotation)
        h.watch(pan, "pan") { "\($0.translation(in: nil)) touches=\($0.numberOfTouches)" }
        h.watch(pinch, "pinch") { "\(fmt($0.scale)) at \($0.focalPoint(in: nil))" }
        h.watch(rotation, "rotate") { "\(fmt($0.rotation)) about \($0.center(in: nil))" }
        h.watch(tap, "tap") { "\($0.location(in: nil))" }
        h.watch(twoFingerTap, "tap2")
    }

    @Test func pointerMotionsReadAtOnceAreOneFrameWhenCoalesced() {
        let h = GestureHarness()
        h.dispatcher.coalescesMotions = true
        photo(h)
        pointer(h, at: 0, .enter(location: p(100, 100)))
        pointer(h, at: 10, .button(time: 10, button: PointerButton.left, pressed: true))
        h.advance(to: 20)
        for step in 1...1000 {
            h.dispatcher.handlePointer(.motion(time: 20, location: p(100 + 0.1 * Double(step), 100)))
            h.dispatcher.handlePointer(.frame)
        }
        h.dispatcher.handlePointer(.button(time: 20, button: PointerButton.left, pressed: false))
        h.dispatcher.handlePointer(.frame)
        h.dispatcher.endOfDispatchBatch()
        // One frame's work for the thousand motions (hundreds of `changed` without coalescing).
        #expect(h.trace == ["pan began (100, 0) touches=1", "pan ended (100, 0) touches=0"])
    }

    @Test func leftButtonActsAsOneFinger() {
        let h = GestureHarness()
        photo(h)
        pointer(h, at: 0, .enter(location: p(100, 100)))
        pointer(h, at: 10, .button(time: 10, button: PointerButton.left, pressed: true))
        pointer(h, at: 20, .motion(time: 20, location: p(130, 100)))
        pointer(h, at: 30, .motion(time: 30, location: p(160, 110)))
        pointer(h, at: 40, .button(time: 40, button: PointerButton.left, pressed: false))
        pointer(h, at: 50, .motion(time: 50, location: p(300, 300)))      // hovering: no touch
        pointer(h, at: 60, .button(time: 60, button: PointerButton.right, pressed: true))
        pointer(h, at: 70, .button(time: 70, button: PointerButton.left, pressed: true))
        pointer(h, at: 80, .button(time: 80, button: PointerButton.left, pressed: false))
        #expect(h.trace == [
            "pan began (30, 0) touches=1", "pan changed (60, 10) touches=1", "pan ended (60, 10) touches=0",
            "tap recognized (300, 300)",
        ])
        #expect(!h.dispatcher.lastInputWasTouch)
        #expect(h.allRecognizersIdle())
    }

    @Test func wheelPinchesAboutThePointerAndLiftsAfterTheIdleTime() {
        let h = GestureHarness()
        photo(h)
        pointer(h, at: 0, .enter(location: p(400, 300)))
        pointer(h, at: 100, .axis(time: 100, axis: .vertical, value: -10))                    // one notch up: zoom in
        pointer(h, at: 200, .axisValue120(axis: .vertical, value120: -120), .axis(time: 200, axis: .vertical, value: -15))
        pointer(h, at: 300, .motion(time: 300, location: p(420, 300)))                        // carries both fingers
        h.note("idle")
        h.advance(to: 600)
        pointer(h, at: 700, .axisDiscrete(axis: .vertical, steps: 1), .axis(time: 700, axis: .vertical, value: 10))
        pointer(h, at: 800, .button(time: 800, button: PointerButton.left, pressed: true))  // lifts the wheel's fingers
        pointer(h, at: 810, .button(time: 810, button: PointerButton.left, pressed: false))
        #expect(h.trace == [
            "pinch began 1.1 at (400, 300)",
            "pinch changed 1.21 at (400, 300)",
            "pan began (20, 0) touches=2",
            "idle",
            "pan ended (20, 0) touches=0", "pinch ended 1.21 at (420, 300)",
            "pinch began 0.91 at (420, 300)",
            "pinch ended 0.91 at (420, 300)",
            "tap recognized (420, 300)",
        ])
        #expect(h.allRecognizersIdle())
        #expect(h.clock.pendingTimerCount == 0)
    }

    @Test func controlOrShiftWheelAndTheHorizontalWheelRotate() {
        let h = GestureHarness()
        photo(h)
        pointer(h, at: 0, .enter(location: p(400, 300)))
        h.dispatcher.updateModifiers([.control])
        pointer(h, at: 100, .axis(time: 100, axis: .vertical, value: 10))
        h.dispatcher.updateModifiers([])
        pointer(h, at: 200, .axis(time: 200, axis: .horizontal, value: 20))
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(250)), keysym: 0xffe1, pressed: true, modifiers: [.shift]))
        pointer(h, at: 300, .axis(time: 300, axis: .vertical, value: -10))
        h.advance(to: 1000)
        #expect(h.trace == [
            "rotate began 0.26 about (400, 300)",
            "rotate changed 0.79 about (400, 300)",
            "rotate changed 0.52 about (400, 300)",
            "rotate ended 0.52 about (400, 300)",
        ])
        #expect(h.allRecognizersIdle())
    }

    @Test func wheelIsIgnoredWhileTheButtonIsHeldAndLeavingLiftsEverything() {
        let h = GestureHarness()
        photo(h)
        pointer(h, at: 0, .enter(location: p(400, 300)))
        pointer(h, at: 10, .button(time: 10, button: PointerButton.left, pressed: true))
        pointer(h, at: 20, .axis(time: 20, axis: .vertical, value: -10))
        pointer(h, at: 30, .motion(time: 30, location: p(450, 300)))
        pointer(h, at: 40, .leave)
        pointer(h, at: 50, .button(time: 50, button: PointerButton.left, pressed: true))   // no location: dropped
        #expect(h.trace == ["pan began (50, 0) touches=1", "pan ended (50, 0) touches=0"])
        #expect(h.log == [
            "pointer: ignored the wheel while the left button is held",
            "pointer: dropped press before the pointer entered",
        ])
        #expect(h.allRecognizersIdle())
    }

    /// The orders in which a compositor gives the window the pointer back after a drag that
    /// another app started (sway 1.7: the leave when the pointer went to that app, whose frame
    /// the Wayland layer used to drop; the enter at the drop's end, at once pressed where it
    /// entered) and in which it moves the pointer between two of the window's surfaces (a leave
    /// and an enter in one frame): the press that follows the enter is a press, not dropped.
    @Test func aPressJustAfterAnEnterThatFollowsALeaveIsAPress() {
        let pressed: [(name: String, play: (GestureHarness) -> Void)] = [
            ("a leave without its frame", { h in
                h.dispatcher.handlePointer(.leave)
                h.dispatcher.endOfDispatchBatch()
                pointer(h, at: 20, .enter(location: p(108, 428)))
            }),
            ("a leave and an enter in one frame", { h in pointer(h, at: 20, .leave, .enter(location: p(108, 428))) }),
            ("a leave and its frame", { h in
                pointer(h, at: 10, .leave)
                pointer(h, at: 20, .enter(location: p(108, 428)))
            }),
        ]
        for (name, play) in pressed {
            let h = GestureHarness()
            pointer(h, at: 0, .enter(location: p(400, 300)))
            pointer(h, at: 5, .motion(time: 5, location: p(420, 300)))
            play(h)
            pointer(h, at: 30, .button(time: 30, button: PointerButton.left, pressed: true))
            #expect(h.dispatcher.hasTouchesDown, "\(name): the press is down")
            #expect(h.log.isEmpty, "\(name)")
            pointer(h, at: 40, .button(time: 40, button: PointerButton.left, pressed: false))
            #expect(!h.dispatcher.hasTouchesDown, "\(name): and up")
        }
    }

    @Test func touchAndMouseActionsToggleLastInputWasTouch() {
        let h = GestureHarness()
        h.play([(0, [.down(1, 10, 10)]), (10, [.up(1)])])
        #expect(h.dispatcher.lastInputWasTouch)
        pointer(h, at: 20, .enter(location: p(5, 5)))
        pointer(h, at: 21, .leave)
        pointer(h, at: 22, .enter(location: p(6, 5)))
        #expect(h.dispatcher.lastInputWasTouch, "a surface moving under a still pointer is no mouse input")
        pointer(h, at: 30, .motion(time: 30, location: p(7, 5)))
        #expect(!h.dispatcher.lastInputWasTouch)
    }
}
