import CCairo
import Testing
import TactileCairo
import TactileCore
import TestSupport

/// PNG bytes of `pixels`, written by Cairo.
func pngBytes(_ pixels: ARGBPixels) -> [UInt8] {
    var values = pixels.values
    let surface = values.withUnsafeMutableBytes { buffer in
        cairo_image_surface_create_for_data(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                            Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 4))!
    }
    var bytes: [UInt8] = []
    withUnsafeMutablePointer(to: &bytes) { pointer in
        _ = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            closure!.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, pointer)
    }
    cairo_surface_destroy(surface)
    withExtendedLifetime(values) {}
    return bytes
}

@Suite struct ImageCodecPNGTests {
    @Test func theHeaderComesFromIHDRAndThePixelsAreExact() throws {
        let pixels = ARGBPixels(width: 20, height: 12) { x, y in (x + y) % 3 == 0 ? 0 : gradient(width: 20, height: 12)[x, y] }
        let directory = TemporaryDirectory()
        let path = "\(directory.path)/picture.png"
        let bytes = pngBytes(pixels)
        writeFile(bytes, to: path)
        for image in [try Image(bytes: bytes, name: "picture.png"), try Image(contentsOfFile: path)] {
            #expect((image.format, image.pixelWidth, image.pixelHeight) == (.png, 20, 12))
            #expect(try decodedPixels(image) == pixels)
        }
    }

    @Test func aPNGIsScaledToTheSizeAsked() throws {
        let image = try Image(bytes: pngBytes(quadrants(width: 40, height: 20)), name: "quadrants.png")
        let pixels = try decodedPixels(image, width: 10, height: 5)
        #expect((pixels.width, pixels.height) == (10, 5))
        #expect([pixels[0, 0], pixels[9, 0], pixels[0, 4], pixels[9, 4]] == [ARGB.red, ARGB.green, ARGB.blue, ARGB.white])
    }

    @Test func aPNGWhoseDataFailsItsChecksumSaysItIsCorrupt() throws {
        var bytes = pngBytes(gradient(width: 16, height: 16))
        bytes[bytes.count - 20] ^= 0xFF  // inside the last IDAT chunk, before IEND's 12 bytes
        let image = try Image(bytes: bytes, name: "corrupt.png")
        #expect(failureReason { try ImageCodec.decode(image, width: 16, height: 16) } == "corrupt PNG data")
    }
}
