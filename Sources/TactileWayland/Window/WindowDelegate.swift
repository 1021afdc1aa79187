import TactileCore

/// What a window asks of the application that shows it.
public protocol WindowDelegate: AnyObject {
    /// The window's logical size or scale changed (after a configure or an output change);
    /// a frame follows.
    func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double)
    /// Draw the frame into `buffer`, which holds the frame drawn `age` frames before this one
    /// (0: its contents are unknown, repaint everything), and return the rectangles that
    /// changed, in buffer pixels. Returning an empty list skips the commit.
    func windowRender(_ window: Window, into buffer: PixelBuffer, age: Int) -> [PixelRect]
    /// The user or compositor asked to close the window.
    func windowDidRequestClose(_ window: Window)
}
