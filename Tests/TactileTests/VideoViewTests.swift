@testable import Tactile
import TactileWayland
import Testing

/// Where a video view's frame lands and how the window shows it: the fitting of a frame into
/// the bounds, the placement that decides between the compositor's layer and the renderer,
/// and the pixels the view draws for each (a hole, the frame itself, the poster).
@Suite struct VideoViewTests {
    // MARK: Fitting

    @Test func aFrameIsFittedCroppedStretchedOrCentredAsTheModeSays() throws {
        let bounds = Rect(x: 0, y: 0, width: 400, height: 200)
        let fit = try #require(VideoFitting(frameWidth: 640, frameHeight: 480, bounds: bounds, mode: .aspectFit))
        #expect(Self.close(fit.destination, Rect(x: 200 - 400 / 3.0, y: 0, width: 800 / 3.0, height: 200)))
        #expect(Self.close(fit.source, Rect(x: 0, y: 0, width: 640, height: 480)))
        // Filled: 400×300 drawn, its middle 200 rows shown, which are the frame's middle 320.
        let fill = try #require(VideoFitting(frameWidth: 640, frameHeight: 480, bounds: bounds, mode: .aspectFill))
        #expect(fill.destination == bounds)
        #expect(Self.close(fill.source, Rect(x: 0, y: 80, width: 640, height: 320)))
        let stretch = try #require(VideoFitting(frameWidth: 640, frameHeight: 480, bounds: bounds, mode: .scaleToFill))
        #expect(stretch.destination == bounds && stretch.source == Rect(x: 0, y: 0, width: 640, height: 480))
        // Centred at one frame pixel a logical pixel: 640×480 shows its middle 400×200.
        let centre = try #require(VideoFitting(frameWidth: 640, frameHeight: 480, bounds: bounds, mode: .center))
        #expect(centre.destination == bounds && centre.source == Rect(x: 120, y: 140, width: 400, height: 200))
        #expect(VideoFitting(frameWidth: 0, frameHeight: 480, bounds: bounds, mode: .aspectFit) == nil)
        #expect(VideoFitting(frameWidth: 640, frameHeight: 480, bounds: .zero, mode: .aspectFit) == nil)
    }

    private static func close(_ a: Rect, _ b: Rect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    // MARK: Placement

    /// A 400×300 root holding `parent` at (10, 20) holding a 64×48-clip view at (5, 5), 200×150.
    private static func scene() -> (root: View, parent: View, video: VideoView) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let parent = View(frame: Rect(x: 10, y: 20, width: 300, height: 200))
        let video = VideoView(frame: Rect(x: 5, y: 5, width: 200, height: 150))
        video.videoSize = Size(width: 64, height: 48)
        parent.addSubview(video)
        root.addSubview(parent)
        return (root, parent, video)
    }

    private static func placement(_ video: VideoView, in root: View) -> VideoPlacement {
        VideoPlacement(of: video, in: root, frameWidth: 64, frameHeight: 48)
    }

    @Test func anUprightOpaqueUnclippedViewIsShownByTheLayerThroughAHoleOfWholePixels() throws {
        let (root, parent, video) = Self.scene()
        parent.center = Point(x: 160.4, y: 120.3)  // Half a pixel off: the layer rounds.
        let placement = Self.placement(video, in: root)
        #expect(placement.isShown)
        let layer = try #require(placement.layerRect)
        #expect(layer == Rect(x: 15, y: 25, width: 200, height: 150))
        #expect(placement.source == Rect(x: 0, y: 0, width: 64, height: 48))
        let hole = try #require(placement.hole)
        #expect(abs(hole.minX - -0.4) < 1e-9 && abs(hole.minY - -0.3) < 1e-9 && hole.width == 200 && hole.height == 150)
        // Scaled (not turned) by an ancestor: still the layer, at the scaled size.
        parent.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(Self.placement(video, in: root).layerRect == nil, "the scaled view reaches past the window")
        parent.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        #expect(Self.placement(video, in: root).layerRect?.width == 100)
    }

