import Foundation
import TactileCore
import Testing
@testable import TactileWayland

/// What the frame Tactile draws paints again, under weston's desktop shell (no xdg-decoration,
/// so the frame is ours), told by the strips the delegate is asked to paint and by the
/// window's commit trace: the first frame paints all four strips with the content; a new
/// title, and the pointer onto a button, paint the title bar's strip alone, with no content.
@Suite struct ClientFrameRepaintTests {
    /// Paints the content once (a full buffer) and records the strips it is asked to paint.
    final class StripRecorder: WindowDelegate {
        var contentFrames = 0
        var strips: [WindowFramePart] = []
        func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {}
        func windowRender(_ window: Window, frame _: WindowFrame) -> [PixelRect] {
            guard contentFrames == 0, let (buffer, _, _) = window.frameBuffer() else { return [] }
            contentFrames += 1
            return [PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)]
        }
        func windowPaintFrame(_ window: Window, part: WindowFramePart, picture: WindowFramePicture, into buffer: PixelBuffer) {
            strips.append(part)
        }
        func windowDidRequestClose(_ window: Window) {}
    }

    @Test func aNewTitleAndAHoveredButtonPaintTheTitleBarsStripAlone() throws {
        // 800×600 on 1024×768: wherever the shell puts the window, it covers the output's centre.
        let harness = try WestonHarness(width: 1024, height: 768, shell: .desktop)
        // The shell's panel first: a window mapped before it is placed in the whole output, its
        // title bar where the panel then covers it.
        try harness.waitUntil("desktop-shell's panel") { try harness.clientProcessIdentifier(atX: 512, y: 10) != nil }
        let client = try WaylandClient(displayName: harness.runtimeDirectory + "/" + harness.waylandDisplay)
        let window = client.makeWindow(title: "strips", appID: "org.tactile.test", preferredSize: (800, 600), fullscreen: false)
        let delegate = StripRecorder()
        window.delegate = delegate
        var trace: [String] = []
        window.commitTrace = { line in
            trace.append(line)
            if line.hasPrefix("commit "), line != "commit empty" { client.loop.stop() }
        }
        /// Runs `action`, then the loop until the next commit that carries something (at most
        /// 10 s); returns the trace and the strips painted since the call.
        func untilFrame(_ action: () throws -> Void = {}) throws -> (trace: [String], strips: [WindowFramePart]) {
            (trace, delegate.strips) = ([], [])
            try action()
            let timeout = client.loop.addTimer(at: EventLoop.now() + .seconds(10)) { client.loop.stop() }
            try client.run()
            client.loop.cancelTimer(timeout)
            return (trace, delegate.strips)
        }

        let first = try untilFrame()
        #expect(first.trace == ["configure 0x0", "commit content top left right bottom"])
        #expect(first.strips == [.top, .left, .right, .bottom])
        // The shell activates the window once it is shown: the whole frame is painted undimmed.
        for _ in 0..<3 where !window.frameState.isActivated {
            #expect(try untilFrame().strips == [.top, .left, .right, .bottom])
        }
        #expect(window.frameState.isActivated)

        window.title = "strips, renamed"
        let renamed = try untilFrame()
        #expect(renamed.trace == ["commit top"] && renamed.strips == [.top])

        // The close button's middle: 24 px left of the content's right end, 22 px above its top.
        guard let content = try harness.client(atX: 512, y: 384) else { throw HarnessError("no window at the output's centre") }
        let origin = (x: 512 - content.surfaceX, y: 384 - content.surfaceY)
        let hovered = try untilFrame {
            try harness.pointerMotion(x: origin.x + 800 - 24, y: origin.y - 22)
            try harness.pointerFrame()
        }
        #expect(hovered.trace == ["commit top"] && hovered.strips == [.top])
        #expect(delegate.contentFrames == 1)
    }
}
