/// The text of ``LocalizedString``s in any language the app has a catalog for.
///
/// A string shows in its catalog's translation, the plural form chosen by the catalog's rule;
/// without one (no catalog, no entry, an entry fuzzy, untranslated or refused at load) it
/// shows in the source language, its plural chosen by English's rule, and `reportMissing` is
/// told once per language and string however often the string is drawn. A language without
/// its own catalog uses its base language's (`pt` for `pt-BR`); the source language's variants
/// (`en-GB`) need none, and a catalog of theirs may hold only the strings they spell otherwise.
///
/// The library's own strings (the on-screen keyboard's captions, the attract screen's call)
/// come translated with the library, in every language it ships: a string is looked up in the
/// app's catalogs first, then in the library's, so an app's entry with the same `msgctxt` and
/// `msgid` overrides the library's. Only the app's catalogs count as a language's catalog:
/// a language the app has none for is reported missing (when one of the app's strings shows
/// in the source language) even when the library has its own.
///
/// Apps get one from `Translations(directory:log:)`, which reads a folder of `.po` catalogs,
/// or from `Translations()`, the library's own strings alone.
public final class Translations {
    /// Writes the whole numbers placed in strings (`{count}` and `.integer` arguments) for a
    /// language; plain ASCII digits unless set.
    public var formatInteger: (Int, Language) -> String = { number, _ in String(number) }

    /// The app's catalogs by language.
    private let catalogs: [Language: Catalog]
    /// Told of each string that shows in the source language instead of the one asked for.
    private let reportMissing: (MissingTranslation) -> Void
    /// What was reported already, so that each is reported once.
    private var reported: Set<MissingTranslation> = []

    /// Translations from the app's `catalogs`, then the library's own (`BuiltInCatalogs`);
    /// `reportMissing` is told once of each missing catalog and translation.
    package init(catalogs: [Language: Catalog], reportMissing: @escaping (MissingTranslation) -> Void) {
        self.catalogs = catalogs
        self.reportMissing = reportMissing
    }

    /// The library's own strings in each language it ships, and the app's strings in the
    /// source language; nothing is reported. What a window uses until the app gives its own.
    public convenience init() {
        self.init(catalogs: [:], reportMissing: { _ in })
    }

    /// The languages there are strings for: the source language and each of the app's
    /// catalogs' (the library's own do not add any), sorted by code.
    public var languages: [Language] {
        Set(catalogs.keys).union([.source]).sorted { $0.code < $1.code }
    }

    /// `string` in `language`, its placeholders filled.
    public func text(_ string: LocalizedString, in language: Language) -> String {
        let pattern = translation(of: string, in: language) ?? sourceText(of: string)
        return Placeholders.fill(pattern) { name in
            if name == "count", let count = string.count { return formatInteger(count, language) }
            switch string.arguments[name] {
            case .text(let text): return text
            case .integer(let number): return formatInteger(number, language)
            case .localized(let inner): return text(inner, in: language)
            case nil: return nil
            }
        }
    }

    /// The app's catalog's form of `string` for `language`, else the library's, or nil
    /// (reported) when neither has one.
    private func translation(of string: LocalizedString, in language: Language) -> String? {
        let appCatalog = Self.catalog(for: language, in: catalogs)
        if let appCatalog, let form = Self.form(of: string, in: appCatalog) { return form }
        if let library = Self.catalog(for: language, in: BuiltInCatalogs.all), let form = Self.form(of: string, in: library) {
            return form
        }
        // The source language's variants (en-GB) may have a catalog of the strings they spell
        // differently; the source strings are theirs otherwise, so nothing is missing.
        guard language.base != Language.source.base else { return nil }
        report(appCatalog == nil ? .catalog(language) : .translation(source: string.source, context: string.context, language: language))
        return nil
    }

    /// The catalog for `language` in `catalogs`, else its base language's (`pt` for `pt-BR`).
    private static func catalog(for language: Language, in catalogs: [Language: Catalog]) -> Catalog? {
        catalogs[language] ?? catalogs[Language(language.base)]
    }

    /// `catalog`'s form of `string`, the plural form by the catalog's rule; nil when it has
    /// none usable.
    private static func form(of string: LocalizedString, in catalog: Catalog) -> String? {
        guard let forms = catalog.translations[string.key] else { return nil }
        guard let count = string.count else { return forms[0] }
        guard let rule = catalog.pluralRule, forms.count == rule.count else { return nil }
        return forms[rule.form(for: count)]
    }

    /// `string` in the source language: the plural source when English's rule says so.
    private func sourceText(of string: LocalizedString) -> String {
        guard let plural = string.pluralSource, let count = string.count else { return string.source }
        return PluralRule.source.form(for: count) == 0 ? string.source : plural
    }

    private func report(_ missing: MissingTranslation) {
        if reported.insert(missing).inserted { reportMissing(missing) }
    }
}
