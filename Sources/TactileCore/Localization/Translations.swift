/// The text of ``LocalizedString``s in any language the app has a catalog for.
///
/// A string shows in its catalog's translation, the plural form chosen by the catalog's rule;
/// without one (no catalog, no entry, an entry fuzzy, untranslated or refused at load) it
/// shows in the source language, its plural chosen by English's rule, and `reportMissing` is
/// told once per language and string however often the string is drawn. A language without
/// its own catalog uses its base language's (`pt` for `pt-BR`); the source language's variants
/// (`en-GB`) need none, and a catalog of theirs may hold only the strings they spell otherwise.
///
/// Apps get one from `Translations(directory:log:)`, which reads a folder of `.po` catalogs.
public final class Translations {
    /// Writes the whole numbers placed in strings (`{count}` and `.integer` arguments) for a
    /// language; plain ASCII digits unless set.
    public var formatInteger: (Int, Language) -> String = { number, _ in String(number) }

    /// The catalogs by language.
    private let catalogs: [Language: Catalog]
    /// Told of each string that shows in the source language instead of the one asked for.
    private let reportMissing: (MissingTranslation) -> Void
    /// What was reported already, so that each is reported once.
    private var reported: Set<MissingTranslation> = []

    /// Translations from `catalogs`; `reportMissing` is told once of each missing catalog
    /// and translation.
    package init(catalogs: [Language: Catalog], reportMissing: @escaping (MissingTranslation) -> Void) {
        self.catalogs = catalogs
        self.reportMissing = reportMissing
    }

    /// The languages there are strings for: the source language and each catalog's, sorted
    /// by code.
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

    /// The catalog's form of `string` for `language`, or nil (reported) when there is none.
    private func translation(of string: LocalizedString, in language: Language) -> String? {
        // The source language's variants (en-GB) may have a catalog of the strings they spell
        // differently; the source strings are theirs otherwise, so nothing is missing.
        let isSourceVariant = language.base == Language.source.base
        guard let catalog = catalogs[language] ?? catalogs[Language(language.base)] else {
            if !isSourceVariant { report(.catalog(language)) }
            return nil
        }
        if let forms = catalog.translations[string.key] {
            guard let count = string.count else { return forms[0] }
            if let rule = catalog.pluralRule, forms.count == rule.count { return forms[rule.form(for: count)] }
        }
        if !isSourceVariant { report(.translation(source: string.source, context: string.context, language: language)) }
        return nil
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
