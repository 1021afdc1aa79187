/// The library's own strings (the on-screen keyboard's captions, the attract screen's call)
/// in each language it ships: the catalogs in Sources/Tactile/Localizations, built into the
/// binary as text (`builtInCatalogTexts`, written by .ci/extract-strings) and read once, the
/// first time a ``Translations`` needs them. ``Translations`` looks a string up in them after
/// the app's own catalogs, so an app's entry with the same context and text wins.
package enum BuiltInCatalogs {
    /// The catalogs by language. CI keeps each readable (`msgfmt --check`, and a test that
    /// reads every one without a refusal), so one that is not is left out rather than
    /// stopping the app.
    package static let all: [Language: Catalog] = {
        var catalogs: [Language: Catalog] = [:]
        for (code, text) in builtInCatalogTexts {
            guard let catalog = try? Catalog(parsing: Array(text.utf8), file: "Tactile/\(code).po (built in)") else { continue }
            catalogs[Language(code)] = catalog
        }
        return catalogs
    }()
}
