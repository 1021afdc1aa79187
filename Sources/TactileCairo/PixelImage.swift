import CCairo
import TactileCore

/// An ARGB32 image in ordinary memory: a render target for `SceneRenderer` when there is no
/// window (offscreen runs, tests), which can be saved as a PNG file.
package final class PixelImage {
    /// Width in image pixels.
    package let width: Int
    /// Height in image pixels.
    package let height: Int
    /// Bytes from one row to the next, as Cairo wants it for the width.
    package let stride: Int
    /// Image pixels per logical pixel of the scene drawn into it.
    package let scale: Double
    private let pixels: UnsafeMutableRawPointer

    /// A transparent image of `width`×`height` image pixels for a scene drawn at `scale`.
    package init(width: Int, height: Int, scale: Double = 1) {
        precondition(width > 0 && height > 0 && scale > 0, "an image has a positive size and scale")
        self.width = width
        self.height = height
        self.scale = scale
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
    }

    deinit { pixels.deallocate() }

    /// The image as a render target; valid while the image lives.
    package var renderTarget: PixelBuffer {
        PixelBuffer(pixels: pixels, width: width, height: height, stride: stride, scale: scale)
    }

    /// The pixel at column `x`, row `y` (image pixels from the top left): premultiplied
    /// 0xAARRGGBB.
    package func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        return pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Writes the image to `path` as a PNG (cairo_surface_write_to_png), replacing any file there.
    package func writePNG(to path: String) throws(PNGWriteError) {
        let surface = cairoSurface()
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGWriteError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The image encoded as PNG (cairo_surface_write_to_png_stream): what a drag offers other
    /// apps as `image/png`. Empty if Cairo fails (out of memory), which a reader refuses.
    package func pngData() -> [UInt8] {
        let surface = cairoSurface()
        defer { cairo_surface_destroy(surface) }
        var encoded: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &encoded) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return status == CAIRO_STATUS_SUCCESS ? encoded : []
    }

    /// A Cairo surface over the pixels (not copied); the caller destroys it.
    private func cairoSurface() -> OpaquePointer { renderTarget.makeCairoSurface() }
}

/// A PNG file could not be written.
package struct PNGWriteError: Error, CustomStringConvertible {
    /// The file that was to be written.
    package let path: String
    /// Cairo's explanation ("error while writing to output stream").
    package let reason: String

    /// "cannot write PNG /path: reason".
    package var description: String { "cannot write PNG \(path): \(reason)" }
}
