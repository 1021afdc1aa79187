/// The accented variants a long press on a Latin letter offers, most common first (as phone
/// keyboards order them for European languages): the built-in arrangements' and those of a
/// Latin layout without a table of its own.
package enum AccentVariants {
    /// The variants of each lower-case letter.
    package static let latin: [Character: String] = [
        "a": "àáâäæãåā", "c": "çćč", "d": "ď", "e": "éèêëēęě", "g": "ğ", "i": "îïíīì", "l": "łľ",
        "n": "ñńň", "o": "ôöòóœøõō", "r": "ř", "s": "ßśš", "t": "ť", "u": "ûüùúūů", "y": "ÿý",
        "z": "žźż",
    ]
}
