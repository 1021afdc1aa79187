import CCairo
import CPango
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
        /// How far the labels are moved from their cells (a keyboard sliding in).
        let shift: Point
        let labels = ["q", "Q", "é", "⇧", "⌫", "123", "W", "g"]

        init(frame: Rect, direct: Bool, shift: Point = .zero) {
            self.direct = direct
            self.shift = shift
            super.init(frame: frame)
            backgroundColor = Color(red: 0.29, green: 0.32, blue: 0.36)
        }

        override func draw(in context: DrawingContext, rect: Rect) {
            for (index, label) in labels.enumerated() {
                let cell = Rect(x: 3.3 + Double(index) * 29.7 + shift.x, y: 4.45 + Double(index % 3) * 0.3 + shift.y, width: 27.15, height: 31.6)
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

    /// Labels sliding in, at a new sub-pixel place every frame, across and down: from their
    /// second frame on they come from pictures drawn at another phase of the same span (see
    /// `GlyphPhases`), whose pixels are those of the text drawn where the labels are, at every
    /// phase, at scales 1, 1.5 and 2.
    @Test(arguments: [1.0, 1.5, 2.0])
    func labelsSlidingThroughEveryPhaseHaveThePixelsOfTheirText(scale: Double) {
        let frame = Rect(x: 0, y: 0, width: 260, height: 48)
        let renderer = SceneRenderer()
        let canvas = Canvas(width: Int((260 * scale).rounded(.up)), height: Int((48 * scale).rounded(.up)), scale: scale)
        var composited = 0
        for step in 0..<64 {
            // Steps finer than a tenth of a pixel across: some labels land within a 256th of
            // a pixel of where a glyph's rounded place changes.
            let shift = Point(x: Double(step) * 0.0123, y: Double(step) * 3.1 / 64)
            let expected = renderFully(LabelsView(frame: frame, direct: true, shift: shift), scale: scale)
            let pictures = renderer.labels.pictureCount
            renderer.render(LabelsView(frame: frame, direct: false, shift: shift), into: canvas.target, bufferAge: 0)
            if renderer.labels.pictureCount == pictures, pictures > 0 { composited += 1 }
            #expect(canvas.hasSamePixels(as: expected), "labels moved by \(shift) at scale \(scale)")
        }
        #expect(composited > 32, "most frames drew every label from a picture made before (\(composited) of 64)")
    }

    /// A label drawn just either side of a phase at which a glyph's rounded place changes (a
    /// `GlyphPhases` threshold), within the fixed-point step Cairo takes positions to first:
    /// from a picture made at another phase of its span, or at its own phase where that step
    /// could carry it across, the pixels are those of its text, at scales 1 and 2.
    @Test(arguments: [1.0, 2.0])
    func aLabelAroundItsThresholdsHasThePixelsOfItsText(scale: Double) {
        let text = PangoText(), style = TextStyle.label(font: Font(size: 14), color: Color(red: 0.1, green: 0.1, blue: 0.2))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)!
        let measure = cairo_create(surface)!
        cairo_scale(measure, scale, scale)
        let layout = text.makeLayout("qé", style: style, width: 40, cairo: measure)
        let thresholds = GlyphPhases(layout: layout, scale: scale)!.x
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(measure)
        cairo_surface_destroy(surface)
        #expect(!thresholds.isEmpty)
        let root = rootView(width: 60, height: 30), canvas = Canvas(width: Int(60 * scale), height: Int(30 * scale), scale: scale)
        let label = Label(frame: Rect(x: 10, y: 5, width: 40, height: 20), text: "qé", style: style)
        root.addSubview(label)
        let renderer = SceneRenderer()
        for threshold in thresholds {
            for offset in [-3.0, -1, -0.6, -0.5, -0.4, -0.1, 0, 0.1, 0.4, 0.5, 0.6, 1, 3] {
                // Buffer pixels → logical: the phase lands `offset` 256ths from the threshold.
                label.frame.origin.x = 10 + (threshold + offset / 256) / scale
                for _ in 0..<2 {  // drawn, then from a picture
                    label.setNeedsDisplay()
                    renderer.render(root, into: canvas.target, bufferAge: 1)
                    #expect(canvas.hasSamePixels(as: renderFully(root, scale: scale)), "at \(offset)/256 from \(threshold), scale \(scale)")
                }
            }
        }
    }

    /// Draws a text field's line (`drawLine`) at a fractional place, under a clip to a
    /// rectangle on whole or on fractional pixels, as a text field does.
    private final class LineView: View {
        var clip: Rect?

        override func draw(in context: DrawingContext, rect: Rect) {
            context.save()
            if let clip { context.clip(to: Path(rect: clip)) }
            context.drawLine("Grüße, fly 42", style: TextStyle(font: Font(size: 15), color: Color(red: 0.1, green: 0.1, blue: 0.2)),
                             at: Point(x: 4.3, y: 3.7))
            context.restore()
        }
    }

    /// A text field's line drawn again at every frame while something passes over it (the
    /// magnifier following a finger): from its second frame it comes from a picture the line
    /// drew of itself; every frame's pixels are those of the line drawn there, at scales 1,
    /// 1.5 and 2, under a clip on whole pixels and under one cutting its glyphs on fractional
    /// pixels (drawn as text there).
    @Test(arguments: [1.0, 1.5, 2.0])
    func aLineRepaintedUnderSomethingPassingHasThePixelsOfItsText(scale: Double) {
        for clip in [nil, Rect(x: 10.3, y: 0, width: 52.45, height: 30)] {
            let root = rootView(width: 150, height: 30), line = LineView(frame: Rect(x: 5, y: 2, width: 140, height: 26))
            line.clip = clip
            let passing = box(Rect(x: 0, y: 0, width: 12, height: 30), Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.5))
            root.addSubview(line)
            root.addSubview(passing)
            let renderer = SceneRenderer(), canvas = Canvas(width: Int(150 * scale), height: Int(30 * scale), scale: scale)
            for frame in 0..<12 {
                passing.frame.origin.x = Double(frame) * 11.5
                renderer.render(root, into: canvas.target, bufferAge: frame == 0 ? 0 : 1)
                #expect(canvas.hasSamePixels(as: renderFully(root, scale: scale)), "frame \(frame), clip \(String(describing: clip)), scale \(scale)")
            }
            #expect(renderer.labels.pictureCount == 1, "the line's picture")
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
            #expect(pictures.usage.entries - pictures.pictureCount <= LabelPictures.sightingBudget + LabelPictures.phaseBudget)
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
        #expect(most <= LabelPictures.sightingBudget + LabelPictures.phaseBudget)
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
