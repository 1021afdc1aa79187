import Testing
@testable import TactileCore

/// Resolving strings: the catalog's form by its plural rule, placeholders filled, and the
/// source string (reported once) when there is no translation.
@Suite struct LocalizationTranslationsTests {
    let keep = LocalizedString("Keep", comment: "Title of the drop zone that keeps tiles")
    let tiles = { (count: Int) in LocalizedString("{count} tile in {zone}", plural: "{count} tiles in {zone}", count: count, comment: "Tiles in a zone") }

    /// Translations over the German catalog; `reports` collects what they report.
    private func german() throws -> (Translations, ReportBox) {
        let reports = ReportBox()
        let translations = Translations(catalogs: [Language("de"): try catalog(germanCatalogText)]) { reports.lines.append($0.description) }
        return (translations, reports)
    }

    @Test func translatedStringsFillTheirPlaceholders() throws {
        let (translations, reports) = try german()
        let de = Language("de")
        #expect(translations.text(keep, in: de) == "Behalten")
        #expect(translations.text(LocalizedString("Open", context: "verb", comment: "A verb on a button"), in: de) == "Öffnen")
        #expect(translations.text(tiles(1).with(["zone": .localized(keep)]), in: de) == "1 Kachel in Behalten")
        #expect(translations.text(tiles(3).with(["zone": .text("Box 2")]), in: de) == "3 Kacheln in Box 2")
        #expect(translations.text(tiles(0).with(["zone": .integer(12)]), in: de) == "0 Kacheln in 12")
        // A variant of German uses German's catalog; English needs none.
        #expect(translations.text(keep, in: Language("de-AT")) == "Behalten")
        #expect(translations.text(tiles(1).with(["zone": .localized(keep)]), in: .source) == "1 tile in Keep")
        #expect(reports.lines.isEmpty)
    }

    /// The integer formatter is the seam for the languages' number formats.
    @Test func integersGoThroughTheFormatter() throws {
        let (translations, _) = try german()
        translations.formatInteger = { number, language in "\(language):\(number * 1000)" }
        #expect(translations.text(tiles(2).with(["zone": .integer(3)]), in: Language("de")) == "de:2000 Kacheln in de:3000")
    }

    /// A string drawn 1,000 times without a translation is reported once; a fuzzy, an
    /// untranslated and a missing entry each once; the source string shows each time.
    @Test func aMissingTranslationIsReportedOnce() throws {
        let (translations, reports) = try german()
        let de = Language("de")
        let discard = LocalizedString("Discard", comment: "Button")
        for _ in 0..<1000 { #expect(translations.text(discard, in: de) == "Discard") }
        #expect(translations.text(LocalizedString("Untranslated", comment: ""), in: de) == "Untranslated")
        #expect(translations.text(LocalizedString("Open", comment: "Adjective"), in: de) == "Open")
        #expect(reports.lines == [
            "no \"de\" translation of \"Discard\": the source string shows",
            "no \"de\" translation of \"Untranslated\": the source string shows",
            "no \"de\" translation of \"Open\": the source string shows",
        ])
        _ = translations.text(LocalizedString("Open", context: "adjective", comment: ""), in: de)
        #expect(reports.lines.last == "no \"de\" translation of \"Open\" (context \"adjective\"): the source string shows")
    }

    /// A language without a catalog shows the source strings, the plural by English's rule,
    /// and is reported once for all its strings.
    @Test func aLanguageWithoutCatalogFallsBackToTheSourcePlurals() throws {
        let (translations, reports) = try german()
        let pl = Language("pl")
        #expect([0, 1, 2, 5].map { translations.text(tiles($0).with(["zone": .localized(keep)]), in: pl) } == [
            "0 tiles in Keep", "1 tile in Keep", "2 tiles in Keep", "5 tiles in Keep",
        ])
        #expect(translations.text(keep, in: pl) == "Keep")
        #expect(reports.lines == ["no catalog for \"pl\": its strings show in the source language (en)"])
        #expect(translations.languages == [Language("de"), Language("en")])
    }

    /// An entry refused at load for its placeholders shows the source string, placeholders
    /// filled, and counts as missing.
    @Test func aRefusedEntryShowsTheSource() throws {
        let reports = ReportBox()
        let text = "msgid \"Moved to {zone}\"\nmsgstr \"Nach {Zone} verschoben\"\n"
        let translations = Translations(catalogs: [Language("de"): try catalog(text)]) { reports.lines.append($0.description) }
        let moved = LocalizedString("Moved to {zone}", comment: "").with(["zone": .text("Keep")])
        #expect(translations.text(moved, in: Language("de")) == "Moved to Keep")
        #expect(reports.lines == ["no \"de\" translation of \"Moved to {zone}\": the source string shows"])
    }

    /// Languages: codes in BCP 47's case, gettext's underscore read as a hyphen, the base
    /// subtag, right-to-left by the base.
    @Test func languagesNormaliseTheirCodes() {
        #expect(Language("pt_br") == Language("pt-BR") && Language("PT-br").code == "pt-BR")
        #expect(Language("sr_latn_RS").code == "sr-Latn-RS" && Language("es-419").code == "es-419")
        #expect(Language("pt-BR").base == "pt")
        #expect(["ar", "ar-EG", "he", "fa", "ur", "yi", "ps", "dv", "ckb", "sd", "ug"].allSatisfy { Language($0).isRightToLeft })
        #expect(!["en", "de", "el", "ru", "zh-Hant"].contains { Language($0).isRightToLeft })
    }

    /// A British catalog changes the strings British English spells otherwise; the rest show
    /// as written, unreported, as does any other English without a catalog.
    @Test func sourceVariantsNeedOnlyTheirDifferences() throws {
        let reports = ReportBox()
        let british = try catalog("msgid \"Color\"\nmsgstr \"Colour\"\n", file: "en_GB.po")
        let translations = Translations(catalogs: [Language("en-GB"): british]) { reports.lines.append($0.description) }
        #expect(translations.text(LocalizedString("Color", comment: ""), in: Language("en-GB")) == "Colour")
        #expect(translations.text(keep, in: Language("en-GB")) == "Keep")
        #expect(translations.text(LocalizedString("Color", comment: ""), in: Language("en-US")) == "Color")
        #expect(reports.lines.isEmpty)
    }

    /// Unknown placeholders stay as written; `{count}` is the count even when an argument of
    /// that name is given.
    @Test func placeholdersWithoutValues() {
        let translations = Translations(catalogs: [:]) { _ in }
        let string = LocalizedString("{count} of {total} in {nowhere} {not a name} {1x}", plural: "{count} of {total}", count: 1, comment: "")
            .with(["total": .integer(9), "count": .integer(5)])
        #expect(translations.text(string, in: .source) == "1 of 9 in {nowhere} {not a name} {1x}")
    }
}

/// The lines a report closure collects.
final class ReportBox {
    var lines: [String] = []
}
