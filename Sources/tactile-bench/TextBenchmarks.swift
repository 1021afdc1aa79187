import TactileCairo
import TactileCore

/// Typing 210 characters into a focused 800×40 text field holding 2,000 (and into an empty one):
/// each keystroke goes through the dispatcher's text focus and the editor, then the frame is
/// drawn (the caret's and the text's damage, shaping the new line with Pango). Per keystroke.
func runTextBenchmarks() {
    for (name, initial) in [("empty field", ""), ("2,000-character field", String(repeating: "lorem ipsum ", count: 167))] {
        let root = View(frame: Rect(x: 0, y: 0, width: 820, height: 60))
        root.backgroundColor = .white
        let field = TextField(frame: Rect(x: 10, y: 10, width: 800, height: 40), text: initial)
        root.addSubview(field)
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        field.focus(in: dispatcher)
        let stride = 820 * 4
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * 60, alignment: 64)
        defer { buffer.deallocate() }
        let target = PixelBuffer(pixels: buffer, width: 820, height: 60, stride: stride, scale: 1)
        let renderer = SceneRenderer()
        renderer.render(root, into: target, bufferAge: 0)
        var letter: UInt8 = 0
        let samples = measure(iterations: 200, warmup: 10) {
            letter = (letter + 1) % 26
            dispatcher.handleKey(KeyEvent(time: .zero, keysym: 0x61 + UInt32(letter), text: String(UnicodeScalar(0x61 + letter)),
                                          pressed: true))
            renderer.render(root, into: target, bufferAge: 1)
        }
        report("type a character and draw, \(name)", samples)
    }
}
