import Testing
import TactileCairo
import TactileCore

/// A new text field shows as a box (white, a grey border) with nothing added by the app;
/// `.none` draws none; the view's own properties still override.
@Suite struct TextFieldBoxPixelTests {
    let pixels = TextFieldPixelTests()
    let dark = Color(red: 0.1, green: 0.1, blue: 0.1)

    func canvas(_ configure: (TextField) -> Void = { _ in }) -> Canvas {
        let root = rootView(width: 220, height: 60, color: dark)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40))
        configure(field)
        root.addSubview(field)
        return renderFully(root)
    }

    @Test func aNewFieldIsAWhiteBoxWithAGreyBorder() {
        let standard = canvas()
        let box = TextFieldBox.standard
        #expect(pixels.count(standard, in: Rect(x: 20, y: 20, width: 180, height: 20), pixels.isColor(.white)) == 180 * 20)
        // The 1 px border along the top edge, inside the bounds.
        #expect(pixels.count(standard, in: Rect(x: 20, y: 10, width: 180, height: 1), pixels.isColor(box.border)) == 180)
        #expect(pixels.count(standard, in: Rect(x: 0, y: 0, width: 220, height: 9), pixels.isColor(dark)) == 220 * 9)
        let bare = canvas { $0.box = .none }
        #expect(pixels.count(bare, in: Rect(x: 10, y: 10, width: 200, height: 40), pixels.isColor(dark)) == 200 * 40)
        let tinted = canvas { $0.backgroundColor = Color(red: 1, green: 1, blue: 0.8) }
        #expect(pixels.count(tinted, in: Rect(x: 20, y: 20, width: 180, height: 20), pixels.isColor(Color(red: 1, green: 1, blue: 0.8))) == 180 * 20)
    }
}
