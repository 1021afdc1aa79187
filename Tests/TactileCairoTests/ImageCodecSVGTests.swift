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

    @Test func nothingIsFetchedFromTheNetwork() throws {
        // A listening socket on the loopback: an SVG from a file or from bytes that references
        // it never connects.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                try #require(bind(listener, generic, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, generic, &length) == 0)
            }
        }
        let url = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/picture.png"
        let svg = svgBytes("width=\"4\" height=\"4\"", "<image width=\"4\" height=\"4\" xlink:href=\"\(url)\"/>")
        let directory = TemporaryDirectory()
        writeFile(svg, to: "\(directory.path)/remote.svg")
        for image in [try Image(bytes: svg, name: "remote.svg"), try Image(contentsOfFile: "\(directory.path)/remote.svg")] {
            #expect(try decodedPixels(image)[1, 1] == 0)
        }
        #expect(accept(listener, nil, nil) < 0 && errno == EAGAIN)
    }
}
