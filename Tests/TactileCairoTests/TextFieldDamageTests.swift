import Testing
import TactileCairo
import TactileCore

/// What a keystroke in a text field repaints, with real Pango text (DejaVu Sans).
@Suite struct TextFieldDamageTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))

    /// A focused `width`×40 field at (10, 10) holding `text` on a white root, drawn once.
    struct Scene {
        let root: View, field: TextField, dispatcher: InputDispatcher, canvas: Canvas
        let renderer = SceneRenderer()

        init(width: Double, text: String, style: TextStyle) {
            root = rootView(width: width + 20, height: 60)
            field = TextField(frame: Rect(x: 10, y: 10, width: width, height: 40), text: text, style: style)
            root.addSubview(field)
            dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
            field.focus(in: dispatcher)
            canvas = Canvas(width: Int(width) + 20, height: 60)
            renderer.render(root, into: canvas.target, bufferAge: 0)
        }

        func key(_ keysym: UInt32, _ text: String = "") {
            dispatcher.handleKey(KeyEvent(time: .zero, keysym: keysym, text: text, pressed: true))
        }

        /// The damage pending, then the frame drawn with it (which must be a full repaint's).
        func drawDamage() -> RectRegion { drawPendingDamage(of: root, renderer: renderer, into: canvas) }
    }

    /// Typing in the middle of a 2,000-character field that need not scroll repaints from the
    /// piece of the line typed into to the field's right edge (what moved), not the text left
    /// of it; the frame drawn with that damage has the pixels of a full repaint.
    @Test func aKeystrokeInALongFieldDamagesOnlyWhatChanged() {
        let s = Scene(width: 400, text: String(repeating: "lorem ipsum ", count: 167), style: style)
        s.key(Keysym.home)
        _ = s.drawDamage()
        for _ in 0..<26 { s.key(Keysym.right) }
        _ = s.drawDamage()
        #expect(s.field.scrollOffset == 0)
        let caretX = 18 + s.renderer.textLayouter.caretRect(at: 26, in: s.field.text, style: style).minX
        s.key(0x78, "x")
        let damage = s.drawDamage()
        #expect(damage.bounds.minX > 150 && damage.bounds.minX < caretX - 3)
        #expect(damage.bounds.maxX <= 410)
    }

    /// Typing that scrolls the line (at the end of a full field) repaints the whole field.
    @Test func aKeystrokeThatScrollsRepaintsTheField() {
        let s = Scene(width: 200, text: String(repeating: "lorem ipsum ", count: 10), style: style)
        let scrolled = s.field.scrollOffset
        s.key(0x78, "x")
        #expect(s.field.scrollOffset > scrolled)
        #expect(s.drawDamage().bounds == s.field.frame)
    }
}

/// The damage pending in `root`, then the frame `renderer` draws with it into `canvas` (which
/// must have the pixels of a full repaint).
func drawPendingDamage(of root: View, renderer: SceneRenderer, into canvas: Canvas) -> RectRegion {
    var damage = RectRegion()
    #expect(root.damageTracker.takeDamage(into: &damage))
    for rect in damage.rects { root.damageTracker.add(rect) }
    renderer.render(root, into: canvas.target, bufferAge: 1)
    #expect(canvas.hasSamePixels(as: renderFully(root)))
    return damage
}
