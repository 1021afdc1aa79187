/// The accented variants a long press on a letter offers, most common first (as phone
/// keyboards order them for European languages).
enum AccentVariants {
    private static let table: [Character: String] = [
        "a": "àáâäæãåā", "c": "çćč", "d": "ď", "e": "éèêëēęě", "g": "ğ", "i": "îïíīì", "l": "łľ",
        "n": "ñńň", "o": "ôöòóœøõō", "r": "ř", "s": "ßśš", "t": "ť", "u": "ûüùúūů", "y": "ÿý",
        "z": "žźż",
    ]

    /// The variants of `letter` (lower case), each a one-character string; upper case when
    /// `uppercased`. Empty for a key without variants.
    static func variants(of letter: String, uppercased: Bool) -> [String] {
        guard letter.count == 1, let base = letter.first, let variants = table[base] else { return [] }
        // "ß" has no single upper-case letter in common use: it stays as it is.
        return variants.map { uppercased && $0 != "ß" ? String($0).uppercased() : String($0) }
    }
}