    @Test func aTurnedClippedTranslucentRoundedOrOverhangingViewIsDrawnByTheRenderer() {
        var (root, parent, video) = Self.scene()
        parent.transform = AffineTransform(rotationAngle: 0.1)
        #expect(Self.placement(video, in: root).layerRect == nil)
        (root, parent, video) = Self.scene()
        parent.clipsToBounds = true
        #expect(Self.placement(video, in: root).layerRect != nil, "a clip that holds it whole")
        parent.bounds.size = Size(width: 100, height: 200)
        #expect(Self.placement(video, in: root).layerRect == nil, "a clip that cuts it")
        (root, parent, video) = Self.scene()
        parent.alpha = 0.5
        #expect(Self.placement(video, in: root).layerRect == nil)
        (root, parent, video) = Self.scene()
        video.cornerRadius = 8
        #expect(Self.placement(video, in: root).layerRect == nil)
        (root, parent, video) = Self.scene()
        parent.center = Point(x: 380, y: 120)
        #expect(Self.placement(video, in: root).layerRect == nil, "partly off the window")
        #expect(Self.placement(video, in: root).isShown)
        parent.isHidden = true
        #expect(!Self.placement(video, in: root).isShown)
    }

    // MARK: Drawing

    private static func runner() -> OffscreenRunner {
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 100, height: 80), events: [], snapshots: []), trace: { _ in })
        runner.rootView.backgroundColor = .white
        return runner
    }

    @Test func inTheLayerTheViewLeavesItsHoleTransparentAndItsBarsBlack() {
        let runner = Self.runner()
        let video = VideoView(frame: Rect(x: 10, y: 10, width: 80, height: 60))
        runner.rootView.addSubview(video)
        video.presentation = .surface(Rect(x: 10, y: 0, width: 60, height: 60))
        runner.play([], until: .zero)
        #expect(runner.pixel(x: 40, y: 40) == 0)
        #expect(runner.pixel(x: 20, y: 10) == 0 && runner.pixel(x: 79, y: 69) == 0)
        #expect(runner.pixel(x: 19, y: 40) == 0xff00_0000 && runner.pixel(x: 80, y: 40) == 0xff00_0000)
        #expect(runner.pixel(x: 5, y: 5) == 0xffff_ffff)
    }

    @Test func drawnByTheRendererTheFrameFillsItsFittedRectangle() throws {
        let runner = Self.runner()
        let video = VideoView(frame: Rect(x: 10, y: 10, width: 80, height: 60))
        runner.rootView.addSubview(video)
        let frame = try SharedPixels.allocate(width: 4, height: 2).get()
        let words = frame.pixels.assumingMemoryBound(to: UInt32.self)
        for index in 0..<8 { words[index] = index % 4 < 2 ? 0xff20_ff80 : 0xff80_2020 }
        video.drawnFrame = frame
        video.presentation = .drawn
        runner.play([], until: .zero)
        // 4×2 fitted into 80×60: 80×40 from y 20, left half one colour, right half the other.
        #expect(runner.pixel(x: 20, y: 40) == 0xff20_ff80)
        #expect(runner.pixel(x: 80, y: 40) == 0xff80_2020)
        #expect(runner.pixel(x: 50, y: 15) == 0xff00_0000, "the bar above")
        #expect(runner.pixel(x: 50, y: 65) == 0xff00_0000, "the bar below")
    }

    @Test func aFailedClipShowsItsReasonOverThePoster() {
        let runner = Self.runner()
        let video = VideoView(frame: Rect(x: 0, y: 0, width: 100, height: 80))
        runner.rootView.addSubview(video)
        runner.play([], until: .zero)
        #expect(runner.pixel(x: 50, y: 70) == 0xff00_0000, "black before a frame, without a poster")
        video.state = .failed("cannot open clip.mp4: No such file")
        video.setNeedsDisplay()
        runner.play([], until: .zero + .milliseconds(16))
        // The band behind the reason: 70 % black over black is black, and its text lighter.
        let band = (20..<80).map { runner.pixel(x: $0, y: 48) }
        #expect(band.contains { $0 != 0xff00_0000 }, "the reason's text in the band")
    }
}
