import Testing
import TactileCairo
import TactileCore

extension TextFieldPixelTests {
    /// A preedit draws as the same text would, plus a thin underline under it and nothing else:
    /// the field showing "ab" with the preedit "hé" differs from one holding "abhé" only in a
    /// band at most 3 px high under the preedit's glyphs.
    @Test func aPreeditIsDrawnUnderlinedAtTheCaret() {
        let composing = scene(text: "ab")
        composing.field.focus(in: composing.dispatcher)
        composing.field.applyInputMethod(InputMethodUpdate(preedit: InputMethodPreedit(text: "hé")), log: { _ in })
        let committed = scene(text: "abhé")
        committed.field.focus(in: committed.dispatcher)
        let withPreedit = renderFully(composing.root), withText = renderFully(committed.root)
        var changed: [(x: Int, y: Int)] = []
        for y in 0..<60 {
            for x in 0..<320 {
                let offset = y * withText.stride + x * 4
                if withPreedit.pixels.load(fromByteOffset: offset, as: UInt32.self) != withText.pixels.load(fromByteOffset: offset, as: UInt32.self) {
                    changed.append((x, y))
                }
            }
        }
        let xs = changed.map(\.x), ys = changed.map(\.y)
        #expect(changed.count >= 15)
        #expect((ys.max() ?? 0) - (ys.min() ?? 0) < 3)
        // Right of "ab" (DejaVu Sans 20: about 24 px from the text's start at 18), under "hé".
        #expect((xs.min() ?? 0) > 36 && (xs.max() ?? 0) < 80 && (xs.max() ?? 0) - (xs.min() ?? 0) > 15)
    }
}
