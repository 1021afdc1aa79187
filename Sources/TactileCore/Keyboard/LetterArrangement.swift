/// The letters of the on-screen keyboard's letter page: three rows of keys, left to right as
/// on a physical keyboard, each key typing one character and another with shift, and the
/// accented variants a long press on a letter offers.
///
/// A language's letters come from its XKB layout (`LetterArrangement(language:)` and
/// `LetterArrangement(xkbLayout:variant:)`, which read the system's xkeyboard-config data);
/// three Latin arrangements are built in for use without that data, QWERTY being what the
/// keyboard shows when nothing else was chosen or a layout could not be read.
public struct LetterArrangement: Hashable, Sendable {
    /// One letter key: what it types, and what it types while shift is on.
    package struct Letter: Hashable, Sendable {
        /// The character typed without shift.
        package var text: String
        /// The character typed with shift.
        package var shifted: String

        /// A key typing `text`, and `shifted` with shift.
        package init(_ text: String, shifted: String) {
            self.text = text
            self.shifted = shifted
        }
    }

    /// A short name, shown (upper-cased) on the key that switches among several arrangements:
    /// "qwerty", "qwertz" and "azerty" for the built-in ones, the language code or the XKB
    /// layout's name for the others.
    public let name: String
    /// The three rows of letter keys, top to bottom, each left to right.
    package let rows: [[Letter]]
    /// The accented variants of each lower-case letter, most common first.
    package let accents: [Character: String]

    /// An arrangement of three `rows`; `accents` gives each lower-case letter's variants.
    package init(name: String, rows: [[Letter]], accents: [Character: String] = AccentVariants.latin) {
        precondition(rows.count == 3, "a letter page has three rows of letters")
        self.name = name
        self.rows = rows
        self.accents = accents
    }

    /// An arrangement whose rows are the characters of `rows`, shift typing their upper case.
    package init(name: String, letters rows: [String], accents: [Character: String] = AccentVariants.latin) {
        self.init(name: name, rows: rows.map { row in row.map { Letter(String($0), shifted: String($0).uppercased()) } },
                  accents: accents)
    }

    /// English and most others: q w e r t y.
    public static let qwerty = LetterArrangement(name: "qwerty", letters: ["qwertyuiop", "asdfghjkl", "zxcvbnm"])
    /// German-speaking and central European countries: q w e r t z, with ü ö ä.
    public static let qwertz = LetterArrangement(name: "qwertz", letters: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"])
    /// French and Belgian, as phones show it: a z e r t y, an apostrophe after the n.
    public static let azerty = LetterArrangement(name: "azerty", letters: ["azertyuiop", "qsdfghjklm", "wxcvbn'"])

    /// The variants a long press on `letter` (lower case) offers, each a one-character string;
    /// upper case when `uppercased`. Empty for a key without variants.
    func accents(of letter: String, uppercased: Bool) -> [String] {
        guard letter.count == 1, let base = letter.first, let variants = accents[base] else { return [] }
        // "ß" has no single upper-case letter in common use: it stays as it is.
        return variants.map { uppercased && $0 != "ß" ? String($0).uppercased() : String($0) }
    }
}
