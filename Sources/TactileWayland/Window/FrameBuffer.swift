/// A free shm buffer handed to the application to draw one frame into.
///
/// Pixels are ARGB32 premultiplied, native-endian (Cairo's CAIRO_FORMAT_ARGB32, which is
/// WL_SHM_FORMAT_ARGB8888). Logical coordinates map to buffer pixels by `scale`.
public struct FrameBuffer {
    /// The first byte of the first row.
    public let pixels: UnsafeMutableRawPointer
    /// Width in buffer pixels.
    public let width: Int
    /// Height in buffer pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// Buffer pixels per logical pixel (1, 2, or fractional such as 1.5).
    public let scale: Double
    /// 0 when the buffer's contents are unknown (repaint everything); N when it holds the
    /// frame drawn N frames before this one.
    public let age: Int
}

/// A rectangle in buffer pixels, as `wl_surface.damage_buffer` takes it.
public struct PixelRect: Equatable, Sendable {
    /// Left edge.
    public var x: Int32
    /// Top edge.
    public var y: Int32
    /// Width.
    public var width: Int32
    /// Height.
    public var height: Int32

    /// Creates a rectangle in buffer pixels.
    public init(x: Int32, y: Int32, width: Int32, height: Int32) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// What a window asks of the application that shows it.
public protocol WindowDelegate: AnyObject {
    /// The window's logical size or scale changed (after a configure or an output change);
    /// a frame follows.
    func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double)
    /// Draw the frame into `target` and return the rectangles that changed, in buffer
    /// pixels (all of the buffer for age 0). Returning an empty list skips the commit.
    func windowRender(_ window: Window, into target: FrameBuffer) -> [PixelRect]
    /// The user or compositor asked to close the window.
    func windowDidRequestClose(_ window: Window)
}
