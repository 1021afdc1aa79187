import Testing
@testable import Tactile

/// A scene host's language: traced at each switch (with `rtl` for right-to-left), the
/// on-screen keyboard given the language's letters with a key to the kiosk's own, and a kiosk
/// session's idle reset bringing the kiosk's own language back.
@Suite struct SceneLanguageTests {
    func runner(trace: @escaping (String) -> Void) -> OffscreenRunner {
        OffscreenRunner(script: OffscreenScript(size: Size(width: 800, height: 600), events: [], snapshots: []),
                        trace: { _ in }, sceneTrace: trace)
    }

    @Test func aSwitchIsTracedAndTheKeyboardTakesTheLanguagesLetters() {
        var lines: [String] = []
        let runner = runner { lines.append($0) }
        let host = runner.host
        host.enableOnScreenKeyboard()
        host.language = Language("de")
        host.language = Language("ar")
        host.language = Language("ar")  // No change: no trace.
        #expect(lines.filter { $0.hasPrefix("language") } == ["language de", "language ar rtl"])
        #expect(lines.filter { $0.hasPrefix("keyboard letters") } == ["keyboard letters de en", "keyboard letters ar en"])
        #expect(host.rootView.layoutEnvironment.direction == .rightToLeft)
    }

    @Test func theIdleResetBringsBackTheKiosksOwnLanguage() {
        var lines: [String] = []
        let runner = runner { lines.append($0) }
        let host = runner.host
        host.defaultLanguage = Language("fr")
        host.language = Language("fr")
        let session = KioskSession(host: host, timeouts: KioskTimeouts(idleReset: .seconds(10), attract: nil, blank: nil))
        host.language = Language("he")
        runner.play([], until: .zero + .seconds(11))
        #expect(host.language == Language("fr"))
        #expect(host.rootView.layoutEnvironment.direction == .leftToRight)
        #expect(lines.filter { $0.hasPrefix("language") } == ["language fr", "language he rtl", "language fr"])
        _ = session
    }

    @Test func aKioskThatNeverChoseALanguageIsNotTouchedByTheReset() {
        var lines: [String] = []
        let runner = runner { lines.append($0) }
        let session = KioskSession(host: runner.host, timeouts: KioskTimeouts(idleReset: .seconds(10), attract: nil, blank: nil))
        runner.play([], until: .zero + .seconds(11))
        #expect(!lines.contains { $0.hasPrefix("language") })
        #expect(runner.rootView.layoutEnvironment.isLocalized == false)
        _ = session
    }
}
