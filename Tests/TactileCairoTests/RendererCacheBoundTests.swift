import CCairo
import Testing
@testable import TactileCairo
import TactileCore

/// A kiosk runs for months: whatever a scene does, what the renderer caches stays within its
/// budgets, and a renderer asked to forget gives everything back.
@Suite struct RendererCacheBoundTests {
    /// The renderer's budgets together (3 MB of rounded-rect masks with the pixels kept for new
    /// ones, 1.5 MB of shadow masks, 512 KB of text layouts, 2 MB of lines kept for carets, 1 MB of
    /// text outlines, sizes, 64 font descriptions, 1 MB of label pictures), the band masks are drawn
    /// in (64 rows of the widest, at most this 480-pixel buffer), plus the one oversize mask a cache
    /// may hold beyond its budget (at most this scene's largest, 400×400 with its blur).
    static let bound = (3 << 20) + (3 << 19) + (1 << 19) + (1 << 21) + (1 << 20) + 1024 * 16 + 64 * 128 + (1 << 20)
        + MaskRasterizer.bandHeight * 480 + 500 * 500

    @Test func pinchingAShadowedLabelledViewThroughHundredsOfSizesStaysWithinTheBudgets() {
        let root = rootView(width: 480, height: 480)
        let card = box(Rect(x: 40, y: 40, width: 100, height: 100), red)
        card.cornerRadius = 12
        card.shadow = Shadow(blurRadius: 10)
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40), text: "size")
        card.addSubview(label)
        root.addSubview(card)
        let canvas = Canvas(width: 480, height: 480, scale: 1)
        let renderer = SceneRenderer()
        var largest = 0
        for step in 0..<600 {
            // A new size, position phase and text at every frame, as a pinch and a counter give.
            let side = 60 + Double(step % 300) + Double(step) / 1000
            card.frame = Rect(x: 40 + Double(step % 7) / 8, y: 40, width: side, height: side)
            label.frame = Rect(x: 0, y: 0, width: side, height: 40)
            label.text = "size \(step)"
            renderer.render(root, into: canvas.target, bufferAge: 1)
            largest = max(largest, renderer.cacheUsage.bytes)
        }
        #expect(largest <= Self.bound, "the caches held \(largest) bytes")
        #expect(renderer.cacheUsage.entries > 0)
        renderer.removeCachedEntries()
        #expect(renderer.cacheUsage == CacheUsage(entries: 0, bytes: 0))
    }

    @Test func aLabelDrawnAgainWithTheSameTextLooksTheSame() {
        let root = rootView(width: 120, height: 40)
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 40), text: "Tactile")
        root.addSubview(label)
        let first = renderFully(root)
        let canvas = Canvas(width: 120, height: 40, scale: 1)
        let renderer = SceneRenderer()
        renderer.render(root, into: canvas.target, bufferAge: 0)
        let entries = renderer.text.usage.entries
        label.setNeedsDisplay()
        renderer.render(root, into: canvas.target, bufferAge: 0)
        #expect(canvas.hasSamePixels(as: first))
        #expect(renderer.text.usage.entries == entries, "the second draw reused the layout and size")
    }

    @Test func aFontSizeAnimatedThroughHundredsOfSizesKeepsAtMostTheBudgetOfDescriptions() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 80)
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo); cairo_surface_destroy(surface) }
        let text = PangoText()
        for step in 1...300 {
            let style = TextStyle(font: Font(size: 12 + Double(step) / 10))
            text.draw("Grow", style: style, in: Rect(x: 0, y: 0, width: 200, height: 80), cairo: cairo, bufferScale: 1)
            #expect(text.fonts.count <= PangoText.fontBudget)
        }
        // A size whose description was evicted is described again and measures as before.
        let style = TextStyle(font: Font(size: 12.1))
        let measured = text.size(of: "Grow", style: style, width: nil)
        text.removeCachedLayouts()
        #expect(text.fonts.count == 0)
        #expect(text.size(of: "Grow", style: style, width: nil) == measured)
    }
}
