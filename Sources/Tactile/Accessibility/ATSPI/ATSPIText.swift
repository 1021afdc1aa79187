/// A text field's text as AT-SPI's Text interface counts it: offsets in Unicode scalars (what
/// GTK and at-spi2-atk call characters), a single line.
struct ATSPIText {
    /// The text's scalars.
    let scalars: [Unicode.Scalar]

    /// The text `text`.
    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// How many characters it has.
    var count: Int { scalars.count }

    /// The characters from `start` up to `end` (-1: to the end), clamped to the text.
    func text(from start: Int, to end: Int) -> String {
        let lower = min(max(start, 0), count)
        let upper = end < 0 ? count : min(max(end, lower), count)
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[lower..<upper])
        return result
    }

    /// The scalar offset of the tree's caret, which counts Swift characters, in `text`.
    static func scalarOffset(ofCharacterOffset offset: Int, in text: String) -> Int {
        let characters = text.prefix(max(offset, 0))
        return characters.unicodeScalars.count
    }

    /// The ranges of the pieces the text is cut into at `boundary` (AtspiTextBoundaryType for
    /// the Get…Offset calls: 0 one character, 1 and 2 words, the others the whole line), in
    /// order: a word runs from its first letter to the next word's.
    func pieces(at boundary: UInt32) -> [Range<Int>] {
        switch boundary {
        case 0: return (0..<count).map { $0..<$0 + 1 }
        case 1, 2:
            var starts: [Int] = []
            for index in scalars.indices where !isSpace(index) && (index == 0 || isSpace(index - 1)) { starts.append(index) }
            if starts.first != 0 { starts.insert(0, at: 0) }
            return starts.indices.map { starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : count) }
        default: return [0..<count]
        }
    }

    /// The piece at `boundary` that holds `offset`, the one before it or the one after it
    /// (`shift` -1, 0 or 1): its text and range; empty at offset 0 past either end.
    func piece(at offset: Int, boundary: UInt32, shift: Int) -> (text: String, start: Int, end: Int) {
        let all = pieces(at: boundary)
        guard let index = all.firstIndex(where: { $0.contains(offset) }) ?? (offset >= count && !all.isEmpty ? all.count - 1 : nil)
        else { return ("", 0, 0) }
        let wanted = index + shift
        guard all.indices.contains(wanted) else { return ("", offset, offset) }
        let range = all[wanted]
        return (text(from: range.lowerBound, to: range.upperBound), range.lowerBound, range.upperBound)
    }

    private func isSpace(_ index: Int) -> Bool { scalars[index].properties.isWhitespace }

    /// What turned `old` into `new`, as AT-SPI's TextChanged events say it: the characters
    /// deleted at an offset, then those inserted there (either may be empty).
    static func edit(from old: String, to new: String) -> (offset: Int, deleted: String, inserted: String) {
        let before = Array(old.unicodeScalars), after = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        var deleted = "", inserted = ""
        deleted.unicodeScalars.append(contentsOf: before[prefix..<before.count - suffix])
        inserted.unicodeScalars.append(contentsOf: after[prefix..<after.count - suffix])
        return (prefix, deleted, inserted)
    }
}
