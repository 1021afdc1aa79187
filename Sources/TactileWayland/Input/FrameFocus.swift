import TactileCore

/// A strip of the frame Tactile draws, as input finds it: the window it frames and where the
/// strip's surface-local origin lies in frame coordinates. Input there goes to the window's
/// frame (`Window.handleFrameInput`), not to the scene.
struct FrameFocus {
    /// The window whose frame it is.
    let window: Window
    /// The strip's origin in frame coordinates: surface-local positions plus this.
    let origin: Point

    /// `location`, surface-local on the strip, in frame coordinates.
    func framePoint(_ location: Point) -> Point { Point(x: location.x + origin.x, y: location.y + origin.y) }
}
