import Testing
@testable import TactileCore

/// Touchpad pinches (`zwp_pointer_gestures_v1`) through the real dispatcher: the same
/// recognizers as two fingers, the putty under them, the cancelled path.
@Suite struct TouchpadGesturePinchTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// A pan, a pinch and a rotation on the root, running together, traced.
    private func photo(_ h: GestureHarness) -> (PinchGestureRecognizer, RotationGestureRecognizer) {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let tap = TapGestureRecognizer(), longPress = LongPressGestureRecognizer()
        for recognizer in [pan, pinch, rotation, tap, longPress] as [GestureRecognizer] { h.root.addGestureRecognizer(recognizer) }
        pan.recognizeSimultaneously(with: pinch)
        pan.recognizeSimultaneously(with: rotation)
        pinch.recognizeSimultaneously(with: rotation)
        h.watch(pan, "pan") { "\($0.translation(in: nil)) touches=\($0.numberOfTouches)" }
        h.watch(pinch, "pinch") { "\(fmt($0.scale)) at \($0.focalPoint(in: nil))" }
        h.watch(rotation, "rotate") { "\(fmt($0.rotation * 180 / .pi))° about \($0.center(in: nil))" }
        h.watch(tap, "tap")
        h.watch(longPress, "long press")
        return (pinch, rotation)
    }

    @Test func aPinchToTwiceAndAQuarterTurnReportsScaleTwoAndNinetyDegrees() {
        let h = GestureHarness()
        let (pinch, rotation) = photo(h)
        h.pointer(at: 0, .enter(location: p(400, 300)))
        var final: (scale: Double, rotation: Double)?
        pinch.onChange { if $0.state == .ended { final = ($0.scale, rotation.rotation) } }
        for (time, event) in touchpadPinch(at: 100, steps: 4, scale: 2, rotation: 90) { h.touchpad(at: time, event) }
        #expect(h.trace == [
            "pinch began 1.25 at (400, 300)", "rotate began 22.5° about (400, 300)",
            "pinch changed 1.5 at (400, 300)", "rotate changed 45° about (400, 300)",
            "pinch changed 1.75 at (400, 300)", "rotate changed 67.5° about (400, 300)",
            "pinch changed 2 at (400, 300)", "rotate changed 90° about (400, 300)",
            "pinch ended 2 at (400, 300)", "rotate ended 90° about (400, 300)",
        ])
        #expect(abs(final!.scale - 2) < 1e-9)
        #expect(abs(final!.rotation - .pi / 2) < 1e-9)
        #expect(h.allRecognizersIdle())
        #expect(!h.dispatcher.hasTouchesDown)
        #expect(!h.dispatcher.lastInputWasTouch)
    }

    @Test func thePinchCentreCarriesBothFingersAsATwoFingerPan() {
        let h = GestureHarness()
        _ = photo(h)
        h.pointer(at: 0, .enter(location: p(400, 300)))
        for (time, event) in touchpadPinch(at: 100, steps: 2, delta: p(10, -5), scale: 1, rotation: 0) { h.touchpad(at: time, event) }
        #expect(h.trace == ["pan began (10, -5) touches=2", "pan changed (20, -10) touches=2", "pan ended (20, -10) touches=0"])
    }

    @Test func thePuttyScalesAndTurnsUnderATouchpadPinch() {
        let h = ManipulationHarness()
        let putty = PuttyView(frame: Rect(x: 300, y: 200, width: 200, height: 150), contentView: View(), animator: h.animator)
        h.root.addSubview(putty)
        h.gestures.pointer(at: 0, .enter(location: p(400, 275)))
        h.touchpad(touchpadPinch(at: 100, steps: 4, scale: 2, rotation: 90)) {
            "\(turnAndScale(putty.transform)) centre \(putty.center)"
        }
        #expect(h.trace == [
            "0° ×1 centre (400, 275)",
            "22° ×1.25 centre (400, 275)",  // 22.5° a hair under, rounded down
            "45° ×1.5 centre (400, 275)",
            "68° ×1.75 centre (400, 275)",
            "90° ×2 centre (400, 275)",
            "90° ×2 centre (400, 275)",
        ])
        #expect(abs(putty.transform.scaleFactor - 2) < 1e-9)
        #expect(abs(putty.transform.rotationAngle - .pi / 2) < 1e-9)
    }

    @Test func aCancelledPinchTakesTheCancelledPathAndLeavesAFingerElsewhereAlone() {
        let h = GestureHarness()
        _ = photo(h)
        let side = h.addView(Rect(x: 0, y: 0, width: 100, height: 600), name: "side")
        let sidePan = PanGestureRecognizer()
        side.addGestureRecognizer(sidePan)
        h.watch(sidePan, "side pan") { "\($0.translation(in: nil))" }
        h.pointer(at: 0, .enter(location: p(400, 300)))
        h.play([(50, [.down(1, 50, 100)]), (60, [.move(1, 50, 130)])])
        for (time, event) in touchpadPinch(at: 100, steps: 2, scale: 1.5, rotation: 20, cancelled: true) { h.touchpad(at: time, event) }
        h.play([(200, [.move(1, 50, 160)]), (210, [.up(1)])])
        #expect(h.trace == [
            "side pan began (0, 30)",
            "pinch began 1.25 at (400, 300)", "rotate began 10° about (400, 300)",
            "pinch changed 1.5 at (400, 300)", "rotate changed 20° about (400, 300)",
            "pinch cancelled 1.5 at (400, 300)", "rotate cancelled 20° about (400, 300)",
            "side pan changed (0, 60)", "side pan ended (0, 60)",
        ])
        #expect(h.allRecognizersIdle())
        #expect(!h.dispatcher.hasTouchesDown)
    }
}
