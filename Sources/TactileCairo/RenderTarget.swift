/// Memory to render into: Cairo's ARGB32 (premultiplied, native-endian 32-bit pixels), which is
/// `WL_SHM_FORMAT_ARGB8888`.
public struct RenderTarget {
    /// The first byte of the top row; must stay valid for the duration of a render call.
    public var pixels: UnsafeMutableRawPointer
    /// Width in buffer pixels.
    public var width: Int
    /// Height in buffer pixels.
    public var height: Int
    /// Bytes from one row to the next (`cairo_format_stride_for_width` for the width).
    public var stride: Int
    /// Buffer pixels per logical pixel: 1, 2, or fractional such as 1.5. The scene is laid out
    /// in logical pixels and drawn at this scale.
    public var scale: Double

    /// Describes a buffer.
    public init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, scale: Double) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
        self.scale = scale
    }
}

/// A rectangle in buffer pixels, with whole-number edges: what `wl_surface.damage_buffer` takes.
public struct BufferRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in buffer pixels.
    public var x: Int
    /// Top edge, in buffer pixels.
    public var y: Int
    /// Width in buffer pixels.
    public var width: Int
    /// Height in buffer pixels.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "x,y w×h", for traces.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
