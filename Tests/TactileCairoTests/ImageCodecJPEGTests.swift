import ImageFixtures
import Testing
import TactileCairo
import TactileCore

@Suite struct ImageCodecJPEGTests {
    @Test func pixelsAtNaturalSizeAreLibjpegsOwn() throws {
        let bytes = jpegBytes(gradient(width: 64, height: 48), quality: 85)
        let image = try Image(bytes: bytes, name: "gradient.jpg")
        #expect(image.format == .jpeg && image.size == Size(width: 64, height: 48))
        #expect(try decodedPixels(image).maxChannelDifference(from: libjpegDecode(bytes)) == 0)
    }

    @Test func aSizeADCTScaleGivesExactlyIsThatScalesPixels() throws {
        let bytes = jpegBytes(gradient(width: 160, height: 120), quality: 85)
        let image = try Image(bytes: bytes, name: "gradient.jpg")
        for eighths: Int32 in [1, 2, 4] {
            let reference = libjpegDecode(bytes, eighths: eighths)
            let pixels = try decodedPixels(image, width: reference.width, height: reference.height)
            #expect(pixels.maxChannelDifference(from: reference) == 0, "at \(eighths)/8")
        }
    }

    @Test func aProgressiveJPEGDecodesAtEveryScaleAndInRegions() throws {
        let pixels = gradient(width: 160, height: 120)
        let bytes = pixels.bgraBytes.withUnsafeBufferPointer { buffer in
            adoptBytes { fixture_jpeg(buffer.baseAddress, 160, 120, 160 * 4, FIXTURE_JPEG_BGRX_PROGRESSIVE, 85, 0, 0, $0) }
        }
        let image = try Image(bytes: bytes, name: "progressive.jpg")
        for eighths: Int32 in [2, 8] {
            let reference = libjpegDecode(bytes, eighths: eighths)
            #expect(try decodedPixels(image, width: reference.width, height: reference.height).maxChannelDifference(from: reference) == 0)
        }
        let region = PixelRect(x: 37, y: 45, width: 60, height: 40)
        let part = ARGBPixels(try ImageCodec.decode(image, width: 120, height: 90, region: region))
        #expect(part.maxChannelDifference(from: try decodedPixels(image, width: 120, height: 90).cut(region)) <= 2)
    }

    @Test func theSmallestDCTScaleCoveringTheSizeIsChosen() {
        #expect(JPEGCodec.scaleEighths(storedWidth: 4000, storedHeight: 3000, covering: 400, 300) == 1)
        #expect(JPEGCodec.scaleEighths(storedWidth: 4000, storedHeight: 3000, covering: 501, 300) == 2)
        #expect(JPEGCodec.scaleEighths(storedWidth: 4000, storedHeight: 3000, covering: 1200, 900) == 3)
        #expect(JPEGCodec.scaleEighths(storedWidth: 6000, storedHeight: 4000, covering: 400, 267) == 1)
        #expect(JPEGCodec.scaleEighths(storedWidth: 4000, storedHeight: 3000, covering: 4000, 3000) == 8)
        #expect(JPEGCodec.scaleEighths(storedWidth: 4000, storedHeight: 3000, covering: 8000, 6000) == 8)
        // libjpeg rounds a scaled size up: 1/8 of 4001 pixels is 501.
        #expect(JPEGCodec.scaleEighths(storedWidth: 4001, storedHeight: 3000, covering: 501, 300) == 1)
    }

    @Test func aThumbnailIsScaledFromTheEighthScaleDecode() throws {
        // 1600×1200 to 200×150 is exactly 1/8: the pixels are libjpeg's 1/8 decode, which a full
        // decode scaled down would not give.
        let bytes = jpegBytes(gradient(width: 1600, height: 1200), quality: 80)
        let image = try Image(bytes: bytes, name: "photo.jpg")
        #expect(try decodedPixels(image, width: 200, height: 150).maxChannelDifference(from: libjpegDecode(bytes, eighths: 1)) == 0)
        // 160×120 comes from the same 1/8 decode, scaled once more.
        let thumbnail = try ImageCodec.decode(image, width: 160, height: 120)
        #expect((thumbnail.width, thumbnail.height) == (160, 120))
    }

    @Test func greyscaleComesOutGrey() throws {
        let width = 32, height = 16
        let grey = (0..<height).flatMap { y in (0..<width).map { x in UInt8((x * 8 + y) & 0xFF) } }
        let bytes = grey.withUnsafeBufferPointer { buffer in
            adoptBytes { fixture_jpeg(buffer.baseAddress, Int32(width), Int32(height), Int32(width), FIXTURE_JPEG_GREY, 90, 0, 0, $0) }
        }
        let pixels = try decodedPixels(try Image(bytes: bytes, name: "grey.jpg"))
        #expect(pixels.maxChannelDifference(from: libjpegDecode(bytes)) == 0)
        #expect(pixels.values.allSatisfy { $0 >> 24 == 0xFF && ($0 >> 16) & 0xFF == $0 & 0xFF && ($0 >> 8) & 0xFF == $0 & 0xFF })
    }

    @Test(arguments: [FIXTURE_JPEG_CMYK, FIXTURE_JPEG_YCCK])
    func adobeCMYKComesOutInItsColours(layout: fixture_jpeg_layout) throws {
        // Quadrants of red, green, blue and black ink, stored inverted as Adobe's encoders do.
        let width = 32, height = 32
        let inks: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 0]]
        let cmyk = (0..<height).flatMap { y in (0..<width).flatMap { x in inks[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)] } }
        let bytes = cmyk.withUnsafeBufferPointer { buffer in
            adoptBytes { fixture_jpeg(buffer.baseAddress, Int32(width), Int32(height), Int32(width * 4), layout, 95, 0, 0, $0) }
        }
        let pixels = try decodedPixels(try Image(bytes: bytes, name: "cmyk.jpg"))
        for (x, y, colour) in [(4, 4, ARGB.red), (27, 4, ARGB.green), (4, 27, ARGB.blue), (27, 27, ARGB.black)] {
            #expect(channelDifference(pixels[x, y], colour) <= 6, "at \(x),\(y): \(String(pixels[x, y], radix: 16))")
        }
    }
}
