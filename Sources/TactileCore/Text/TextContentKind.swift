/// What a text field holds: decides which characters it takes and how it shows them, and tells
/// an on-screen keyboard which page to offer.
public enum TextContentKind: Hashable, Sendable {
    /// Any text.
    case text
    /// Digits only (ASCII 0–9): quantities, codes.
    case number
    /// A PIN: digits only, shown as dots.
    case pin
    /// Any text, shown as dots (the last typed character briefly visible).
    case password
    /// An e-mail address: any text without white space.
    case email

    /// True when the text is shown as dots and may not be copied out.
    public var isSecure: Bool { self == .pin || self == .password }

    /// Whether `character` may go into a field of this kind. Control characters and line or
    /// paragraph separators never may (a `TextEditor` of several lines takes newlines itself).
    public func accepts(_ character: Character) -> Bool {
        guard !character.unicodeScalars.contains(where: TextContentKind.isForbidden) else { return false }
        switch self {
        case .text, .password: return true
        case .number, .pin: return character.isASCII && character.isWholeNumber
        case .email: return !character.isWhitespace
        }
    }

    /// Control characters (C0, DEL, C1: newlines and tabs among them) and the Unicode line and
    /// paragraph separators.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
