import Glibc
import Testing
@testable import TactileCairo
import TactileCore

/// Video in the window's buffer (`VideoFrameDrawing`): the hole a video layer below shows
/// through is exactly transparent, edges snapped to whole buffer pixels, in full and partial
/// repaints, with pixman compositing or Cairo alone, and under a layer carried above it; a
/// frame drawn by the renderer lands scaled where it is asked.
@Suite struct VideoPixelTests {
    /// A view clearing a hole over its bounds, or drawing `picture` there when given.
    final class VideoSpot: View {
        var picture: SharedPixels?
        var source: Rect?

        override func draw(in context: DrawingContext, rect: Rect) {
            guard let drawing = context as? VideoFrameDrawing else { return }
            if let picture {
                drawing.drawVideoFrame(picture, source: source ?? Rect(x: 0, y: 0, width: Double(picture.width), height: Double(picture.height)),
                                       in: bounds)
            } else {
                drawing.clearForVideo(bounds)
            }
        }
    }

    /// `width` × `height` XRGB pixels whose column `x` is `column(x)`, in an anonymous mapping
    /// (the descriptor, which only a compositor would use, is /dev/null's).
    static func frame(width: Int, height: Int, column: (Int) -> UInt32) -> SharedPixels {
        let stride = width * 4
        let mapping = mmap(nil, stride * height, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)!
        for y in 0..<height {
            for x in 0..<width { mapping.storeBytes(of: column(x), toByteOffset: y * stride + x * 4, as: UInt32.self) }
        }
        return SharedPixels(descriptor: open("/dev/null", O_RDONLY), pixels: mapping, width: width, height: height, stride: stride)
    }

    /// The hole's frame, on fractional logical pixels (on whole buffer pixels at none of the
    /// scales), in a 40×30 white scene.
    static let holeFrame = Rect(x: 3.3, y: 2.7, width: 20.4, height: 10.2)

    /// The buffer pixels the hole clears at `scale`: those wholly inside its frame.
    static func holePixels(scale: Double) -> (left: Int, top: Int, right: Int, bottom: Int) {
        (Int((holeFrame.minX * scale).rounded(.up)), Int((holeFrame.minY * scale).rounded(.up)),
         Int((holeFrame.maxX * scale).rounded(.down)), Int((holeFrame.maxY * scale).rounded(.down)))
    }

