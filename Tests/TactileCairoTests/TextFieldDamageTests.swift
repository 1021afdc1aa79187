import Testing
import TactileCairo
import TactileCore

/// What a keystroke in a text field repaints, with real Pango text (DejaVu Sans).
@Suite struct TextFieldDamageTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))

    /// Typing in the middle of a 2,000-character field that need not scroll repaints from the
    /// piece of the line typed into to the field's right edge (what moved), not the text left
    /// of it; the frame drawn with that damage has the pixels of a full repaint.
    @Test func aKeystrokeInALongFieldDamagesOnlyWhatChanged() {
        let root = rootView(width: 420, height: 60)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 400, height: 40),
                              text: String(repeating: "lorem ipsum ", count: 167), style: style)
        root.addSubview(field)
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        field.focus(in: dispatcher)
        let canvas = Canvas(width: 420, height: 60)
        let renderer = SceneRenderer()
        renderer.render(root, into: canvas.target, bufferAge: 0)
        dispatcher.handleKey(KeyEvent(time: 0, keysym: Keysym.home, pressed: true))
        renderer.render(root, into: canvas.target, bufferAge: 1)
        for _ in 0..<26 { dispatcher.handleKey(KeyEvent(time: 0, keysym: Keysym.right, pressed: true)) }
        renderer.render(root, into: canvas.target, bufferAge: 1)
        #expect(field.scrollOffset == 0)
        let caretX = 18 + renderer.textLayouter.caretRect(at: 26, in: field.text, style: style).minX
        dispatcher.handleKey(KeyEvent(time: 0, keysym: 0x78, text: "x", pressed: true))
        var damage = RectRegion()
        #expect(root.damageTracker.takeDamage(into: &damage))
        #expect(damage.bounds.minX > 150 && damage.bounds.minX < caretX - 3)
        #expect(damage.bounds.maxX <= 410)
        for rect in damage.rects { root.damageTracker.add(rect) }
        renderer.render(root, into: canvas.target, bufferAge: 1)
        #expect(canvas.hasSamePixels(as: renderFully(root)))
    }

    /// Typing that scrolls the line (at the end of a full field) repaints the whole field.
    @Test func aKeystrokeThatScrollsRepaintsTheField() {
        let root = rootView(width: 220, height: 60)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40),
                              text: String(repeating: "lorem ipsum ", count: 10), style: style)
        root.addSubview(field)
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        field.focus(in: dispatcher)
        let canvas = Canvas(width: 220, height: 60)
        let renderer = SceneRenderer()
        renderer.render(root, into: canvas.target, bufferAge: 0)
        let scrolled = field.scrollOffset
        dispatcher.handleKey(KeyEvent(time: 0, keysym: 0x78, text: "x", pressed: true))
        #expect(field.scrollOffset > scrolled)
        var damage = RectRegion()
        #expect(root.damageTracker.takeDamage(into: &damage))
        #expect(damage.bounds == field.frame)
        for rect in damage.rects { root.damageTracker.add(rect) }
        renderer.render(root, into: canvas.target, bufferAge: 1)
        #expect(canvas.hasSamePixels(as: renderFully(root)))
    }
}
