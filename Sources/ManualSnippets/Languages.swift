// The manual's code for "Languages" (Tactile.docc/Languages.md); see SceneAndViews.swift.
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

/// The library's own strings, with no catalog from the app: the article's fourth snippet.
func libraryCall() -> String {
    let translations = Translations()   // the library's own strings alone
    let call = translations.text(.touchToStart, in: Language("fr"))   // "Touchez pour commencer"
    return call
}
