import Testing
@testable import TactileCore

@Suite struct GesturePanTests {
    @Test func panBeginsAfterMinimumDistanceWithTranslationFromTouchDown() {
        let h = GestureHarness()
        let pan = PanGestureRecognizer()
        h.root.addGestureRecognizer(pan)
        h.watch(pan, "pan") { "\($0.translation(in: nil)) v=\($0.velocity(in: nil))" }
        h.play(drag(1, from: (100, 100), to: (130, 100), steps: 6, at: 1000))
        #expect(h.trace == [
            "pan began (10, 0) v=(500, 0)",
            "pan changed (15, 0) v=(500, 0)",
            "pan changed (20, 0) v=(500, 0)",
            "pan changed (25, 0) v=(500, 0)",
            "pan changed (30, 0) v=(500, 0)",
            "pan ended (30, 0) v=(500, 0)",
        ])
        #expect(h.allRecognizersIdle())
    }
}

@Suite struct GesturePanDetailTests {
    @Test func translationAndVelocityInAScaledRotatedViewsSpace() {
        let h = GestureHarness()
        let card = h.addView(Rect(x: 100, y: 100, width: 200, height: 200), name: "card")
        card.transform = AffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        // Surface +x maps to the card's -y axis, halved.
        h.watch(pan, "pan") { "card \($0.translation(in: card)) v=\($0.velocity(in: card)) surface \($0.translation(in: nil))" }
        h.play(drag(1, from: (200, 200), to: (240, 200), steps: 2, at: 0))
        #expect(h.trace == [
            "pan began card (0, -10) v=(0, -1000) surface (20, 0)",
            "pan changed card (0, -20) v=(0, -1000) surface (40, 0)",
            "pan ended card (0, -20) v=(0, -1000) surface (40, 0)",
        ])
    }

    @Test func setTranslationMakesReportsIncremental() {
        let h = GestureHarness()
        let pan = PanGestureRecognizer()
        pan.minimumDistance = 0
        h.root.addGestureRecognizer(pan)
        h.watch(pan, "pan") { "\($0.translation(in: nil))" }
        pan.onChange { $0.setTranslation(.zero, in: nil) }
        h.play(drag(1, from: (10, 10), to: (40, 10), steps: 3, at: 0))
        #expect(h.trace == ["pan began (10, 0)", "pan changed (10, 0)", "pan changed (10, 0)", "pan ended (0, 0)"])
    }

    @Test func restingBeforeLiftingGivesZeroVelocity() {
        let h = GestureHarness()
        let pan = PanGestureRecognizer()
        h.root.addGestureRecognizer(pan)
        h.watch(pan, "pan") { "\($0.translation(in: nil)) v=\($0.velocity(in: nil))" }
        h.play([(0, [.down(1, 10, 10)]), (10, [.move(1, 30, 10)]), (20, [.move(1, 50, 10)]), (400, [.up(1)])])
        #expect(h.trace == ["pan began (20, 0) v=(2000, 0)", "pan changed (40, 0) v=(2000, 0)", "pan ended (40, 0) v=(0, 0)"])
    }

    @Test func fingerJoiningAndLeavingDoesNotJump() {
        let h = GestureHarness()
        let pan = PanGestureRecognizer()
        h.root.addGestureRecognizer(pan)
        h.watch(pan, "pan") { "\($0.translation(in: nil)) touches=\($0.numberOfTouches) at \($0.location(in: nil))" }
        h.play([
            (0, [.down(1, 100, 100)]),
            (10, [.move(1, 120, 100)]),
            (20, [.down(2, 300, 300)]),          // centroid jumps to (210, 200): translation must not
            (30, [.move(1, 130, 100), .move(2, 310, 300)]),
            (40, [.up(1)]),                       // centroid jumps to (310, 300): translation must not
            (50, [.move(2, 310, 320)]),
            (60, [.up(2)]),
        ])
        #expect(h.trace == [
            "pan began (20, 0) touches=1 at (120, 100)",
            "pan changed (30, 0) touches=2 at (220, 200)",
            "pan changed (30, 20) touches=1 at (310, 320)",
            "pan ended (30, 20) touches=0 at (310, 320)",
        ])
    }

    @Test func touchesBeyondTheMaximumAreLeftToOthersAndFewerThanTheMinimumEnd() {
        let h = GestureHarness()
        let twoFinger = PanGestureRecognizer()
        twoFinger.minimumNumberOfTouches = 2
        twoFinger.maximumNumberOfTouches = 2
        h.root.addGestureRecognizer(twoFinger)
        h.watch(twoFinger, "pan2") { "\($0.translation(in: nil)) touches=\($0.numberOfTouches)" }
        h.play([
            (0, [.down(1, 100, 100)]),
            (10, [.move(1, 150, 100)]),           // one finger: not enough to pan
            (20, [.down(2, 200, 100), .down(3, 300, 100)]),  // finger 3 is refused
            (30, [.move(1, 160, 100), .move(2, 210, 100), .move(3, 400, 100)]),
            (40, [.up(2)]),
            (50, [.move(1, 170, 100)]),
            (60, [.up(1), .up(3)]),
        ])
        #expect(h.trace == [
            "pan2 began (10, 0) touches=2",
            "pan2 ended (10, 0) touches=1",
        ])
        #expect(h.allRecognizersIdle())
    }
}
