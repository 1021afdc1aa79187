import TactileCore

/// What a window asks of the application that shows it.
package protocol WindowDelegate: AnyObject {
    /// The window's logical size or scale changed (after a configure or an output change);
    /// a frame follows.
    func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double)
    /// Draw `frame`, of its size and scale at its time, and return the rectangles that
    /// changed, in buffer pixels. The buffer to draw into comes from `window.frameBuffer()`,
    /// asked for only when something in it is to change: a frame in which only compositor
    /// layers move needs none; when `frame.startsAfresh`, the buffer is to be painted
    /// whole. Returning an empty list skips the commit, unless layers changed.
    func windowRender(_ window: Window, frame: WindowFrame) -> [PixelRect]
    /// Paint `part` of the frame Tactile draws around the window (see `ClientFrame`) as
    /// `picture` says, into `buffer`, which holds exactly that part's rectangle at its scale.
    func windowPaintFrame(_ window: Window, part: WindowFramePart, picture: WindowFramePicture, into buffer: PixelBuffer)
    /// The user or compositor asked to close the window.
    func windowDidRequestClose(_ window: Window)
}
