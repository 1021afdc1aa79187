import CWaylandClient
import Foundation
import Testing
import TactileCore
@testable import TactileWayland

/// A protocol error raised by the compositor ends the event loop with an error naming the
/// interface, object and code, instead of a hang or a crash.
@Suite struct ProtocolErrorTests {
    /// Draws nothing, so the test controls every request on the surface.
    final class IdleDelegate: WindowDelegate {
        func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {}
        func windowRender(_ window: Window, frame _: WindowFrame) -> [PixelRect] { [] }
        func windowPaintFrame(_ window: Window, part: WindowFramePart, picture: WindowFramePicture, into buffer: PixelBuffer) {}
        func windowDidRequestClose(_ window: Window) {}
    }

    @Test func anInvalidBufferScaleEndsTheLoopWithTheProtocolError() throws {
        let harness = try WestonHarness()
        let client = try WaylandClient(displayName: harness.runtimeDirectory + "/" + harness.waylandDisplay)
        let window = client.makeWindow(title: "error", appID: "org.tactile.test", preferredSize: (320, 240), fullscreen: false)
        let delegate = IdleDelegate()
        window.delegate = delegate
        try client.display.roundtrip()
        // wl_surface.set_buffer_scale with 0 is wl_surface error 0, invalid_scale.
        wl_surface_set_buffer_scale(window.surface, 0)
        wl_surface_commit(window.surface)
        let error = #expect(throws: WaylandError.self) { try client.run() }
        guard case let .protocolError(interface, code, _) = error else {
            Issue.record("expected a protocol error, got \(String(describing: error))")
            return
        }
        #expect(interface == "wl_surface")
        #expect(code == 0)
        #expect(error?.description.hasPrefix("Wayland protocol error on wl_surface@") == true)
    }
}
