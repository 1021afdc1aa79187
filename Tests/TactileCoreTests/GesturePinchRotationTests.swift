import Testing
@testable import TactileCore

@Suite struct GesturePinchRotationTests {
    @Test func pinchScaleIsRelativeToTheStartAndFollowsTheFocalPoint() {
        let h = GestureHarness()
        let pinch = PinchGestureRecognizer()
        h.root.addGestureRecognizer(pinch)
        h.watch(pinch, "pinch") { "\(fmt($0.scale)) at \($0.focalPoint(in: nil)) v=\(fmt($0.velocity))" }
        h.play([
            (0, [.down(1, 300, 300), .down(2, 400, 300)]),
            (10, [.move(2, 404, 300)]),             // span 50 → 52: below the 8 px needed
            // The velocity spans the whole 100 ms window: from 1 at 0 ms to 3 at 30 ms.
            (20, [.move(2, 420, 300)]),             // span 60: begins at 1.2, change included
            (30, [.move(1, 200, 300), .move(2, 500, 300)]),
            (40, [.up(1), .up(2)]),
        ])
        #expect(h.trace == [
            "pinch began 1.2 at (360, 300) v=10",
            "pinch changed 3 at (350, 300) v=66.67",
            "pinch ended 3 at (350, 300) v=66.67",
        ])
        #expect(h.allRecognizersIdle())
    }

    @Test func pinchReanchorsWhenFingersJoinAndLeave() {
        let h = GestureHarness()
        let pinch = PinchGestureRecognizer()
        h.root.addGestureRecognizer(pinch)
        h.watch(pinch, "pinch") { "\(fmt($0.scale)) touches=\($0.numberOfTouches)" }
        h.play([
            (0, [.down(1, 350, 300), .down(2, 450, 300)]),
            (10, [.move(1, 300, 300), .move(2, 500, 300)]),  // span 50 → 100: 2
            (20, [.down(3, 400, 300)]),                     // span of three is 66.7: no jump
            (30, [.move(1, 250, 300), .move(2, 550, 300)]), // 66.7 → 100: ×1.5
            (40, [.up(3)]),                                 // span of two is 150: no jump
            (50, [.move(1, 200, 300), .move(2, 600, 300)]), // 150 → 200: ×4/3
            (60, [.up(1)]),                                 // one finger left: the scale holds
            (70, [.move(2, 700, 300)]),
            (80, [.down(4, 500, 300)]),
            (90, [.move(4, 400, 300)]),                     // span 100 → 150: ×1.5
            (100, [.up(2), .up(4)]),
        ])
        #expect(h.trace == [
            "pinch began 2 touches=2",
            "pinch changed 3 touches=3",
            "pinch changed 4 touches=2",
            "pinch changed 6 touches=2",
            "pinch ended 6 touches=0",
        ])
    }

    @Test func rotationAccumulatesPastAHalfTurnWithoutWrapping() {
        let h = GestureHarness()
        let rotation = RotationGestureRecognizer()
        h.root.addGestureRecognizer(rotation)
        h.watch(rotation, "rotate") { "\(fmt($0.rotation)) about \($0.center(in: nil)) v=\(fmt($0.velocity))" }
        var frames: [ScriptFrame] = [(0, [.down(1, 300, 300), .down(2, 400, 300)])]
        for step in 1...8 {
            let angle = Double(step) * 0.5
            frames.append((UInt32(step * 10), [.move(2, 300 + 100 * _cos(angle), 300 + 100 * _sin(angle))]))
        }
        frames.append((100, [.up(1), .up(2)]))
        h.play(frames)
        #expect(h.trace == [
            "rotate began 0.5 about (343.88, 323.97) v=50",
            "rotate changed 1 about (327.02, 342.07) v=50",
            "rotate changed 1.5 about (303.54, 349.87) v=50",
            "rotate changed 2 about (279.19, 345.46) v=50",
            "rotate changed 2.5 about (259.94, 329.92) v=50",
            "rotate changed 3 about (250.5, 307.06) v=50",
            "rotate changed 3.5 about (253.18, 282.46) v=50",
            "rotate changed 4 about (267.32, 262.16) v=50",
            "rotate ended 4 about (267.32, 262.16) v=50",
        ])
    }

    @Test func rotationReanchorsOnTheNewFirstPairWhenAFingerLifts() {
        let h = GestureHarness()
        let rotation = RotationGestureRecognizer()
        h.root.addGestureRecognizer(rotation)
        h.watch(rotation, "rotate") { "\(fmt($0.rotation))" }
        h.play([
            (0, [.down(1, 300, 300), .down(2, 400, 300), .down(3, 300, 400)]),
            (10, [.move(2, 300, 200)]),      // pair 1–2 turns by -π/2
            (20, [.up(1)]),                  // pair becomes 2–3 (pointing down): no jump
            (30, [.move(3, 400, 200)]),      // pair 2–3 turns from down to right: -π/2 more
            (40, [.up(2), .up(3)]),
        ])
        #expect(h.trace == ["rotate began -1.57", "rotate changed -3.14", "rotate ended -3.14"])
    }
}
