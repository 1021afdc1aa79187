/// Memory to draw a frame or an image into, as the window hands it out and the renderer fills
/// it: Cairo's ARGB32 (premultiplied, native-endian 32-bit pixels), which is
/// `WL_SHM_FORMAT_ARGB8888`. The one description of a buffer from the compositor's shared
/// memory to the renderer, so none is converted on the way.
package struct PixelBuffer {
    /// The first byte of the top row; must stay valid for the duration of a render call.
    package var pixels: UnsafeMutableRawPointer
    /// Width in buffer pixels.
    package var width: Int
    /// Height in buffer pixels.
    package var height: Int
    /// Bytes from one row to the next (`cairo_format_stride_for_width` for the width).
    package var stride: Int
    /// Buffer pixels per logical pixel: 1, 2, or fractional such as 1.5. The scene is laid out
    /// in logical pixels and drawn at this scale.
    package var scale: Double

    /// Describes a buffer.
    package init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, scale: Double) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
        self.scale = scale
    }
}
