import TactileCore

/// The frame a window asks its delegate to draw (`WindowDelegate.windowRender`), as the window
/// worked it out when it decided to draw: the delegate reads it here rather than through the
/// window's getters, each a call into this module and a walk over the window's outputs at
/// every frame, and draws at the time the window read for its decision rather than reading
/// the clock again.
package struct WindowFrame {
    /// When the window decided to draw the frame (`EventLoop.now()`): the time its animations
    /// are drawn at.
    package let time: MonotonicTime
    /// The frame's width in buffer pixels (`Window.bufferSize`: upright, before any turn).
    package let width: Int
    /// The frame's height in buffer pixels.
    package let height: Int
    /// Buffer pixels per logical pixel (`Window.scale`).
    package let scale: Double
    /// The turn the frame is shown with (`Window.bufferTransform`).
    package let transform: Int32
    /// True when the frame cannot build on the picture its buffer holds, drawn for another
    /// turn of the output (or none yet, for the canvas of turned frames): the delegate paints
    /// it whole, whether or not anything changed (see `Window.frameBuffer()`).
    package let startsAfresh: Bool
}
