import Testing
@testable import TactileCore

/// The same touch sequence delivered the way sway 1.7, weston 10 and cage 0.1.4 deliver it
/// must give the same recognizer callbacks.
@Suite struct InputCompositorReplayTests {
    /// A photo (pan + pinch + rotation together), a button (tap) and a handle (zero-delay
    /// long-press), with every callback recorded.
    private func scene() -> GestureHarness {
        let h = GestureHarness()
        let photo = h.addView(Rect(x: 0, y: 0, width: 400, height: 600), name: "photo")
        let button = h.addView(Rect(x: 500, y: 100, width: 100, height: 100), name: "button")
        let handle = h.addView(Rect(x: 500, y: 300, width: 100, height: 100), name: "handle")
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] { photo.addGestureRecognizer(recognizer) }
        pan.recognizeSimultaneously(with: pinch)
        pan.recognizeSimultaneously(with: rotation)
        pinch.recognizeSimultaneously(with: rotation)
        let tap = TapGestureRecognizer()
        button.addGestureRecognizer(tap)
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = .zero
        handle.addGestureRecognizer(press)
        h.watch(pan, "pan") { "\($0.translation(in: nil))" }
        h.watch(pinch, "pinch") { "\(fmt($0.scale)) at \($0.focalPoint(in: nil))" }
        h.watch(rotation, "rotate") { fmt($0.rotation) }
        h.watch(tap, "tap") { "\($0.location(in: nil))" }
        h.watch(press, "press") { "\($0.location(in: nil))" }
        return h
    }

    private let script: [ScriptFrame] = [
        // A tap on the button, then one whose down and up share a frame.
        (0, [.down(1, 550, 150)]), (40, [.up(1)]),
        (500, [.down(1, 560, 160), .up(1)]),
        // Two fingers pinch and turn the photo; they lift one after the other.
        (1000, [.down(2, 100, 300), .down(3, 300, 300)]),
        (1010, [.move(2, 90, 300), .move(3, 310, 300)]),
        (1020, [.move(2, 200, 200), .move(3, 200, 400)]),
        (1030, [.up(2)]),
        (1040, [.move(3, 220, 400)]),
        (1050, [.up(3)]),
        // A zero-delay press on the handle, dragged, while a finger rests on the photo.
        (2000, [.down(4, 550, 350), .down(5, 100, 100)]),
        (2010, [.move(4, 570, 360)]),
        (2020, [.up(4), .up(5)]),
    ]

    private let expected = [
        "tap recognized (550, 150)",
        "tap recognized (560, 160)",
        "pinch began 1.1 at (200, 300)",
        "pinch changed 1 at (200, 300)", "rotate began 1.57",
        // One finger left: scale and angle hold, the pan follows the finger.
        "pan began (20, 0)",
        "pan ended (20, 0)", "pinch ended 1 at (220, 400)", "rotate ended 1.57",
        "press began (550, 350)",
        "press changed (570, 360)",
        "press ended (570, 360)",
    ]

    @Test(arguments: Compositor.allCases)
    func everyCompositorsPatternGivesTheSameTrace(_ compositor: Compositor) {
        let h = scene()
        h.play(script, on: compositor)
        #expect(h.trace == expected)
        #expect(h.log.isEmpty)
        #expect(h.allRecognizersIdle())
    }
}
