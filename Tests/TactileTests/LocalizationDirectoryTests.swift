@testable import Tactile
import TestSupport
import Testing

/// Catalogs read from a folder: good ones used, a malformed one reported once with its path
/// and line (its language showing the source strings), a missing folder or catalog reported
/// once, nothing else lost.
@Suite struct LocalizationDirectoryTests {
    let keep = LocalizedString("Keep", comment: "Title of the drop zone that keeps tiles")
    let moved = LocalizedString("Moved to {zone}", comment: "After a drop")

    @Test func goodBadAndMissingCatalogs() {
        let directory = TemporaryDirectory()
        directory.write("""
            msgid ""
            msgstr "Language: de\\n"

            msgid "Keep"
            msgstr "Behalten"

            msgid "Moved to {zone}"
            msgstr "Nach {zone} verschoben"
            """, to: "de.po")
        directory.write("""
            msgid "Keep"
            msgstr "Garder

            msgid "Moved to {zone}"
            msgstr "Déplacé vers {zone}"
            """, to: "fr.po")
        directory.write("""
            msgid ""
            msgstr "Language: he\\n"

            msgid "Keep"
            msgstr "לשמור"

            msgid "Moved to {zone}"
            msgstr "הועבר אל {אזור}"
            """, to: "he.po")
        directory.write("msgid \"\"\nmsgstr \"Language: fr\\n\"\n\nmsgid \"Keep\"\nmsgstr \"Conservar\"\n", to: "pt_BR.po")
        directory.write("msgid \"Keep\"\nmsgstr \"\"\n", to: "Tactile.pot")
        var lines: [String] = []
        let translations = Translations(directory: directory.path) { lines.append($0) }
        let path = directory.path
        #expect(lines == [
            "\(path)/fr.po:2: the string has no closing quote; \"fr\" shows the source strings",
            "\(path)/he.po:8: the translation of \"Moved to {zone}\" has no placeholders where the source has {zone} (msgstr): refused, the source string shows instead",
            "\(path)/pt_BR.po: the header says Language: fr, the file name pt-BR; read as \"pt-BR\"",
        ])
        #expect(translations.languages.map(\.code) == ["de", "en", "he", "pt-BR"])
        lines = []

        let zone = ["zone": LocalizedString.Argument.localized(keep)]
        #expect(translations.text(moved.with(zone), in: Language("de")) == "Nach Behalten verschoben")
        #expect(translations.text(moved.with(zone), in: Language("he")) == "Moved to לשמור")
        #expect(translations.text(keep, in: Language("pt-BR")) == "Conservar")
        for _ in 0..<3 { #expect(translations.text(moved.with(zone), in: Language("fr")) == "Moved to Keep") }
        #expect(lines == [
            "no \"he\" translation of \"Moved to {zone}\": the source string shows",
            "no catalog for \"fr\": its strings show in the source language (en)",
        ])
    }

    @Test func aMissingDirectoryShowsTheSourceStrings() {
        var lines: [String] = []
        let translations = Translations(directory: "/nonexistent/languages") { lines.append($0) }
        #expect(translations.text(keep, in: Language("de")) == "Keep")
        #expect(translations.text(keep, in: Language("de")) == "Keep")
        #expect(lines == [
            "cannot list /nonexistent/languages (opendir: No such file or directory): every language shows the source strings",
            "no catalog for \"de\": its strings show in the source language (en)",
        ])
    }

    /// The template `.ci/extract-strings` writes for its fixture reads as a catalog whose
    /// every entry is untranslated: the script and the reader agree on the format.
    @Test func theExtractedTemplateReadsAsACatalog() throws {
        let root = String(#filePath.dropLast("Tests/TactileTests/LocalizationDirectoryTests.swift".count))
        let path = root + ".ci/extract-strings-tests/good/Sources/Kiosk/Localizations/Kiosk.pot"
        let bytes = try #require(try FileAccess.read(path))
        let template = try Catalog(parsing: bytes, file: path)
        #expect(template.translations.isEmpty && template.refusals.isEmpty && template.pluralRule == nil)
    }
}
