import Testing
import TactileCairo
@testable import TactileCore

/// A field of several lines in a column, laid out by Pango: it grows a line at a time without
/// scrolling (the edit that wrapped scrolled it in the old size; the new size takes that
/// back), and once its text wraps past its maximum it stays that high and scrolls to the caret.
@Suite struct TextFieldGrowthScrollTests {
    @Test func aFieldGrowsUnscrolledUpToItsMaximumThenScrolls() {
        let root = rootView(width: 400, height: 300)
        let renderer = SceneRenderer()
        root.layoutEnvironment.textMeasurer = renderer.textMeasurer
        let field = TextField(maximumLines: 3, style: TextStyle(font: Font(family: "DejaVu Sans", size: 18)))
        let column = Stack(.vertical, [field])
        column.distribution = .leading
        column.layout.fillsSuperview = true
        root.addSubview(column)
        let canvas = Canvas(width: 400, height: 300)
        func frame() {
            root.layoutIfNeeded()
            renderer.render(root, into: canvas.target, bufferAge: 1)
        }
        func type(_ text: String) {
            for character in text {
                let keysym: UInt32 = character == "\n" ? 0xff0d : 0x20
                _ = field.handleTextKey(KeyEvent(time: .zero, keysym: keysym, text: character == "\n" ? "" : String(character), pressed: true))
            }
            frame()
        }
        frame()
        let line = field.lineHeight, oneLine = field.frame.height
        #expect(oneLine == (line + 16).rounded(.up))
        var trace: [String] = []
        // Three lines (the most the editor takes), the last then wrapping once and twice.
        for text in ["one", "\ntwo", "\nthree", " and then a line long enough to wrap and on and on",
                     " and on again, and again, and on to wrap one more time"] {
            type(text)
            let wrapped = Int(renderer.textMeasurer.size(of: field.text, style: field.lineStyle, width: field.wrapWidth).height / line + 0.5)
            trace.append("\(wrapped) lines: \(Int((field.frame.height - oneLine) / line + 0.5) + 1) shown, scrolled \(Int(field.scrollOffset / line + 0.5))")
        }
        #expect(trace == ["1 lines: 1 shown, scrolled 0", "2 lines: 2 shown, scrolled 0", "3 lines: 3 shown, scrolled 0",
                          "4 lines: 3 shown, scrolled 1", "5 lines: 3 shown, scrolled 2"])
        #expect(canvas.hasSamePixels(as: renderFully(root)))
    }
}
