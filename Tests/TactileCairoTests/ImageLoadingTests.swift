import CCairo
import Glibc
import Synchronization
import Testing
import TactileCairo
import TactileCore

/// Image views through the renderer with pictures decoded off the main thread: the
/// placeholder, the picture once its decode is delivered, the fade, the size decoded, the
/// cancelled decodes of views that left, and the log lines. Decodes are waited for with
/// `finishPendingDecodes`, never with a sleep.
@Suite struct ImageLoadingTests {
    static let grey = Color(red: 0.5, green: 0.5, blue: 0.5)

    /// A white 100×100 root at `scale` with an image view of `image` over all of it.
    private func scene(_ image: Image, frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100),
                       mode: ContentMode = .scaleToFill) -> (root: View, view: ImageView) {
        let root = rootView(width: 100, height: 100)
        let view = ImageView(frame: frame, image: image)
        view.contentMode = mode
        view.placeholderColor = Self.grey
        root.addSubview(view)
        return (root, view)
    }

    @Test func thePlaceholderShowsUntilTheDecodeIsDeliveredThenThePicture() {
        let decoding = FakeDecoding()
        let pictures = PictureLoader.threaded(decoding: decoding.decoding, wake: {})
        let renderer = SceneRenderer(pictures: pictures)
        let (root, _) = scene(testImage("photo", width: 50, height: 50))
        let canvas = Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        #expect(canvas.hex(50, 50) == "#ff808080")
        #expect(pictures.pendingCount == 1)

        pictures.finishPendingDecodes()
        #expect(root.damageTracker.hasDamage, "the view that waited is redrawn")
        renderer.render(root, into: canvas.target, bufferAge: 1)
        #expect(canvas.hex(50, 50) == "#ff00ff00")
        #expect(decoding.callList == ["photo 50x50"])
    }

    @Test func thePictureFadesInOverThePlaceholderOnTheAnimator() {
        let clock = ManualClock()
        let pictures = PictureLoader.threaded(decoding: FakeDecoding().decoding, wake: {})
        let renderer = SceneRenderer(pictures: pictures)
        let (root, view) = scene(testImage(width: 50, height: 50))
        let animator = Animator { clock.now }
        root.layoutEnvironment.animator = animator
        let canvas = Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        pictures.finishPendingDecodes()
        var seen: [String] = []
        for milliseconds in [0.0, 50, 100, 150] {
            clock.advance(by: .zero + .milliseconds(milliseconds) - clock.now)
            animator.tick(now: clock.now)
            renderer.render(root, into: canvas.target, bufferAge: 1)
            seen.append(canvas.hex(50, 50))
        }
        // Grey to green: the placeholder's share goes as the picture's comes (ease-out).
        #expect(seen.first == "#ff808080" && seen.last == "#ff00ff00")
        let greens = seen.map { Int($0.dropFirst(5).prefix(2), radix: 16)! }
        #expect(greens == greens.sorted() && Set(greens).count == 4, "\(seen)")
        #expect(view.fade == 1 && !animator.isAnimating)
    }

    @Test func aPictureAlreadyDecodedShowsAtOnceWithoutFade() {
        let pictures = PictureLoader.synchronous(decoding: FakeDecoding().decoding)
        let (root, _) = scene(testImage(width: 50, height: 50))
        root.layoutEnvironment.animator = Animator { .zero }
        let canvas = Canvas(width: 100, height: 100)
        SceneRenderer(pictures: pictures).render(root, into: canvas.target, bufferAge: 0)
        #expect(canvas.hex(50, 50) == "#ff00ff00")
    }

    /// The size decoded is the image's rectangle in buffer pixels, capped at its own pixels
    /// (but for SVG), for each content mode and scale.
    @Test func theDecodedSizeFollowsTheContentModeAndTheScale() {
        let image = testImage("wide", width: 400, height: 200)
        let svg = testImage("icon", width: 40, height: 20, format: .svg)
        func size(_ image: Image, _ mode: ContentMode, scale: Double, side: Double = 100) -> String {
            let view = ImageView(frame: Rect(x: 0, y: 0, width: side, height: side), image: image)
            view.contentMode = mode
            let (width, height) = view.decodedSize(scale: scale)!
            return "\(width)x\(height)"
        }
        #expect(size(image, .aspectFit, scale: 1) == "100x50")
        #expect(size(image, .aspectFit, scale: 2) == "200x100")
        #expect(size(image, .aspectFill, scale: 1) == "200x100")
        #expect(size(image, .aspectFill, scale: 2) == "400x200")
        #expect(size(image, .aspectFill, scale: 3) == "400x200")  // Capped at its own pixels.
        #expect(size(image, .scaleToFill, scale: 1.5) == "150x150")
        #expect(size(image, .center, scale: 1) == "400x200")
        #expect(size(image, .center, scale: 2) == "400x200")
        #expect(size(svg, .aspectFit, scale: 2) == "200x100")  // Vectors: any size.
        #expect(size(svg, .center, scale: 2) == "80x40")

        // And what the renderer asks the decoder for.
        let decoding = FakeDecoding()
        let pictures = PictureLoader.synchronous(decoding: decoding.decoding)
        let (root, _) = scene(image, mode: .aspectFit)
        let canvas = Canvas(width: 200, height: 200, scale: 2)
        SceneRenderer(pictures: pictures).render(root, into: canvas.target, bufferAge: 0)
        #expect(decoding.callList == ["wide 200x100"])
    }

    /// At its decoded size the picture lands pixel for pixel (a checkerboard stays sharp), even
    /// at a fractional position, and tinted it is a mask painted in the tint.
    @Test func aPictureOfTheExactSizeIsDrawnPixelForPixelAndATintPaintsItsShape() {
        let checker = ImageDecoding { _, width, height throws(ImageError) in
            let picture = solidPicture(width: width, height: height, color: 0xffff_ffff)
            let pixels = cairoPixels(of: picture)
            for y in 0..<height { for x in 0..<width where (x + y) % 2 == 0 { pixels[y * width + x] = 0xff00_0000 } }
            return [DecodedFrame(picture: picture)]
        }
        let pictures = PictureLoader.synchronous(decoding: checker)
        let root = rootView(width: 100, height: 100)
        let view = ImageView(frame: Rect(x: 10.3, y: 20.4, width: 20, height: 20), image: testImage(width: 40, height: 40))
        root.addSubview(view)
        let canvas = Canvas(width: 200, height: 200, scale: 2)
        let renderer = SceneRenderer(pictures: pictures)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        // Every pixel of the 40×40 picture is pure black or white: no filtering.
        let inner = (22..<58).flatMap { x in (42..<78).map { y in canvas.hex(x, y) } }
        #expect(Set(inner) == ["#ff000000", "#ffffffff"])

        view.tintColor = red
        renderer.render(root, into: canvas.target, bufferAge: 1)
        let tinted = (22..<58).flatMap { x in (42..<78).map { y in canvas.hex(x, y) } }
        #expect(Set(tinted) == ["#ffff0000"], "opaque pixels of either colour are painted red")
    }

    @Test func aTintKeepsThePicturesTransparency() {
        let half = ImageDecoding { _, width, height throws(ImageError) in
            let picture = solidPicture(width: width, height: height, color: 0xff00_00ff)
            let pixels = cairoPixels(of: picture)
            for y in 0..<height { for x in width / 2..<width { pixels[y * width + x] = 0 } }
            return [DecodedFrame(picture: picture)]
        }
        let (root, view) = scene(testImage(width: 100, height: 100))
        view.tintColor = red
        let canvas = Canvas(width: 100, height: 100)
        SceneRenderer(pictures: .synchronous(decoding: half)).render(root, into: canvas.target, bufferAge: 0)
        #expect([canvas.hex(20, 50), canvas.hex(80, 50)] == ["#ffff0000", "#ffffffff"])
    }

    @Test func theCornerRadiusClipsThePictureAndThePlaceholder() {
        let (root, view) = scene(testImage(width: 100, height: 100))
        view.cornerRadius = 30
        let canvas = Canvas(width: 100, height: 100)
        SceneRenderer(pictures: .synchronous(decoding: FakeDecoding().decoding)).render(root, into: canvas.target, bufferAge: 0)
        #expect([canvas.hex(1, 1), canvas.hex(50, 50), canvas.hex(98, 98)] == ["#ffffffff", "#ff00ff00", "#ffffffff"])

        let pending = PictureLoader.threaded(decoding: FakeDecoding().decoding, wake: {})
        SceneRenderer(pictures: pending).render(root, into: canvas.target, bufferAge: 0)
        #expect([canvas.hex(1, 1), canvas.hex(50, 50)] == ["#ffffffff", "#ff808080"])
        pending.finishPendingDecodes()
    }

    /// A view that leaves the screen before its decode starts never has it run; one whose
    /// decode was running has the result dropped.
    @Test func decodesOfViewsThatLeftTheScreenAreCancelled() {
        let (gate, decoding, pictures) = gatedLoader(holding: "first")
        let renderer = SceneRenderer(pictures: pictures)
        let root = rootView(width: 100, height: 100)
        let first = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50), image: testImage("first"))
        let second = ImageView(frame: Rect(x: 50, y: 0, width: 50, height: 50), image: testImage("second"))
        let third = ImageView(frame: Rect(x: 0, y: 50, width: 50, height: 50), image: testImage("third"))
        for view in [first, second, third] { root.addSubview(view) }
        let canvas = Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        #expect(pictures.pendingCount == 3)

        // The first is decoding (held at the gate); the second leaves, the third is hidden.
        gate.waitUntilEntered()
        first.removeFromSuperview()
        second.removeFromSuperview()
        third.isHidden = true
        renderer.render(root, into: canvas.target, bufferAge: 1)
        #expect(pictures.pendingCount == 0)
        gate.open()
        pictures.finishPendingDecodes()
        pictures.deliverFinished()
        #expect(decoding.callList == ["first 8x8"], "the queued decodes never ran")
        #expect(pictures.cache.count == 0, "the running one's result was dropped")
    }

    /// What counts as on screen for the cancellation: scrolled out of a clipping parent or
    /// fully transparent is not.
    @Test func aViewScrolledOutOfAClippingParentIsNotShown() {
        let root = rootView(width: 100, height: 100)
        let list = View(frame: root.bounds)
        list.clipsToBounds = true
        root.addSubview(list)
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50), image: testImage())
        list.addSubview(view)
        #expect(view.isShown(in: root))
        list.bounds.origin.y = 60
        #expect(!view.isShown(in: root))
        list.bounds.origin.y = 0
        view.alpha = 0
        #expect(!view.isShown(in: root))
    }

    /// A decoding thread runs at a nice value 10 above the main thread's, and wakes the main
    /// loop once per decode finished.
    @Test func decodingThreadsRunNicerThanTheMainThreadAndWakeItOncePerDecode() {
        let wakes = Mutex(0)
        let pictures = PictureLoader.threaded(decoding: FakeDecoding().decoding, threads: 1, wake: { wakes.withLock { $0 += 1 } })
        for name in ["a", "b"] { _ = pictures.state(of: testImage(name), width: 8, height: 8, for: nil) }
        pictures.finishPendingDecodes()
        let main = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        #expect(pictures.decodingNiceValue == min(19, main + 10))
        #expect(wakes.withLock { $0 } == 2 && pictures.cache.count == 2)
    }

    /// A view whose size changes before its decode starts asks for the new size only.
    @Test func aDecodeAtASizeNoLongerShownIsCancelled() {
        let (gate, decoding, pictures) = gatedLoader(holding: "held")
        let renderer = SceneRenderer(pictures: pictures)
        let root = rootView(width: 100, height: 100)
        root.addSubview(ImageView(frame: Rect(x: 0, y: 0, width: 10, height: 10), image: testImage("held", width: 100, height: 100)))
        let view = ImageView(frame: Rect(x: 50, y: 0, width: 20, height: 20), image: testImage("photo", width: 100, height: 100))
        root.addSubview(view)
        let canvas = Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        gate.waitUntilEntered()
        view.frame = Rect(x: 50, y: 0, width: 40, height: 40)
        renderer.render(root, into: canvas.target, bufferAge: 1)
        gate.open()
        pictures.finishPendingDecodes()
        #expect(decoding.callList == ["held 10x10", "photo 40x40"])
    }

    /// A picture larger than the whole budget is decoded once and shown, not evicted on arrival
    /// and asked for again and again.
    @Test func aPictureLargerThanTheBudgetIsDecodedOnceAndShown() {
        let decoding = FakeDecoding()
        let pictures = PictureLoader.threaded(decoding: decoding.decoding, budget: 100, wake: {})
        let renderer = SceneRenderer(pictures: pictures)
        let (root, _) = scene(testImage("large", width: 100, height: 100))
        let canvas = Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        pictures.finishPendingDecodes()
        for _ in 0..<3 {
            root.setNeedsDisplay()
            renderer.render(root, into: canvas.target, bufferAge: 1)
            #expect(canvas.hex(50, 50) == "#ff00ff00")
        }
        #expect(decoding.callList == ["large 100x100"] && pictures.pendingCount == 0)
    }

    @Test func theLogSaysWhenAPictureIsFirstShownAndWhenAnImageIsRefusedOnce() {
        let pictures = PictureLoader.synchronous(decoding: FakeDecoding(refused: ["broken.jpg"]).decoding)
        var lines: [String] = []
        pictures.log = { lines.append($0) }
        let root = rootView(width: 100, height: 100)
        root.addSubview(ImageView(frame: Rect(x: 0, y: 0, width: 40, height: 40), image: testImage("a.png", width: 80, height: 80)))
        let broken = testImage("broken.jpg")
        root.addSubview(ImageView(frame: Rect(x: 50, y: 0, width: 40, height: 40), image: broken))
        root.addSubview(ImageView(frame: Rect(x: 50, y: 50, width: 40, height: 40), image: broken))
        let renderer = SceneRenderer(pictures: pictures)
        let canvas = Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        root.setNeedsDisplay()
        renderer.render(root, into: canvas.target, bufferAge: 1)
        #expect(lines == ["image shown a.png 40x40", "image refused broken.jpg: not an image"])
    }
}

