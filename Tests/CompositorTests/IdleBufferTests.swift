import Foundation
import TactileCore
import Testing
@testable import TactileWayland

/// What a window keeps while nothing happens: one buffer, the one the compositor shows. A
/// configure that changes no size takes no second buffer, and the spare buffers an active
/// period needed are given back on request, the next frame starting from a copy of the shown one.
@Suite struct IdleBufferTests {
    @Test func aWindowAtRestAfterItsFirstFrameHoldsOneBuffer() throws {
        let harness = try WestonHarness()
        let delegate = FramePacingTests.RecordingDelegate()
        let (client, window) = try FramePacingTests.connect(to: harness, delegate: delegate)
        // Long enough for the shell's later configures (activation) to arrive and be handled.
        client.loop.addTimer(at: EventLoop.now() + .milliseconds(500)) { client.loop.stop() }
        try client.run()
        #expect(delegate.ages == [0], "the configures after the first drew nothing")
        #expect(window.liveBufferCount == 1)
    }

    @Test func spareBuffersGoBackAndTheNextFrameStartsFromTheShownOne() throws {
        let harness = try WestonHarness()
        let delegate = FramePacingTests.NumberingDelegate()
        let (client, _) = try FramePacingTests.connect(to: harness, delegate: delegate)
        var countAfterRelease = 0
        delegate.onRender = { window in
            switch delegate.frame {
            case ..<30:
                window.requestRedraw(showsInput: true)
            case 30:
                // Let the compositor release what it no longer shows, then give the spares back.
                client.loop.addTimer(at: EventLoop.now() + .milliseconds(300)) {
                    window.releaseSpareBuffers()
                    countAfterRelease = window.liveBufferCount
                    window.requestRedraw(showsInput: true)
                }
            case ..<40:
                window.requestRedraw(showsInput: true)
            default:
                client.loop.stop()
            }
        }
        try client.run()
        #expect(delegate.maximumBuffers > 1)
        #expect(countAfterRelease == 1, "only the shown buffer is kept")
        #expect(delegate.frame == 40)
        #expect(delegate.mismatches == [], "every buffer held the frame its age said, the new ones a copy of the shown one")
    }
}
