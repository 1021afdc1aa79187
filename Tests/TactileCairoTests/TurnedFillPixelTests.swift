import CCairo
import PropertyBased
import Testing
@testable import TactileCairo
import TactileCore

/// Fills under a turned, skewed or scaled transform composited by pixman, over the whole of
/// a tile they cover or, translucent, through the coverage rasterised for each tile into the
/// renderer's coverage scratch (see `CairoDrawingContext+TurnedFills`, `CoverageScratch`):
/// the bytes of Cairo filling them on the canvas, in full and in partial repaints.
@Suite struct TurnedFillPixelTests {
    /// Views turned by a finger a little more at every frame, crossing many tiles and covering
    /// some whole: translucent and opaque backgrounds with and without rounded corners,
    /// borders, shadows (their layers translucent fills), a label (its text filled as
    /// outlines), a view turned by a right angle, a skewed one translucent as a whole (drawn in
    /// a group, where fills are left to Cairo), one scaled unevenly, children
    /// under a turned parent's rounded clip and turned children under an upright rounded clip
    /// (left to Cairo), over a root cleared rather than painted and over one painted. At
    /// integer and fractional scales, in tiles the scratch holds and in tiles too large for it
    /// (left to Cairo): each frame repainted where it changed has the bytes of a renderer
    /// leaving every composite and fill to Cairo.
    @Test(arguments: [nil, Color(red: 0.9, green: 0.92, blue: 0.95)])
    func turnedFillsKeepCairosPixels(rootColor: Color?) {
        let (root, turned) = turnedScene(rootColor: rootColor)
        for scale in [1.0, 1.5, 2] {
            for tileSize in [64, 200] {
                let width = Int(260 * scale), height = Int(200 * scale)
                let byPixman = Canvas(width: width, height: height, scale: scale), byCairo = Canvas(width: width, height: height, scale: scale)
                let pixman = SceneRenderer(maximumBufferAge: 4, tileSize: tileSize, compositesWithPixman: true)
                for frame in 0..<5 {
                    for (index, view) in turned.enumerated() {
                        view.transform = view.transform.rotated(by: 0.037 * Double(index + 1) + Double(frame) / 100)
                    }
                    turned[0].center.x += 1.3
                    pixman.render(root, into: byPixman.target, bufferAge: frame == 0 ? 0 : 1)
                    SceneRenderer(maximumBufferAge: 4, tileSize: tileSize, compositesWithPixman: false).render(root, into: byCairo.target, bufferAge: 0)
                    #expect(byPixman.hasSamePixels(as: byCairo), "scale \(scale), tiles of \(tileSize), frame \(frame)")
                }
                let scratch = pixman.coverageScratch.usage
                #expect(scratch.entries == (tileSize == 64 ? 1 : 0), "the scratch rasterised the turned fills in tiles of 64 only")
                #expect(scratch.bytes <= CoverageScratch.largestSide * CoverageScratch.largestSide)
            }
        }
    }

