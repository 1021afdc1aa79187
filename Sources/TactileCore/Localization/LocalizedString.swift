/// A string of the user interface, marked once in the code so that `.ci/extract-strings` puts
/// it in the translators' template, and shown in the visitor's language by ``Translations``.
///
/// ```swift
/// let keep = LocalizedString("Keep", comment: "Title of the drop zone that keeps tiles")
/// let count = LocalizedString("{count} tile", plural: "{count} tiles", count: tiles.count,
///                             comment: "How many tiles a zone holds")
/// let moved = LocalizedString("Moved to {zone}", comment: "After a drop")
///     .with(["zone": .localized(keep)])
/// ```
///
/// The source text, the plural and the comment must be string literals: the extraction script
/// reads them from the code without compiling it. Placeholders are named in braces
/// (`{count}`, `{zone}`), so that translators can put them wherever their language needs.
///
/// The type is deliberately not `ExpressibleByStringLiteral`: a literal would then become a
/// `LocalizedString` wherever the type checker expected one, without a comment and without a
/// `LocalizedString(` the script can find, so strings would reach the screen that no template
/// offers to translators.
public struct LocalizedString: Hashable, Sendable {
    /// The text in the source language (gettext's `msgid`); for a plural, its singular.
    public let source: String
    /// The plural in the source language (`msgid_plural`); nil for a string without plural forms.
    public let pluralSource: String?
    /// The number that picks the plural form, filled in for `{count}`; nil without plural forms.
    public let count: Int?
    /// What tells apart two strings with the same source text (`msgctxt`): "verb" for an
    /// "Open" that is not the adjective.
    public let context: String?
    /// What the translator is told about where the string shows (the template's `#.` line).
    public let comment: String
    /// The values of the placeholders, by name (without braces).
    public private(set) var arguments: [String: Argument] = [:]

    /// A placeholder's value.
    public enum Argument: Hashable, Sendable {
        /// Text shown as it is (a name the visitor typed, a file name).
        case text(String)
        /// A whole number, written by the formatter ``Translations`` was given.
        case integer(Int)
        /// Another string of the interface, translated into the same language.
        case localized(LocalizedString)
    }

    /// A string without plural forms: `LocalizedString("Keep", comment: "Title of the drop
    /// zone that keeps tiles")`.
    public init(_ source: String, context: String? = nil, comment: String) {
        self.source = source
        self.pluralSource = nil
        self.count = nil
        self.context = context
        self.comment = comment
    }

    /// A string with plural forms, chosen by `count` under each language's plural rule;
    /// `{count}` is filled with `count`.
    public init(_ singular: String, plural: String, count: Int, context: String? = nil, comment: String) {
        self.source = singular
        self.pluralSource = plural
        self.count = count
        self.context = context
        self.comment = comment
    }

    /// This string with `arguments` filling its placeholders (added to those already given).
    public func with(_ arguments: [String: Argument]) -> LocalizedString {
        var copy = self
        copy.arguments.merge(arguments) { _, new in new }
        return copy
    }

    /// What a catalog finds the string's translation by: its context and source text.
    package var key: CatalogKey {
        CatalogKey(context: context, source: source)
    }
}

/// What a catalog entry is found by: `msgctxt` and `msgid`.
package struct CatalogKey: Hashable, Sendable {
    /// `msgctxt`, nil when the entry has none.
    package let context: String?
    /// `msgid`.
    package let source: String
}
