/// The named placeholders of a string: `{count}`, `{zone}`. A placeholder is a `{`, a name of
/// ASCII letters, digits and underscores that does not start with a digit, and a `}`; every
/// other brace is text. This is the part of Python's brace format (the template's
/// `python-brace-format` flag) that translators' tools check.
enum Placeholders {
    /// The names in `text`, without braces.
    static func names(in text: String) -> Set<String> {
        var names: Set<String> = []
        forEach(in: text) { piece in
            if case .placeholder(let name) = piece { names.insert(name) }
        }
        return names
    }

    /// `text` with each placeholder replaced by `value(name)`, or kept as written when that
    /// gives nil.
    static func fill(_ text: String, _ value: (String) -> String?) -> String {
        var result = ""
        forEach(in: text) { piece in
            switch piece {
            case .text(let text): result += text
            case .placeholder(let name): result += value(name) ?? "{\(name)}"
            }
        }
        return result
    }

    /// A run of text or a placeholder.
    private enum Piece {
        case text(Substring)
        case placeholder(String)
    }

    /// Calls `body` with the text and the placeholders of `text` in order.
    private static func forEach(in text: String, _ body: (Piece) -> Void) {
        var textStart = text.startIndex
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            let nameStart = text.index(after: open)
            let nameEnd = text[nameStart...].firstIndex { !isNameCharacter($0) } ?? text.endIndex
            let name = text[nameStart..<nameEnd]
            if nameEnd < text.endIndex, text[nameEnd] == "}", let first = name.first, !first.isNumber {
                body(.text(text[textStart..<open]))
                body(.placeholder(String(name)))
                textStart = text.index(after: nameEnd)
                index = textStart
            } else {
                index = nameStart
            }
        }
        body(.text(text[textStart...]))
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }
}
