import Testing
import TactileCairo
import TactileCore

/// A 32×16 picture of red, green (top), blue, white (bottom) quadrants, stored with each EXIF
/// orientation: every corner must land where the orientation puts it.
@Suite struct ImageCodecOrientationTests {
    /// The colours at the top-left, top-right, bottom-left and bottom-right corners as shown.
    static let corners: [Int: [UInt32]] = [
        1: [ARGB.red, ARGB.green, ARGB.blue, ARGB.white],
        2: [ARGB.green, ARGB.red, ARGB.white, ARGB.blue],   // mirrored left to right
        3: [ARGB.white, ARGB.blue, ARGB.green, ARGB.red],   // half a turn
        4: [ARGB.blue, ARGB.white, ARGB.red, ARGB.green],   // mirrored top to bottom
        5: [ARGB.red, ARGB.blue, ARGB.green, ARGB.white],   // transposed
        6: [ARGB.blue, ARGB.red, ARGB.white, ARGB.green],   // a quarter turn clockwise
        7: [ARGB.white, ARGB.green, ARGB.blue, ARGB.red],   // transversed
        8: [ARGB.green, ARGB.white, ARGB.red, ARGB.blue],   // a quarter turn anticlockwise
    ]

    @Test(arguments: 1...8, [false, true])
    func everyCornerLandsWhereTheOrientationPutsIt(orientation: Int, bigEndian: Bool) throws {
        let bytes = jpegBytes(quadrants(width: 32, height: 16), orientation: Int32(orientation), bigEndian: bigEndian)
        let image = try Image(bytes: bytes, name: "turned.jpg")
        let turned = orientation >= 5
        #expect((image.pixelWidth, image.pixelHeight) == (turned ? 16 : 32, turned ? 32 : 16))
        for (width, height) in [(image.pixelWidth, image.pixelHeight), (image.pixelWidth * 3 / 2, image.pixelHeight * 3 / 2)] {
            let pixels = try decodedPixels(image, width: width, height: height)
            let shown = [pixels[2, 2], pixels[width - 3, 2], pixels[2, height - 3], pixels[width - 3, height - 3]]
            for (colour, expected) in zip(shown, Self.corners[orientation]!) {
                #expect(channelDifference(colour, expected) <= 8, "orientation \(orientation) at \(width)×\(height)")
            }
        }
    }

    @Test func aFileWithoutEXIFIsShownAsStored() throws {
        let image = try Image(bytes: jpegBytes(quadrants(width: 32, height: 16)), name: "plain.jpg")
        #expect((image.pixelWidth, image.pixelHeight, image.orientation) == (32, 16, 1))
    }
}
