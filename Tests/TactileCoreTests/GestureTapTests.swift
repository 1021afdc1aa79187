import Testing
@testable import TactileCore

@Suite struct GestureTapTests {
    private func harness(taps: Int = 1, touches: Int = 1) -> (GestureHarness, TapGestureRecognizer) {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        return (.tracing(tap, as: "tap"), tap)
    }

    @Test func singleTapIsRecognizedAtTheLift() {
        let (h, tap) = harness()
        h.play([(0, [.down(1, 100, 100)]), (50, [.move(1, 108, 100)]), (90, [.up(1)])])
        #expect(h.trace == ["tap recognized (108, 100) at 90"])
        #expect(tap.state == .possible)
        #expect(h.allRecognizersIdle())
    }

    @Test func movementBeyondTheLimitFails() {
        let (h, tap) = harness()
        h.play([(0, [.down(1, 100, 100)]), (50, [.move(1, 100, 111)])])
        #expect(tap.state == .failed)
        h.play([(90, [.up(1)])])
        #expect(h.trace.isEmpty)
        #expect(h.allRecognizersIdle())
    }

    @Test func doubleTapWithinTheIntervalAndTooSlowASecondTap() {
        let (h, _) = harness(taps: 2)
        h.play([(0, [.down(1, 100, 100)]), (50, [.up(1)]), (300, [.down(1, 102, 100)]), (350, [.up(1)])])
        h.note("slow")
        h.play([(1000, [.down(1, 100, 100)]), (1050, [.up(1)])])
        h.advance(to: 1400)
        h.play([(1400, [.down(1, 100, 100)]), (1450, [.up(1)])])
        h.advance(to: 2000)
        #expect(h.trace == ["tap recognized (102, 100) at 350", "slow"])
        #expect(h.allRecognizersIdle())
        #expect(h.clock.pendingTimerCount == 0)
    }

    @Test func twoFingerTapToleratesStaggeredFingersButNotAThird() {
        let (h, _) = harness(touches: 2)
        h.play([(0, [.down(1, 100, 100)]), (20, [.down(2, 200, 100)]), (60, [.up(1)]), (80, [.up(2)])])
        h.note("three fingers")
        h.play([(200, [.down(1, 100, 100), .down(2, 200, 100), .down(3, 300, 100)]), (250, [.up(1), .up(2), .up(3)])])
        h.note("one finger")
        h.play([(400, [.down(1, 100, 100)]), (450, [.up(1)])])
        #expect(h.trace == ["tap recognized (150, 100) at 80", "three fingers", "one finger"])
        #expect(h.allRecognizersIdle())
    }
}
