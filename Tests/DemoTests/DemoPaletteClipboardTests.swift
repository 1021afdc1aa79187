import DemoState
import Tactile
import Testing
@testable import tactile_demo

/// The palette's Ctrl+C and Ctrl+V on the window's own clipboard (an offscreen host has no
/// system one; DemoClipboardTests takes the system's): a focused swatch copies its colour,
/// a paste makes a swatch of a colour and a chip of a word, saved and restored.
@Suite struct DemoPaletteClipboardTests {
    static let keyC: UInt32 = 0x63, keyV: UInt32 = 0x76

    @Test func aCopiedColourPastesAsANewSwatchAndAWordAsAChipBothSaved() throws {
        let demo = KeyedDemo(scene: "palette")
        demo.press(Keysym.tab)  // The focus ring on swatch-red.
        demo.press(Self.keyC, control: true)
        demo.press(Self.keyV, control: true)
        demo.settle()
        let clipboard = demo.session.shell.host.inputDispatcher.textInput.clipboard
        clipboard.text = "  kiwi \n"
        demo.press(Self.keyV, control: true)
        clipboard.text = "#3CAEA3"
        demo.press(Self.keyV, control: true)
        clipboard.text = "a line\nand another"
        demo.press(Self.keyV, control: true)
        demo.settle()
        #expect(demo.lines.filter { !$0.contains(" rests in ") } == [
            "focus swatch-red", "copied #e8505b", "pasted swatch-e8505b",
            "pasted word-kiwi", "pasted swatch-3caea3", "paste refused not a colour or a word",
        ])
        let state = demo.session.shell.capturedState()
        let saved = try #require(state.scenes["palette"]?.items)
        #expect(saved.first { $0.id == "swatch-e8505b" }.map { ($0.container, $0.text) } ?? ("", nil) == ("colours", "#e8505b"))
        #expect(saved.first { $0.id == "word-kiwi" }.map { ($0.container, $0.text) } ?? ("", nil) == ("words", "kiwi"))
        #expect(saved.first { $0.id == "swatch-red" }?.text == nil)

        let restored = KeyedDemo(scene: "palette", state: state)
        let palette = restored.session.scene(PaletteScene.self)
        #expect(Set(palette.pasted.compactMap(\.item.identifier)) == ["swatch-e8505b", "word-kiwi", "swatch-3caea3"])
        let green = try #require(palette.items.first { $0.identifier == "swatch-3caea3" })
        #expect(green.superview === palette.colourBox && green.backgroundColor == Color(hex: "#3caea3"))
        #expect(restored.session.shell.capturedState().scenes["palette"] == state.scenes["palette"])
    }
}
