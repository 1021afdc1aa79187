import Testing
@testable import TactileCore

@Suite struct GestureArbitrationTests {
    /// A root with a 200×200 "card" at (100, 100) holding a 50×50 "button" at its origin.
    private func scene() -> (GestureHarness, card: View, button: View) {
        let h = GestureHarness()
        let card = h.addView(Rect(x: 100, y: 100, width: 200, height: 200), name: "card")
        let button = h.addView(Rect(x: 0, y: 0, width: 50, height: 50), to: card, name: "button")
        return (h, card, button)
    }

    @Test func beganPanClaimsTheTouchFromAnUndecidedTap() {
        let (h, card, button) = scene()
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        card.addGestureRecognizer(pan)
        button.addGestureRecognizer(tap)
        h.watch(pan, "pan") { "\($0.translation(in: nil))" }
        h.watch(tap, "tap")
        h.play(drag(1, from: (110, 110), to: (150, 110), steps: 2, at: 0))
        h.note("tap on the button")
        h.play([(100, [.down(2, 120, 120)]), (150, [.move(2, 125, 120)]), (200, [.up(2)])])
        #expect(h.trace == ["pan began (20, 0)", "pan changed (40, 0)", "pan ended (40, 0)", "tap on the button", "tap recognized"])
        #expect(h.allRecognizersIdle())
    }

