/// Reads the entries of a gettext `.po` file: comments (`#,` flags kept, `#.`, `#:`, `# ` and
/// `#|` skipped, `#~` obsolete entries skipped whole), `msgctxt`, `msgid`, `msgid_plural`,
/// `msgstr` and `msgstr[n]`, each a quoted string continued by quoted strings on the lines
/// after it, with the escapes `\n`, `\t`, `\"` and `\\`. The first mistake ends the reading
/// with its line.
struct CatalogParser {
    /// A string of the file, with the line of each quoted piece (the header's fields are told
    /// by their line).
    struct Text {
        /// The line of the keyword.
        var line: Int
        /// The pieces and their lines, in order.
        var pieces: [(line: Int, text: String)] = []
        /// The whole string.
        var value: String { pieces.map(\.text).joined() }
    }

    /// One entry as written.
    struct Entry {
        var flags: Set<String> = []
        var context: Text?
        var source: Text?
        var pluralSource: Text?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, … in order.
        var translations: [Text] = []
        /// True when the translation came as `msgstr[n]`.
        var indexedTranslations = false
        /// The line the entry starts on (its first keyword).
        var line: Int { context?.line ?? source?.line ?? 0 }
    }

    /// The keyword whose string a continuation line extends.
    private enum Field { case context, source, pluralSource, translation }

    private let file: String

    init(file: String) {
        self.file = file
    }

    /// The entries of the file's bytes (UTF-8, an optional byte order mark first).
    func entries(of bytes: [UInt8]) throws(CatalogError) -> [Entry] {
        var entries: [Entry] = []
        var entry = Entry()
        var field: Field?
        var pendingFlags: Set<String> = []
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0

        /// Ends the entry being read once it has its translation.
        func finishComplete() {
            guard !entry.translations.isEmpty else { return }
            entries.append(entry)
            entry = Entry()
            field = nil
        }

        var lineNumber = 0
        for rawLine in bytes[start...].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let decoded = String(validating: rawLine, as: UTF8.self) else {
                throw CatalogError(file: file, line: lineNumber, "not UTF-8 text: catalogs are read as UTF-8")
            }
            let line = decoded.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#~") { continue }
            if line.hasPrefix("#") {
                finishComplete()
                if entry.source != nil || entry.context != nil {
                    throw CatalogError(file: file, line: lineNumber, "a comment inside an entry (the entry at line \(entry.line) has no msgstr yet)")
                }
                if line.hasPrefix("#,") {
                    for flag in line.dropFirst(2).split(separator: ",") { pendingFlags.insert(flag.trimmingSpaces) }
                }
                continue
            }
            if line.hasPrefix("\"") {
                guard let field else {
                    throw CatalogError(file: file, line: lineNumber, "a string outside an entry: a continuation line follows a keyword's string")
                }
                let piece = (lineNumber, try string(line, line: lineNumber))
                switch field {
                case .context: entry.context!.pieces.append(piece)
                case .source: entry.source!.pieces.append(piece)
                case .pluralSource: entry.pluralSource!.pieces.append(piece)
                case .translation: entry.translations[entry.translations.count - 1].pieces.append(piece)
                }
                continue
            }
            let keyword = String(line.prefix { $0 != " " && $0 != "\t" && $0 != "\"" })
            var text = Text(line: lineNumber)
            text.pieces.append((lineNumber, try string(line.dropFirst(keyword.count).trimmingSpaces, line: lineNumber, after: keyword)))
            switch keyword {
            case "msgctxt":
                finishComplete()
                if entry.context != nil || entry.source != nil {
                    throw CatalogError(file: file, line: lineNumber, "msgctxt inside an entry (the entry at line \(entry.line) has no msgstr yet)")
                }
                entry.context = text
                field = .context
            case "msgid":
                finishComplete()
                if entry.source != nil {
                    throw CatalogError(file: file, line: lineNumber, "a second msgid (the msgid at line \(entry.line) has no msgstr)")
                }
                entry.source = text
                field = .source
            case "msgid_plural":
                guard field == .source else {
                    throw CatalogError(file: file, line: lineNumber, "msgid_plural must follow a msgid")
                }
                entry.pluralSource = text
                field = .pluralSource
            case "msgstr":
                guard entry.source != nil, entry.translations.isEmpty else {
                    throw CatalogError(file: file, line: lineNumber, "msgstr must follow a msgid")
                }
                guard entry.pluralSource == nil else {
                    throw CatalogError(file: file, line: lineNumber, "an entry with msgid_plural takes msgstr[0], msgstr[1], …, not msgstr")
                }
                entry.translations.append(text)
                field = .translation
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()) else {
                    throw CatalogError(file: file, line: lineNumber, "unknown keyword '\(keyword)'")
                }
                guard entry.pluralSource != nil else {
                    throw CatalogError(file: file, line: lineNumber, "\(keyword) without msgid_plural: an entry without plural forms takes msgstr")
                }
                guard index == entry.translations.count else {
                    throw CatalogError(file: file, line: lineNumber, "\(keyword) where msgstr[\(entry.translations.count)] was expected")
                }
                entry.translations.append(text)
                entry.indexedTranslations = true
                field = .translation
            }
            if entry.flags.isEmpty {
                entry.flags = pendingFlags
                pendingFlags = []
            }
        }
        if entry.source != nil || entry.context != nil, entry.translations.isEmpty {
            let keyword = entry.source == nil ? "msgctxt" : "msgid"
            throw CatalogError(file: file, line: entry.line, "\(keyword) without msgstr at the end of the file")
        }
        finishComplete()
        return entries
    }

    /// The value of the quoted string `text`, which must be the whole of what is left of the
    /// line (after `keyword`, when given, for the message).
    private func string(_ text: String, line: Int, after keyword: String? = nil) throws(CatalogError) -> String {
        guard text.first == "\"" else {
            throw CatalogError(file: file, line: line, keyword.map { "\($0) must be followed by a string in quotes" } ?? "expected a string in quotes")
        }
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "\"":
                guard text[index...].allSatisfy({ $0 == " " || $0 == "\t" }) else {
                    throw CatalogError(file: file, line: line, "text after the closing quote: \(text[index...])")
                }
                return value
            case "\\":
                guard index < text.endIndex else { break }
                let escaped = text[index]
                index = text.index(after: index)
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                default: throw CatalogError(file: file, line: line, "unknown escape '\\\(escaped)' (a catalog's strings know \\n, \\t, \\\" and \\\\)")
                }
            default:
                value.append(character)
            }
        }
        throw CatalogError(file: file, line: line, "the string has no closing quote")
    }
}
