@testable import Tactile
import TactileCairo
import TestSupport
import Testing

/// Image views in a scene run by the offscreen runner with a threaded loader, as in a
/// window: the placeholder, then the decode (waited for before each frame) fading in over
/// the runner's frames, the event log's line, and animated images stopping when a kiosk
/// session blanks the screen.
@Suite struct ImageViewRunnerTests {
    /// Frames in the colours given, 100 ms each, of any size asked.
    private static func decoding(_ colors: [UInt32]) -> ImageDecoding {
        ImageDecoding { _, width, height throws(ImageError) in
            colors.map { DecodedFrame(picture: .filled(width: width, height: height, argb: $0), delay: .milliseconds(100)) }
        }
    }

    private static func image(_ name: String, frames: Int = 1) -> Image {
        Image(name: name, format: .png, pixelWidth: 200, pixelHeight: 200, scale: 1, frameCount: frames, source: .bytes([]),
              orientation: 1)
    }

    @Test func thePlaceholderShowsThenThePictureFadesInOverTheFrames() {
        var trace: [String] = []
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 100, height: 100), events: [], snapshots: []),
                                     trace: { trace.append($0) }, pictures: .threaded(decoding: Self.decoding([0xff00_ff00]), wake: {}))
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 100, height: 100), image: Self.image("photo.png"))
        view.placeholderColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        runner.rootView.addSubview(view)
        var pixels: [UInt32] = []
        for frame in 0...12 {
            runner.play([], until: .zero + .milliseconds(Double(16 * frame)))
            pixels.append(runner.pixel(x: 50, y: 50))
        }
        // Frame 0 asks for the decode; frame 1 gets it and starts the fade; 150 ms later it is done.
        #expect(pixels[0] == 0xff80_8080 && pixels[1] == 0xff80_8080)
        #expect(pixels[12] == 0xff00_ff00)
        let greens = pixels.map { ($0 >> 8) & 0xff }
        #expect(greens == greens.sorted() && Set(greens).count >= 8, "\(pixels.map { String($0, radix: 16) })")
        // Logged when some of it shows: the fade's first frame draws it at alpha 0.
        #expect(trace.filter { $0.contains("image") } == ["t=32 image shown photo.png 100x100"], "\(trace)")
    }

    /// A picture that arrives while a finger drags shows at once: the fade's frames would
    /// each be a frame the finger's next one may wait behind.
    @Test func aPictureArrivingWhileAFingerDragsShowsWithoutAFade() {
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 100, height: 100), events: [], snapshots: []),
                                     trace: { _ in }, pictures: .threaded(decoding: Self.decoding([0xff00_ff00]), wake: {}))
        let pan = PanGestureRecognizer()
        runner.rootView.addGestureRecognizer(pan)
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 100, height: 100), image: Self.image("photo.png"))
        view.placeholderColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        runner.rootView.addSubview(view)
        func at(_ milliseconds: Double, _ kind: OffscreenEvent.Kind) -> [OffscreenEvent] {
            [OffscreenEvent(time: .zero + .milliseconds(milliseconds), kind: kind), OffscreenEvent(time: .zero + .milliseconds(milliseconds), kind: .frame)]
        }
        // Frame 0 asks for the decode; frame 1, with the finger dragging, gets it.
        runner.play(at(0, .down(id: 1, location: Point(x: 10, y: 50))), until: .zero)
        #expect(runner.pixel(x: 50, y: 50) == 0xff80_8080)
        runner.play(at(8, .move(id: 1, location: Point(x: 40, y: 50))), until: .zero + .milliseconds(16))
        #expect(pan.state.isActive)
        #expect(runner.pixel(x: 50, y: 50) == 0xff00_ff00, "the frame that got the picture shows it whole")
    }

    @Test func aBlankedKioskStopsAnimatedImagesAndWakingResumesThem() {
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 100, height: 100), events: [], snapshots: []),
                                     trace: { _ in }, pictures: .synchronous(decoding: Self.decoding([0xffff_0000, 0xff00_00ff])))
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 100, height: 100), image: Self.image("anim.gif", frames: 2))
        runner.rootView.addSubview(view)
        let session = KioskSession(host: runner.host, timeouts: KioskTimeouts(idleReset: nil, attract: nil, blank: .seconds(1)))
        runner.play([], until: .zero + .milliseconds(950))
        #expect(session.phase == .inUse && runner.clock.pendingTimerCount == 2, "the blank step and the next frame")
        runner.play([], until: .zero + .milliseconds(1200))
        #expect(session.phase == .blanked)
        #expect(runner.clock.pendingTimerCount == 0, "no frame timer, no step left: nothing wakes the blanked kiosk")
        let frame = view.frameIndex
        runner.play([], until: .zero + .seconds(5))
        #expect(view.frameIndex == frame)
    }
}

