import TactileCairo
import TactileCore
import TactileWayland

/// Connects the window and the seat to the scene: draws the root view into the buffers the
/// window hands out and passes the seat's input on. Kept apart from `Application` so the
/// Wayland callbacks are not part of the application's public API.
final class WindowHost: WindowDelegate, InputHandler {
    unowned var application: Application!
    private let rootView: View
    private let renderer = SceneRenderer()
    private let eventLog: InputEventLog?

    init(rootView: View, eventLog: InputEventLog?) {
        self.rootView = rootView
        self.eventLog = eventLog
    }

    // MARK: WindowDelegate

    func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {
        eventLog?.write("window \(width)x\(height) scale \(scale)\(window.isFullscreen ? " fullscreen" : "")")
        application.windowResized(width: width, height: height, scale: scale)
    }

    func windowRender(_ window: Window, into buffer: FrameBuffer) -> [PixelRect] {
        let target = RenderTarget(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                                  stride: buffer.stride, scale: buffer.scale)
        let damage = renderer.render(rootView, into: target, bufferAge: buffer.age)
        defer { if !damage.isEmpty { application.frameCommitted() } }
        return damage.map { PixelRect(x: Int32($0.x), y: Int32($0.y), width: Int32($0.width), height: Int32($0.height)) }
    }

    func windowDidRequestClose(_ window: Window) {
        application.stop()
    }

    // MARK: InputHandler

    func handleTouch(_ event: TouchEvent) {
        eventLog?.record(event)
    }

    func handlePointer(_ event: PointerEvent) {
        eventLog?.record(event)
    }

    func handleKey(_ event: KeyEvent) {
        eventLog?.record(event)
    }

    func handleKeyboardFocus(_ focused: Bool) {
        eventLog?.write("keyboard focus \(focused ? "in" : "out")")
    }

    func handleInputBatchEnd() {}
}
