/// A page of the on-screen keyboard.
package enum KeyboardPage: Hashable, Sendable {
    /// Letters in the selected arrangement, with shift, `123`, space and enter.
    case letters
    /// Digits, punctuation and symbols, with `abc` back to the letters.
    case symbols
    /// A telephone-style keypad for number fields: digits, minus sign, decimal point and comma.
    case numberPad
    /// A keypad of digits only, for PIN fields.
    case pinPad

    /// The label of the key that switches to this page: `abc` for the letters, `123` for
    /// the others.
    var switchLabel: String { self == .letters ? "abc" : "123" }
}

/// What a text field holds, which decides the page the keyboard opens on.
public enum KeyboardContentKind: Hashable, Sendable {
    /// Free text: the letters.
    case text
    /// An e-mail address: the letters.
    case email
    /// A number: the number keypad.
    case number
    /// A PIN: the digit keypad.
    case pin

    /// The page shown for this kind of content.
    package var page: KeyboardPage {
        switch self {
        case .text, .email: .letters
        case .number: .numberPad
        case .pin: .pinPad
        }
    }
}

/// The order of the letter keys.
public enum LetterArrangement: String, Hashable, Sendable, CaseIterable {
    /// English and most others: q w e r t y.
    case qwerty
    /// German-speaking and central European countries: q w e r t z, with ü ö ä.
    case qwertz
    /// French and Belgian: a z e r t y.
    case azerty

    /// The arrangement for an xkb layout, by its short name as in RMLVO ("de", "fr", "us",
    /// "de(nodeadkeys)", "us,de": the first layout counts) or by the descriptive name a
    /// compiled keymap gives it (`xkb_keymap_layout_get_name`: "German", "French (Canada)",
    /// "English (US)"): QWERTZ for German, Austrian, Swiss, Czech, Slovak, Hungarian,
    /// Slovenian and Croatian layouts, AZERTY for French and Belgian ones (not French
    /// Canadian or Swiss), QWERTY otherwise (also for an empty or unknown name).
    public init(xkbLayout name: String) {
        let first = name.split(separator: ",").first.map(String.init) ?? ""
        let layout = String((first.split(separator: "(").first ?? "").filter { !$0.isWhitespace }).lowercased()
        let variant = first.lowercased()
        switch layout {
        case "de", "at", "ch", "cz", "sk", "hu", "si", "hr",
             "german", "czech", "slovak", "hungarian", "slovenian", "croatian": self = .qwertz
        case "french" where variant.contains("switzerland"): self = .qwertz
        case "french" where variant.contains("canada"): self = .qwerty
        case "fr", "be", "french", "belgian": self = .azerty
        default: self = .qwerty
        }
    }
}
