import Testing
import TactileCairo
import TactileCore

/// Text fields drawn by the real renderer with real Pango text (DejaVu Sans).
@Suite struct TextFieldPixelTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))

    /// A 300×40 field at (10, 10) on a white root, on a dispatcher of its own.
    func scene(text: String = "", placeholder: String = "", kind: TextContentKind = .text,
               width: Double = 300) -> (root: View, field: TextField, dispatcher: InputDispatcher) {
        let root = rootView(width: width + 20, height: 60)
        let field = TextField(frame: Rect(x: 10, y: 10, width: width, height: 40), text: text, placeholder: placeholder,
                              kind: kind, style: style)
        root.addSubview(field)
        return (root, field, InputDispatcher(rootView: root, clock: ManualClock()))
    }

    /// Pixels of `canvas` inside `rect` (buffer pixels) that satisfy `test`.
    func count(_ canvas: Canvas, in rect: Rect, _ test: (UInt32) -> Bool) -> Int {
        var found = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                if test(canvas.pixels.load(fromByteOffset: y * canvas.stride + x * 4, as: UInt32.self)) { found += 1 }
            }
        }
        return found
    }

    /// Whether the premultiplied opaque pixel is `color` (within 2 per channel).
    func isColor(_ color: Color) -> (UInt32) -> Bool {
        { pixel in
            let channels = [(pixel >> 16) & 0xff, (pixel >> 8) & 0xff, pixel & 0xff].map(Double.init)
            return zip(channels, [color.red, color.green, color.blue]).allSatisfy { abs($0 - $1 * 255) <= 2 }
        }
    }

    /// Dark pixels: glyphs in the default black.
    func isInk(_ pixel: UInt32) -> Bool { (pixel & 0xff) < 100 && ((pixel >> 8) & 0xff) < 100 }

    /// An empty unfocused field shows its placeholder in grey and no caret; focused, the caret
    /// is a full-height bar at the padding; text replaces the placeholder.
    @Test func placeholderAndCaret() {
        let s = scene(placeholder: "Your name")
        let unfocused = renderFully(s.root)
        let textArea = Rect(x: 18, y: 10, width: 200, height: 40)
        #expect(count(unfocused, in: textArea) { pixel in
            let grey = (pixel & 0xff), red = (pixel >> 16) & 0xff
            return grey < 200 && abs(Int(grey) - Int(red)) < 30
        } > 40)
        #expect(count(unfocused, in: Rect(x: 0, y: 0, width: 320, height: 60), isColor(s.field.caretColor)) == 0)
        s.field.focus(in: s.dispatcher)
        let focused = renderFully(s.root)
        // The caret: 2 px wide centred on x = 10 + 8, as tall as the line (24 px, centred).
        #expect(count(focused, in: Rect(x: 17, y: 18, width: 2, height: 24), isColor(s.field.caretColor)) == 48)
        #expect(count(focused, in: Rect(x: 17, y: 10, width: 2, height: 7), isColor(s.field.caretColor)) == 0)
        s.field.text = "Ann"
        let typed = renderFully(s.root)
        let caretX = 18 + SceneRenderer().textLayouter.caretRect(at: 3, in: "Ann", style: style).minX
        #expect(count(typed, in: Rect(x: caretX - 1, y: 18, width: 2, height: 24), isColor(s.field.caretColor)) == 48)
        #expect(count(typed, in: Rect(x: 18, y: 18, width: caretX - 20, height: 24), isInk) > 40)
        #expect(count(typed, in: Rect(x: caretX + 4, y: 10, width: 200, height: 40), isInk) == 0)
    }

    /// The selection is painted behind the selected characters only, and no caret with it.
    @Test func selectionIsDrawn() {
        let s = scene(text: "abcdef")
        s.field.focus(in: s.dispatcher)
        s.field.editor.select(2..<4)
        let canvas = renderFully(s.root)
        let layouter = SceneRenderer().textLayouter
        let start = 18 + layouter.caretRect(at: 2, in: "abcdef", style: style).minX
        let end = 18 + layouter.caretRect(at: 4, in: "abcdef", style: style).minX
        let selected = count(canvas, in: Rect(x: start, y: 18, width: end - start, height: 24), isColor(s.field.selectionColor))
        #expect(selected > Int((end - start) * 24 / 2))
        #expect(count(canvas, in: Rect(x: 10, y: 10, width: start - 10, height: 40), isColor(s.field.selectionColor)) == 0)
        #expect(count(canvas, in: Rect(x: end, y: 10, width: 300 - end, height: 40), isColor(s.field.selectionColor)) == 0)
        #expect(count(canvas, in: Rect(x: 0, y: 0, width: 320, height: 60), isColor(s.field.caretColor)) == 0)
    }

    /// A password field draws the same pixels as a text field holding dots; the character
    /// just typed shows in clear until the reveal time has passed.
    @Test func passwordShowsDots() {
        let secret = scene(kind: .password)
        let dots = scene(text: "••••")
        secret.field.focus(in: secret.dispatcher)
        for character in "pass" {
            secret.dispatcher.handleKey(KeyEvent(time: .zero, keysym: 0, text: String(character), pressed: true))
        }
        secret.field.resignFocus()
        #expect(renderFully(secret.root).hasSamePixels(as: renderFully(dots.root)))
        secret.field.focus(in: secret.dispatcher)
        secret.dispatcher.handleKey(KeyEvent(time: .zero, keysym: 0, text: "W", pressed: true))
        secret.field.resignFocus()  // the reveal ends with the focus
        let clear = scene(text: "••••W")
        #expect(!renderFully(secret.root).hasSamePixels(as: renderFully(clear.root)))
        secret.field.focus(in: secret.dispatcher)
        secret.dispatcher.handleKey(KeyEvent(time: .zero, keysym: 0, text: "X", pressed: true))
        let revealed = scene(text: "•••••X")
        revealed.field.focus(in: revealed.dispatcher)
        #expect(renderFully(secret.root).hasSamePixels(as: renderFully(revealed.root)))
        (secret.dispatcher.clock as! ManualClock).advance(by: .milliseconds(1000))
        let hidden = scene(text: "••••••")
        hidden.field.focus(in: hidden.dispatcher)
        #expect(renderFully(secret.root).hasSamePixels(as: renderFully(hidden.root)))
    }

    /// Long text scrolls so the caret at its end stays inside the field; nothing is drawn
    /// outside the field; after Home the start shows again.
    @Test func longTextScrolls() {
        let s = scene(text: String(repeating: "wide ", count: 20), width: 200)
        s.field.focus(in: s.dispatcher)
        let end = renderFully(s.root)
        #expect(s.field.scrollOffset > 500)
        #expect(count(end, in: Rect(x: 10 + 200 - 12, y: 18, width: 6, height: 24), isColor(s.field.caretColor)) >= 24)
        #expect(count(end, in: Rect(x: 0, y: 0, width: 12, height: 60), isInk) == 0)
        #expect(count(end, in: Rect(x: 210, y: 0, width: 10, height: 60), isInk) == 0)
        s.dispatcher.handleKey(KeyEvent(time: .zero, keysym: Keysym.home, pressed: true))
        let start = renderFully(s.root)
        #expect(s.field.scrollOffset == 0)
        #expect(count(start, in: Rect(x: 17, y: 18, width: 2, height: 24), isColor(s.field.caretColor)) == 48)
    }
}
