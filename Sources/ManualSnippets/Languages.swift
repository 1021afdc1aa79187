// The manual's code for "Languages" (Tactile.docc/Languages.md); see SceneAndViews.swift.
import Foundation
import Tactile

/// Strings marked once, with what the translator needs to know: the article's first snippet.
func markedStrings() -> [LocalizedString] {
    let keep = LocalizedString("Keep", comment: "Title of the drop zone that keeps tiles")
    let open = LocalizedString("Open", context: "verb", comment: "The button that opens the basket")
    return [keep, open]
}

/// A plural with a second placeholder filled by another translated string: the article's
/// second snippet.
func tilesLabel(count: Int, zone: LocalizedString) -> LocalizedString {
    LocalizedString("{count} tile in {zone}", plural: "{count} tiles in {zone}", count: count,
                    comment: "How many tiles a drop zone holds; {zone} is the zone's title")
        .with(["zone": .localized(zone)])
}

/// The catalogs read at start and a string shown in German: the article's third snippet.
func germanTitle(keep: LocalizedString) -> String {
    let translations = Translations(directory: "/usr/share/kiosk/languages") { line in print(line) }
    let title = translations.text(keep, in: Language("de"))   // "Behalten" with de.po, else "Keep"
    return title
}

/// The library's own strings, with no catalog from the app: the article's library snippet.
func libraryCall() -> String {
    let translations = Translations()   // the library's own strings alone
    let call = translations.text(.touchToStart, in: Language("fr"))   // "Touchez pour commencer"
    return call
}

/// Numbers, a price and the time in German's format: the article's fourth snippet.
func germanFormats() -> [String] {
    let german = Language("de")
    let total = german.format(price: 7.5, currency: "EUR")          // "7,50 €"
    let weight = german.format(number: 1234.5, fractionDigits: 1)   // "1.234,5"
    let now = german.format(time: Date())                           // "15:05"
    return [total, weight, now]
}

/// The counts in translated strings written by the language's formatter: the fifth snippet.
func translationsWithFormattedCounts(folder: String) -> Translations {
    let translations = Translations(directory: folder) { line in print(line) }
    translations.formatInteger = { number, language in language.format(number: Double(number)) }
    return translations
}

/// The demo's language row, each language named in its own: the sixth snippet.
func languageRow(app: Application) -> SegmentedControl {
    let languages = [("en", "English"), ("de", "Deutsch"), ("fr", "Français"),
                     ("ar", "العربية"), ("he", "עברית"), ("el", "Ελληνικά")]
    let row = SegmentedControl(segments: languages.map { $0.1 }) { control in
        app.language = Language(languages[control.selectedIndex].0)
    }
    return row
}

/// The kiosk's own language, shown at start and after every idle reset: the seventh snippet.
func startInGreek(app: Application) {
    app.host.defaultLanguage = Language("el")   // the kiosk's own, after every idle reset
    app.language = Language("el")               // shown from the start; traced "language el"
}

/// A caption in the kiosk's own language, then the visitor's: the switching snippet.
func switchLanguages(app: Application) -> Label {
    let title = Label(localizedText: LocalizedString("Choose a tile", comment: "The sorting scene's caption"))
    app.host.defaultLanguage = Language("de")   // the kiosk's own: the idle reset brings it back
    app.language = Language("de")               // traced "language de"
    // … a visitor touches "العربية":
    app.language = Language("ar")               // traced "language ar rtl"; the layout mirrors
    return title
}
