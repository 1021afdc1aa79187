import DemoState
import Tactile
import Testing
@testable import tactile_demo

/// Another app's text that arrives as soon as it is asked for, noting what the palette
/// answered (DemoSharedDropTests drags real weston-dnd text onto a real window).
private final class TextOffer: SharedDragOffer {
    let mimeTypes = ["text/plain"]
    let text: String
    var answers: [String] = []

    init(_ text: String) { self.text = text }

    func accept(_ mimeType: String?) { answers.append("accept \(mimeType ?? "null")") }
    func setActions(preferring action: SharedDragActions?) {}
    func receive(_ mimeType: String, limit: Int, timeout: TimeSpan,
                 completion: @escaping (Result<[UInt8], any Error>) -> Void) {
        completion(.success(Array(text.utf8)))
    }
    func finish() { answers.append("finish") }
    func discard() {}
}

/// The palette takes other apps' drops: a colour on `colours` makes a swatch, a word on
/// `words` a chip, both saved; text that is no colour is refused on `colours`, and the list
/// takes nothing from other apps.
@Suite struct DemoPaletteSharedDropTests {
    @Test func droppedColoursAndWordsBecomeSavedItemsAndTheRestIsRefused() throws {
        let demo = KeyedDemo(scene: "palette")
        let palette = demo.session.scene(PaletteScene.self)
        let receiver = demo.session.shell.host.sharedDrops
        func drop(_ text: String, on box: View) -> [String] {
            let offer = TextOffer(text)
            receiver.handle(.enter(offer, location: box.surfaceCenter))
            receiver.handle(.drop)
            return offer.answers
        }
        #expect(drop("  #F6D55C\n", on: palette.colourBox) == ["accept text/plain", "finish"])
        #expect(drop("kiwi", on: palette.wordBox) == ["accept text/plain", "finish"])
        #expect(drop("kiwi", on: palette.colourBox) == ["accept text/plain"])
        #expect(drop("kiwi", on: palette.scroller) == ["accept null"])
        demo.settle()
        #expect(demo.lines.filter { !$0.contains(" rests in ") && !$0.hasPrefix("highlight ") } == [
            "external drop swatch-f6d55c into colours", "external drop word-kiwi into words",
            "external drop refused not a colour",
        ])
        let saved = try #require(demo.session.shell.capturedState().scenes["palette"]?.items)
        #expect(saved.first { $0.id == "swatch-f6d55c" }.map { ($0.container, $0.text) } ?? ("", nil) == ("colours", "#f6d55c"))
        #expect(saved.first { $0.id == "word-kiwi" }.map { ($0.container, $0.text) } ?? ("", nil) == ("words", "kiwi"))
    }
}
