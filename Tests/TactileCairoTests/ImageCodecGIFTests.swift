import ImageFixtures
import Testing
import TactileCairo
import TactileCore

/// A GIF of an 8×8 screen whose colour table is transparent-black, red, green, blue.
func gifBytes(width: Int32 = 8, height: Int32 = 8, _ frames: [(rect: PixelRect, indices: [UInt8], disposal: Int32, delay: Int32, transparent: Int32, interlaced: Bool)]) -> [UInt8] {
    let palette: [UInt8] = [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255]
    let buffers = frames.map { UnsafeBufferPointer(copying: $0.indices) }
    defer { buffers.forEach { $0.deallocate() } }
    let descriptions = zip(frames, buffers).map { frame, indices in
        fixture_gif_frame(left: Int32(frame.rect.x), top: Int32(frame.rect.y), width: Int32(frame.rect.width), height: Int32(frame.rect.height),
                          indices: indices.baseAddress, disposal: frame.disposal, delay_cs: frame.delay, transparent: frame.transparent,
                          interlaced: frame.interlaced ? 1 : 0)
    }
    return adoptBytes { out in fixture_gif(width, height, palette, 4, descriptions, Int32(descriptions.count), out) }
}

@Suite struct ImageCodecGIFTests {
    /// Red everywhere; then a green 4×4 square disposed to the background; then blue over the
    /// top-left 2×2 but one transparent pixel, disposed to the previous canvas; then green over
    /// the bottom-right 2×2.
    static let frames: [(rect: PixelRect, indices: [UInt8], disposal: Int32, delay: Int32, transparent: Int32, interlaced: Bool)] = [
        (PixelRect(x: 0, y: 0, width: 8, height: 8), Array(repeating: 1, count: 64), 1, 0, -1, false),
        (PixelRect(x: 2, y: 2, width: 4, height: 4), Array(repeating: 2, count: 16), 2, 1, -1, false),
        (PixelRect(x: 0, y: 0, width: 2, height: 2), [3, 3, 3, 0], 3, 20, 0, false),
        (PixelRect(x: 6, y: 6, width: 2, height: 2), Array(repeating: 2, count: 4), 1, 7, -1, false),
    ]

    @Test func framesAreCompositedWithTheirDisposalAndTransparency() throws {
        let image = try Image(bytes: gifBytes(Self.frames), name: "animated.gif")
        #expect((image.format, image.pixelWidth, image.pixelHeight, image.frameCount) == (.gif, 8, 8, 4))
        let frames = try ImageCodec.decodeFrames(image, width: 8, height: 8).map { ARGBPixels($0.picture) }
        func inside(_ x: Int, _ y: Int, _ rect: PixelRect) -> Bool { rect.x <= x && x < rect.x + rect.width && rect.y <= y && y < rect.y + rect.height }
        let centre = PixelRect(x: 2, y: 2, width: 4, height: 4)
        let expected = [
            ARGBPixels(width: 8, height: 8) { _, _ in ARGB.red },
            ARGBPixels(width: 8, height: 8) { x, y in inside(x, y, centre) ? ARGB.green : ARGB.red },
            ARGBPixels(width: 8, height: 8) { x, y in
                inside(x, y, centre) ? 0 : x < 2 && y < 2 && (x, y) != (1, 1) ? ARGB.blue : ARGB.red
            },
            ARGBPixels(width: 8, height: 8) { x, y in inside(x, y, centre) ? 0 : x >= 6 && y >= 6 ? ARGB.green : ARGB.red },
        ]
        #expect(frames == expected)
    }

    @Test func delaysAreTheFilesWithBrowsersHundredMillisecondsForTheShortest() throws {
        let image = try Image(bytes: gifBytes(Self.frames), name: "animated.gif")
        let delays = try ImageCodec.decodeFrames(image, width: 4, height: 4).map(\.delay)
        #expect(delays == [.milliseconds(100), .milliseconds(100), .milliseconds(200), .milliseconds(70)])
    }

    @Test func aStillIsTheFirstFrameAndInterlacedRowsLandInOrder() throws {
        let rows = (0..<10).flatMap { y in Array(repeating: UInt8(1 + y % 3), count: 8) }
        let bytes = gifBytes(height: 10, [(PixelRect(x: 0, y: 0, width: 8, height: 10), rows, 0, 0, -1, true)])
        let image = try Image(bytes: bytes, name: "interlaced.gif")
        #expect(image.frameCount == 1)
        let colours = [ARGB.red, ARGB.green, ARGB.blue]
        #expect(try decodedPixels(image) == ARGBPixels(width: 8, height: 10) { _, y in colours[y % 3] })
    }
}

/// The loader's own decoding (what an `ImageView` gets) has every frame of an animated GIF
/// with its delay, and one frame of a still one.
@Test func theLoadersDecodingHasEveryFrameOfAnAnimation() throws {
    let animated = try Image(bytes: gifBytes(ImageCodecGIFTests.frames), name: "animated.gif")
    let frames = try ImageDecoding.codec.decode(animated, 8, 8)
    #expect(frames.map(\.delay) == [.milliseconds(100), .milliseconds(100), .milliseconds(200), .milliseconds(70)])
    let still = try Image(bytes: gifBytes([ImageCodecGIFTests.frames[0]]), name: "still.gif")
    #expect(try ImageDecoding.codec.decode(still, 8, 8).map(\.delay) == [.zero])
}
