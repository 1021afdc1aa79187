/// Word boundaries for selecting a word (double tap, double click) and moving by words
/// (Ctrl+arrows), over grapheme clusters: a word is a run of letters, digits, marks and
/// connector punctuation ("_"), a run of white space is one unit, and any other character
/// (punctuation, symbols, emoji) stands alone.
enum TextWords {
    private enum Class { case word, space, other }

    private static func classify(_ character: Character) -> Class {
        if character.isWhitespace { return .space }
        if character.isLetter || character.isNumber || character == "_" { return .word }
        // Letters followed by combining marks are letters; a lone mark joins words too.
        if character.unicodeScalars.first.map({ $0.properties.isAlphabetic }) == true { return .word }
        return .other
    }

    /// The unit around the character at `index` (the one before it at the end of the text):
    /// the range of grapheme offsets a double tap selects.
    static func word(around index: Int, in characters: [Character]) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        let at = min(max(index, 0), characters.count - 1)
        let kind = classify(characters[at])
        guard kind != .other else { return at..<(at + 1) }
        var start = at, end = at + 1
        while start > 0 && classify(characters[start - 1]) == kind { start -= 1 }
        while end < characters.count && classify(characters[end]) == kind { end += 1 }
        return start..<end
    }

    /// Where Ctrl+Right goes from `index`: past the next word (white space before it skipped).
    static func nextWordEnd(after index: Int, in characters: [Character]) -> Int {
        var position = index
        while position < characters.count && classify(characters[position]) == .space { position += 1 }
        guard position < characters.count else { return position }
        return word(around: position, in: characters).upperBound
    }

    /// Where Ctrl+Left goes from `index`: to the start of the word before it.
    static func previousWordStart(before index: Int, in characters: [Character]) -> Int {
        var position = index
        while position > 0 && classify(characters[position - 1]) == .space { position -= 1 }
        guard position > 0 else { return 0 }
        return word(around: position - 1, in: characters).lowerBound
    }
}