    @Test func deeperViewsWinWhenBothWouldBegin() {
        let (h, card, button) = scene()
        let outer = PanGestureRecognizer(), inner = PanGestureRecognizer(), press = LongPressGestureRecognizer()
        press.minimumPressDuration = .zero
        card.addGestureRecognizer(outer)
        button.addGestureRecognizer(inner)
        h.watch(outer, "outer")
        h.watch(inner, "inner")
        h.play(drag(1, from: (110, 110), to: (130, 110), steps: 1, at: 0))
        h.note("zero-delay press on the card")
        card.addGestureRecognizer(press)
        h.watch(press, "press") { "\($0.location(in: nil))" }
        h.play(drag(2, from: (200, 200), to: (260, 200), steps: 2, at: 100))
        #expect(h.trace == [
            "inner began", "inner ended",
            "zero-delay press on the card",
            "press began (200, 200)", "press changed (230, 200)", "press changed (260, 200)", "press ended (260, 200)",
        ])
        #expect(h.allRecognizersIdle())
    }

    @Test func panPinchAndRotationRunTogetherWhenPaired() {
        let (h, card, _) = scene()
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] { card.addGestureRecognizer(recognizer) }
        pan.recognizeSimultaneously(with: pinch)
        pan.recognizeSimultaneously(with: rotation)
        pinch.recognizeSimultaneously(with: rotation)
        h.watch(pan, "pan") { "\($0.translation(in: nil))" }
        h.watch(pinch, "pinch") { fmt($0.scale) }
        h.watch(rotation, "rotate") { fmt($0.rotation) }
        // Two fingers 100 px apart move right by 20, then spread to 200 px and turn by a
        // quarter about their centroid (no pan change in that frame).
        h.play([
            (0, [.down(1, 150, 200), .down(2, 250, 200)]),
            (10, [.move(1, 170, 150), .move(2, 270, 250)]),
            (20, [.move(1, 220, 100), .move(2, 220, 300)]),
            (30, [.up(1), .up(2)]),
        ])
        #expect(h.trace == [
            "pan began (20, 0)", "pinch began 1.41", "rotate began 0.79",
            "pinch changed 2", "rotate changed 1.57",
            "pan ended (20, 0)", "pinch ended 2", "rotate ended 1.57",
        ])
    }

    @Test func withoutPairingTheFirstToBeginCancelsTheOthers() {
        let (h, card, _) = scene()
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer()
        card.addGestureRecognizer(pinch)
        card.addGestureRecognizer(pan)
        h.watch(pan, "pan") { "\($0.translation(in: nil))" }
        h.watch(pinch, "pinch") { fmt($0.scale) }
        h.play([
            (0, [.down(1, 150, 200), .down(2, 250, 200)]),
            (10, [.move(1, 140, 200), .move(2, 260, 200)]),   // spreads: the pinch begins first
            (20, [.move(1, 170, 200), .move(2, 290, 200)]),   // moves: the pan lost these touches
            (30, [.up(1), .up(2)]),
        ])
        #expect(h.trace == ["pinch began 1.2", "pinch ended 1.2"])
    }

    @Test func fingersOnDifferentViewsDriveIndependentGestures() {
        let h = GestureHarness()
        let left = h.addView(Rect(x: 0, y: 0, width: 400, height: 600), name: "left")
        let right = h.addView(Rect(x: 400, y: 0, width: 400, height: 600), name: "right")
        let leftPan = PanGestureRecognizer(), rightPan = PanGestureRecognizer()
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        h.watch(leftPan, "left") { "\($0.translation(in: nil))" }
        h.watch(rightPan, "right") { "\($0.translation(in: nil))" }
        h.play([
            (0, [.down(1, 100, 100)]),
            (10, [.move(1, 120, 100), .down(2, 600, 100)]),
            (20, [.move(1, 140, 100), .move(2, 600, 130)]),
            (30, [.up(1), .move(2, 600, 160)]),
            (40, [.up(2)]),
        ])
        #expect(h.trace == [
            "left began (20, 0)",
            "left changed (40, 0)", "right began (0, 30)",
            "left ended (40, 0)", "right changed (0, 60)",
            "right ended (0, 60)",
        ])
        #expect(h.allRecognizersIdle())
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let h = GestureHarness()
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        h.root.addGestureRecognizer(single)
        h.root.addGestureRecognizer(double)
        h.watch(single, "single") { _ in "at \(fmt(h.clock.now))" }
        h.watch(double, "double") { _ in "at \(fmt(h.clock.now))" }
        h.play([(0, [.down(1, 100, 100)]), (50, [.up(1)])])
        h.advance(to: 1000)
        h.play([(1000, [.down(1, 100, 100)]), (1050, [.up(1)]), (1200, [.down(1, 100, 100)]), (1250, [.up(1)])])
        h.advance(to: 2000)
        #expect(h.trace == ["single recognized at 350", "double recognized at 1250"])
        #expect(h.allRecognizersIdle())
    }

    @Test func shouldBeginFalseFailsAndLeavesTheTouchToOthers() {
        let (h, card, button) = scene()
        let refused = PanGestureRecognizer(), outer = PanGestureRecognizer()
        refused.shouldBegin = { _ in false }
        button.addGestureRecognizer(refused)
        card.addGestureRecognizer(outer)
        h.watch(refused, "refused")
        h.watch(outer, "outer")
        h.play(drag(1, from: (110, 110), to: (150, 110), steps: 2, at: 0))
        #expect(h.trace == ["outer began", "outer changed", "outer ended"])
        #expect(refused.state == .possible)
    }

    @Test func aRunningGestureClaimsATouchLandingOnADeeperView() {
        let (h, card, button) = scene()
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        card.addGestureRecognizer(pan)
        button.addGestureRecognizer(tap)
        h.watch(pan, "pan") { "\($0.translation(in: nil)) touches=\($0.numberOfTouches)" }
        h.watch(tap, "tap")
        h.play([
            (0, [.down(1, 200, 200)]),
            (10, [.move(1, 220, 200)]),
            (20, [.down(2, 110, 110)]),   // on the button, but the running pan takes it
            (30, [.up(2)]),
            (40, [.up(1)]),
        ])
        #expect(h.trace == ["pan began (20, 0) touches=1", "pan ended (20, 0) touches=0"])
    }

    @Test func touchStaysWithItsViewWhenItLeavesItOrTheViewMoves() {
        let (h, card, button) = scene()
        let pan = PanGestureRecognizer()
        button.addGestureRecognizer(pan)
        h.watch(pan, "pan") { "\($0.translation(in: nil)) in card \($0.location(in: card))" }
        pan.onChange { pan in
            guard pan.state == .began else { return }
            // Drag-and-drop reparents the dragged view to an overlay: the touch follows it.
            h.root.addSubview(button)
        }
        h.play([(0, [.down(7, 110, 110)]), (10, [.move(7, 500, 500)])])
        #expect(h.dispatcher.view(boundTo: 7) === button)
        h.play([(20, [.move(7, 600, 500)]), (30, [.up(7)])])
        #expect(h.dispatcher.view(boundTo: 7) == nil)
        #expect(h.trace == [
            "pan began (390, 390) in card (400, 400)",
            "pan changed (490, 390) in card (500, 400)",
            "pan ended (490, 390) in card (500, 400)",
        ])
        #expect(card.subviews.isEmpty)
    }

    @Test func removingOrDisablingARunningRecognizerCancelsIt() {
        let (h, card, _) = scene()
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        h.watch(pan, "pan")
        h.play([(0, [.down(1, 150, 150)]), (10, [.move(1, 170, 150)])])
        pan.isEnabled = false
        h.play([(20, [.move(1, 190, 150)]), (30, [.up(1)])])
        pan.isEnabled = true
        h.note("removal")
        h.play([(100, [.down(1, 150, 150)]), (110, [.move(1, 170, 150)])])
        card.removeGestureRecognizer(pan)
        h.play([(120, [.move(1, 190, 150)]), (130, [.up(1)])])
        #expect(h.trace == ["pan began", "pan cancelled", "removal", "pan began", "pan cancelled"])
        #expect(pan.view == nil && pan.state == .possible)
        #expect(h.allRecognizersIdle())
    }

    @Test func escapeCancelsWhatIsInProgressAndReachesTheApplication() {
        let (h, card, button) = scene()
        let pan = PanGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        card.addGestureRecognizer(pan)
        button.addGestureRecognizer(double)
        h.watch(pan, "pan")
        h.watch(double, "double")
        h.dispatcher.keyHandler = { key in h.note("key \(key.keysym) \(key.pressed ? "down" : "up") \(key.text)") }
        h.play([(0, [.down(2, 110, 110)]), (20, [.up(2)])])               // the double tap now waits
        h.play([(30, [.down(1, 150, 150)]), (40, [.move(1, 170, 150)])])
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(45)), keysym: Keysym.escape, text: "\u{1b}", pressed: true))
        h.play([(50, [.down(2, 110, 110)]), (60, [.move(1, 200, 150)]), (70, [.up(1), .up(2)])])
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(80)), keysym: 0x61, text: "a", pressed: true, modifiers: [.shift]))
        h.advance(to: 1000)   // the tap at 50 ms waits for a second tap until 370 ms
        #expect(h.trace == ["pan began", "pan cancelled", "key 65307 down \u{1b}", "key 97 down a"])
        #expect(h.dispatcher.modifiers == [.shift])
        #expect(h.allRecognizersIdle())
        #expect(h.clock.pendingTimerCount == 0)
    }
}
