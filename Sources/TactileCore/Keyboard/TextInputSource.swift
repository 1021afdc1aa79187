/// Which keyboard types into a window's text fields on a touchscreen: a kiosk maker's choice
/// (`SceneHost.textInputSource`).
public enum TextInputSource: Hashable, Sendable {
    /// Tactile's own on-screen keyboard, shown when a field is focused by touch (once the app
    /// called `SceneHost.enableOnScreenKeyboard()`). The default: it works under every
    /// compositor, cage and weston's kiosk shell included.
    case builtInKeyboard
    /// The compositor's input method (text-input-unstable-v3: sway with an input method such
    /// as squeekboard or fcitx5 running): it sees the focused field's text and kind, shows its
    /// own keyboard or composes, and its preedit shows underlined in the field. The built-in
    /// keyboard then never shows. Where the compositor does not offer the protocol, one log
    /// line says so and the built-in keyboard works as with `builtInKeyboard`. A client cannot
    /// tell whether an input method runs (the protocol says nothing until one types): choose
    /// this where the kiosk's compositor is set up with one.
    case systemInputMethod
}
