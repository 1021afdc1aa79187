import CCairo
import Testing
@testable import TactileCairo
import TactileCore

/// Labels drawn by `drawLabel` come from pictures once drawn again at the same phase in a
/// later frame: the pixels are those of the text drawn there, and the pictures stay within their budget.
@Suite struct LabelPicturesTests {
    /// Draws keyboard-like labels at fractional positions, by `drawLabel` or, with `direct`,
    /// as its documentation says it paints (the text in `labelFrame`).
    private final class LabelsView: View {
        let direct: Bool
        let labels = ["q", "Q", "é", "⇧", "⌫", "123", "W", "g"]

        init(frame: Rect, direct: Bool) {
            self.direct = direct
            super.init(frame: frame)
            backgroundColor = Color(red: 0.29, green: 0.32, blue: 0.36)
        }

        override func draw(in context: DrawingContext, rect: Rect) {
            for (index, label) in labels.enumerated() {
                let cell = Rect(x: 3.3 + Double(index) * 29.7, y: 4.45 + Double(index % 3) * 0.3, width: 27.15, height: 31.6)
                let font = Font(size: cell.height * 0.45)
                if direct {
                    context.draw(label, style: .label(font: font, color: .white), in: context.labelFrame(of: label, font: font, in: cell))
                } else {
                    context.drawLabel(label, centredIn: cell, font: font, color: .white)
                }
            }
        }
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func aLabelFromItsPictureHasThePixelsOfItsText(scale: Double) {
        let frame = Rect(x: 0, y: 0, width: 240, height: 40)
        let expected = renderFully(LabelsView(frame: frame, direct: true), scale: scale)
        let view = LabelsView(frame: frame, direct: false)
        let canvas = Canvas(width: expected.width, height: expected.height, scale: scale)
        let renderer = SceneRenderer()
        for _ in 0..<3 {  // drawn, then pictured, then composited from the picture
            view.setNeedsDisplay()
            renderer.render(view, into: canvas.target, bufferAge: 0)
            #expect(canvas.hasSamePixels(as: expected))
        }
    }

    /// A Cairo context on a transparent ARGB surface of `width`×`height` pixels, for `body`.
    private func withCairo(width: Int32, height: Int32, _ body: (OpaquePointer) -> Void) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        let cairo = cairo_create(surface)!
        body(cairo)
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    @Test func aLabelGetsAPictureWhenALaterFrameDrawsItAtTheSamePhase() {
        withCairo(width: 100, height: 40) { cairo in drawAtPhases(cairo) }
    }

    private func drawAtPhases(_ cairo: OpaquePointer) {
        let text = PangoText(), pictures = LabelPictures()
        let style = TextStyle.label(font: Font(size: 14), color: .white)
        func draw(at x: Double) {
            pictures.draw("a", style: style, in: Rect(x: x, y: 4, width: 30, height: 20), cairo: cairo, bufferScale: 1, text: text)
        }
        pictures.beginFrame()
        draw(at: 10.25)
        #expect(pictures.pictureCount == 0)
        draw(at: 40.5)  // another phase: seen once too
        draw(at: 10.25)  // the same frame again (a second damaged area it straddles)
        #expect(pictures.pictureCount == 0)
        pictures.beginFrame()
        draw(at: 20.25)  // the first phase again, elsewhere, in a later frame
        #expect(pictures.pictureCount == 1)
        draw(at: 60.25)
        #expect(pictures.pictureCount == 1)
        pictures.removeAll()
        #expect(pictures.usage == CacheUsage(entries: 0, bytes: 0))
    }

    @Test func thousandsOfLabelsKeepThePicturesAndSightingsWithinTheirBudgets() {
        withCairo(width: 400, height: 100) { cairo in drawThousands(cairo) }
    }

    private func drawThousands(_ cairo: OpaquePointer) {
        let text = PangoText(), pictures = LabelPictures()
        let style = TextStyle.label(font: Font(size: 40), color: .white)
        var largest = 0
        for step in 0..<3000 {
            // Each label drawn in two frames, so each gets a picture (about 4 KB to 12 KB).
            for _ in 0..<2 {
                pictures.beginFrame()
                pictures.draw("\(step)", style: style, in: Rect(x: 10, y: 10, width: 380, height: 60), cairo: cairo, bufferScale: 1, text: text)
            }
            largest = max(largest, pictures.pictureBytes)
            #expect(pictures.usage.entries - pictures.pictureCount <= LabelPictures.sightingBudget)
        }
        #expect(largest <= LabelPictures.byteBudget)
        #expect(largest > LabelPictures.byteBudget / 2, "the budget was reached")
        #expect(pictures.pictureCount < 3000)
    }

    /// Every text the renderer draws gets a picture when drawn again at the same phase, and
    /// thousands of distinct texts keep the pictures within their bytes and the labels seen
    /// within their entries; a text whose frame is larger than `largestPicturePixels` is drawn
    /// as text, without a picture.
    @Test func thousandsOfTextsDrawnByTheRendererKeepThePicturesWithinTheirBudgets() {
        let root = rootView(width: 400, height: 260)
        let caption = Label(frame: Rect(x: 10.5, y: 10.25, width: 200, height: 60), text: "", style: TextStyle(font: Font(size: 20)))
        let paragraph = Label(frame: Rect(x: 0, y: 200, width: 400, height: 50), text: "", style: TextStyle(font: Font(size: 12)))
        root.addSubview(caption)
        root.addSubview(paragraph)
        // Three lines of 12-pixel text (a Label draws in a frame as wide as itself and as tall as
        // its text): about 400×45, at scale 2 more than `largestPicturePixels`.
        let words = String(repeating: "a paragraph of words ", count: 8)
        let canvas = Canvas(width: 800, height: 520, scale: 2), renderer = SceneRenderer()
        var largest = 0, most = 0
        for step in 0..<1500 {
            caption.text = "caption \(step)"
            paragraph.text = "\(step) " + words
            for _ in 0..<2 {  // Drawn in two frames: the second draws the caption from a picture.
                caption.setNeedsDisplay()
                paragraph.setNeedsDisplay()
                renderer.render(root, into: canvas.target, bufferAge: 1)
            }
            largest = max(largest, renderer.labels.pictureBytes)
            most = max(most, renderer.labels.usage.entries - renderer.labels.pictureCount)
        }
        #expect(renderer.labels.pictureCount > 0, "captions drawn again come from pictures")
        #expect(largest <= LabelPictures.byteBudget)
        #expect(largest > LabelPictures.byteBudget / 2, "the budget was reached")
        #expect(most <= LabelPictures.sightingBudget)
        #expect(renderer.labels.pictureCount < 1500, "pictures were evicted")
        // Far below the caption: repainting the paragraph's tiles draws nothing else.
        let pictures = renderer.labels.pictureCount
        paragraph.text = "the last " + words
        for _ in 0..<2 {
            paragraph.setNeedsDisplay()
            renderer.render(root, into: canvas.target, bufferAge: 1)
        }
        #expect(renderer.labels.pictureCount == pictures, "a paragraph drawn twice got no picture")
    }
}
