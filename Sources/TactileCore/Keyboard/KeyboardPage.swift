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

    /// The name of the key that switches to this page in the event log and in tests: `abc`
    /// for the letters, `123` for the others (its caption follows the language: see
    /// `KeyCaptions`).
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
