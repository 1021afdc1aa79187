/// The words drawn on the on-screen keyboard's keys, in the window's language: those of the
/// two page keys. The other keys need none: shift, backspace, enter and hide show symbols
/// (⇧ ⌫ ⏎ ⌨) that read the same in every language, the space bar is blank, and the key to the
/// next arrangement shows that arrangement's name.
package struct KeyCaptions: Equatable {
    /// On the key back to the letters.
    package var letters: String
    /// On the key to the digits and symbols.
    package var symbols: String

    /// The caption of the key back to the letters, as marked for translators.
    package static let lettersKey = LocalizedString(
        "abc", context: "keyboard key",
        comment: "The on-screen keyboard's key from the digits back to the letters: the first letters of the alphabet, at most 3 characters (the key is 1.5 letters wide)")
    /// The caption of the key to the digits and symbols, as marked for translators.
    package static let symbolsKey = LocalizedString(
        "123", context: "keyboard key",
        comment: "The on-screen keyboard's key from the letters to the digits and symbols (which type 1234567890): at most 3 characters (the key is 1.5 letters wide)")

    /// The captions in the source language, what a keyboard in no window's tree shows.
    static let source = KeyCaptions(letters: lettersKey.source, symbols: symbolsKey.source)

    /// The captions `resolve` gives (a view's `localized`).
    init(_ resolve: (LocalizedString) -> String) {
        self.init(letters: resolve(Self.lettersKey), symbols: resolve(Self.symbolsKey))
    }

    private init(letters: String, symbols: String) {
        self.letters = letters
        self.symbols = symbols
    }

    /// The caption of the key that shows `page`.
    package func caption(forKeyTo page: KeyboardPage) -> String {
        page == .letters ? letters : symbols
    }
}
