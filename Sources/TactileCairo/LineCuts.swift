/// Where one line of text may be cut into pieces that Pango lays out one by one with exactly
/// the glyphs, positions and carets it gives the whole line, and where to cut it.
///
/// A cut goes after a space between two ASCII letters ("lorem ip|sum"), and only where
///  - the text has nothing that may run right to left (Hebrew, Arabic and the other
///    right-to-left blocks, RLM, explicit embeddings, overrides and isolates): every
///    character is then at bidi level 0, so each piece is a left-to-right line whose carets
///    and hit-testing are those of the whole line, shifted;
///  - no bracket or quotation mark opened before it is still open: Pango gives a closing
///    bracket the script of its opening one, which could change its font;
///  - shaping does not reach across it: letters and spaces of one Latin run are shaped
///    together, and fonts do not kern a space with the letter after it (the tests check it
///    for the fonts a kiosk ships, by comparing pieces with the whole line).
enum LineCuts {
    /// A piece is cut at the first cut at least this many bytes long; one longer than
    /// `maximumPieceBytes` is cut again. Typing reshapes one piece of this order.
    static let pieceBytes = 16
    static let maximumPieceBytes = 32
    /// Shorter pieces join the next one.
    static let minimumPieceBytes = 4

    /// The byte offsets where `text` may be cut (ascending, none at 0).
    static func candidates(in text: String) -> [Int] {
        var cuts: [Int] = []
        var open: [Unicode.Scalar] = []
        var offset = 0
        var previous: UInt32 = 0, beforePrevious: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if isLetter(value) && previous == 0x20 && isLetter(beforePrevious) && open.isEmpty { cuts.append(offset) }
                if value == 0x28 || value == 0x5b || value == 0x7b {
                    open.append(scalar)
                } else if value == 0x29 || value == 0x5d || value == 0x7d {
                    close(scalar, in: &open)
                }
            } else {
                if mayRunRightToLeft(value) { return [] }
                switch scalar.properties.generalCategory {
                case .openPunctuation, .initialPunctuation: open.append(scalar)
                case .closePunctuation, .finalPunctuation: close(scalar, in: &open)
                default: break
                }
            }
            (beforePrevious, previous) = (previous, value)
            offset += UTF8.width(scalar)
        }
        return cuts
    }

    /// The cuts to make among `candidates` for a text of `length` bytes: `preferred` ones
    /// (the previous text's cuts where the text did not change) whenever the piece before
    /// is long enough, so that pieces not edited are laid out again only when their text
    /// changed; new ones where a piece would grow past `maximumPieceBytes`.
    static func cuts(among candidates: [Int], length: Int, preferring preferred: Set<Int>) -> [Int] {
        let kept = candidates.filter { preferred.contains($0) }
        var cuts: [Int] = []
        var last = 0, next = 0  // kept[next] is the first kept cut after the candidate at hand
        for candidate in candidates {
            while next < kept.count && kept[next] < candidate { next += 1 }
            if next < kept.count && kept[next] == candidate {
                if candidate - last >= minimumPieceBytes { cuts.append(candidate); last = candidate }
                continue
            }
            let nextKept = next < kept.count ? kept[next] : length
            if candidate - last >= pieceBytes && nextKept - last > maximumPieceBytes && nextKept - candidate >= minimumPieceBytes {
                cuts.append(candidate)
                last = candidate
            }
        }
        return cuts
    }

    private static func isLetter(_ value: UInt32) -> Bool { (0x41...0x5a).contains(value) || (0x61...0x7a).contains(value) }

    /// Whether a character may be at an odd bidi level or change the levels of others.
    private static func mayRunRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08ff, 0xfb1d...0xfdff, 0xfe70...0xfeff, 0x10800...0x10fff, 0x1e800...0x1efff: true
        case 0x061c, 0x200f, 0x202a...0x202e, 0x2066...0x2069: true
        default: false
        }
    }

    /// Closes the innermost open bracket that `scalar` closes, and those inside it; nothing
    /// when none matches (an open one is never forgotten early: that only cuts less).
    private static func close(_ scalar: Unicode.Scalar, in open: inout [Unicode.Scalar]) {
        if let index = open.lastIndex(where: { closes(scalar, $0) }) { open.removeSubrange(index...) }
    }

    /// Whether `closing` closes `opening`: most pairs are neighbouring code points ("()",
    /// "“”", "「」"); "[]", "{}" and "«»" are not.
    private static func closes(_ closing: Unicode.Scalar, _ opening: Unicode.Scalar) -> Bool {
        switch (opening.value, closing.value) {
        case (0x5b, 0x5d), (0x7b, 0x7d), (0xab, 0xbb): true
        case let (open, close): close == open + 1
        }
    }
}
