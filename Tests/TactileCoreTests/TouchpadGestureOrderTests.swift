import Testing
@testable import TactileCore

/// Touchpad gestures out of order and mixed with the mouse: nothing happens for an
/// impossible event, no virtual finger is ever left down, and the mouse and the touchpad
/// take turns as the wheel and the button do.
@Suite struct TouchpadGestureOrderTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private func photo(_ h: GestureHarness) {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), tap = TapGestureRecognizer()
        for recognizer in [pan, pinch, tap] as [GestureRecognizer] { h.root.addGestureRecognizer(recognizer) }
        pan.recognizeSimultaneously(with: pinch)
        h.watch(pan, "pan") { "\($0.translation(in: nil)) touches=\($0.numberOfTouches)" }
        h.watch(pinch, "pinch") { "\(fmt($0.scale)) at \($0.focalPoint(in: nil))" }
        h.watch(tap, "tap")
    }

    private func update(_ time: UInt32, scale: Double) -> TouchpadGestureEvent {
        .pinchUpdate(time: time, delta: .zero, scale: scale, rotation: 0)
    }

    @Test func eventsOutOfOrderDoNothingAndLeaveNoFingerDown() {
        let h = GestureHarness()
        photo(h)
        h.pointer(at: 0, .enter(location: p(400, 300)))
        h.touchpad(at: 10, update(10, scale: 1.5))                              // update without begin
        h.touchpad(at: 20, .pinchEnd(time: 20, cancelled: false))               // end without begin
        h.touchpad(at: 30, .swipeUpdate(time: 30, delta: p(5, 5)))
        h.note("pinch")
        h.touchpad(at: 100, .pinchBegin(time: 100, fingers: 2))
        h.touchpad(at: 110, .pinchBegin(time: 110, fingers: 2))                 // a second begin
        h.touchpad(at: 120, .swipeBegin(time: 120, fingers: 3))                 // another gesture's begin
        h.touchpad(at: 130, update(130, scale: 1.5))
        h.touchpad(at: 140, .swipeUpdate(time: 140, delta: p(50, 0)))          // the dropped swipe's
        h.touchpad(at: 150, .swipeEnd(time: 150, cancelled: false))
        h.touchpad(at: 160, .holdEnd(time: 160, cancelled: false))
        h.touchpad(at: 170, .pinchEnd(time: 170, cancelled: false))
        h.touchpad(at: 180, .pinchEnd(time: 180, cancelled: false))             // end twice
        h.touchpad(at: 190, update(190, scale: 3))
        #expect(h.trace == ["pinch", "pinch began 1.5 at (400, 300)", "pinch ended 1.5 at (400, 300)"])
        #expect(h.allRecognizersIdle())
        #expect(!h.dispatcher.hasTouchesDown)
        #expect(h.log == [
            "touchpad: dropped a pinch update with no pinch begun",
            "touchpad: dropped a pinch end with no pinch begun",
            "touchpad: dropped a swipe update with no swipe begun",
            "touchpad: dropped a pinch begin during a pinch",
            "touchpad: dropped a swipe begin during a pinch",
            "touchpad: dropped a swipe update with no swipe begun",
            "touchpad: dropped a swipe end with no swipe begun",
            "touchpad: dropped a hold end with no hold begun",
            "touchpad: dropped a pinch end with no pinch begun",
            "touchpad: dropped a pinch update with no pinch begun",
        ])
    }

    @Test func aGestureBeforeThePointerEnteredIsIgnoredToItsEnd() {
        let h = GestureHarness()
        photo(h)
        h.touchpad(at: 0, .pinchBegin(time: 0, fingers: 2))
        h.touchpad(at: 10, update(10, scale: 2))
        h.pointer(at: 15, .enter(location: p(400, 300)))
        h.touchpad(at: 20, update(20, scale: 3))
        h.touchpad(at: 30, .pinchEnd(time: 30, cancelled: false))
        #expect(h.trace.isEmpty)
        #expect(!h.dispatcher.hasTouchesDown)
        #expect(h.log == ["touchpad: ignored a pinch before the pointer entered"])
    }

    @Test func aPinchCentresOnAMotionReadInTheSameBatchThoughMotionsAreCoalesced() {
        let h = GestureHarness()
        h.dispatcher.coalescesMotions = true
        photo(h)
        h.pointer(at: 0, .enter(location: p(400, 300)))
        h.advance(to: 10)
        h.dispatcher.handlePointer(.motion(time: 10, location: p(250, 200)))
        h.dispatcher.handlePointer(.frame)                                       // held for the batch's end
        h.dispatcher.handleTouchpadGesture(.pinchBegin(time: 10, fingers: 2))
        h.dispatcher.handleTouchpadGesture(update(10, scale: 2))
        h.dispatcher.handleTouchpadGesture(.pinchEnd(time: 10, cancelled: false))
        h.dispatcher.endOfDispatchBatch()
        #expect(h.trace == ["pinch began 2 at (250, 200)", "pinch ended 2 at (250, 200)"])
    }

    @Test func aPinchWhileTheButtonIsHeldIsIgnoredToItsEndAsTheWheelIs() {
        let h = GestureHarness()
        photo(h)
        h.pointer(at: 0, .enter(location: p(400, 300)))
        h.pointer(at: 10, .button(time: 10, button: PointerButton.left, pressed: true))
        h.touchpad(at: 20, .pinchBegin(time: 20, fingers: 2))
        h.pointer(at: 30, .motion(time: 30, location: p(430, 300)))
        h.touchpad(at: 40, update(40, scale: 2))
        h.pointer(at: 50, .button(time: 50, button: PointerButton.left, pressed: false))
        h.touchpad(at: 60, update(60, scale: 3))                                 // still the ignored pinch
        h.touchpad(at: 70, .pinchEnd(time: 70, cancelled: false))
        h.note("next")
        h.touchpad(at: 100, .pinchBegin(time: 100, fingers: 2))
        h.touchpad(at: 110, update(110, scale: 2))
        h.touchpad(at: 120, .pinchEnd(time: 120, cancelled: false))
        #expect(h.trace == [
            "pan began (30, 0) touches=1", "pan ended (30, 0) touches=0",
            "next",
            "pinch began 2 at (430, 300)", "pinch ended 2 at (430, 300)",
        ])
        #expect(h.allRecognizersIdle())
        #expect(h.log == ["touchpad: ignored a pinch while the left button is held"])
    }

    @Test func theWheelsFingersLiftWhenATouchpadPinchBegins() {
        let h = GestureHarness()
        photo(h)
        h.pointer(at: 0, .enter(location: p(400, 300)))
        h.pointer(at: 10, .axis(time: 10, axis: .vertical, value: -10))         // the wheel: 1.1
        h.touchpad(at: 20, .pinchBegin(time: 20, fingers: 2))
        h.touchpad(at: 30, update(30, scale: 2))
        h.touchpad(at: 40, .pinchEnd(time: 40, cancelled: false))
        #expect(h.trace == [
            "pinch began 1.1 at (400, 300)", "pinch ended 1.1 at (400, 300)",
            "pinch began 2 at (400, 300)", "pinch ended 2 at (400, 300)",
        ])
        #expect(h.clock.pendingTimerCount == 0)
        #expect(h.allRecognizersIdle())
    }

    @Test func aPressAWheelNotchOrLeavingLiftsTheTouchpadsFingersAndTheRestIsIgnored() {
        let h = GestureHarness()
        photo(h)
        h.pointer(at: 0, .enter(location: p(400, 300)))
        h.touchpad(at: 10, .pinchBegin(time: 10, fingers: 2))
        h.touchpad(at: 20, update(20, scale: 2))
        h.pointer(at: 30, .button(time: 30, button: PointerButton.left, pressed: true))
        h.touchpad(at: 40, update(40, scale: 3))
        h.pointer(at: 50, .button(time: 50, button: PointerButton.left, pressed: false))
        h.touchpad(at: 60, .pinchEnd(time: 60, cancelled: false))
        h.note("wheel")
        h.touchpad(at: 100, .swipeBegin(time: 100, fingers: 3))
        h.touchpad(at: 110, .swipeUpdate(time: 110, delta: p(0, 40)))
        h.pointer(at: 120, .axis(time: 120, axis: .vertical, value: -10))
        h.touchpad(at: 130, .swipeUpdate(time: 130, delta: p(0, 40)))
        h.touchpad(at: 140, .swipeEnd(time: 140, cancelled: false))
        h.advance(to: 500)
        h.note("leave")
        h.touchpad(at: 600, .holdBegin(time: 600, fingers: 2))
        h.pointer(at: 610, .leave)
        h.touchpad(at: 620, .holdEnd(time: 620, cancelled: false))
        #expect(h.trace == [
            "pinch began 2 at (400, 300)", "pinch ended 2 at (400, 300)",
            "tap recognized",
            "wheel",
            "pan began (0, 40) touches=1", "pan ended (0, 40) touches=0",
            "pinch began 1.1 at (400, 300)", "pinch ended 1.1 at (400, 300)",
            "leave",
        ])
        #expect(h.allRecognizersIdle())
        #expect(!h.dispatcher.hasTouchesDown)
    }
}
