import CCairo

/// A screenshot of the whole output: `width`×`height` pixels addressed in global compositor
/// coordinates (logical pixels, scale 1, origin at the output's top-left), each pixel
/// 0xAARRGGBB with alpha 0xFF (the compositor's output is opaque).
struct Screenshot {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Row-major pixels from the top-left, `width * height` of them.
    let pixels: [UInt32]

    /// The pixel at column `x`, row `y` (both from 0 at the top-left), as 0xAARRGGBB.
    func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        return pixels[y * width + x]
    }

    /// Decodes the PNG file at `path` (weston-screenshooter writes 24-bit RGB) with Cairo.
    static func decodePNG(atPath path: String) throws -> Screenshot {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw HarnessError("cairo returned no surface for \(path)")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw HarnessError("cannot decode \(path): \(String(cString: cairo_status_to_string(status)))")
        }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32 else {
            throw HarnessError("unexpected pixel format \(format.rawValue) in \(path)")
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw HarnessError("no pixel data in \(path)")
        }
        // RGB24 leaves the top byte undefined; the output has no transparency, so it is 0xFF.
        let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        var pixels = [UInt32]()
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let rowStart = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                pixels.append(rowStart.load(fromByteOffset: column * 4, as: UInt32.self) | opaque)
            }
        }
        return Screenshot(width: width, height: height, pixels: pixels)
    }
}
