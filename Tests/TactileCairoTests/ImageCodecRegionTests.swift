import Testing
import TactileCairo
import TactileCore

/// A region of a picture shown at some size is that size's whole picture, cut.
@Suite struct ImageCodecRegionTests {
    static let regions = [PixelRect(x: 0, y: 0, width: 37, height: 23), PixelRect(x: 41, y: 17, width: 50, height: 64),
                          PixelRect(x: 100, y: 70, width: 60, height: 50)]

    @Test(arguments: [1, 6, 3])
    func aJPEGRegionIsTheCutOfTheWholeWithinRounding(orientation: Int) throws {
        let image = try Image(bytes: jpegBytes(gradient(width: 320, height: 240), quality: 90, orientation: Int32(orientation)), name: "photo.jpg")
        // Shown at 160×120 (a 1/2 DCT scale), and zoomed in beyond its pixels.
        for (width, height) in [(160, 120), (image.pixelWidth * 5 / 4, image.pixelHeight * 5 / 4)] {
            let whole = try decodedPixels(image, width: width, height: height)
            for region in Self.regions where region.x + region.width <= width && region.y + region.height <= height {
                let part = ARGBPixels(try ImageCodec.decode(image, width: width, height: height, region: region))
                #expect(part.maxChannelDifference(from: whole.cut(region)) <= 2, "\(region) of \(width)×\(height)")
            }
        }
    }

    @Test func aRegionOfEveryOtherFormatIsExactlyTheCutOfTheWhole() throws {
        let pixels = gradient(width: 160, height: 120)
        let images = [try Image(bytes: pngBytes(pixels), name: "picture.png"), try Image(bytes: losslessWebP(pixels), name: "picture.webp"),
                      try Image(bytes: ImageCodecSVGTests.halves, name: "halves.svg")]
        for image in images {
            let whole = try decodedPixels(image, width: 200, height: 150)
            for region in Self.regions where region.x + region.width <= 200 && region.y + region.height <= 150 {
                #expect(ARGBPixels(try ImageCodec.decode(image, width: 200, height: 150, region: region)) == whole.cut(region), "\(image.name) \(region)")
            }
        }
    }

    @Test func aTileOfAPhotoOrAnSVGZoomedFarBeyondTheBudgetIsMadeAlone() throws {
        // 40 times a 320×240 JPEG is 12800×9600 (123 MP, beyond the budget): a tile of it still decodes.
        let photo = try Image(bytes: jpegBytes(quadrants(width: 320, height: 240)), name: "photo.jpg")
        let centre = PixelRect(x: 5888, y: 4288, width: 1024, height: 1024)
        let tile = ARGBPixels(try ImageCodec.decode(photo, width: 12800, height: 9600, region: centre))
        let corners = [tile[0, 0], tile[1023, 0], tile[0, 1023], tile[1023, 1023]]
        #expect(zip(corners, [ARGB.red, ARGB.green, ARGB.blue, ARGB.white]).allSatisfy { channelDifference($0, $1) <= 8 })
        let svg = try Image(bytes: ImageCodecSVGTests.halves, name: "halves.svg")
        let svgTile = ARGBPixels(try ImageCodec.decode(svg, width: 40000, height: 20000, region: PixelRect(x: 19872, y: 0, width: 256, height: 4)))
        #expect(svgTile[0, 0] == ARGB.red && svgTile[127, 0] == ARGB.red && svgTile[128, 0] == ARGB.blue)
        // A PNG is decoded whole before it is cut: there the whole counts.
        let png = try Image(bytes: pngBytes(quadrants(width: 32, height: 24)), name: "picture.png")
        #expect(failureReason { try ImageCodec.decode(png, width: 12800, height: 9600, region: PixelRect(x: 0, y: 0, width: 256, height: 256)) }
            == "cannot be shown at 12800×9600 pixels, more than the 120 MP allowed")
    }

    @Test func aRegionOutsideThePictureIsRefused() throws {
        let image = try Image(bytes: jpegBytes(gradient(width: 32, height: 32)), name: "photo.jpg")
        let reason = failureReason { try ImageCodec.decode(image, width: 32, height: 32, region: PixelRect(x: 30, y: 0, width: 4, height: 4)) }
        #expect(reason == "region 30,0 4×4 is not inside 32×32")
    }
}
