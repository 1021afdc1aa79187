import PropertyBased
import Synchronization
import Testing
@testable import TactileCairo
import TactileCore

/// Over random scenes (rounded and square fills, borders, shadows, a label, clipping scroll
/// views, groups of translucent views) and random mutations, at integer and fractional buffer
/// scales, a renderer compositing its cached masks and pictures with pixman directly leaves the
/// very bytes of one leaving every composite to Cairo, in full and in partial repaints.
@Test func compositingWithPixmanGivesCairosPixels() async {
    let compositedCases = Mutex(0)
    await propertyCheck(count: 300, input: Gen.uint64(), Gen.int(in: 1...3).array(of: 1...8), Gen.int(in: 2...4), Gen.bool) {
        seed, frames, halfScale, scrolling in
        let scale = Double(halfScale) / 2
        var rng = Xoshiro(seed: seed)
        let scene = RandomScene(using: &rng, scrolling: scrolling)
        let width = Int(64 * scale), height = Int(48 * scale)
        let byPixman = Canvas(width: width, height: height, scale: scale), byCairo = Canvas(width: width, height: height, scale: scale)
        let pixman = SceneRenderer(), cairo = SceneRenderer(maximumBufferAge: 4, tileSize: 64, compositesWithPixman: false)
        for (frame, mutations) in ([0] + frames).enumerated() {
            for _ in 0..<mutations { scene.mutate(using: &rng) }
            // The same buffer each frame (age 1): partial repaints after the first.
            pixman.render(scene.root, into: byPixman.target, bufferAge: frame == 0 ? 0 : 1)
            cairo.render(scene.root, into: byCairo.target, bufferAge: 0)
            #expect(byPixman.hasSamePixels(as: byCairo), "frame \(frame) of \(frames.count), seed \(seed)")
        }
        if pixman.pixmanComposites(into: byPixman) > 0 { compositedCases.withLock { $0 += 1 } }
    }
    // Not every scene has a composite pixman makes (one of square fills only, at a fractional
    // scale), but most do.
    #expect(compositedCases.withLock { $0 } >= 200, "pixman composited in \(compositedCases.withLock { $0 }) of 300 scenes")
}

/// Views clipped by a parent with rounded corners and by one on fractional pixels: the
/// composites inside the pixels such a clip covers whole go through pixman, those reaching its
/// corners or its partly covered edges through Cairo; the bytes are Cairo's either way.
@Test func clippedCompositesKeepCairosPixels() {
    let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 90))
    root.backgroundColor = .white
    let rounded = View(frame: Rect(x: 6, y: 5, width: 60, height: 70)), fractional = View(frame: Rect(x: 70.3, y: 10.6, width: 40, height: 50))
    for (parent, cornerRadius) in [(rounded, 14.0), (fractional, 0)] {
        parent.clipsToBounds = true
        parent.cornerRadius = cornerRadius
        parent.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.8, alpha: 0.6)
        root.addSubview(parent)
        // Children reaching past the clip, into its corners, and well inside its whole pixels.
        for frame in [Rect(x: -3, y: -2, width: parent.bounds.width + 6, height: 30), Rect(x: 0, y: 0, width: parent.bounds.width, height: 24),
                      Rect(x: 0, y: 44, width: parent.bounds.width, height: 12), Rect(x: 8, y: 20, width: 20, height: 20)] {
            let child = View(frame: frame)
            child.backgroundColor = Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.8)
            child.cornerRadius = 3
            child.borderWidth = 1.5
            child.borderColor = Color(red: 0.1, green: 0.7, blue: 0.2)
            child.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), offset: Point(x: 1, y: 2), blurRadius: 3)
            parent.addSubview(child)
        }
    }
    for scale in [1.0, 1.5, 2] {
        let width = Int(120 * scale), height = Int(90 * scale)
        let byPixman = Canvas(width: width, height: height, scale: scale), byCairo = Canvas(width: width, height: height, scale: scale)
        let pixman = SceneRenderer()
        pixman.render(root, into: byPixman.target, bufferAge: 0)
        SceneRenderer(maximumBufferAge: 4, tileSize: 64, compositesWithPixman: false).render(root, into: byCairo.target, bufferAge: 0)
        #expect(byPixman.hasSamePixels(as: byCairo), "at scale \(scale)")
        #expect(pixman.pixmanComposites(into: byPixman) > 0, "pixman composited at scale \(scale)")
    }
}

