import Testing
@testable import TactileCore

/// Switching a window's language: every localized label, button title, segment and
/// placeholder shows the new language at once, right-to-left languages mirror the tree,
/// views joining later show the window's language, and nothing else about them changes.
@Suite struct LanguageSwitchTests {
    static let german = """
        msgid ""
        msgstr ""
        "Language: de\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "Keep"
        msgstr "Behalten"

        msgid "Sort"
        msgstr "Sortieren"

        msgid "Your name"
        msgstr "Ihr Name"

        msgid "{count} tile"
        msgid_plural "{count} tiles"
        msgstr[0] "{count} Kachel"
        msgstr[1] "{count} Kacheln"
        """
    static let hebrew = """
        msgid ""
        msgstr ""
        "Language: he\\n"

        msgid "Keep"
        msgstr "לשמור"
        """

    static func translations() throws -> Translations {
        Translations(catalogs: [
            Language("de"): try Catalog(parsing: Array(german.utf8), file: "de.po"),
            Language("he"): try Catalog(parsing: Array(hebrew.utf8), file: "he.po"),
        ], reportMissing: { _ in })
    }

    static let keep = LocalizedString("Keep", comment: "A zone")
    static let sort = LocalizedString("Sort", comment: "A button")
    static let name = LocalizedString("Your name", comment: "A placeholder")
    static func tiles(_ count: Int) -> LocalizedString {
        LocalizedString("{count} tile", plural: "{count} tiles", count: count, comment: "How many tiles a zone holds")
    }

    @Test func everyLocalizedTextFollowsTheWindowsLanguage() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let label = Label(localizedText: Self.keep)
        let count = Label(localizedText: Self.tiles(3))
        let button = Button(title: "")
        button.localizedTitle = Self.sort
        let segments = SegmentedControl(segments: [])
        segments.localizedSegments = [Self.keep, Self.sort]
        let field = TextField()
        field.localizedPlaceholder = Self.name
        for view in [label, count, button, segments, field] as [View] { root.addSubview(view) }
        #expect([label.text, count.text, button.title] == ["Keep", "3 tiles", "Sort"])

        root.layoutEnvironment.translations = try Self.translations()
        root.layoutEnvironment.language = Language("de")
        #expect([label.text, count.text, button.title] == ["Behalten", "3 Kacheln", "Sortieren"])
        #expect(segments.segments == ["Behalten", "Sortieren"])
        #expect(field.placeholder == "Ihr Name")
        #expect(root.layoutEnvironment.direction == .leftToRight)

        // A language with some strings missing shows those in the source language.
        root.layoutEnvironment.language = Language("he")
        #expect([label.text, count.text, button.title] == ["לשמור", "3 tiles", "Sort"])
        #expect(root.layoutEnvironment.direction == .rightToLeft)

        root.layoutEnvironment.language = .source
        #expect([label.text, count.text, button.title] == ["Keep", "3 tiles", "Sort"])
        #expect(root.layoutEnvironment.direction == .leftToRight)
    }

    @Test func aViewMadeApartShowsTheWindowsLanguageWhenItJoins() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.layoutEnvironment.translations = try Self.translations()
        root.layoutEnvironment.language = Language("de")
        let panel = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(localizedText: Self.keep)
        panel.addSubview(label)
        #expect(label.text == "Keep")  // In no window yet: the source language.
        root.addSubview(panel)
        #expect(label.text == "Behalten")
    }

    @Test func switchingKeepsWhatTheVisitorDid() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        field.localizedPlaceholder = Self.name
        root.addSubview(field)
        field.text = "Ada"
        let list = ScrollView(frame: Rect(x: 0, y: 50, width: 200, height: 100))
        list.contentSize = Size(width: 200, height: 1000)
        list.contentOffset = Point(x: 0, y: 240)
        root.addSubview(list)
        root.layoutEnvironment.translations = try Self.translations()
        root.layoutEnvironment.language = Language("de")
        #expect(field.text == "Ada" && field.placeholder == "Ihr Name")
        #expect(list.contentOffset == Point(x: 0, y: 240))
    }

    @Test func aLabelWhoseTextTheAppSetsIsLeftAlone() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let label = Label(text: "Tactile")
        root.addSubview(label)
        root.layoutEnvironment.translations = try Self.translations()
        root.layoutEnvironment.language = Language("de")
        #expect(label.text == "Tactile")
    }
}
