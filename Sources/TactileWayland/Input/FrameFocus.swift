import TactileCore

/// A strip of the frame Tactile draws, as input finds it: the window it frames and the strip's
/// surface. Input there goes to the window's frame (`Window.handleFrameInput`), not to the
/// scene.
struct FrameFocus {
    /// The window whose frame it is.
    let window: Window
    /// The strip's surface.
    let surface: OpaquePointer
    /// The strip's origin in frame coordinates when the pointer or finger came onto it.
    let enteredOrigin: Point

    /// `location`, surface-local on the strip, in frame coordinates. The strip's origin is
    /// looked up at each event: a pointer resting on the title bar stays on the same strip
    /// while the window is maximised, whose frame has no shadow, so the strip's origin moves
    /// under it. A strip hidden since (the window went fullscreen) keeps the origin it had
    /// until the compositor says the pointer or finger left it.
    func framePoint(_ location: Point) -> Point {
        let origin = window.frameOrigin(of: surface) ?? enteredOrigin
        return Point(x: location.x + origin.x, y: location.y + origin.y)
    }
}
