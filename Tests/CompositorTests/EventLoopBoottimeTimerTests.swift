import TactileCore
import Testing
@testable import TactileWayland

/// The loop's CLOCK_BOOTTIME timers on a real connection to weston: one fires once, at or
/// after its deadline on that clock, and a cancelled one never fires.
@Suite struct EventLoopBoottimeTimerTests {
    @Test func aBoottimeTimerFiresOnceAtItsDeadlineAndACancelledOneNever() throws {
        let harness = try WestonHarness()
        let delegate = FramePacingTests.RecordingDelegate()
        let (client, _) = try FramePacingTests.connect(to: harness, delegate: delegate)
        let deadline = EventLoop.now(on: .boottime) + .milliseconds(100)
        var firedAt: [MonotonicTime] = []
        var cancelledFired = false
        client.loop.addTimer(at: deadline, on: .boottime) { firedAt.append(EventLoop.now(on: .boottime)) }
        let cancelled = client.loop.addTimer(at: deadline - .milliseconds(50), on: .boottime) { cancelledFired = true }
        client.loop.cancelTimer(cancelled)
        // A monotonic timer well after both stops the loop: the boottime one woke it on its own.
        client.loop.addTimer(at: EventLoop.now() + .milliseconds(400)) { client.loop.stop() }
        try client.run()
        #expect(firedAt.count == 1)
        #expect(firedAt.allSatisfy { $0 >= deadline && $0 - deadline < .milliseconds(250) })
        #expect(!cancelledFired)
    }
}
