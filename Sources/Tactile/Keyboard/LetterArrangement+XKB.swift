import TactileCore

extension LetterArrangement {
    /// The letters of the system's XKB layout `layout` (`variant`: "" for the layout's
    /// default), as xkeyboard-config names them ("us", "de", "fr", "gr", "ru", "ara", "il",
    /// …; /usr/share/X11/xkb/rules/evdev.lst lists them): the letter keys of its main block,
    /// left to right as on the physical keyboard, also for Arabic and Hebrew, each with what
    /// shift gives (Greek and Cyrillic letters their upper case); punctuation keys and dead
    /// keys are left out, accented letters are a long press away. Named `layout`. Throws
    /// when the system has no such layout or variant.
    public init(xkbLayout layout: String, variant: String = "") throws(KeyboardLayoutError) {
        self = try XKBLetters.arrangement(layout: layout, variant: variant, name: layout,
                                          accents: KeyboardLanguages.accents(forLayout: layout))
    }

    /// The letters of `language`'s XKB layout (a language code with an optional region: "de"
    /// German, "el" Greek, "he" Hebrew, "fr-CA" French as typed in Canada), named by the
    /// language ("de"), with the long-press accents of the language (Polish ą ę ł ń ó ś ż ź on
    /// their letters). Throws for a language without a layout: Chinese, Japanese and Korean
    /// type through the compositor's input method (`TextInputSource.systemInputMethod`).
    public init(language: String) throws(KeyboardLayoutError) {
        guard let (layout, variant) = KeyboardLanguages.layout(forLanguage: language) else {
            throw .unknownLanguage(language)
        }
        self = try XKBLetters.arrangement(layout: layout, variant: variant, name: language.lowercased(),
                                          accents: KeyboardLanguages.accents(forLayout: layout))
    }
}
