@testable import Tactile
import TestSupport
import Testing

/// The library's own strings on screen: a switched keyboard redraws its page key as a keyboard
/// made in the language draws it, the attract screen's default call follows the language, and
/// an app's catalog read from its folder overrides a library string.
@Suite struct LibraryStringsTests {
    /// The call each shipped language gives, as its catalog writes it.
    static let calls = [
        "en": "Touch to start", "de": "Zum Starten berühren", "fr": "Touchez pour commencer",
        "ar": "المس الشاشة للبدء", "he": "געו במסך כדי להתחיל", "el": "Αγγίξτε για να ξεκινήσετε",
    ]

    /// The keyboard on its symbols page, shown by a tap on the field (`run`'s language set
    /// first when given).
    private func symbolsPage(language: Language? = nil) -> KeyboardRun {
        let run = KeyboardRun()
        if let language { run.runner.host.language = language }
        run.tap(Point(x: 200, y: 44))
        run.tap(key: "123")
        return run
    }

    /// Switched to Greek with no catalog from the app, the keyboard's key back to the letters
    /// changes its pixels, and the whole keyboard is then, pixel for pixel, one made in Greek.
    /// The switch is the window's layout environment's alone: the host's would also give the
    /// keyboard Greek letters, which redraw it whether or not its captions ask to.
    @Test func aSwitchedKeyboardRedrawsItsKeys() {
        let switched = symbolsPage()
        let key = switched.keys["abc"]!, keyboard = switched.keyboard.frame
        let english = switched.pixels(in: key)
        switched.runner.rootView.layoutEnvironment.language = Language("el")
        switched.runner.play([OffscreenEvent(time: MonotonicTime(sinceOrigin: .seconds(2)), kind: .frame)],
                             until: MonotonicTime(sinceOrigin: .seconds(2.1)))
        #expect(switched.keyboard.captions.letters == "αβγ")
        let greek = symbolsPage(language: Language("el"))
        #expect(greek.keyboard.frame == keyboard && greek.keys["abc"] == key)
        let redrawn = switched.pixels(in: key)
        let changed = redrawn != english, sameAsGreek = switched.pixels(in: keyboard) == greek.pixels(in: keyboard)
        #expect(changed && sameAsGreek)
    }

    /// The drifting attract screen's default call, in each shipped language after a switch,
    /// beside the app's own title.
    @Test func theAttractScreensDefaultCallFollowsTheLanguage() {
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 800, height: 600), events: [], snapshots: []),
                                     trace: { _ in })
        let title = LocalizedString("Shop", comment: "A test's title")
        let screen = DriftingAttractScreen(title: title)
        runner.rootView.addSubview(screen.view)
        let labels = screen.view.subviews[0].subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["Shop", "Touch to start"])
        for code in ["de", "fr", "ar", "he", "el", "en"] {
            runner.host.language = Language(code)
            #expect(labels.map(\.text) == ["Shop", Self.calls[code]!], "\(code)")
        }
    }

    /// The video attract screen's call, given as the library's own, follows the language too.
    @Test func theVideoAttractScreensCallFollowsTheLanguage() {
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 800, height: 600), events: [], snapshots: []),
                                     trace: { _ in })
        let screen = VideoAttractScreen(source: .file("/nonexistent/loop.webm"), call: .touchToStart)
        runner.rootView.addSubview(screen.view)
        let call = screen.view.subviews.compactMap { $0 as? Label }
        #expect(call.map(\.text) == ["Touch to start"])
        runner.host.language = Language("he")
        #expect(call.map(\.text) == [Self.calls["he"]!])
    }

    /// An app's catalog, read from its folder, with the library string's context and text
    /// overrides it; the library's others stay.
    @Test func anAppsCatalogOverridesALibraryString() {
        let folder = TemporaryDirectory()
        folder.write("""
            msgid ""
            msgstr ""
            "Language: de\\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

            msgctxt "attract screen"
            msgid "Touch to start"
            msgstr "Bitte berühren"
            """, to: "de.po")
        var lines: [String] = []
        let translations = Translations(directory: folder.path) { lines.append($0) }
        #expect(translations.text(.touchToStart, in: Language("de")) == "Bitte berühren")
        #expect(translations.text(KeyCaptions.lettersKey, in: Language("el")) == "αβγ")
        #expect(translations.text(.touchToStart, in: Language("fr")) == "Touchez pour commencer")
        #expect(lines.isEmpty)
        // French has no catalog of the app's: reported, once, when one of the app's strings
        // shows in English.
        let keep = LocalizedString("Keep", comment: "A test's zone")
        #expect(translations.text(keep, in: Language("fr")) == "Keep" && translations.text(keep, in: Language("fr")) == "Keep")
        #expect(lines == ["no catalog for \"fr\": its strings show in the source language (en)"])
    }
}
