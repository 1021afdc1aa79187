import Glibc
import Testing
import TactileCairo
import TactileCore
import TestSupport

/// SVG text of `body` in an <svg> element with `attributes`.
func svgBytes(_ attributes: String, _ body: String) -> [UInt8] {
    Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \(attributes)>\(body)</svg>".utf8)
}

@Suite struct ImageCodecSVGTests {
    static let halves = svgBytes("width=\"40\" height=\"20\"", "<rect width=\"20\" height=\"20\" fill=\"#ff0000\"/><rect x=\"20\" width=\"20\" height=\"20\" fill=\"#0000ff\"/>")

    @Test func vectorsAreDrawnAtEverySize() throws {
        let image = try Image(bytes: Self.halves, name: "halves.svg")
        #expect((image.format, image.pixelWidth, image.pixelHeight) == (.svg, 40, 20))
        for scale in [1, 3] {
            let pixels = try decodedPixels(image, width: 40 * scale, height: 20 * scale)
            #expect(pixels == ARGBPixels(width: 40 * scale, height: 20 * scale) { x, _ in x < 20 * scale ? ARGB.red : ARGB.blue })
        }
    }

    @Test func aFileAndItsBytesDrawTheSame() throws {
        let directory = TemporaryDirectory()
        writeFile(Self.halves, to: "\(directory.path)/halves.svg")
        let file = try decodedPixels(try Image(contentsOfFile: "\(directory.path)/halves.svg"), width: 50, height: 30)
        #expect(file == (try decodedPixels(try Image(bytes: Self.halves, name: "halves.svg"), width: 50, height: 30)))
    }

    @Test func theSizeFallsBackToTheViewBoxThenTo256() throws {
        let viewBox = try Image(bytes: svgBytes("viewBox=\"0 0 30 10\"", "<rect width=\"30\" height=\"10\"/>"), name: "viewbox.svg")
        #expect((viewBox.pixelWidth, viewBox.pixelHeight) == (30, 10))
        let none = try Image(bytes: svgBytes("", "<rect width=\"30\" height=\"10\"/>"), name: "none.svg")
        #expect((none.pixelWidth, none.pixelHeight) == (256, 256))
    }

    @Test func onlyFilesInTheSVGsOwnFolderAreLoaded() throws {
        // A red PNG beside the SVG and a blue one in the folder above: only the red one draws.
        let directory = TemporaryDirectory()
        try #require(mkdir("\(directory.path)/icons", 0o755) == 0)
        writeFile(pngBytes(ARGBPixels(width: 4, height: 4) { _, _ in ARGB.red }), to: "\(directory.path)/icons/inside.png")
        writeFile(pngBytes(ARGBPixels(width: 4, height: 4) { _, _ in ARGB.blue }), to: "\(directory.path)/outside.png")
        let svg = svgBytes("width=\"8\" height=\"4\"", "<image width=\"4\" height=\"4\" xlink:href=\"inside.png\"/>"
                           + "<image x=\"4\" width=\"4\" height=\"4\" xlink:href=\"../outside.png\"/>")
        writeFile(svg, to: "\(directory.path)/icons/icon.svg")
        let fromFile = try decodedPixels(try Image(contentsOfFile: "\(directory.path)/icons/icon.svg"))
        #expect(fromFile[1, 1] == ARGB.red && fromFile[6, 1] == 0)
        // Bytes have no folder: nothing is loaded, not even by an absolute file URL.
        let absolute = svgBytes("width=\"4\" height=\"4\"", "<image width=\"4\" height=\"4\" xlink:href=\"file://\(directory.path)/outside.png\"/>")
        #expect(try decodedPixels(try Image(bytes: absolute, name: "absolute.svg"))[1, 1] == 0)
    }
}
