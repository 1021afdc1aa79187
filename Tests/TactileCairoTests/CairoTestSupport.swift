import Glibc
import CCairo
import TactileCairo
import TactileCore

/// A zeroed ARGB32 buffer the renderer draws into (a `PixelImage`), with raw pixel access and
/// accessors for assertions.
final class Canvas {
    let image: PixelImage
    let target: PixelBuffer

    /// A buffer of `width`×`height` buffer pixels at `scale` buffer pixels per logical pixel.
    init(width: Int, height: Int, scale: Double = 1) {
        image = PixelImage(width: width, height: height, scale: scale)
        target = image.renderTarget
    }

    var width: Int { target.width }
    var height: Int { target.height }
    var stride: Int { target.stride }
    var scale: Double { target.scale }
    var pixels: UnsafeMutableRawPointer { target.pixels }

    /// The premultiplied pixel at (x, y) in buffer pixels, as "#aarrggbb".
    func hex(_ x: Int, _ y: Int) -> String {
        let value = pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let digits = String(value, radix: 16)
        return "#" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The alpha byte at (x, y).
    func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24) }

    /// A Cairo image surface over the pixels (the caller destroys it).
    func cairoSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
                                            Int32(height), Int32(stride))!
    }

    /// True when both canvases hold the same bytes in every pixel.
    func hasSamePixels(as other: Canvas) -> Bool {
        guard width == other.width, height == other.height, stride == other.stride else { return false }
        return memcmp(pixels, other.pixels, stride * height) == 0
    }
}

/// Opaque primary colours for pixel assertions.
let red = Color(red: 1, green: 0, blue: 0)
let green = Color(red: 0, green: 1, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)

/// A view with a background colour at `frame`.
func box(_ frame: Rect, _ color: Color?) -> View {
    let view = View(frame: frame)
    view.backgroundColor = color
    return view
}

/// A root of `width`×`height` logical pixels with a background colour.
func rootView(width: Double, height: Double, color: Color? = .white) -> View {
    box(Rect(x: 0, y: 0, width: width, height: height), color)
}

/// Renders `root` fully into a new canvas sized for it at `scale`.
func renderFully(_ root: View, scale: Double = 1) -> Canvas {
    let canvas = Canvas(width: Int((root.bounds.width * scale).rounded(.up)), height: Int((root.bounds.height * scale).rounded(.up)), scale: scale)
    SceneRenderer().render(root, into: canvas.target, bufferAge: 0)
    return canvas
}
