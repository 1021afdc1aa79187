import Foundation
import Testing

/// The demo's text field and the system clipboard, against headless weston (kiosk shell) and
/// wl-clipboard: Ctrl+V pastes what `wl-copy` copied, and `wl-paste` reads what Ctrl+C
/// copied. Both tools take the keyboard focus for a moment; the demo's event log shows it
/// coming back (`keyboard focus in`), which is when weston tells the demo the selection.
@Suite struct DemoClipboardTests {
    /// evdev key codes.
    static let leftControl = 29, keyA = 30, keyC = 46, keyV = 47, keyS = 31, tab = 15

    /// Presses `code` with Ctrl held.
    static func control(_ code: Int, on harness: WestonHarness) throws {
        try harness.key(leftControl, pressed: true)
        try harness.key(code, pressed: true)
        try harness.key(code, pressed: false)
        try harness.key(leftControl, pressed: false)
    }

    /// Waits until `wl-paste` reads `expected`. The copy has reached weston once a request
    /// sent after it has: the injector's reply comes after weston handled everything queued
    /// before, but the demo's request may still be on its way, so wl-paste is asked again
    /// until it reads the new text.
    static func expectWlPaste(_ expected: String, on harness: WestonHarness) throws {
        var pasted = ""
        try harness.waitUntil("wl-paste to read the demo's copy", timeout: .seconds(10)) {
            let paste = try harness.launchClient(executable: "wl-paste", arguments: ["--no-newline"])
            _ = try paste.waitForExit(timeout: .seconds(5))
            pasted = paste.standardOutput()
            return pasted == expected
        }
        #expect(pasted == expected)
    }

    /// How many times the demo's window got the keyboard focus so far.
    static func focusCount(_ run: DemoScenesTests.Run) -> Int {
        run.demo.lines.filter { $0 == "keyboard focus in" }.count
    }

    @Test func ctrlVPastesWhatWlCopyCopiedAndWlPasteReadsWhatCtrlCCopied() throws {
        let run = try DemoScenesTests.launch(["--scene", "tags"])
        let harness = run.harness
        try run.waitFor(["field name 24 24 976 64"])
        let focused = Self.focusCount(run)
        _ = try harness.launchClient(executable: "wl-copy", arguments: ["--foreground", "kiwi"])
        try harness.waitUntil("the focus back on the demo") { Self.focusCount(run) > focused }
        try harness.touchDrag(from: (512, 56), to: (512, 56), steps: 1, startTime: 1000)
        try Self.control(Self.keyV, on: harness)
        try run.waitFor(["text name \"kiwi\""])

        try harness.key(Self.keyS, pressed: true)
        try harness.key(Self.keyS, pressed: false)
        try run.waitFor(["text name \"kiwis\""])
        try Self.control(Self.keyA, on: harness)
        try Self.control(Self.keyC, on: harness)
        try Self.expectWlPaste("kiwis", on: harness)
    }

    @Test func thePaletteCopiesASwatchsColourForWlPasteAndPastesWlCopysColourAsASwatch() throws {
        let run = try DemoScenesTests.launch(["--scene", "palette"])
        let harness = run.harness
        let focused = Self.focusCount(run)
        _ = try harness.launchClient(executable: "wl-copy", arguments: ["--foreground", "#F6D55C"])
        try harness.waitUntil("the focus back on the demo") { Self.focusCount(run) > focused }
        try Self.control(Self.keyV, on: harness)
        try run.waitFor(["pasted swatch-f6d55c"])
        try harness.waitUntil("the new swatch in the state file") {
            let items = (run.state()?["scenes"] as? [String: Any]).flatMap { $0["palette"] as? [String: Any] }?["items"] as? [[String: Any]]
            return items?.contains { $0["id"] as? String == "swatch-f6d55c" && $0["text"] as? String == "#f6d55c" } == true
        }

        try harness.key(Self.tab, pressed: true)
        try harness.key(Self.tab, pressed: false)
        try Self.control(Self.keyC, on: harness)
        try run.waitFor(["focus swatch-red", "copied #e8505b"])
        try Self.expectWlPaste("#e8505b", on: harness)
    }
}
