import Foundation
import TactileCore
import Testing
import TactileCore
@testable import TactileWayland

/// The window's frames against a real weston: nothing is drawn before the first configure,
/// redraw requests within one loop turn make one frame, and a window redrawn as fast as input
/// allows keeps to three buffers, each reused with its age.
@Suite struct FramePacingTests {
    /// Renders full-buffer frames and records each buffer's age; `onRender` steers the test.
    final class RecordingDelegate: WindowDelegate {
        var ages: [Int] = []
        var buffers: [Int] = []
        var onRender: ((Window) -> Void)?
        func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {}
        func windowRender(_ window: Window, frame _: WindowFrame) -> [PixelRect] {
            guard let (buffer, age, _) = window.frameBuffer() else { return [] }
            ages.append(age)
            buffers.append(window.liveBufferCount)
            onRender?(window)
            return [PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)]
        }
        func windowPaintFrame(_ window: Window, part: WindowFramePart, picture: WindowFramePicture, into buffer: PixelBuffer) {}
        func windowDidRequestClose(_ window: Window) {}
    }

    static func connect(to harness: WestonHarness) throws -> (WaylandClient, Window, RecordingDelegate) {
        let delegate = RecordingDelegate()
        let (client, window) = try connect(to: harness, delegate: delegate)
        return (client, window, delegate)
    }

    /// A client with a 320×240 window drawn by `delegate` (which the caller keeps alive).
    static func connect(to harness: WestonHarness, delegate: WindowDelegate) throws -> (WaylandClient, Window) {
        let client = try WaylandClient(displayName: harness.runtimeDirectory + "/" + harness.waylandDisplay)
        let window = client.makeWindow(title: "pacing", appID: "org.tactile.test", preferredSize: (320, 240), fullscreen: false)
        window.delegate = delegate
        return (client, window)
    }

    @Test func redrawRequestsCoalesceAndNothingIsDrawnBeforeConfigure() throws {
        let harness = try WestonHarness()
        let (client, window, delegate) = try Self.connect(to: harness)
        for _ in 0..<100 { window.requestRedraw() }
        #expect(!window.isConfigured && delegate.ages.isEmpty)
        delegate.onRender = { _ in client.loop.stop() }
        try client.run()
        // The first turn after the configure drew once, however many requests came before.
        #expect(delegate.ages == [0])
        #expect(window.framesCommitted == 1)
    }

    @Test func continuousInputFramesKeepToThreeBuffersAndReuseThemByAge() throws {
        let harness = try WestonHarness()
        let (client, _, delegate) = try Self.connect(to: harness)
        delegate.onRender = { window in
            if delegate.ages.count == 120 { client.loop.stop() } else { window.requestRedraw(showsInput: true) }
        }
        try client.run()
        #expect(delegate.ages.count == 120)
        #expect(delegate.buffers.allSatisfy { $0 <= BufferPool.capacity })
        // Only the first buffer starts unknown (age 0); the others start as a copy of the
        // latest frame, and every frame reuses one of at most three.
        #expect(delegate.ages.filter { $0 == 0 }.count == 1)
        #expect(delegate.ages.dropFirst().allSatisfy { (1...BufferPool.capacity).contains($0) })
    }

    /// Writes its frame number into the first and last pixel of each buffer and checks that
    /// a buffer of age N holds the number written N frames before.
    final class NumberingDelegate: WindowDelegate {
        var frame: UInt32 = 0
        var mismatches: [String] = []
        /// Frames whose newest buffer was missing (at an age of 2 or more) or did not hold the last frame.
        var newestMismatches: [String] = []
        /// Frames given a newest buffer.
        var newestGiven = 0
        var maximumBuffers = 0
        var onRender: ((Window) -> Void)?
        func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {}
        func windowRender(_ window: Window, frame _: WindowFrame) -> [PixelRect] {
            guard let (buffer, age, newest) = window.frameBuffer() else { return [] }
            frame += 1
            maximumBuffers = max(maximumBuffers, window.liveBufferCount)
            let last = buffer.stride * (buffer.height - 1) + 4 * (buffer.width - 1)
            let found = (buffer.pixels.load(as: UInt32.self), buffer.pixels.load(fromByteOffset: last, as: UInt32.self))
            let expected = frame - UInt32(age)
            if age > 0 && found != (expected, expected) { mismatches.append("frame \(frame), age \(age): \(found)") }
            if let newest {
                newestGiven += 1
                let shown = (newest.pixels.load(as: UInt32.self), newest.pixels.load(fromByteOffset: last, as: UInt32.self))
                if newest.pixels == buffer.pixels || shown != (frame - 1, frame - 1) {
                    newestMismatches.append("frame \(frame), age \(age): newest \(shown)")
                }
            } else if age >= 2 {
                newestMismatches.append("frame \(frame), age \(age): no newest")
            }
            buffer.pixels.storeBytes(of: frame, as: UInt32.self)
            buffer.pixels.storeBytes(of: frame, toByteOffset: last, as: UInt32.self)
            onRender?(window)
            return [PixelRect(x: 0, y: 0, width: 1, height: 1), PixelRect(x: buffer.width - 1, y: buffer.height - 1, width: 1, height: 1)]
        }
        func windowPaintFrame(_ window: Window, part: WindowFramePart, picture: WindowFramePicture, into buffer: PixelBuffer) {}
        func windowDidRequestClose(_ window: Window) {}
    }

    @Test func everyBufferHoldsTheFrameItsAgeSaysNewOnesACopyOfTheLatest() throws {
        let harness = try WestonHarness()
        let delegate = NumberingDelegate()
        let (client, _) = try Self.connect(to: harness, delegate: delegate)
        delegate.onRender = { window in
            if delegate.frame == 120 { client.loop.stop() } else { window.requestRedraw(showsInput: true) }
        }
        try client.run()
        #expect(delegate.frame == 120)
        #expect(delegate.maximumBuffers > 1)
        #expect(delegate.mismatches == [])
        // The buffer given as the newest, from which the renderer copies what an older target
        // lacks, is another buffer holding the frame drawn just before.
        #expect(delegate.newestGiven > 0)
        #expect(delegate.newestMismatches == [])
    }

    @Test func inputFramesGoOutAtOnceUnlessTwoWentOutInTheLastRefresh() {
        // Refresh interval 16; times are (now, last commit, commit before it).
        func at(_ nanoseconds: Int) -> MonotonicTime { MonotonicTime(sinceOrigin: TimeSpan(nanoseconds: Int64(nanoseconds))) }
        func traced(_ decision: FramePacing.Decision) -> String {
            if case .awaitTime(let time) = decision { return "awaitTime(\(time.sinceOrigin.nanoseconds))" }
            return "\(decision)"
        }
        let pacing = FramePacing(refreshInterval: TimeSpan(nanoseconds: 16))
        var trace: [String] = []
        for (now, last, before, pending, input) in [
            (5, 0, -40, true, false), (5, 0, -40, true, true), (5, 0, -10, true, true), (8, 0, -10, true, true),
            (5, 0, -40, false, false), (5, 0, -40, false, true), (5, 0, -10, false, true), (5, 0, -5, false, true),
            (8, 0, -10, false, true), (20, 0, -10, false, true),
        ] {
            trace.append("t\(now) last \(last) before \(before) \(pending ? "callback" : "none") \(input ? "input" : "other"): "
                + traced(pacing.decide(now: at(now), lastCommit: at(last), commitBeforeLast: at(before), callbackPending: pending, showsInput: input)))
        }
        for (input, requested) in [(false, false), (true, false), (true, true)] {
            trace.append("\(input ? "input" : "other") frame\(requested ? ", another wanted" : ""): "
                + "\(pacing.asksForCallback(answeredInput: input, redrawRequested: requested) ? "asks" : "no callback")")
        }
        #expect(trace == [
            "t5 last 0 before -40 callback other: awaitCallback",
            "t5 last 0 before -40 callback input: draw",
            "t5 last 0 before -10 callback input: awaitTime(6)",
            "t8 last 0 before -10 callback input: draw",
            "t5 last 0 before -40 none other: draw",
            "t5 last 0 before -40 none input: draw",
            "t5 last 0 before -10 none input: awaitTime(6)",
            "t5 last 0 before -5 none input: awaitTime(8)",
            "t8 last 0 before -10 none input: draw",
            "t20 last 0 before -10 none input: draw",
            "other frame: asks",
            "input frame: no callback",
            "input frame, another wanted: asks",
        ])
    }

    @Test func aFrameAnsweringInputAsksForNoCallbackAndOthersDo() throws {
        let harness = try WestonHarness()
        let (client, window, delegate) = try Self.connect(to: harness)
        var trace: [String] = []
        var request: String?
        var framesSeen = 0
        // Runs after the window's own idle hook: sees each frame just after its commit.
        client.loop.addIdleHook {
            guard let kind = request, window.framesCommitted != framesSeen else { return }
            framesSeen = window.framesCommitted
            trace.append("\(kind): callback \(window.isAwaitingFrameCallback ? "pending" : "none")")
        }
        // Each request comes long after any earlier callback has fired.
        let start = EventLoop.now()
        client.loop.addTimer(at: start + .milliseconds(300)) {
            framesSeen = window.framesCommitted
            request = "input frame"
            window.requestRedraw(showsInput: true)
        }
        client.loop.addTimer(at: start + .milliseconds(600)) {
            request = "other frame"
            window.requestRedraw()
        }
        client.loop.addTimer(at: start + .milliseconds(900)) { client.loop.stop() }
        try client.run()
        #expect(delegate.ages.count >= 3)  // The window's own frames, then the two requested.
        #expect(trace == ["input frame: callback none", "other frame: callback pending"])
    }
}
