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

    @Test func aRegionOutsideThePictureIsRefused() throws {
        let image = try Image(bytes: jpegBytes(gradient(width: 32, height: 32)), name: "photo.jpg")
        let reason = failureReason { try ImageCodec.decode(image, width: 32, height: 32, region: PixelRect(x: 30, y: 0, width: 4, height: 4)) }
        #expect(reason == "region 30,0 4×4 is not inside 32×32")
    }
}
