import Foundation
import TactileCore
import Testing
@testable import TactileWayland

/// What a window keeps while nothing happens: one buffer, the one the compositor shows. A
/// configure that changes no size takes no second buffer, and the spare buffers an active
/// period needed are given back on request, the next frame starting from a copy of the shown
/// one, with the layer kept from the last drop for the next lift.
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

    /// A layer removed (a drop) is kept, hidden, and the next layer made (the next lift) is
    /// that one, its buffer used again; at rest it goes with the spare buffers.
    @Test func aRemovedLayerServesTheNextOneAndGoesAtRest() throws {
        let harness = try WestonHarness()
        let delegate = FramePacingTests.RecordingDelegate()
        let (client, window) = try FramePacingTests.connect(to: harness, delegate: delegate)
        var made: [Subsurface] = [], buffers: [UnsafeMutableRawPointer] = [], spareAfterDrop: Subsurface?
        func lift(_ id: Int, at x: Int) {
            guard let buffer = window.layerBuffer(id: id, width: 32, height: 32) else { return }
            buffers.append(buffer.pixels)
            window.showLayerImage(id: id)
            window.moveLayer(id: id, x: x, y: 10)
            window.layers.flatMap { $0.layer(id) }.map { made.append($0) }
        }
        delegate.onRender = { window in
            switch delegate.ages.count {
            case 1: lift(1, at: 10)  // Another layer under the carried ones, the whole time.
            case 2: lift(2, at: 60)
            case 3: window.removeLayer(id: 2)
            case 4: spareAfterDrop = window.layers?.spare
            case 6: lift(3, at: 110)
            case 8: window.removeLayer(id: 3)
            case 10:
                window.releaseSpareBuffers()
                client.loop.stop()
                return
            default: break
            }
            window.requestRedraw(showsInput: true)
        }
        try client.run()
        #expect(made.count == 3 && buffers.count == 3)
        #expect(spareAfterDrop != nil && spareAfterDrop === made[1], "the removed layer is kept once its removal is committed")
        #expect(made[2] === made[1], "the next layer is the one kept")
        #expect(buffers[2] == buffers[1], "with its buffer, released by the compositor meanwhile")
        #expect(window.layers?.spare == nil, "given back at rest")
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
