/// One language's translations, read from a gettext `.po` file: the header's `Language:` and
/// `Plural-Forms:`, and each translated entry's forms.
///
/// A malformed file is refused whole, with one ``CatalogError`` naming the file and line. An
/// entry that reads but must not be used (fuzzy, untranslated, or with placeholders that
/// differ from its source's) is left out: the source string shows in its place, and an entry
/// refused for its placeholders is listed in ``refusals``.
package struct Catalog: Sendable {
    /// The header's `Language:`, nil when it has none.
    package let language: Language?
    /// The header's `Plural-Forms:`; nil when it has none, which only a catalog without
    /// translated plural entries (a template) may.
    package let pluralRule: PluralRule?
    /// The translations by context and source: one form, or one per plural form.
    package let translations: [CatalogKey: [String]]
    /// The entries refused for their placeholders, one error each, in the file's order.
    package let refusals: [CatalogError]

    /// Reads the `.po` file's `bytes`; `file` names it in errors ("de.po").
    package init(parsing bytes: [UInt8], file: String) throws(CatalogError) {
        let entries = try CatalogParser(file: file).entries(of: bytes)
        var header: CatalogHeader?
        var firstLines: [CatalogKey: Int] = [:]
        for entry in entries {
            let key = CatalogKey(context: entry.context?.value, source: entry.source?.value ?? "")
            if let first = firstLines[key] {
                throw CatalogError(file: file, line: entry.line, "a second entry for \(Self.quoted(key.source)) (the first is at line \(first))")
            }
            firstLines[key] = entry.line
            if key.source.isEmpty && key.context == nil, let text = entry.translations.first {
                header = try CatalogHeader(text, file: file)
            }
        }
        language = header?.language
        pluralRule = header?.pluralRule

        var translations: [CatalogKey: [String]] = [:]
        var refusals: [CatalogError] = []
        for entry in entries {
            guard let source = entry.source?.value, !source.isEmpty else { continue }
            let forms = entry.translations.map(\.value)
            // A template's untranslated plural entries need no rule.
            if entry.pluralSource != nil, forms.contains(where: { !$0.isEmpty }) {
                guard let rule = pluralRule else {
                    throw CatalogError(file: file, line: entry.line, "a translated plural entry, but the header has no Plural-Forms")
                }
                guard entry.translations.count == rule.count else {
                    throw CatalogError(file: file, line: entry.line, "\(entry.translations.count) plural forms, but the header's Plural-Forms has nplurals=\(rule.count)")
                }
            }
            guard !entry.flags.contains("fuzzy"), !forms.contains(where: \.isEmpty) else { continue }
            if let refusal = Self.placeholderMismatch(entry, forms: forms, rule: pluralRule, file: file) {
                refusals.append(refusal)
                continue
            }
            translations[CatalogKey(context: entry.context?.value, source: source)] = forms
        }
        self.translations = translations
        self.refusals = refusals
    }

    /// The refusal of `entry` when one of its translated forms has other placeholders than
    /// its source (the plural source for plural forms). A plural form the rule picks for one
    /// number only (Arabic's forms for 0, 1 and 2, Russian's none) may leave out `{count}`, as
    /// gettext's own check allows: "one tile" needs no digit.
    private static func placeholderMismatch(_ entry: CatalogParser.Entry, forms: [String], rule: PluralRule?, file: String) -> CatalogError? {
        let source = entry.pluralSource ?? entry.source!
        let expected = Placeholders.names(in: source.value)
        let singleNumberForms = entry.pluralSource == nil ? [] : rule?.formsForOneNumber ?? []
        for (index, form) in forms.enumerated() {
            var names = Placeholders.names(in: form)
            if singleNumberForms.contains(index), expected.contains("count") { names.insert("count") }
            guard names != expected else { continue }
            let keyword = entry.indexedTranslations ? "msgstr[\(index)]" : "msgstr"
            return CatalogError(
                file: file, line: entry.translations[index].line,
                "the translation of \(quoted(source.value)) has \(listed(names)) where the source has \(listed(expected)) (\(keyword)): refused, the source string shows instead")
        }
        return nil
    }

    /// `text` in quotes, shortened to its first 60 characters.
    static func quoted(_ text: String) -> String {
        "\"" + (text.count > 60 ? text.prefix(59) + "…" : text) + "\""
    }

    /// "{count}, {zone}", or "no placeholders".
    private static func listed(_ names: Set<String>) -> String {
        names.isEmpty ? "no placeholders" : names.sorted().map { "{\($0)}" }.joined(separator: ", ")
    }
}
