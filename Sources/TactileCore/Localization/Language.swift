/// A language, named by its BCP 47 code: `Language("de")`, `Language("pt-BR")`, `Language("ar")`.
///
/// The code is kept in BCP 47's usual case (`pt-BR`, `sr-Latn`, `zh-Hant-TW`), and gettext's
/// underscore (`pt_BR`, as catalog files are often named) reads as a hyphen, so every spelling
/// of one language compares equal.
public struct Language: Hashable, Sendable, CustomStringConvertible {
    /// The BCP 47 code: "de", "pt-BR", "ar".
    public let code: String

    /// The language of Tactile's own strings in the code, which shows whenever a catalog has
    /// no translation.
    public static let source = Language("en")

    /// The primary language subtags written right to left: Arabic, Hebrew, Persian, Urdu,
    /// Yiddish, Pashto, Divehi, Central Kurdish, Sindhi and Uyghur.
    private static let rightToLeftBases: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "dv", "ckb", "sd", "ug"]

    /// The language with `code` ("de", "pt-BR", "pt_BR").
    public init(_ code: String) {
        let subtags = code.split(whereSeparator: { $0 == "-" || $0 == "_" })
        self.code = subtags.enumerated().map { index, subtag in
            if index == 0 { return subtag.lowercased() }
            // A region ("BR", "419") is upper case, a script ("Latn") title case, the rest lower case.
            switch subtag.count {
            case 2: return subtag.uppercased()
            case 4 where subtag.allSatisfy(\.isLetter): return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            default: return subtag.lowercased()
            }
        }.joined(separator: "-")
    }

    /// The primary language subtag: "pt" for "pt-BR".
    public var base: String {
        String(code.prefix { $0 != "-" })
    }

    /// True for the languages written right to left (Arabic, Hebrew, Persian, …), judged by
    /// the primary subtag.
    public var isRightToLeft: Bool {
        Self.rightToLeftBases.contains(base)
    }

    /// The code.
    public var description: String { code }
}
