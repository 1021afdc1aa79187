import Tactile
import Testing

/// An image of the app's own with `import Tactile` alone: `Image` reads a PNG file and
/// an `ImageView` draws it, read back from the offscreen runner's frame.
@Suite struct AppImageTests {
    /// The manual's screenshot of the demo (1280×800 pixels), found from this file's path.
    static let screenshot = String(#filePath.dropLast("Tests/AppSideTests/AppImageTests.swift".count))
        + "Sources/Tactile/Tactile.docc/Resources/tactile-demo.png"

    @Test func aDecodedPNGHasItsSizeAtItsScaleAndAnImageViewDrawsIt() throws {
        let image = try Image(contentsOfFile: Self.screenshot, scale: 2)
        #expect(image.size == Size(width: 640, height: 400))
        #expect(throws: ImageError.self) { try Image(bytes: Array("not a PNG".utf8), name: "text") }

        // A magenta root (a colour the screenshot does not use at its centre) under an image
        // view that the picture fills exactly (same aspect ratio).
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 64, height: 40), events: [], snapshots: []),
                                     trace: { _ in })
        runner.rootView.backgroundColor = Color(hex: "#ff00ff")
        let magenta: UInt32 = 0xffff_00ff
        runner.play([], until: .zero + .milliseconds(16))
        #expect(runner.pixel(x: 32, y: 20) == magenta)

        runner.rootView.addSubview(ImageView(frame: Rect(x: 0, y: 0, width: 64, height: 40), image: image))
        runner.play([], until: .zero + .milliseconds(32))
        #expect(runner.pixel(x: 32, y: 20) != magenta)
        #expect(runner.pixel(x: 32, y: 20) >> 24 == 0xff)
    }
}
