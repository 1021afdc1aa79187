import CCairo
import Glibc
import PropertyBased
import Testing
@testable import TactileCairo
import TactileCore

/// Text under a rotation or a scale of its own is filled from outlines made once at the buffer
/// scale (not drawn as glyph images rendered anew at every transform, which Cairo and pixman
/// would keep); upright text at rest is drawn as glyphs, as before.
@Suite struct TextOutlineTests {
    /// A 200×80 scene with a black label "Tactile 42" filling it, its view turned by `angle`
    /// and scaled by `scale` about its centre.
    private static func scene(angle: Double = 0, scale: Double = 1) -> View {
        let root = rootView(width: 200, height: 80)
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 80), text: "Tactile 42",
                          style: TextStyle(font: Font(size: 22, isBold: true), color: .black, alignment: .center))
        label.transform = AffineTransform(scaleX: scale, y: scale).rotated(by: angle)
        root.addSubview(label)
        return root
    }

    /// The ink (darkness, 0…255 per pixel, the canvas being white) summed, and its bounding box.
    private static func ink(_ canvas: Canvas) -> (total: Int, box: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        var total = 0
        var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let red = Int((canvas.pixels.load(fromByteOffset: y * canvas.stride + x * 4, as: UInt32.self) >> 16) & 0xff)
                let darkness = 255 - red
                guard darkness > 0 else { continue }
                total += darkness
                if darkness > 127 { box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y)) }
            }
        }
        return (total, box)
    }

    /// An outline is left unfilled (`liesOutsideClip`) only where Cairo's fill of it would
    /// change no pixel: over random turns, scales and places of a text under random tile
    /// clips, no clip it is left out of gets a pixel from Cairo filling it there anyway.
    @Test func anOutlineIsLeftOutOnlyWhereItsFillDrawsNothing() throws {
        let text = PangoText()
        let style = TextStyle(font: Font(size: 22, isBold: true), color: .black)
        let key = text.layoutKey("Tactile Wg 42", style: style, width: nil)
        let canvas = Canvas(width: 320, height: 320)
        let surface = canvas.cairoSurface(), cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo); cairo_surface_destroy(surface) }
        text.drawOutline(key, style: style, at: Point(x: 0, y: 0), cairo: cairo, bufferScale: 1)  // Makes and keeps the outline.
        let outline = try #require(text.outlines.value(for: PangoText.OutlineKey(layout: key, scale: 1)))
        var rng = Xoshiro(seed: 42)
        var leftOut = 0, drawn = 0
        for _ in 0..<400 {
            memset(canvas.pixels, 0, canvas.stride * canvas.height)
            cairo_surface_mark_dirty(surface)
            cairo_save(cairo)
            let left = Double(Int.random(in: 0...4, using: &rng) * 64), top = Double(Int.random(in: 0...4, using: &rng) * 64)
            cairo_rectangle(cairo, left, top, 64, 64)
            cairo_clip(cairo)
            cairo_translate(cairo, Double.random(in: 0...320, using: &rng), Double.random(in: 0...320, using: &rng))
            cairo_rotate(cairo, Double.random(in: -3.2...3.2, using: &rng))
            cairo_scale(cairo, Double.random(in: 0.5...2.5, using: &rng), Double.random(in: 0.5...2.5, using: &rng))
            let origin = Point(x: Double.random(in: -60...10, using: &rng), y: Double.random(in: -20...10, using: &rng))
            let outside = PangoText.liesOutsideClip(outline.extents.offsetBy(dx: origin.x, dy: origin.y), cairo: cairo)
            cairo_translate(cairo, origin.x, origin.y)
            cairo_append_path(cairo, outline.path)
            cairo_fill(cairo)
            cairo_restore(cairo)
            cairo_surface_flush(surface)
            let bytes = canvas.pixels.assumingMemoryBound(to: UInt8.self)
            let changed = (0..<canvas.stride * canvas.height).contains { bytes[$0] != 0 }
            if outside {
                leftOut += 1
                #expect(!changed, "left out of the clip at (\(left), \(top)), which its fill reaches")
            }
            if changed { drawn += 1 }
        }
        #expect(leftOut > 40 && drawn > 40, "enough fills left out (\(leftOut)) and drawn (\(drawn)) to tell")
    }

    @Test func onlyTheBufferScaleAndATranslationAreDrawnAsGlyphs() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo); cairo_surface_destroy(surface) }
        func rasters(_ setUp: () -> Void, bufferScale: Double) -> Bool {
            cairo_identity_matrix(cairo)
            setUp()
            return PangoText.rastersGlyphs(cairo: cairo, bufferScale: bufferScale)
        }
        #expect(rasters({ cairo_translate(cairo, 12.5, -3) }, bufferScale: 1))
        #expect(rasters({ cairo_scale(cairo, 2, 2); cairo_translate(cairo, 7, 9) }, bufferScale: 2))
        #expect(!rasters({ cairo_scale(cairo, 2, 2) }, bufferScale: 1), "an item's own scale")
        #expect(!rasters({ cairo_scale(cairo, 1.03, 1.03) }, bufferScale: 1), "a lifted item's scale")
        #expect(!rasters({ cairo_rotate(cairo, 0.01) }, bufferScale: 1), "a turned item")
        #expect(!rasters({ cairo_scale(cairo, 1, -1) }, bufferScale: 1), "a mirrored item")
    }

    @Test func textTurnedThroughHundredsOfAnglesKeepsOneOutline() {
        let root = Self.scene()
        let label = root.subviews[0]
        let canvas = Canvas(width: 200, height: 80)
        let renderer = SceneRenderer()
        renderer.render(root, into: canvas.target, bufferAge: 0)
        let upright = renderer.cacheUsage
        label.transform = AffineTransform(rotationAngle: 0.001)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        let turned = renderer.cacheUsage
        #expect(turned.entries == upright.entries + 1, "one outline for the turned text")
        for step in 2...400 {
            label.transform = AffineTransform(rotationAngle: Double(step) * 0.0157).scaledBy(x: 1 + Double(step % 50) / 100, y: 1 + Double(step % 50) / 100)
            renderer.render(root, into: canvas.target, bufferAge: 0)
        }
        #expect(renderer.cacheUsage == turned, "every angle and scale filled the same outline")
        #expect(turned.bytes - upright.bytes <= PangoText.outlineBudget)
    }

    @Test func textTurnedHalfWayRoundShowsTheUprightTextUpsideDown() {
        let upright = renderFully(Self.scene())
        let turned = renderFully(Self.scene(angle: .pi))
        let (uprightInk, uprightBox) = Self.ink(upright)
        let (turnedInk, turnedBox) = Self.ink(turned)
        #expect(uprightInk > 100 * 255, "the upright label drew text")
        // Outlines filled and glyph images differ by anti-aliasing only: the same ink, in the
        // same place turned round (pixel (x, y) goes to (199 - x, 79 - y)).
        #expect(abs(turnedInk - uprightInk) * 100 <= uprightInk * 4, "ink \(turnedInk) vs \(uprightInk)")
        #expect(abs(turnedBox.minX - (199 - uprightBox.maxX)) <= 1 && abs(turnedBox.maxX - (199 - uprightBox.minX)) <= 1)
        #expect(abs(turnedBox.minY - (79 - uprightBox.maxY)) <= 1 && abs(turnedBox.maxY - (79 - uprightBox.minY)) <= 1)
    }

    @Test func textScaledUpIsFilledFromTheOutlineAtTheBufferScale() {
        let upright = renderFully(Self.scene())
        let scaled = renderFully(Self.scene(scale: 1.5))
        let (uprightInk, uprightBox) = Self.ink(upright)
        let (scaledInk, scaledBox) = Self.ink(scaled)
        // Twice and a quarter the area, about the centre (100, 40).
        #expect(abs(Double(scaledInk) / Double(uprightInk) - 2.25) < 0.15, "ink ratio \(Double(scaledInk) / Double(uprightInk))")
        #expect(abs(Double(scaledBox.minX) - (100 + (Double(uprightBox.minX) - 100) * 1.5)) <= 2)
        #expect(abs(Double(scaledBox.maxY) - (40 + (Double(uprightBox.maxY) - 40) * 1.5)) <= 2)
    }
}