    /// Pixels that are not transparent inside the hole or not white outside it.
    static func holeMismatches(_ canvas: Canvas, scale: Double) -> [String] {
        let hole = holePixels(scale: scale)
        var wrong: [String] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let inside = (hole.left..<hole.right).contains(x) && (hole.top..<hole.bottom).contains(y)
                let wanted = inside ? "#00000000" : "#ffffffff"
                if canvas.hex(x, y) != wanted { wrong.append("(\(x), \(y)) \(canvas.hex(x, y)) for \(wanted)") }
            }
        }
        return wrong
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func aHoleOverAnOpaqueBackgroundIsExactlyTransparentEdgesIncluded(scale: Double) {
        let root = rootView(width: 40, height: 30)
        root.addSubview(VideoSpot(frame: Self.holeFrame))
        let canvas = renderFully(root, scale: scale)
        let hole = Self.holePixels(scale: scale)
        #expect(hole.right - hole.left >= 19 && hole.bottom - hole.top >= 9)
        #expect(Self.holeMismatches(canvas, scale: scale) == [])
    }

    /// A rounded button drawn above the hole (pixman composites its cached mask) shows above
    /// it, its corners blended over transparency, the same bytes as Cairo alone draws.
    @Test(arguments: [1.0, 1.5, 2.0])
    func whatIsDrawnAboveTheHoleShowsAboveItWithPixmanAsWithCairo(scale: Double) {
        let root = rootView(width: 40, height: 30)
        root.addSubview(VideoSpot(frame: Self.holeFrame))
        let button = box(Rect(x: 8, y: 5, width: 10, height: 6), red)
        button.cornerRadius = 2.5
        root.addSubview(button)
        let width = Int(40 * scale), height = Int(30 * scale)
        let byPixman = Canvas(width: width, height: height, scale: scale), byCairo = Canvas(width: width, height: height, scale: scale)
        let pixman = SceneRenderer()
        pixman.render(root, into: byPixman.target, bufferAge: 0)
        SceneRenderer(maximumBufferAge: 4, tileSize: 64, compositesWithPixman: false).render(root, into: byCairo.target, bufferAge: 0)
        #expect(byPixman.hasSamePixels(as: byCairo))
        #expect(byPixman.hex(Int(13 * scale), Int(8 * scale)) == "#ffff0000", "the button's middle, above the hole")
        #expect(byPixman.alpha(Int(8 * scale), Int(5 * scale)) < 255, "its corner blends over the hole")
        #expect(byPixman.hex(Int(22 * scale), Int(10 * scale)) == "#00000000", "the hole beside it")
    }

    /// Repainting a view beside the hole (in the same tiles), then moving a box over it and
    /// away again, each as a partial repaint of the one buffer, leaves what a full repaint
    /// leaves: the hole exact.
    @Test(arguments: [1.0, 1.5, 2.0])
    func partialRepaintsBesideAndOverTheHoleKeepItExact(scale: Double) {
        let root = rootView(width: 40, height: 30)
        root.addSubview(VideoSpot(frame: Self.holeFrame))
        let neighbour = box(Rect(x: 26, y: 4, width: 8, height: 8), blue)
        root.addSubview(neighbour)
        let renderer = SceneRenderer()
        let canvas = Canvas(width: Int(40 * scale), height: Int(30 * scale), scale: scale)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        neighbour.backgroundColor = green
        #expect(renderer.render(root, into: canvas.target, bufferAge: 1) != [])
        #expect(canvas.hasSamePixels(as: renderFully(root, scale: scale)), "after the neighbour's repaint")
        neighbour.center = Point(x: 12, y: 8)  // Over the hole.
        #expect(renderer.render(root, into: canvas.target, bufferAge: 1) != [])
        #expect(canvas.hex(Int(12 * scale), Int(8 * scale)) == "#ff00ff00")
        #expect(canvas.hasSamePixels(as: renderFully(root, scale: scale)), "with the box over the hole")
        neighbour.removeFromSuperview()
        #expect(renderer.render(root, into: canvas.target, bufferAge: 1) != [])
        #expect(Self.holeMismatches(canvas, scale: scale) == [], "the box gone: the hole whole again")
    }

    /// A tile carried above the hole in a compositor layer of its own: the window's buffer
    /// shows the whole hole, under the tile too (the tile is not drawn there), and the layer's
    /// image holds the tile alone.
    @Test func aLayerCarriedAboveTheHoleLeavesItWholeInTheBuffer() {
        let root = rootView(width: 40, height: 30)
        root.addSubview(VideoSpot(frame: Self.holeFrame))
        let tile = box(Rect(x: 10, y: 4, width: 6, height: 6), red)
        root.addSubview(tile)
        let host = RecordingLayerHost(), renderer = SceneRenderer()
        let canvas = Canvas(width: 40, height: 30)
        renderer.render(root, into: canvas.target, bufferAge: 0, layers: host)
        tile.prefersOwnLayer = true
        renderer.render(root, into: canvas.target, bufferAge: 1, layers: host)
        #expect(host.order.count == 1)
        #expect(Self.holeMismatches(canvas, scale: 1) == [])
        #expect(host.composite(over: canvas).hex(12, 6) == "#ffff0000")
    }

    /// A frame whose left half is red and right half blue, drawn scaled 10× into a view: the
    /// halves land where they should, exactly inside, with nothing outside the view; a crop of
    /// its right half fills the view with blue (but for its edge, filtered with the red beside); at half alpha, the red is half over white.
    @Test(arguments: [1.0, 2.0])
    func aFrameDrawnScaledLandsWhereExpected(scale: Double) {
        let frame = Self.frame(width: 4, height: 2) { $0 < 2 ? 0xFFFF_0000 : 0xFF00_00FF }
        let root = rootView(width: 100, height: 60)
        let whole = VideoSpot(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        whole.picture = frame
        let cropped = VideoSpot(frame: Rect(x: 60, y: 10, width: 20, height: 20))
        cropped.picture = frame
        cropped.source = Rect(x: 2, y: 0, width: 2, height: 2)
        let faded = VideoSpot(frame: Rect(x: 10, y: 35, width: 40, height: 20))
        faded.picture = frame
        faded.alpha = 0.5
        for view in [whole, cropped, faded] { root.addSubview(view) }
        let canvas = renderFully(root, scale: scale)
        func at(_ x: Double, _ y: Double) -> String { canvas.hex(Int(x * scale), Int(y * scale)) }
        #expect([at(10, 10), at(18, 15), at(49.5, 29.5), at(35, 20)] == ["#ffff0000", "#ffff0000", "#ff0000ff", "#ff0000ff"])
        #expect([at(9.5, 15), at(50.5, 15), at(30, 9.5), at(30, 30.5)] == ["#ffffffff", "#ffffffff", "#ffffffff", "#ffffffff"])
        // From half a frame pixel in: the crop's edge is filtered with the frame's pixel beside it.
        #expect([at(65, 10), at(70, 20), at(79.5, 29.5)] == ["#ff0000ff", "#ff0000ff", "#ff0000ff"])
        let half = at(20, 45)
        #expect(half == "#ffff7f7f" || half == "#ffff8080", "half red over white: \(half)")
    }

    /// Turned half a turn about its centre, the frame shows its red half on the right; under a
    /// clip of its parent, nothing of it outside the clip.
    @Test func aFrameFollowsTheTransformAndTheClip() {
        let frame = Self.frame(width: 4, height: 2) { $0 < 2 ? 0xFFFF_0000 : 0xFF00_00FF }
        let root = rootView(width: 100, height: 40)
        let turned = VideoSpot(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        turned.picture = frame
        turned.transform = AffineTransform(rotationAngle: .pi)
        let clip = View(frame: Rect(x: 60, y: 10, width: 20, height: 20))
        clip.clipsToBounds = true
        let clipped = VideoSpot(frame: Rect(x: -10, y: 0, width: 40, height: 20))
        clipped.picture = frame
        clip.addSubview(clipped)
        root.addSubview(turned)
        root.addSubview(clip)
        let canvas = renderFully(root)
        #expect([canvas.hex(14, 15), canvas.hex(45, 15)] == ["#ff0000ff", "#ffff0000"])
        #expect([canvas.hex(59, 15), canvas.hex(62, 15), canvas.hex(78, 15), canvas.hex(80, 15)]
            == ["#ffffffff", "#ffff0000", "#ff0000ff", "#ffffffff"])
    }
}
