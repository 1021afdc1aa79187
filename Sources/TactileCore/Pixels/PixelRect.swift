/// A rectangle in buffer pixels, with whole-number edges: what the renderer reports as
/// repainted and `wl_surface.damage_buffer` takes.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in buffer pixels.
    package var x: Int
    /// Top edge, in buffer pixels.
    package var y: Int
    /// Width in buffer pixels.
    package var width: Int
    /// Height in buffer pixels.
    package var height: Int

    /// Creates a rectangle.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "x,y w×h", for traces.
    package var description: String { "\(x),\(y) \(width)×\(height)" }
}