/// The pixels of a picture, to write before it is drawn (its stride is its width: ARGB32).
func cairoPixels(of picture: DecodedPicture) -> UnsafeMutablePointer<UInt32> {
    cairo_image_surface_get_data(picture.surface)!.withMemoryRebound(to: UInt32.self, capacity: picture.width * picture.height) { $0 }
}

/// A loader decoding on one thread with a `FakeDecoding`, whose decode of the image called
/// `name` waits at the gate until the test opens it.
func gatedLoader(holding name: String) -> (gate: Gate, decoding: FakeDecoding, loader: PictureLoader) {
    let gate = Gate(), decoding = FakeDecoding()
    let gated = ImageDecoding { image, width, height throws(ImageError) in
        if image.name == name { gate.wait() }
        return try decoding.decoding.decode(image, width, height)
    }
    return (gate, decoding, PictureLoader.threaded(decoding: gated, threads: 1, wake: {}))
}

/// Holds a decoding thread until the test opens it, and tells the test when one is held.
final class Gate: Sendable {
    private let state = Mutex((entered: false, open: false))

    func wait() {
        state.withLock { $0.entered = true }
        while !state.withLock({ $0.open }) { sched_yield() }
    }

    func waitUntilEntered() {
        while !state.withLock({ $0.entered }) { sched_yield() }
    }

    func open() { state.withLock { $0.open = true } }
}
