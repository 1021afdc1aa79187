import Foundation
import TactileCore
import Testing
@testable import TactileWayland

/// A video layer below a window's surface (`VideoSurface`), as weston composites it: frames
/// show in the hole of the window's buffer and only there, a new frame without a commit of the
/// window, a new place and size with the window's next commit; a tile layer stays above; a
/// crop and a destination size land where they should.
@Suite struct VideoSurfaceTests {
    /// The window's content around the hole (opaque grey, ARGB).
    static let windowColour: UInt32 = 0xFF40_4040
    /// Frame colours (XRGB). The top byte is ignored on screen, but weston's pixman renderer
    /// copies it into the output, whose screenshot is saved with it as alpha: 0xFF, as a
    /// decoder's converter writes it, keeps the screenshot's colours.
    static let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF, white: UInt32 = 0xFFFF_FFFF

    /// Draws the whole window grey but for a transparent `hole` (logical pixels, at the
    /// window's integer scale). The holes of the tests keep clear of weston's pointer, which
    /// starts at (100, 100).
    final class HoleDelegate: WindowDelegate {
        var hole = (x: 300, y: 200, width: 200, height: 150)
        var onRender: ((Window) -> Void)?

        func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {}
        func windowPaintFrame(_ window: Window, part: WindowFramePart, picture: WindowFramePicture, into buffer: PixelBuffer) {}
        func windowDidRequestClose(_ window: Window) {}

