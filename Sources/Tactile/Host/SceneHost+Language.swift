import TactileCore

/// The language the scene shows, switched at a touch: every ``LocalizedString`` of the window
/// shows in it at the next frame, a right-to-left language mirrors the layout, and the
/// on-screen keyboard offers its letters.
extension SceneHost {
    /// The language the scene shows (the source language until set). Setting it shows every
    /// ``LocalizedString`` of the window (labels, buttons, segments, placeholders, and what
    /// views resolve in `languageDidChange()`) in the new language at the next frame, with
    /// nothing else lost (a drag in flight, a field's text, a scroll position stay), mirrors
    /// the layout for a right-to-left language, and, when it is not the kiosk's own
    /// (`defaultLanguage`), gives the on-screen keyboard the language's letters with a key to
    /// the kiosk's own (back in the kiosk's own language, the keyboard has the letters the app
    /// or the hardware keymap gave it). Traces `language CODE`, with ` rtl` for a right-to-left
    /// language.
    public var language: Language {
        get { rootView.layoutEnvironment.language }
        set {
            let environment = rootView.layoutEnvironment
            guard newValue != environment.language || !environment.isLocalized else { return }
            environment.language = newValue
            trace("language \(newValue.code)\(newValue.isRightToLeft ? " rtl" : "")")
            // The kiosk's own language leaves the keyboard as the app or the keymap set it.
            visitorKeyboardLanguages = newValue == defaultLanguage ? nil : [newValue.code, defaultLanguage.code]
        }
    }

    /// The catalogs the scene's strings are translated with (see
    /// ``Translations/init(directory:log:)``): until the app gives them, the library's own
    /// strings (the keyboard's captions, the attract screen's call) in the languages it ships
    /// and the app's in the source language. Giving them shows the window's strings anew.
    public var translations: Translations {
        get { rootView.layoutEnvironment.translations }
        set { rootView.layoutEnvironment.translations = newValue }
    }
}
