import ImageFixtures
import Testing
import TactileCairo
import TactileCore

/// A lossless WebP of `pixels` (whose alpha is 0 or 255 only, so premultiplying is exact).
func losslessWebP(_ pixels: ARGBPixels) -> [UInt8] {
    pixels.bgraBytes.withUnsafeBufferPointer { buffer in
        adoptBytes { fixture_webp_lossless(buffer.baseAddress, Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 4), $0) }
    }
}

/// A lossless animated WebP of solid frames, each shown for its duration.
func animatedWebP(width: Int, height: Int, frames: [(colour: UInt32, milliseconds: Int32)]) -> [UInt8] {
    let pictures = frames.map { frame in
        UnsafeBufferPointer(copying: ARGBPixels(width: width, height: height, values: Array(repeating: frame.colour, count: width * height)).bgraBytes)
    }
    defer { pictures.forEach { $0.deallocate() } }
    let pointers: [UnsafePointer<UInt8>?] = pictures.map { $0.baseAddress }
    return adoptBytes { fixture_webp_animation(pointers, frames.map(\.milliseconds), Int32(frames.count), Int32(width), Int32(height), $0) }
}

@Suite struct ImageCodecWebPTests {
    @Test func losslessPixelsAreExact() throws {
        let pixels = ARGBPixels(width: 24, height: 16) { x, y in x % 5 == 0 ? 0 : gradient(width: 24, height: 16)[x, y] }
        let image = try Image(bytes: losslessWebP(pixels), name: "picture.webp")
        #expect((image.format, image.pixelWidth, image.pixelHeight, image.frameCount) == (.webp, 24, 16, 1))
        #expect(try decodedPixels(image) == pixels)
    }

    @Test func libwebpScalesAStillToTheSizeAsked() throws {
        let image = try Image(bytes: losslessWebP(quadrants(width: 64, height: 32)), name: "quadrants.webp")
        let pixels = try decodedPixels(image, width: 16, height: 8)
        #expect((pixels.width, pixels.height) == (16, 8))
        #expect([pixels[0, 0], pixels[15, 0], pixels[0, 7], pixels[15, 7]] == [ARGB.red, ARGB.green, ARGB.blue, ARGB.white])
    }

    @Test func animatedFramesComeWithTheirDelays() throws {
        let bytes = animatedWebP(width: 12, height: 8, frames: [(ARGB.red, 50), (ARGB.green, 120), (ARGB.blue, 70)])
        let image = try Image(bytes: bytes, name: "animated.webp")
        #expect((image.pixelWidth, image.pixelHeight, image.frameCount) == (12, 8, 3))
        let frames = try ImageCodec.decodeFrames(image, width: 6, height: 4)
        #expect(frames.map(\.delay) == [.milliseconds(50), .milliseconds(120), .milliseconds(70)])
        #expect(frames.map { ARGBPixels($0.picture).values } == [ARGB.red, ARGB.green, ARGB.blue].map { Array(repeating: $0, count: 24) })
        #expect(try decodedPixels(image, width: 6, height: 4) == ARGBPixels(frames[0].picture))
    }
}