        func windowRender(_ window: Window, frame _: WindowFrame) -> [PixelRect] {
            guard let (buffer, _, _) = window.frameBuffer() else { return [] }
            let scale = Int(window.scale)
            let columns = hole.x * scale..<(hole.x + hole.width) * scale, rows = hole.y * scale..<(hole.y + hole.height) * scale
            for y in 0..<buffer.height {
                let row = (buffer.pixels + y * buffer.stride).bindMemory(to: UInt32.self, capacity: buffer.width)
                for x in 0..<buffer.width {
                    row[x] = rows.contains(y) && columns.contains(x) ? 0 : VideoSurfaceTests.windowColour
                }
            }
            onRender?(window)
            return [PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)]
        }
    }

    /// `width` × `height` pixels whose column `x` is `column(x)`.
    static func pixels(width: Int, height: Int, column: (Int) -> UInt32) throws -> SharedPixels {
        let pixels = try SharedPixels.allocate(width: width, height: height).get()
        for y in 0..<height {
            for x in 0..<width { pixels.pixels.storeBytes(of: column(x), toByteOffset: y * pixels.stride + x * 4, as: UInt32.self) }
        }
        return pixels
    }

    /// Runs the client's loop long enough to send what is pending, draw a requested frame and
    /// take the compositor's events.
    static func turn(_ client: WaylandClient) throws {
        client.loop.addTimer(at: EventLoop.now() + .milliseconds(100)) { client.loop.stop() }
        try client.run()
    }

    /// Waits until the screenshot shows `colour` (shown opaque) at each of `points`.
    static func waitForColour(_ colour: UInt32, at points: [(Int, Int)], on harness: WestonHarness, _ what: String) throws {
        var seen: [String] = []
        do {
            try harness.waitUntil(what) {
                let shot = try harness.screenshot()
                seen = points.map { String(shot.pixel(x: $0.0, y: $0.1), radix: 16) }
                return points.allSatisfy { shot.pixel(x: $0.0, y: $0.1) == colour | 0xFF00_0000 }
            }
        } catch {
            Issue.record("\(what): \(seen) at \(points) for \(String(colour | 0xFF00_0000, radix: 16))")
            throw error
        }
    }

    @Test func framesShowInTheHoleAndMoveWithTheWindowsCommit() throws {
        let harness = try WestonHarness()
        let delegate = HoleDelegate()
        let (client, window) = try FramePacingTests.connect(to: harness, delegate: delegate)
        try Self.turn(client)
        #expect(window.width == harness.width && window.height == harness.height)
        let video = try #require(window.makeVideoSurface())
        var released: [String] = []
        let red = try Self.pixels(width: 64, height: 36) { _ in Self.red }
        let green = try Self.pixels(width: 64, height: 36) { _ in Self.green }
        // Placed and shown while the window draws: the hole and the video come in one commit.
        delegate.onRender = { _ in
            video.place(x: 300, y: 200, width: 200, height: 150)
            video.show(red) { released.append("red") }
        }
        window.requestRedraw()
        try Self.turn(client)
        delegate.onRender = nil
        let inside = [(300, 200), (499, 200), (300, 349), (499, 349), (400, 275)]
        try Self.waitForColour(Self.red, at: inside, on: harness, "the red frame filling the hole, edges included")
        try Self.waitForColour(Self.windowColour, at: [(299, 200), (500, 200), (300, 199), (300, 350), (20, 20)], on: harness,
                               "the window around the hole")

        // A second frame: shown without a commit of the window; the first one's buffer released.
        let committed = window.framesCommitted
        video.show(green) { released.append("green") }
        try Self.turn(client)
        try Self.waitForColour(Self.green, at: inside, on: harness, "the green frame replacing the red one")
        #expect(window.framesCommitted == committed, "no commit of the window")
        try harness.waitUntil("the red frame released") {
            try Self.turn(client)
            return released == ["red"]
        }
        #expect(video.layer.liveBufferCount == 2)
        video.forget(red.serial)  // Released: its buffer goes at once.
        video.forget(green.serial)  // Shown: its buffer goes when the compositor releases it.
        #expect(video.layer.liveBufferCount == 1)

        // Moved and resized outside a frame: nothing changes until the window commits.
        video.place(x: 340, y: 220, width: 160, height: 100)
        try Self.turn(client)
        try Self.waitForColour(Self.green, at: inside, on: harness, "the video where it was, at its old size")
        delegate.hole = (340, 220, 160, 100)
        window.requestRedraw()
        try Self.turn(client)
        try Self.waitForColour(Self.green, at: [(340, 220), (499, 319)], on: harness, "the video at its new place")
        try Self.waitForColour(Self.windowColour, at: [(339, 250), (350, 219), (350, 320), (300, 200)], on: harness,
                               "the window where the video was")

        // Removed: the video goes with the window's next commit, its buffers with it.
        video.remove()
        try Self.turn(client)
        try Self.waitForColour(Self.green, at: [(400, 270)], on: harness, "the video still there before the window's commit")
        window.requestRedraw()
        try Self.turn(client)
        #expect(video.layer.isDestroyed)
        #expect(video.layer.liveBufferCount == 0)
        #expect(released == ["red", "green"], "the shown frame's call ran when its buffer went")
        let shot = try harness.screenshot()
        #expect(shot.pixel(x: 400, y: 270) != Self.green, "nothing shows in the hole once the video is gone")
    }

    /// A tile layer above the window's surface stays above the video; a second video is
    /// stacked above the first; a crop of a frame of four colour bands, scaled to a destination
    /// size, shows the bands cropped where expected.
    @Test func tilesStayAboveAndACropLandsWhereExpected() throws {
        let harness = try WestonHarness()
        let delegate = HoleDelegate()
        delegate.hole = (140, 140, 400, 200)
        let (client, window) = try FramePacingTests.connect(to: harness, delegate: delegate)
        try Self.turn(client)
        let bands = try Self.pixels(width: 64, height: 32) { [Self.red, Self.green, Self.blue, Self.white][$0 / 16] }
        let below = try #require(window.makeVideoSurface()), above = try #require(window.makeVideoSurface())
        let red = try Self.pixels(width: 8, height: 8) { _ in Self.red }
        delegate.onRender = { window in
            // The green and blue bands (frame columns 16 to 47) stretched over 200 × 150.
            below.place(x: 140, y: 140, width: 200, height: 150, source: Rect(x: 16, y: 0, width: 32, height: 32))
            below.show(bands) {}
            // Overlapping the first one's right part: stacked above it, made later.
            above.place(x: 290, y: 140, width: 250, height: 200)
            above.show(red) {}
            guard let tile = window.layerBuffer(id: 1, width: 40, height: 40) else { return }
            for y in 0..<tile.height {
                for x in 0..<tile.width { tile.pixels.storeBytes(of: 0xFFFF_FF00, toByteOffset: y * tile.stride + x * 4, as: UInt32.self) }
            }
            window.showLayerImage(id: 1)
            window.moveLayer(id: 1, x: 160, y: 240)
        }
        window.requestRedraw()
        try Self.turn(client)
        delegate.onRender = nil
        try Self.waitForColour(Self.green, at: [(144, 144), (210, 160), (235, 285)], on: harness, "the green band over the left half")
        try Self.waitForColour(Self.blue, at: [(245, 144), (285, 285)], on: harness, "the blue band beside it, to the first's right part")
        try Self.waitForColour(Self.red, at: [(290, 140), (300, 285), (539, 339)], on: harness, "the later video above the first")
        try Self.waitForColour(0xFFFF_FF00, at: [(160, 240), (199, 279)], on: harness, "the tile above the video")
        try Self.waitForColour(Self.windowColour, at: [(139, 190), (190, 139), (190, 340), (540, 190)], on: harness, "the window around")

        // Restacked: the first video above the second.
        window.orderVideoSurfaces([above, below])
        window.requestRedraw()
        try Self.turn(client)
        try Self.waitForColour(Self.blue, at: [(300, 144), (335, 285)], on: harness, "the first video above the second now")
        try Self.waitForColour(Self.red, at: [(345, 144), (539, 339)], on: harness, "the second beyond it")

        // A frame smaller than the crop: the crop is cut to it (the compositor would end the
        // connection for a source outside the buffer); wholly outside, the whole frame shows.
        below.show(red) {}
        try Self.turn(client)
        try Self.waitForColour(Self.red, at: [(144, 144), (335, 285)], on: harness, "the small frame over all the first video")

        // Pixels that go without `forget`: their buffer goes once a later frame finds them gone
        // and the compositor releases it.
        #expect(below.layer.liveBufferCount == 2)
        var passing: SharedPixels? = try Self.pixels(width: 8, height: 8) { _ in Self.white }
        below.show(passing!) {}
        passing = nil
        #expect(below.layer.liveBufferCount == 3)
        below.show(bands) {}
        try harness.waitUntil("the buffer of the pixels gone destroyed on release") {
            try Self.turn(client)
            return below.layer.liveBufferCount == 2
        }
    }

    /// On an output turned a quarter turn, where the window draws its frames turned, the video
    /// is placed in the window's upright logical pixels and the compositor turns it with the
    /// window: the frame fills the hole on the panel.
    @Test func onATurnedOutputTheVideoFillsTheTurnedHole() throws {
        let harness = try WestonHarness(width: 640, height: 480, transform: "rotate-90")
        let delegate = HoleDelegate()
        delegate.hole = (100, 200, 200, 150)
        let (client, window) = try FramePacingTests.connect(to: harness, delegate: delegate)
        try Self.turn(client)
        #expect(window.width == 480 && window.height == 640 && window.bufferTransform == 1)
        let video = try #require(window.makeVideoSurface())
        let red = try Self.pixels(width: 64, height: 36) { _ in Self.red }
        delegate.onRender = { _ in
            video.place(x: 100, y: 200, width: 200, height: 150)
            video.show(red) {}
        }
        window.requestRedraw()
        try Self.turn(client)
        // Logical (x, y) lies on the panel at (y, 479 - x).
        func panel(_ points: [(Int, Int)]) -> [(Int, Int)] { points.map { ($0.1, 479 - $0.0) } }
        try Self.waitForColour(Self.red, at: panel([(100, 200), (299, 200), (100, 349), (299, 349)]), on: harness, "the frame in the hole")
        try Self.waitForColour(Self.windowColour, at: panel([(99, 200), (300, 200), (100, 199), (100, 350)]), on: harness,
                               "the window around it")
    }

    /// At scale 2 the window's buffer has twice the pixels and the video's place and size are
    /// still logical: the frame fills the hole, 400 × 300 output pixels.
    @Test func atScale2TheVideoFillsTheHoleInOutputPixels() throws {
        let harness = try WestonHarness(width: 640, height: 480, scale: 2)
        let delegate = HoleDelegate()
        let (client, window) = try FramePacingTests.connect(to: harness, delegate: delegate)
        try Self.turn(client)
        #expect(window.scale == 2)
        let video = try #require(window.makeVideoSurface())
        let red = try Self.pixels(width: 64, height: 36) { _ in Self.red }
        delegate.onRender = { _ in
            video.place(x: 300, y: 200, width: 200, height: 150)
            video.show(red) {}
        }
        window.requestRedraw()
        try Self.turn(client)
        try Self.waitForColour(Self.red, at: [(600, 400), (999, 400), (600, 699), (999, 699)], on: harness, "the frame in the hole")
        try Self.waitForColour(Self.windowColour, at: [(599, 400), (1000, 400), (600, 399), (600, 700)], on: harness,
                               "the window around it")
    }
}