/// The rest trim empties the picture cache with the renderer's others, but keeps the pictures
/// views on screen show (they could not be drawn again without a decode and a placeholder),
/// and cancels the decodes under way.
@Suite struct PictureTrimTests {
    @Test func aRestedWindowKeepsOnlyThePicturesOnScreen() {
        let decoding = ImageDecoding { _, width, height throws(ImageError) in
            [DecodedFrame(picture: .filled(width: width, height: height, argb: 0xff00_ff00))]
        }
        let host = SceneHost(size: Size(width: 100, height: 100), clock: ManualClock(), pictures: .synchronous(decoding: decoding))
        func image(_ name: String) -> Image {
            Image(name: name, format: .png, pixelWidth: 50, pixelHeight: 50, scale: 1, frameCount: 1, source: .bytes([]), orientation: 1)
        }
        let shown = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50), image: image("shown"))
        let gone = ImageView(frame: Rect(x: 50, y: 0, width: 50, height: 50), image: image("gone"))
        host.rootView.addSubview(shown)
        host.rootView.addSubview(gone)
        var pixels = [UInt32](repeating: 0, count: 100 * 100)
        pixels.withUnsafeMutableBytes { bytes in
            let target = PixelBuffer(pixels: bytes.baseAddress!, width: 100, height: 100, stride: 400, scale: 1)
            _ = host.drawFrame(at: .zero, into: target, bufferAge: 0, layers: nil)
        }
        #expect(host.pictures.cache.count == 2)
        gone.removeFromSuperview()
        host.removeRendererCaches()
        #expect(host.pictures.cache.count == 1)
        #expect(host.pictures.cache.contains(PictureKey(shown.image!, width: 50, height: 50)))
    }

    @Test func aRestedWindowCancelsItsDecodes() {
        let decoding = ImageDecoding { _, width, height throws(ImageError) in
            [DecodedFrame(picture: .filled(width: width, height: height, argb: 0xff00_ff00))]
        }
        let host = SceneHost(size: Size(width: 100, height: 100), clock: ManualClock(),
                             pictures: .threaded(decoding: decoding, threads: 1, wake: {}))
        let image = Image(name: "photo", format: .png, pixelWidth: 50, pixelHeight: 50, scale: 1, frameCount: 1, source: .bytes([]),
                          orientation: 1)
        host.rootView.addSubview(ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50), image: image))
        var pixels = [UInt32](repeating: 0, count: 100 * 100)
        pixels.withUnsafeMutableBytes { bytes in
            let target = PixelBuffer(pixels: bytes.baseAddress!, width: 100, height: 100, stride: 400, scale: 1)
            _ = host.drawFrame(at: .zero, into: target, bufferAge: 0, layers: nil)
        }
        #expect(host.pictures.pendingCount == 1)
        host.removeRendererCaches()
        host.finishPendingDecodes()
        #expect(host.pictures.pendingCount == 0 && host.pictures.cache.count == 0, "cancelled, or its result dropped")
    }
}