    /// The scratch holds one surface, grown to the largest area asked for up to `largestSide`
    /// a side, never beyond (a larger area is left to Cairo: nil); `removeAll` gives it back.
    @Test func theScratchStaysWithinItsBound() {
        let scratch = CoverageScratch()
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 300, height: 300), cornerRadius: 20)
        let turned = cairoMatrix(AffineTransform(rotationAngle: 0.3))
        for (width, height) in [(64, 64), (30, 128), (128, 20), (129, 10), (10, 400), (128, 128)] {
            let box = PixmanCompositor.Box(left: 40, top: 50, right: 40 + width, bottom: 50 + height)
            let image = scratch.coverage(of: path, matrix: turned, tolerance: 0.25, antialias: CAIRO_ANTIALIAS_DEFAULT,
                                         fillRule: CAIRO_FILL_RULE_WINDING, clippedTo: box)
            let fits = width <= CoverageScratch.largestSide && height <= CoverageScratch.largestSide
            #expect((image != nil) == fits, "an area of \(width)×\(height)")
            #expect(scratch.width >= (fits ? width : 0) && scratch.width <= CoverageScratch.largestSide)
            #expect(scratch.height >= (fits ? height : 0) && scratch.height <= CoverageScratch.largestSide)
            #expect(scratch.usage.bytes <= CoverageScratch.largestSide * CoverageScratch.largestSide)
        }
        #expect(scratch.usage.entries == 1)
        scratch.removeAll()
        #expect(scratch.usage == CacheUsage(entries: 0, bytes: 0))
    }

    /// Where a tile is taken for covered whole by a turned, skewed or stretched rounded
    /// rectangle (`CairoDrawingContext.covers`), Cairo's coverage of every pixel in it is whole:
    /// over random shapes, transforms and tiles, as the scratch rasterises it under the tile's clip.
    @Test func aTileTakenForCoveredIsCoveredWhole() throws {
        var rng = Xoshiro(seed: 20)
        let scratch = CoverageScratch()
        var covered = 0
        for _ in 0..<1000 {
            let rect = Rect(x: Double.random(in: -50...50, using: &rng), y: Double.random(in: -50...50, using: &rng),
                            width: Double.random(in: 40...300, using: &rng), height: Double.random(in: 40...300, using: &rng))
            let radius: Double = [0, 4, 16, 60].randomElement(using: &rng)!
            let transform = AffineTransform(rotationAngle: Double.random(in: -3.2...3.2, using: &rng))
                .concatenating(AffineTransform(a: 1, b: 0, c: Double.random(in: -0.4...0.4, using: &rng), d: 1, tx: 0, ty: 0))
                .scaledBy(x: Double.random(in: 0.5...2.5, using: &rng), y: Double.random(in: 0.5...2.5, using: &rng))
                .concatenating(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: Double.random(in: 100...300, using: &rng),
                                               ty: Double.random(in: 100...300, using: &rng)))
            let matrix = cairoMatrix(transform)
            let left = Int.random(in: 0...6, using: &rng) * 64, top = Int.random(in: 0...6, using: &rng) * 64
            let box = PixmanCompositor.Box(left: left, top: top, right: left + 64, bottom: top + 64)
            guard CairoDrawingContext.covers(box, rect: rect, cornerRadius: radius, matrix: matrix, tolerance: 0.25) else { continue }
            covered += 1
            let image = try #require(scratch.coverage(of: Path(roundedRect: rect, cornerRadius: radius), matrix: matrix, tolerance: 0.25,
                                                      antialias: CAIRO_ANTIALIAS_DEFAULT, fillRule: CAIRO_FILL_RULE_WINDING, clippedTo: box))
            let bytes = pixman_image_get_data(image)!.withMemoryRebound(to: UInt8.self, capacity: 1) { $0 }
            let stride = Int(pixman_image_get_stride(image))
            let whole = (0..<64).allSatisfy { y in (0..<64).allSatisfy { x in bytes[y * stride + x] == 0xff } }
            #expect(whole, "\(rect) radius \(radius) under \(transform), tile at (\(left), \(top))")
        }
        #expect(covered > 40, "enough tiles were taken for covered to tell")
    }

    /// A 260×200 root (cleared or painted `rootColor`) and the views it turns at every frame.
    private func turnedScene(rootColor: Color?) -> (root: View, turned: [View]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 260, height: 200))
        root.backgroundColor = rootColor
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.35), offset: Point(x: 3, y: 4), blurRadius: 6)
        // A large translucent window with a shadow crossing many tiles, a button and a label in it.
        let window = box(Rect(x: 30.3, y: 20.6, width: 190, height: 150), Color(red: 0.95, green: 0.9, blue: 0.8, alpha: 0.85))
        window.cornerRadius = 14
        window.shadow = shadow
        window.borderWidth = 1.5
        window.borderColor = Color(red: 0.3, green: 0.3, blue: 0.35, alpha: 0.6)
        let button = box(Rect(x: 40, y: 90, width: 90, height: 36), Color(red: 0.2, green: 0.4, blue: 0.9))
        button.cornerRadius = 8
        button.shadow = shadow
        window.addSubview(button)
        window.addSubview(Label(frame: Rect(x: 14, y: 12, width: 150, height: 24), text: "Turned Wg"))
        // Clipping to rounded corners in the turned window: its children are left to Cairo.
        let clipping = box(Rect(x: 120, y: 30, width: 60, height: 50), Color(red: 0.1, green: 0.6, blue: 0.3, alpha: 0.5))
        clipping.clipsToBounds = true
        clipping.cornerRadius = 12
        clipping.addSubview(box(Rect(x: -6, y: -4, width: 50, height: 30), Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.7)))
        window.addSubview(clipping)
        root.addSubview(window)
        // A large opaque card under the window, an opaque square turned, one turned by right angles, one skewed, one scaled unevenly.
        let opaque = box(Rect(x: 180, y: 110, width: 70, height: 70), Color(red: 0.7, green: 0.1, blue: 0.5))
        opaque.shadow = shadow
        let rightAngle = box(Rect(x: 10, y: 140, width: 60, height: 40), Color(red: 0.2, green: 0.7, blue: 0.7, alpha: 0.6))
        rightAngle.transform = AffineTransform(rotationAngle: .pi / 2)
        rightAngle.cornerRadius = 6
        let skewed = box(Rect(x: 150, y: 10, width: 80, height: 50), Color(red: 0.5, green: 0.5, blue: 0.1, alpha: 0.45))
        skewed.transform = AffineTransform(a: 1, b: 0.2, c: 0.45, d: 1, tx: 0, ty: 0)
        skewed.cornerRadius = 10
        // Translucent as a whole: drawn in a group, where its fills are left to Cairo.
        skewed.alpha = 0.7
        let stretched = box(Rect(x: 60, y: 150, width: 100, height: 30), Color(red: 0.3, green: 0.2, blue: 0.8, alpha: 0.55))
        stretched.transform = AffineTransform(scaleX: 1.7, y: 0.8)
        stretched.cornerRadius = 9
        stretched.shadow = shadow
        let card = box(Rect(x: 70, y: 40, width: 170, height: 130), Color(red: 0.25, green: 0.3, blue: 0.35))
        card.cornerRadius = 20
        root.insertSubview(card, at: 0)
        for view in [opaque, rightAngle, skewed, stretched] { root.addSubview(view) }
        // Turned children under an upright parent's rounded clip.
        let upright = box(Rect(x: 200, y: 150, width: 56, height: 46), Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.4))
        upright.clipsToBounds = true
        upright.cornerRadius = 14
        let inside = box(Rect(x: -10, y: 5, width: 60, height: 30), Color(red: 1, green: 0.6, blue: 0, alpha: 0.6))
        upright.addSubview(inside)
        root.addSubview(upright)
        return (root, [window, card, opaque, skewed, stretched, inside])
    }
}
