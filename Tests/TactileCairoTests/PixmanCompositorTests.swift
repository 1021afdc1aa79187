import CCairo
import Testing
@testable import TactileCairo
import TactileCore

/// `PixmanCompositor` stands in for Cairo's composite of a cached mask or picture: its pixels
/// must be Cairo's, byte for byte, over a backdrop of every kind of pixel, clipped to a box that
/// cuts the shapes, for colours opaque, translucent, transparent and out of range.
@Suite struct PixmanCompositorTests {
    private static let colours = [Color(red: 0.91, green: 0.31, blue: 0.36), Color(red: 0.2, green: 0.7, blue: 0.5, alpha: 0.37),
                                  Color(red: 1.2, green: -0.1, blue: 0.5, alpha: 0.8), Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0),
                                  Color(red: 0.13, green: 0.93, blue: 0.71, alpha: 0.999)]
    /// The clip both draw under (buffer pixels): it cuts every shape below.
    private static let clip = PixmanCompositor.Box(left: 10, top: 9, right: 50, bottom: 40)

    @Test func aRoundedRectMaskHasCairosPixels() {
        let masks = RoundedRectMasks(tolerance: 0.25)
        for (index, colour) in Self.colours.enumerated() {
            let phase = Double(index) * 0.3
            let shape = Rect(x: 5.3 + phase, y: 7.6 - phase, width: 40.45, height: 23.2)
            let mask = masks.mask(of: shape, cornerRadius: 6.5, lineWidth: index % 2 == 0 ? 0 : 2.5, bufferWidth: 64, bufferHeight: 48)!
            expectSamePixels { cairo in
                paintWithCairo(colour, through: mask, on: cairo)
            } byPixman: { compositor, _ in
                compositor.paint(colour, through: mask.image, width: mask.width, height: mask.height, x: mask.x, y: mask.y)
            }
        }
    }

    @Test func aShadowMaskHasCairosPixels() {
        let shadows = ShadowMasks()
        for (index, colour) in Self.colours.enumerated() {
            let mask = shadows.mask(width: 30 + index, height: 20, cornerRadius: 5, blur: 4 + Double(index))!.mask
            let padding = ShadowMasks.padding(blur: 4 + Double(index))
            let x = 8 - padding + index, y = 12 - padding
            expectSamePixels { cairo in
                cairo_set_source_rgba(cairo, colour.red, colour.green, colour.blue, colour.alpha)
                cairo_mask_surface(cairo, mask.surface, Double(x), Double(y))
            } byPixman: { compositor, _ in
                compositor.paint(colour, through: mask.image, width: 30 + index + 2 * padding, height: 20 + 2 * padding, x: x, y: y)
            }
        }
    }

    @Test func aPictureHasCairosPixels() {
        let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 37, 21)!
        let cairo = cairo_create(picture)!
        PangoText().draw("Wg 12", style: .label(font: Font(size: 15), color: Color(red: 0.9, green: 0.8, blue: 0.2, alpha: 0.7)),
                         in: Rect(x: 0.4, y: 0.3, width: 37, height: 21), cairo: cairo, bufferScale: 1)
        cairo_destroy(cairo)
        cairo_surface_flush(picture)
        let image = pixmanImage(of: picture)
        for x in [3, 20] {
            expectSamePixels { cairo in
                cairo_set_source_surface(cairo, picture, Double(x), 14)
                cairo_paint(cairo)
            } byPixman: { compositor, _ in
                compositor.paint(picture: image, width: 37, height: 21, x: x, y: 14)
            }
        }
        pixman_image_unref(image)
        cairo_surface_destroy(picture)
    }

    /// A clip to a rectangle on fractional pixels (a view drawing its own content is clipped
    /// to its bounds) that the masks reach past: the compositor multiplies them by the clip's
    /// coverage as Cairo does, for every phase of the rectangle's edges.
    @Test func aMaskUnderARectangleOnFractionalPixelsHasCairosPixels() {
        let masks = RoundedRectMasks(tolerance: 0.25), clipEdges = ClipEdgeCoverage()
        for (index, colour) in Self.colours.enumerated() {
            let phase = Double(index) * 0.23 + 0.1
            let rectangle = Rect(x: 12 + phase, y: 7 + phase / 2, width: 30.5 - phase, height: 24 + phase)
            let mask = masks.mask(of: Rect(x: 6.3, y: 5.6, width: 44.45, height: 30.2), cornerRadius: 5, lineWidth: index % 2 == 0 ? 0 : 2.5,
                                  bufferWidth: 64, bufferHeight: 48)!
            func fixed(_ value: Double) -> Int { Int((value * 256).rounded(.toNearestOrEven)) }
            let edges = ClipEdgeCoverage.Edges(left: fixed(rectangle.minX), top: fixed(rectangle.minY), right: fixed(rectangle.maxX),
                                               bottom: fixed(rectangle.maxY))
            expectSamePixels("colour \(index)") { cairo in
                setPath(Path(rect: rectangle), on: cairo)  // Its corners, as the drawing context gives them.
                cairo_clip(cairo)
                paintWithCairo(colour, through: mask, on: cairo)
            } byPixman: { compositor, _ in
                compositor.clipEdges = clipEdges
                compositor.clipToArea(PixmanCompositor.Box(left: edges.left >> 8, top: edges.top >> 8, right: (edges.right + 255) >> 8,
                                                           bottom: (edges.bottom + 255) >> 8))
                let inner = PixmanCompositor.Box(left: (edges.left + 255) >> 8, top: (edges.top + 255) >> 8, right: edges.right >> 8,
                                                 bottom: edges.bottom >> 8)
                compositor.clipToRectangle(edges, interior: PixmanCompositor.Interior(wide: inner, tall: inner))
                return compositor.paint(colour, through: mask.image, width: mask.width, height: mask.height, x: mask.x, y: mask.y)
            }
        }
    }

    /// Rectangles at every phase over areas of every size: coverages are read for areas up to
    /// `largestSide` a side only, and those kept never pass `byteBudget`; `removeAll` gives
    /// everything back.
    @Test func clipEdgeCoveragesStayWithinTheirBudget() {
        let clipEdges = ClipEdgeCoverage()
        for step in 0..<600 {
            let side = 8 + step % 140, phase = step % 256
            let area = PixmanCompositor.Box(left: step, top: 3, right: step + side, bottom: 3 + side / 2 + 1)
            let edges = ClipEdgeCoverage.Edges(left: area.left * 256 + phase, top: 3 * 256 + 255 - phase, right: area.right * 256 - phase,
                                               bottom: area.bottom * 256 - 1)
            let coverage = clipEdges.coverage(of: edges, in: area)
            #expect((coverage != nil) == (side <= ClipEdgeCoverage.largestSide))
            #expect(clipEdges.usage.bytes <= ClipEdgeCoverage.byteBudget, "\(clipEdges.usage)")
        }
        #expect(clipEdges.usage.entries > 0)
        clipEdges.removeAll()
        #expect(clipEdges.usage == CacheUsage(entries: 0, bytes: 0))
    }

    /// A rounded clip given in two user spaces that put it on the same buffer pixels (a scroll
    /// view's bounds moved by its offset) is one clip: its coverage is read once. Rounded clips
    /// at every phase and over areas of every size: coverages are read for areas up to
    /// `largestSide` a side only, and those kept never pass `roundedByteBudget`; `removeAll`
    /// gives everything back.
    @Test func roundedClipCoveragesAreSharedAndStayWithinTheirBudget() {
        let clipEdges = ClipEdgeCoverage()
        func clip(_ rect: Rect, offset: Double, phase: Double) -> ClipEdgeCoverage.RoundedClip {
            ClipEdgeCoverage.RoundedClip(rect: rect.offsetBy(dx: 0, dy: offset), radius: 12,
                                         matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 3 + phase, y0: 5 - offset), tolerance: 0.25)
        }
        let list = Rect(x: 0, y: 0, width: 90, height: 70), box = PixmanCompositor.Box(left: 3, top: 5, right: 60, bottom: 69)
        #expect(clipEdges.roundedCoverage(of: clip(list, offset: 0, phase: 0.5), over: box) != nil)
        let read = clipEdges.usage
        #expect(clipEdges.roundedCoverage(of: clip(list, offset: 37, phase: 0.5), over: box) != nil)
        #expect(clipEdges.usage == read, "the list scrolled: the same clip on screen, read once")
        for step in 0..<400 {
            let side = 8 + step % 140
            let area = PixmanCompositor.Box(left: step, top: 2, right: step + side, bottom: 2 + side / 2 + 1)
            let coverage = clipEdges.roundedCoverage(of: clip(list, offset: 0, phase: Double(step % 256) / 256), over: area)
            #expect((coverage != nil) == (side <= ClipEdgeCoverage.largestSide))
            #expect(clipEdges.usage.bytes <= ClipEdgeCoverage.roundedByteBudget, "\(clipEdges.usage)")
        }
        #expect(clipEdges.usage.entries > 0)
        clipEdges.removeAll()
        #expect(clipEdges.usage == CacheUsage(entries: 0, bytes: 0))
    }

    /// An app animating a colour paints a new one every frame: the solid sources kept stay
    /// within their budget, and the colour painted last is right.
    @Test func thousandsOfColoursKeepTheSolidSourcesWithinTheirBudget() {
        let canvas = Canvas(width: 16, height: 16), surface = canvas.cairoSurface()
        defer { cairo_surface_destroy(surface) }
        let compositor = PixmanCompositor(target: canvas.target, surface: surface), masks = RoundedRectMasks(tolerance: 0.25)
        let mask = masks.mask(of: Rect(x: 0, y: 0, width: 16, height: 16), cornerRadius: 2, bufferWidth: 16, bufferHeight: 16)!
        var most = 0
        for step in 0..<3000 {
            let colour = Color(red: Double(step % 256) / 255, green: Double(step / 256) / 255, blue: 0)
            #expect(compositor.paint(colour, through: mask.image, width: mask.width, height: mask.height, x: mask.x, y: mask.y))
            most = max(most, compositor.solidCount)
        }
        #expect(most == PixmanCompositor.solidBudget, "the budget was reached, never passed")
        #expect(canvas.hex(8, 8) == "#ffb70b00", "the last colour, #b70b00, painted opaque")
    }

    /// Where Cairo's composite is not pixman's (a transparency group open on a surface pixman
    /// does not draw into, a clip of another shape), the compositor paints nothing and says so;
    /// `closeGroup` and `restore` bring the canvas and the box back.
    @Test func itDeclinesInGroupsAndOtherClips() {
        let canvas = Canvas(width: 16, height: 16), surface = canvas.cairoSurface()
        defer { cairo_surface_destroy(surface) }
        let compositor = PixmanCompositor(target: canvas.target, surface: surface), masks = RoundedRectMasks(tolerance: 0.25)
        let mask = masks.mask(of: Rect(x: 2, y: 2, width: 12, height: 12), cornerRadius: 4, bufferWidth: 16, bufferHeight: 16)!
        func paint() -> Bool { compositor.paint(red, through: mask.image, width: mask.width, height: mask.height, x: mask.x, y: mask.y) }
        let alphaOnly = cairo_image_surface_create(CAIRO_FORMAT_A8, 16, 16)!
        defer { cairo_surface_destroy(alphaOnly) }
        compositor.openGroup(on: alphaOnly)
        #expect(!paint())
        compositor.closeGroup()
        compositor.save()
        compositor.clipToShape()
        #expect(!paint())
        compositor.restore()
        #expect(canvas.alpha(8, 8) == 0, "nothing was painted")
        #expect(paint())
        #expect(canvas.alpha(8, 8) == 255)
    }

    /// Draws `byCairo` on a Cairo context and `byPixman` with a compositor (and a Cairo context
    /// on the same canvas), each over the same backdrop under `clip`, and expects the same bytes.
    private func expectSamePixels(_ comment: Comment? = nil, byCairo: (OpaquePointer) -> Void, byPixman: (PixmanCompositor, OpaquePointer) -> Bool) {
        let cairoCanvas = backdrop(), pixmanCanvas = backdrop()
        let cairoSurface = cairoCanvas.cairoSurface(), pixmanSurface = pixmanCanvas.cairoSurface()
        let onCairo = clipped(cairoSurface), onPixman = clipped(pixmanSurface)
        byCairo(onCairo)
        let compositor = PixmanCompositor(target: pixmanCanvas.target, surface: pixmanSurface)
        compositor.clipToArea(Self.clip)
        #expect(byPixman(compositor, onPixman), "the compositor painted")
        for (cairo, surface) in [(onCairo, cairoSurface), (onPixman, pixmanSurface)] {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        #expect(cairoCanvas.hasSamePixels(as: pixmanCanvas), comment)
    }

    /// A Cairo context on `surface` clipped to `clip`.
    private func clipped(_ surface: OpaquePointer) -> OpaquePointer {
        let cairo = cairo_create(surface)!, clip = Self.clip
        cairo_rectangle(cairo, Double(clip.left), Double(clip.top), Double(clip.right - clip.left), Double(clip.bottom - clip.top))
        cairo_clip(cairo)
        return cairo
    }

    /// Cairo keeps track of a surface it cleared: what pixman draws on one must count (Cairo
    /// took the layer's image, cleared, for clear still, and painted a fill over a shadow
    /// pixman had drawn there as if it were not).
    @Test func cairoDrawsOverWhatPixmanDrewOnACanvasItCleared() {
        let masks = RoundedRectMasks(tolerance: 0.25)
        let shadow = masks.mask(of: Rect(x: 4, y: 4, width: 40, height: 30), cornerRadius: 6, bufferWidth: 64, bufferHeight: 48)!
        let shadowColour = Color(red: 0, green: 0, blue: 0, alpha: 0.4), fill = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7)
        expectSamePixels { cairo in
            clear(cairo)
            paintWithCairo(shadowColour, through: shadow, on: cairo)
            fillBox(cairo, fill)
        } byPixman: { compositor, cairo in
            clear(cairo)
            let painted = compositor.paint(shadowColour, through: shadow.image, width: shadow.width, height: shadow.height, x: shadow.x,
                                           y: shadow.y)
            fillBox(cairo, fill)
            return painted
        }
    }

    /// Paints `colour` through `mask` with Cairo, as the drawing context does without pixman.
    private func paintWithCairo(_ colour: Color, through mask: RoundedRectMasks.Placed, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, colour.red, colour.green, colour.blue, colour.alpha)
        let surface = mask.makeCairoSurface()
        cairo_mask_surface(cairo, surface, Double(mask.x), Double(mask.y))
        cairo_surface_destroy(surface)
    }

    /// Clears the whole canvas, unclipped, as a layer's image is cleared.
    private func clear(_ cairo: OpaquePointer) {
        cairo_save(cairo)
        cairo_reset_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    private func fillBox(_ cairo: OpaquePointer, _ colour: Color) {
        cairo_set_source_rgba(cairo, colour.red, colour.green, colour.blue, colour.alpha)
        cairo_rectangle(cairo, 2, 2, 30, 30)
        cairo_fill(cairo)
    }

    /// A 64×48 canvas whose pixels run through many premultiplied values, transparent to opaque.
    private func backdrop() -> Canvas {
        let canvas = Canvas(width: 64, height: 48)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let alpha = UInt32((x * 4 + y * 7) % 256)
                let red = alpha * UInt32(x % 5) / 4, green = alpha * UInt32(y % 3) / 2, blue = alpha * UInt32((x + y) % 7) / 6
                canvas.pixels.storeBytes(of: alpha << 24 | red << 16 | green << 8 | blue, toByteOffset: y * canvas.stride + x * 4,
                                         as: UInt32.self)
            }
        }
        return canvas
    }
}
