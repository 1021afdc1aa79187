import Testing
import TactileCairo
import TactileCore

/// A text field of several lines drawn by the real renderer (DejaVu Sans 20: 24 px lines,
/// the text's top-left at the field's (8, 8)).
@Suite struct TextFieldLinesPixelTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))
    let pixels = TextFieldPixelTests()

    /// A focused 156×`height` field of five lines at (10, 10) holding `text`, drawn once.
    struct Scene {
        let root: View, field: TextField, dispatcher: InputDispatcher, canvas: Canvas
        let renderer = SceneRenderer()

        init(_ text: String, height: Double, style: TextStyle) {
            root = rootView(width: 176, height: height + 20)
            field = TextField(frame: Rect(x: 10, y: 10, width: 156, height: height), text: text, maximumLines: 5, style: style)
            root.addSubview(field)
            dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
            field.focus(in: dispatcher)
            canvas = Canvas(width: 176, height: Int(height) + 20)
            renderer.render(root, into: canvas.target, bufferAge: 0)
        }

        /// The damage pending, then the frame drawn with it (which must be a full repaint's).
        func drawDamage() -> RectRegion { drawPendingDamage(of: root, renderer: renderer, into: canvas) }
    }

    /// "four" wraps onto the second line; the caret after it is drawn there, full line height.
    @Test func wrappedTextAndTheCaretOnTheSecondLine() {
        let s = Scene("one two three four", height: 80, style: style)
        let canvas = s.canvas
        #expect(pixels.count(canvas, in: Rect(x: 18, y: 18, width: 140, height: 24), pixels.isInk) > 100)
        #expect(pixels.count(canvas, in: Rect(x: 18, y: 42, width: 40, height: 24), pixels.isInk) > 40)
        #expect(pixels.count(canvas, in: Rect(x: 62, y: 42, width: 100, height: 24), pixels.isInk) == 0)
        #expect(pixels.count(canvas, in: Rect(x: 18 + 40 - 1, y: 42, width: 2, height: 24), pixels.isColor(s.field.caretColor)) == 48)
        #expect(pixels.count(canvas, in: Rect(x: 0, y: 0, width: 176, height: 42), pixels.isColor(s.field.caretColor)) == 0)
    }

    /// A selection from "e" of "one" to "fo" of "four" fills the first line from there to the
    /// wrapping edge and the second from its start.
    @Test func aSelectionAcrossLines() {
        let s = Scene("one two three four", height: 80, style: style)
        s.field.editor.select(2..<16)
        let canvas = renderFully(s.root)
        let selected = pixels.isColor(s.field.selectionColor)
        #expect(pixels.count(canvas, in: Rect(x: 18 + 26, y: 18, width: 130, height: 24), selected) > 130 * 24 / 3)
        #expect(pixels.count(canvas, in: Rect(x: 18, y: 18, width: 24, height: 24), selected) == 0)
        #expect(pixels.count(canvas, in: Rect(x: 18, y: 42, width: 18, height: 24), selected) > 18 * 24 / 3)
        #expect(pixels.count(canvas, in: Rect(x: 18 + 20, y: 42, width: 100, height: 24), selected) == 0)
    }

    /// Typing on the third line repaints from the line above it down, never the first line;
    /// the frame drawn with that damage has the pixels of a full repaint.
    @Test func typingOnALaterLineLeavesTheFirstAlone() {
        let s = Scene("one\ntwo\nthree", height: 100, style: style)
        _ = s.drawDamage()
        s.dispatcher.handleKey(KeyEvent(time: .zero, keysym: 0x78, text: "x", pressed: true))
        let damage = s.drawDamage()
        #expect(s.field.scrollOffset == 0)
        #expect(damage.bounds.minY >= 18 + 24 - 1 && damage.bounds.maxY <= 110)
        s.dispatcher.handleKey(KeyEvent(time: .zero, keysym: Keysym.enter, text: "\r", pressed: true))
        #expect(s.field.text == "one\ntwo\nthreex\n")
        _ = s.drawDamage()
    }
}
