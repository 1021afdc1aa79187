import Testing
@testable import TactileCore

/// The library's own strings: built in for every language it ships, shown on the keyboard's
/// keys after a switch with no catalog from the app, overridden by an app's entry with the
/// same context and text, and still reported once per string where neither has one.
@Suite struct LocalizationBuiltInTests {
    /// The page keys' captions each shipped language gives, as its catalog writes them.
    static let captions: [String: (letters: String, symbols: String)] = [
        "en": ("abc", "123"), "de": ("abc", "123"), "fr": ("abc", "123"),
        "ar": ("أبج", "123"), "he": ("אבג", "123"), "el": ("αβγ", "123"),
    ]

    /// Each built-in catalog reads whole: no error, no entry refused for its placeholders,
    /// every library string of the core translated.
    @Test func everyBuiltInCatalogReadsWhole() throws {
        #expect(Set(builtInCatalogTexts.keys) == ["ar", "de", "el", "fr", "he"])
        for (code, text) in builtInCatalogTexts {
            let catalog = try Catalog(parsing: Array(text.utf8), file: "\(code).po")
            #expect(catalog.refusals.isEmpty, "\(code)")
            #expect(catalog.language == Language(code))
            for string in [KeyCaptions.lettersKey, KeyCaptions.symbolsKey] {
                #expect(catalog.translations[string.key] != nil, "\(code): \(string.source)")
            }
        }
        #expect(Set(BuiltInCatalogs.all.keys) == Set(builtInCatalogTexts.keys.map { Language($0) }))
    }

    /// A switch of the window's language alone (no catalog from the app) gives the keyboard's
    /// page keys the language's captions, redrawing the keyboard when they change (not from
    /// English to German or French, which write them alike); back to English, English's.
    @Test func theKeyboardsCaptionsFollowTheLanguage() {
        let harness = KeyboardHarness()
        harness.show()
        let environment = harness.root.layoutEnvironment
        var previous = Self.captions["en"]!
        for code in ["de", "fr", "ar", "he", "el", "en"] {
            _ = takeDamage(harness.root)
            environment.language = Language(code)
            let expected = Self.captions[code]!
            #expect(harness.keyboard.captions.letters == expected.letters, "\(code)")
            #expect(harness.keyboard.captions.symbols == expected.symbols, "\(code)")
            let changed = expected != previous
            #expect(takeDamage(harness.root) == (changed ? [harness.keyboard.frame.description] : []), "\(code)")
            previous = expected
        }
    }

    /// An app's catalog entry with the library string's context and text wins; the library's
    /// other strings still come from its own catalog, and nothing is reported for them.
    @Test func anAppsEntryOverridesTheLibrarys() throws {
        let reports = ReportBox()
        let app = try catalog("""
            msgid ""
            msgstr ""
            "Language: el\\n"

            msgctxt "keyboard key"
            msgid "abc"
            msgstr "ΑΒΓ"
            """, file: "el.po")
        let translations = Translations(catalogs: [Language("el"): app]) { reports.lines.append($0.description) }
        let harness = KeyboardHarness()
        harness.root.layoutEnvironment.translations = translations
        harness.root.layoutEnvironment.language = Language("el")
        #expect(harness.keyboard.captions.letters == "ΑΒΓ" && harness.keyboard.captions.symbols == "123")
        #expect(reports.lines.isEmpty)
        // The library's own catalogs alone: the library's translation.
        #expect(Translations().text(KeyCaptions.lettersKey, in: Language("el")) == "αβγ")
    }

    /// A language neither the app nor the library has: the source captions, reported once as
    /// a missing catalog however often they are asked for; a language only the app has a
    /// catalog for: each library string reported once as missing from it.
    @Test func missingLibraryStringsAreReportedOnce() throws {
        let reports = ReportBox()
        let russian = try catalog("msgid \"\"\nmsgstr \"\"\n\"Language: ru\\n\"\n\nmsgid \"Keep\"\nmsgstr \"Оставить\"\n", file: "ru.po")
        let translations = Translations(catalogs: [Language("ru"): russian]) { reports.lines.append($0.description) }
        for _ in 0..<100 {
            #expect(translations.text(KeyCaptions.lettersKey, in: Language("pl")) == "abc")
            #expect(translations.text(KeyCaptions.lettersKey, in: Language("ru")) == "abc")
        }
        #expect(reports.lines == [
            "no catalog for \"pl\": its strings show in the source language (en)",
            "no \"ru\" translation of \"abc\" (context \"keyboard key\"): the source string shows",
        ])
        // The library's catalogs make no language of the app's.
        #expect(translations.languages == [Language("en"), Language("ru")])
        #expect(Translations().languages == [.source])
    }
}
