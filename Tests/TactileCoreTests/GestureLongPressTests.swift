import Testing
@testable import TactileCore

@Suite struct GestureLongPressTests {
    private func harness(duration: Double, touches: Int = 1) -> (GestureHarness, LongPressGestureRecognizer) {
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = .milliseconds(duration)
        press.numberOfTouchesRequired = touches
        return (.tracing(press, as: "press"), press)
    }

    @Test func beginsWhenTheTimerFiresThenReportsMovementUntilTheLift() {
        let (h, _) = harness(duration: 500)
        h.play([(1000, [.down(1, 100, 100)]), (1200, [.move(1, 105, 100)])])
        h.note("waiting")
        h.advance(to: 1500)
        h.play([(1600, [.move(1, 200, 150)]), (1700, [.up(1)])])
        #expect(h.trace == [
            "waiting",
            "press began (105, 100) at 1500",
            "press changed (200, 150) at 1600",
            "press ended (200, 150) at 1700",
        ])
        #expect(h.allRecognizersIdle())
    }

    @Test func zeroDurationBeginsInTheTouchDownFrameAtTheTouchDownPosition() {
        let (h, _) = harness(duration: 0)
        h.play([(1000, [.down(1, 100, 100)])])
        h.note("after down")
        h.play([(1010, [.move(1, 101, 100)]), (1020, [.up(1)])])
        #expect(h.trace == [
            "press began (100, 100) at 1000",
            "after down",
            "press changed (101, 100) at 1010",
            "press ended (101, 100) at 1020",
        ])
        #expect(h.clock.pendingTimerCount == 0)
    }

    @Test func zeroDurationTakesTheFirstFingersOfAHandLandingTogether() {
        let (h, press) = harness(duration: 0)
        h.play([(1000, [.down(1, 100, 100), .down(2, 140, 100)])])
        h.play([(1010, [.move(1, 110, 100), .move(2, 300, 300)]), (1020, [.up(2)]), (1030, [.move(1, 120, 100)])])
        h.play([(1040, [.up(1)])])
        // A duration above 0 still fails with too many fingers.
        press.minimumPressDuration = .milliseconds(300)
        h.play([(2000, [.down(1, 100, 100), .down(2, 140, 100)])])
        h.advance(to: 2500)
        h.play([(2500, [.up(1), .up(2)])])
        #expect(h.trace == [
            "press began (100, 100) at 1000",
            "press changed (110, 100) at 1010",
            "press changed (120, 100) at 1030",
            "press ended (120, 100) at 1040",
        ])
        #expect(h.allRecognizersIdle())
    }

    @Test func movingTooFarOrLiftingEarlyFails() {
        let (h, press) = harness(duration: 500)
        h.play([(0, [.down(1, 100, 100)]), (100, [.move(1, 111, 100)])])
        #expect(press.state == .failed)
        h.advance(to: 1000)
        h.play([(1000, [.up(1)])])
        #expect(press.state == .possible)
        h.play([(2000, [.down(1, 100, 100)]), (2100, [.up(1)])])
        h.advance(to: 3000)
        #expect(h.trace.isEmpty)
        #expect(h.allRecognizersIdle())
        #expect(h.clock.pendingTimerCount == 0)
    }

    @Test func twoFingerPressNeedsExactlyTwoAndEndsWhenOneLifts() {
        let (h, _) = harness(duration: 300, touches: 2)
        h.play([(0, [.down(1, 100, 100)]), (100, [.down(2, 200, 100)])])
        h.advance(to: 400)
        h.play([(500, [.down(3, 300, 300)])])   // a running press takes no more fingers
        h.play([(600, [.up(2)]), (700, [.up(1), .up(3)])])
        h.play([(1000, [.down(1, 100, 100), .down(2, 200, 100), .down(3, 300, 100)])])
        h.advance(to: 2000)
        h.play([(2000, [.up(1), .up(2), .up(3)])])
        #expect(h.trace == [
            "press began (150, 100) at 400",
            "press ended (100, 100) at 600",
        ])
        #expect(h.allRecognizersIdle())
    }
}
