import CCairo
import Testing
import TactileCairo
import TactileCore

/// PNG bytes of a 2×1 image: a red pixel, then a blue one.
private func twoPixelPNG() -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2, 1)
    let data = cairo_image_surface_get_data(surface)!
    data.withMemoryRebound(to: UInt32.self, capacity: 2) { pixels in
        pixels[0] = 0xffff_0000
        pixels[1] = 0xff00_00ff
    }
    cairo_surface_mark_dirty(surface)
    var bytes: [UInt8] = []
    withUnsafeMutablePointer(to: &bytes) { pointer in
        _ = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            let bytes = closure!.assumingMemoryBound(to: [UInt8].self)
            bytes.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, pointer)
    }
    cairo_surface_destroy(surface)
    return bytes
}

@Test func pngDecodesAndDrawsScaledIntoAnImageView() throws {
    let image = try Image(bytes: twoPixelPNG(), name: "two pixels")
    #expect(image.size == Size(width: 2, height: 1))
    let root = rootView(width: 20, height: 20, color: nil)
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 20, height: 20), image: image)
    view.contentMode = .scaleToFill
    root.addSubview(view)
    let canvas = renderFully(root)
    #expect([canvas.hex(2, 10), canvas.hex(17, 10)] == ["#ffff0000", "#ff0000ff"])
}

@Test func imagesAtTwiceTheScaleHaveHalfTheLogicalSize() throws {
    let image = try Image(bytes: twoPixelPNG(), name: "two pixels", scale: 2)
    #expect(image.size == Size(width: 1, height: 0.5))
}

@Test func invalidImageDataIsRejected() {
    #expect(throws: ImageError.self) { try Image(bytes: [1, 2, 3], name: "three bytes") }
    #expect(throws: ImageError.self) { try Image(contentsOfFile: "/nonexistent/tactile.png") }
}
