import PropertyBased
import Testing
@testable import TactileCairo
import TactileCore

/// Transparency groups drawn into the renderer's kept surfaces and composited by pixman (see
/// `GroupSurfaces`) leave Cairo's bytes, and the surfaces kept stay within their limits.
@Suite struct GroupSurfacesTests {
    /// Translucent views nested deeper than the kept surfaces go (the deepest pushed by Cairo),
    /// each with a shadow, rounded corners, a border, a label, and a child clipping to rounded
    /// corners, over a translucent backdrop; alphas Cairo takes for opaque and for zero among
    /// them. At integer and fractional scales, with tiles that fit the surfaces and tiles too
    /// large for them, fully drawn and then partly repainted after a move: the bytes of a
    /// renderer leaving every group to Cairo.
    @Test func translucentGroupsKeepCairosPixels() {
        let root = rootView(width: 180, height: 140, color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.6))
        var parent = root
        for (depth, alpha) in [0.85, 0.5, 0.9999, 0.7, 0.3, 0.6, 0.002].enumerated() {
            let inset = Double(depth) * 6
            let view = box(Rect(x: 9.3 + inset / 3, y: 7.6, width: 150 - 2 * inset, height: 120 - 2 * inset),
                           Color(red: 0.9 - Double(depth) / 10, green: 0.3, blue: 0.2 + Double(depth) / 10, alpha: 0.8))
            view.alpha = alpha
            view.cornerRadius = 10
            view.borderWidth = 1.5
            view.borderColor = Color(red: 0.1, green: 0.7, blue: 0.2)
            view.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), offset: Point(x: 2, y: 3), blurRadius: 4)
            view.addSubview(Label(frame: Rect(x: 4, y: 2, width: 80, height: 20), text: "Wg \(depth)"))
            let clipping = box(Rect(x: 90 - inset, y: 4, width: 30, height: 40), Color(red: 0.2, green: 0.2, blue: 0.9, alpha: 0.5))
            clipping.clipsToBounds = true
            clipping.cornerRadius = 8
            clipping.addSubview(box(Rect(x: -5, y: -5, width: 40, height: 20), Color(red: 1, green: 0.8, blue: 0, alpha: 0.9)))
            view.addSubview(clipping)
            parent.addSubview(view)
            parent = view
        }
        let moved = root.subviews[0]
        for scale in [1.0, 1.5, 2] {
            for tileSize in [64, 200] {
                let width = Int(180 * scale), height = Int(140 * scale)
                let byPixman = Canvas(width: width, height: height, scale: scale), byCairo = Canvas(width: width, height: height, scale: scale)
                let pixman = SceneRenderer(maximumBufferAge: 4, tileSize: tileSize, compositesWithPixman: true)
                moved.center = Point(x: 90, y: 70)
                pixman.render(root, into: byPixman.target, bufferAge: 0)
                if tileSize == 64 {
                    #expect(pixman.groupSurfaces.usage.entries == GroupSurfaces.depthLimit, "every kept surface drew groups")
                }
                moved.center = Point(x: 91.3, y: 72.4)
                pixman.render(root, into: byPixman.target, bufferAge: 1)
                SceneRenderer(maximumBufferAge: 4, tileSize: tileSize, compositesWithPixman: false)
                    .render(root, into: byCairo.target, bufferAge: 0)
                #expect(byPixman.hasSamePixels(as: byCairo), "at scale \(scale) in tiles of \(tileSize)")
            }
        }
    }

    /// A label over a translucent fill in a skewed translucent group: the group's first drawing
    /// (the fill's edges) is made onto a surface Cairo knows to be clear, as the one it pushes,
    /// so the text drawn over it leaves Cairo's bytes too (before the kept surfaces were
    /// cleared by Cairo, one pixel at scale 2 in tiles of 64 was a level apart).
    @Test func aGroupsFirstDrawingIsCairosOntoAClearSurface() {
        for scale in [1.0, 1.5, 2] {
            for tileSize in [64, 200] {
                let root = View(frame: Rect(x: 0, y: 0, width: 260, height: 200))
                let skewed = box(Rect(x: 150, y: 10, width: 80, height: 50), Color(red: 0.5, green: 0.5, blue: 0.1, alpha: 0.45))
                skewed.transform = AffineTransform(a: 1, b: 0.2, c: 0.45, d: 1, tx: 0, ty: 0)
                skewed.cornerRadius = 10
                skewed.alpha = 0.7
                skewed.addSubview(Label(frame: Rect(x: 4, y: 4, width: 70, height: 24), text: "Skew Wg"))
                root.addSubview(skewed)
                let width = Int(260 * scale), height = Int(200 * scale)
                let byPixman = Canvas(width: width, height: height, scale: scale), byCairo = Canvas(width: width, height: height, scale: scale)
                let pixman = SceneRenderer(maximumBufferAge: 4, tileSize: tileSize, compositesWithPixman: true)
                pixman.render(root, into: byPixman.target, bufferAge: 0)
                SceneRenderer(maximumBufferAge: 4, tileSize: tileSize, compositesWithPixman: false).render(root, into: byCairo.target, bufferAge: 0)
                #expect(pixman.groupSurfaces.usage.entries == (tileSize == 64 ? 1 : 0), "the group was drawn in a kept surface in tiles of 64")
                #expect(byPixman.hasSamePixels(as: byCairo), "at scale \(scale) in tiles of \(tileSize)")
            }
        }
    }

    /// Groups of every size and depth asked for: beyond the limits none is given (Cairo then
    /// pushes the group), every one given holds the size asked, and what is kept never passes
    /// `depthLimit` surfaces nor `byteBudget` bytes; `removeAll` gives everything back.
    @Test func theSurfacesStayWithinTheirLimits() {
        let surfaces = GroupSurfaces()
        var rng = Xoshiro(seed: 20)
        for _ in 0..<2000 {
            let depth = Int.random(in: 0...6, using: &rng)
            let width = Int.random(in: 1...200, using: &rng), height = Int.random(in: 1...200, using: &rng)
            let surface = surfaces.surface(depth: depth, width: width, height: height)
            let fits = depth < GroupSurfaces.depthLimit && width <= GroupSurfaces.largestSide && height <= GroupSurfaces.largestSide
            #expect((surface != nil) == fits)
            if let surface { #expect(surface.width >= width && surface.height >= height) }
            let usage = surfaces.usage
            #expect(usage.entries <= GroupSurfaces.depthLimit && usage.bytes <= GroupSurfaces.byteBudget, "\(usage)")
        }
        #expect(surfaces.usage.entries == GroupSurfaces.depthLimit)
        surfaces.removeAll()
        #expect(surfaces.usage == CacheUsage(entries: 0, bytes: 0))
    }
}
