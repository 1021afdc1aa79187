/// What Tactile reads from a catalog's header (the `msgstr` of the entry with an empty
/// `msgid`): `Language:`, `Plural-Forms:`, and the charset of `Content-Type:`, which must be
/// UTF-8 because catalogs are read as UTF-8.
struct CatalogHeader {
    var language: Language?
    var pluralRule: PluralRule?

    /// Reads the header's fields ("Name: value", one per `\n`), telling the line of each.
    init(_ text: CatalogParser.Text, file: String) throws(CatalogError) {
        var field = ""
        var fieldLine = text.line
        for piece in text.pieces {
            for (offset, part) in piece.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if offset > 0 {
                    try read(field, line: fieldLine, file: file)
                    field = ""
                }
                if field.isEmpty { fieldLine = piece.line }
                field += part
            }
        }
        try read(field, line: fieldLine, file: file)
    }

    /// Takes in one field.
    private mutating func read(_ field: String, line: Int, file: String) throws(CatalogError) {
        guard let colon = field.firstIndex(of: ":") else { return }
        let name = field[..<colon].trimmingSpaces.lowercased()
        let value = field[field.index(after: colon)...].trimmingSpaces
        switch name {
        case "language":
            language = value.isEmpty ? nil : Language(value)
        case "content-type":
            guard let charset = value.split(separator: ";").lazy.map(\.trimmingSpaces).first(where: { $0.lowercased().hasPrefix("charset=") }) else { return }
            let name = charset.dropFirst("charset=".count)
            guard ["utf-8", "utf8"].contains(name.lowercased()) else {
                throw CatalogError(file: file, line: line, "charset=\(name): catalogs are read as UTF-8 (save the file as UTF-8 and say charset=UTF-8)")
            }
        case "plural-forms":
            do throws(PluralRuleError) {
                pluralRule = try Self.pluralRule(value)
            } catch {
                throw CatalogError(file: file, line: line, "Plural-Forms: \(error.message)")
            }
        default:
            return
        }
    }

    /// The rule of "nplurals=N; plural=EXPR;".
    private static func pluralRule(_ value: String) throws(PluralRuleError) -> PluralRule {
        guard let semicolon = value.firstIndex(of: ";") else { throw PluralRuleError("expected \"nplurals=N; plural=EXPRESSION;\"") }
        let count = value[..<semicolon].trimmingSpaces
        let expression = value[value.index(after: semicolon)...].trimmingSpaces
        guard count.hasPrefix("nplurals="), let forms = Int(count.dropFirst("nplurals=".count).trimmingSpaces) else {
            throw PluralRuleError("expected nplurals=N, found \"\(count)\"")
        }
        guard expression.hasPrefix("plural=") else { throw PluralRuleError("expected plural=EXPRESSION after nplurals=\(forms);") }
        return try PluralRule(forms: forms, expression: String(expression.dropFirst("plural=".count)))
    }
}

extension StringProtocol {
    /// The text without the spaces, tabs and carriage returns around it.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
