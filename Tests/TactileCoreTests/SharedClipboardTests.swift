import Testing
@testable import TactileCore

/// Text fields over a clipboard shared with other apps (`TextClipboard.shared`): copies go
/// out, pastes come in later (as from another app's pipe) and are shown as a key's edit is,
/// and the in-app copy serves when no app offers text.
@Suite struct SharedClipboardTests {
    /// A shared clipboard whose answers the test gives when it chooses, as the event loop would.
    final class Shared: SharedClipboard {
        var shared: [String] = []
        var withdrawn = 0
        var waiting: [(SharedClipboardAnswer) -> Void] = []
        func share(text: String) { shared.append(text) }
        func requestText(_ answer: @escaping (SharedClipboardAnswer) -> Void) { waiting.append(answer) }
        func withdrawSharedText() { withdrawn += 1 }
        func answer(_ answer: SharedClipboardAnswer) { waiting.removeFirst()(answer) }
    }

    @Test func copiesGoOutAndPastesArriveLater() {
        let h = TextFieldHarness()
        let shared = Shared()
        h.dispatcher.textInput.clipboard.shared = shared
        var answersHandled = 0
        h.dispatcher.textInput.clipboard.afterSharedAnswer = { answersHandled += 1 }
        let name = h.field("name", at: Rect(x: 100, y: 100, width: 200, height: 40), text: "hello")
        h.tap(100 + 8, 120, at: 0)
        h.key(0x61, "a", .control)  // select all
        h.key(0x63, "c", .control)  // copy
        #expect(shared.shared == ["hello"])
        h.key(0x76, "v", .control)  // paste: asked for, nothing changed yet
        #expect(name.text == "hello" && shared.waiting.count == 1 && answersHandled == 0)
        shared.answer(.text("from another app"))
        #expect(name.text == "from another app" && answersHandled == 1)
        #expect(h.trace.last == "name changed \"from another app\"", "a later paste is reported as a key's edit")
    }

    @Test func aRefusedPasteIsReportedAndAnEmptyOneFallsBackToTheInAppCopy() {
        let h = TextFieldHarness()
        let shared = Shared()
        h.dispatcher.textInput.clipboard.shared = shared
        let name = h.field("name", at: Rect(x: 100, y: 100, width: 200, height: 40), text: "abc")
        h.tap(100 + 8, 120, at: 0)
        h.key(0x61, "a", .control)
        h.key(0x63, "c", .control)
        h.key(0x76, "v", .control)
        shared.answer(.refused("the paste was refused: the text is not valid UTF-8"))
        #expect(name.text == "abc")
        #expect(h.trace.last == "name refused: the paste was refused: the text is not valid UTF-8")
        h.key(0x76, "v", .control)
        shared.answer(.empty)
        #expect(name.text == "abc", "the in-app copy replaced the selection, itself")
        h.key(0x65, "e", [])
        h.key(0x76, "v", .control)
        shared.answer(.empty)
        #expect(name.text == "abceabc")
    }

    @Test func clearingTheClipboardWithdrawsTheSharedCopy() {
        let clipboard = TextClipboard(text: "secret")
        let shared = Shared()
        clipboard.shared = shared
        clipboard.clear()
        #expect(clipboard.text == nil && shared.withdrawn == 1)
    }
}
