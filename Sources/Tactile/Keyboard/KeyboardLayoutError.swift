/// Why the letters of a language or an XKB layout could not be read.
public enum KeyboardLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No XKB layout is known for this language code (Chinese, Japanese and Korean type through
    /// the compositor's input method instead: `TextInputSource.systemInputMethod`).
    case unknownLanguage(String)
    /// xkbcommon compiles no keymap for this layout and variant: a name the system's
    /// xkeyboard-config data does not have (or no such data).
    case unknownLayout(layout: String, variant: String)
    /// The layout has a row of the main block without a letter key.
    case noLetters(layout: String, variant: String)

    /// One line naming the language or layout and what is wrong.
    public var description: String {
        switch self {
        case .unknownLanguage(let code): "no keyboard layout for the language \"\(code)\""
        case .unknownLayout(let layout, let variant):
            "the XKB layout \(Self.name(layout, variant)) is not in the system's xkeyboard-config data"
        case .noLetters(let layout, let variant): "the XKB layout \(Self.name(layout, variant)) has a row without letters"
        }
    }

    /// The layout as RMLVO names it: `"de"`, `"de(nodeadkeys)"`.
    private static func name(_ layout: String, _ variant: String) -> String {
        variant.isEmpty ? "\"\(layout)\"" : "\"\(layout)(\(variant))\""
    }
}
