import Testing
@testable import TactileCairo
@testable import TactileCore

/// How a text field's line meets the renderer's caches: measuring the line height keeps the
/// line being edited as the last one looked up, and a field under a rotation or a scale of its
/// own is filled from outlines, as labels are.
@Suite struct TextFieldLineDrawingTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))

    /// The field's line height came from the empty string's line, which took the place of
    /// the field's own line as the last one looked up: the next caret query hashed the whole
    /// text again to find it.
    @Test func theLineHeightLeavesTheLastLineAlone() {
        let root = rootView(width: 320, height: 60)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 40), text: "keep me", style: style)
        root.addSubview(field)
        let renderer = SceneRenderer(), canvas = Canvas(width: 320, height: 60)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        let pango = renderer.textLayouter as! PangoText
        #expect(pango.lastLine?.key.string == "keep me")
        #expect(field.lineHeight == 24)
        #expect(pango.lastLine?.key.string == "keep me")
        withExtendedLifetime(canvas) {}
    }

    /// A field on a turned item draws one outline of its line (not glyph images at every
    /// angle), and every further angle fills the same one; upright, it draws glyphs again.
    @Test func aTurnedFieldIsFilledFromItsOutline() {
        let root = rootView(width: 320, height: 60)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 40), text: "Tactile 42", style: style)
        root.addSubview(field)
        let canvas = Canvas(width: 320, height: 60)
        let renderer = SceneRenderer()
        renderer.render(root, into: canvas.target, bufferAge: 0)
        let upright = renderer.cacheUsage
        field.transform = AffineTransform(rotationAngle: 0.001)
        renderer.render(root, into: canvas.target, bufferAge: 0)
        let turned = renderer.cacheUsage
        #expect(turned.entries == upright.entries + 1, "one outline for the turned line")
        for step in 2...60 {
            field.transform = AffineTransform(rotationAngle: Double(step) * 0.02).scaledBy(x: 1.1, y: 1.1)
            renderer.render(root, into: canvas.target, bufferAge: 0)
        }
        #expect(renderer.cacheUsage == turned, "every angle filled the same outline")
        field.transform = .identity
        let again = renderFully(root)
        #expect(again.hasSamePixels(as: renderFully(root)))
        let pixels = TextFieldPixelTests()
        #expect(pixels.count(again, in: Rect(x: 18, y: 18, width: 120, height: 24), pixels.isInk) > 40)
    }
}
