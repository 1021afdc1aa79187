/// What ``Translations`` reports when a string shows in the source language instead of the
/// one asked for: once per language for a missing catalog, once per language and string for
/// a missing translation, never per frame.
public enum MissingTranslation: Hashable, Sendable, CustomStringConvertible {
    /// No catalog for the language nor for its base language (`pt` for `pt-BR`): all its
    /// strings show in the source language.
    case catalog(Language)
    /// The language's catalog has no usable translation of the string (none, untranslated,
    /// fuzzy, or refused for its placeholders when it was loaded).
    case translation(source: String, context: String?, language: Language)

    /// One line for a log: `no "de" translation of "Keep": the source string shows`.
    public var description: String {
        switch self {
        case .catalog(let language):
            return "no catalog for \"\(language)\": its strings show in the source language (\(Language.source))"
        case .translation(let source, let context, let language):
            let inContext = context.map { " (context \"\($0)\")" } ?? ""
            return "no \"\(language)\" translation of \(Catalog.quoted(source))\(inContext): the source string shows"
        }
    }
}