/// A list's rows under its rounded corners, as a list pulled past its end shows them: rows
/// across its whole width reaching past its top and bottom edges and into its corners, words
/// on them, the list on whole and on fractional pixels, moved a little at every frame. The
/// composites in the band between the corners' widths and cut at the list's edges go through
/// pixman, and so do the masks reaching into the corners, multiplied by the corners' coverage
/// (`ClipEdgeCoverage+Rounded`); the bytes are Cairo's either way.
@Test func rowsUnderRoundedCornersKeepCairosPixels() {
    let (root, list) = roundedList(at: Point(x: 12, y: 10))
    let content = View(frame: Rect(x: 0, y: 0, width: 170, height: 260))
    list.addSubview(content)
    for row in 0..<8 {
        let stripe = Label(frame: Rect(x: 8, y: Double(row) * 36 - 30, width: 154, height: 30), text: "row \(row) Wg")
        stripe.backgroundColor = row % 2 == 0 ? Color(red: 0.3, green: 0.4, blue: 0.5, alpha: 0.9) : Color(red: 0.5, green: 0.3, blue: 0.2)
        stripe.cornerRadius = 6
        content.addSubview(stripe)
    }
    for (origin, scale) in [(Point(x: 12, y: 10), 1.0), (Point(x: 12.4, y: 9.7), 1.0), (Point(x: 12, y: 10), 1.5), (Point(x: 12, y: 10), 2)] {
        list.frame.origin = origin
        let width = Int(200 * scale), height = Int(160 * scale)
        let byPixman = Canvas(width: width, height: height, scale: scale), byCairo = Canvas(width: width, height: height, scale: scale)
        let pixman = SceneRenderer()
        for frame in 0..<6 {
            content.frame.origin.y = -Double(frame) * 7.5
            pixman.render(root, into: byPixman.target, bufferAge: frame == 0 ? 0 : 1)
            SceneRenderer(maximumBufferAge: 4, tileSize: 64, compositesWithPixman: false).render(root, into: byCairo.target, bufferAge: 0)
            #expect(byPixman.hasSamePixels(as: byCairo), "list at \(origin), scale \(scale), frame \(frame)")
        }
        #expect(pixman.pixmanComposites(into: byPixman) > 0, "pixman composited, list at \(origin), scale \(scale)")
    }
}

/// A list scrolled as a scroll view scrolls, by its bounds' origin: its clip to its rounded
/// bounds is given in a new user space at every frame, the same shape on screen, so the
/// coverage of its corners is read once per tile and span of columns and kept; its rows, at a
/// new place at every frame (whole and fractional buffer pixels, at scales 1, 1.5 and 2), are
/// multiplied by that coverage where they reach into the corners, with Cairo's bytes.
@Test func rowsScrolledThroughRoundedCornersKeepCairosPixels() {
    let (root, list) = roundedList(at: Point(x: 12.5, y: 10))
    for row in 0..<12 {
        let stripe = View(frame: Rect(x: 8, y: Double(row) * 26, width: 154, height: 22))
        stripe.backgroundColor = row % 2 == 0 ? Color(red: 0.3, green: 0.4, blue: 0.5, alpha: 0.9) : Color(red: 0.5, green: 0.3, blue: 0.2)
        stripe.cornerRadius = 8
        list.addSubview(stripe)
    }
    for scale in [1.0, 1.5, 2] {
        let width = Int(200 * scale), height = Int(160 * scale)
        let byPixman = Canvas(width: width, height: height, scale: scale), byCairo = Canvas(width: width, height: height, scale: scale)
        let pixman = SceneRenderer()
        for frame in 0..<24 {
            list.bounds.origin.y = Double(frame) * (frame % 3 == 0 ? 1.25 : 2.0 / 3)
            pixman.render(root, into: byPixman.target, bufferAge: frame == 0 ? 0 : 1)
            SceneRenderer(maximumBufferAge: 4, tileSize: 64, compositesWithPixman: false).render(root, into: byCairo.target, bufferAge: 0)
            #expect(byPixman.hasSamePixels(as: byCairo), "list scrolled to \(list.bounds.origin.y), scale \(scale)")
        }
        #expect(pixman.clipEdges.usage.entries > 0, "the corners' coverage was read and kept")
    }
}

/// A 200×160 root and, at `origin` in it, a 170×130 list clipped to its rounded bounds
/// (corners of 16), for rows to pass under its corners.
private func roundedList(at origin: Point) -> (root: View, list: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 160))
    root.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.95, alpha: 0.7)
    let list = View(frame: Rect(origin: origin, size: Size(width: 170, height: 130)))
    list.clipsToBounds = true
    list.cornerRadius = 16
    list.backgroundColor = Color(red: 0.1, green: 0.15, blue: 0.2)
    root.addSubview(list)
    return (root, list)
}

extension SceneRenderer {
    /// The composites pixman made in Cairo's stead into `canvas` so far: a comparison of the
    /// two paths shows nothing if this one declined them all.
    fileprivate func pixmanComposites(into canvas: Canvas) -> Int {
        self.canvas(for: canvas.target).context.compositor.compositeCount
    }
}
