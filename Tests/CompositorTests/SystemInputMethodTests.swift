import Foundation
import TactileCore
import TactileWayland
import Testing

/// Text entry through the compositor's input method (text-input-unstable-v3) against a real
/// headless sway 1.7, with our own input-method client (`InputMethodProgram`): it clicks the
/// demo's tags field with a virtual pointer, sees the field's surrounding text and content
/// type, composes, commits and deletes; the demo's event log shows the preedit and the text.
/// And the fallback: under weston, which offers no text-input protocol, the setting costs one
/// log line and the built-in keyboard types.
@Suite struct SystemInputMethodTests {
    /// The tags field's centre at 1024×768 (the field spans 24, 24, 976×64).
    static let field = (x: 512, y: 56)

    /// The demo's tags scene on a fresh sway, with the input method running and the field clicked.
    struct Session {
        let harness: SwayHarness
        let demo: DemoWindowTests.Demo
        let inputMethod: InputMethodProgram

        /// Waits until the demo's event log holds every line of `expected`.
        func waitFor(_ expected: [String]) throws {
            try waitForLines(expected, in: "the demo's event log", on: harness, lines: { demo.lines })
        }

        /// Waits until the input method has reported every line of `expected`.
        func waitForInputMethod(_ expected: [String]) throws {
            try waitForLines(expected, in: "the input method's report", on: harness, lines: { inputMethod.lines })
        }

        static func start(_ arguments: [String]) throws -> Session {
            let harness = try SwayHarness()
            let demo = try DemoWindowTests.launchDemo(on: harness, arguments: ["--scene", "tags"] + arguments,
                                                      mappedLine: "field name 24 24 976 64")
            let inputMethod = try InputMethodProgram(on: harness)
            // The virtual pointer gives the seat its pointer: until the demo has bound it and
            // sway has mapped the window, a click reaches nothing, so the click is repeated
            // until the demo reports one (a second click on the empty field changes nothing).
            try harness.waitUntil("a click on the field to reach the demo") {
                if demo.lines.contains("pointer button 272 released") { return true }
                try inputMethod.send("click \(field.x) \(field.y) \(harness.width) \(harness.height)")
                Thread.sleep(forTimeInterval: 0.2)
                return false
            }
            return Session(harness: harness, demo: demo, inputMethod: inputMethod)
        }
    }

    @Test func theInputMethodComposesCommitsAndDeletesInTheFocusedField() throws {
        let session = try Session.start(["--system-input-method"])
        let inputMethod = session.inputMethod
        // The click focused the field: the text input is enabled with its (empty) text and a
        // plain text field's content type (hint none, purpose normal).
        try session.waitForInputMethod(["activate", "surrounding \"\" 0 0", "content_type 0 0", "done 1"])

        // "hé" composed, its cursor after the h (byte 1): shown, not yet text.
        try inputMethod.send("preedit 1 1 hé")
        try session.waitFor(["preedit name \"hé\""])
        // The commit replaces the preedit and goes in as typed.
        try inputMethod.send("commit héllo")
        try session.waitFor(["preedit name \"\"", "text name \"héllo\""])
        try session.waitForInputMethod(["surrounding \"héllo\" 6 6"])
        // One byte before the caret: the o.
        try inputMethod.send("delete 1 0")
        try session.waitFor(["text name \"héll\""])
        try session.waitForInputMethod(["surrounding \"héll\" 5 5"])
        // While the input method types, the built-in keyboard never shows.
        #expect(!session.demo.lines.contains("keyboard shown"))
        #expect(!session.demo.lines.contains { $0.contains("refused") })
        // A click on keep, outside the field, takes the focus away: the text input is disabled.
        try inputMethod.send("click 512 400 \(session.harness.width) \(session.harness.height)")
        try session.waitForInputMethod(["deactivate"])
    }

    /// The content kinds as text-input-unstable-v3 purposes (normal 0, digits 2, password 8,
    /// PIN 9, e-mail 6) and hints (hidden text 0x40 | sensitive data 0x80 for secrets).
    @Test func contentKindsMapToPurposesAndHints() {
        let kinds: [TextContentKind] = [.text, .number, .password, .pin, .email]
        #expect(kinds.map { $0.textInputContentType.purpose } == [0, 2, 8, 9, 6])
        #expect(kinds.map { $0.textInputContentType.hint } == [0, 0, 0xc0, 0xc0, 0])
    }

    @Test func byDefaultTheTextInputIsNeverEnabled() throws {
        // The session's click reached the field and focused it; without the setting the text
        // input was never enabled, so the input method never activates.
        let session = try Session.start([])
        Thread.sleep(forTimeInterval: 0.5)
        #expect(session.inputMethod.lines == ["ready"])
    }

    @Test func withoutTheProtocolOneLogLineAndTheBuiltInKeyboardShows() throws {
        let run = try DemoScenesTests.launch(["--scene", "tags", "--system-input-method"])
        try run.waitFor(["field name 24 24 976 64"])
        try run.harness.touchDrag(from: (512, 56), to: (512, 56), steps: 1, startTime: 1000)
        try run.waitFor(["keyboard shown", "log: the compositor offers no zwp_text_input_manager_v3: the built-in keyboard types"])
        #expect(run.demo.lines.filter { $0.contains("zwp_text_input_manager_v3") }.count == 1)
    }
}
