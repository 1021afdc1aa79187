// The manual's code for "Text and the on-screen keyboard" (Tactile.docc/TextAndKeyboard.md);
// see SceneAndViews.swift.
import Tactile

/// A form field with the built-in keyboard: the article's first snippet.
func buildForm(app: Application, form: View, sendReceipt: @escaping (String) -> Void) {
    let field = TextField(frame: Rect(x: 40, y: 500, width: 400, height: 56), placeholder: "Your e-mail", kind: .email)
    field.onSubmit = { field in sendReceipt(field.text) }   // the keyboard's enter, or a hardware Enter
    form.addSubview(field)
    app.host.enableOnScreenKeyboard()   // after the scene is built: the keyboard goes on top
}

/// A note of several lines: the article's second snippet.
func buildNote(form: View) {
    let note = TextField(placeholder: "A note for the staff", maximumLines: 5)
    note.maximumLength = 280
    note.onRefuse = { _, reason in print("refused: \(reason)") }
    form.addSubview(note)
}

/// The keyboard's letters in the kiosk's languages: the article's third snippet.
func offerLanguages(app: Application) {
    app.host.setKeyboardLanguages(["de", "en"])   // German letters, a key to the English ones
}

/// Arrangements an app builds from XKB layouts and languages: the article's fourth snippet.
func chooseLayouts(app: Application) {
    do {
        let german = try LetterArrangement(xkbLayout: "de", variant: "nodeadkeys")
        app.host.textEntry?.chooseArrangements([german, try LetterArrangement(language: "el")])
    } catch {
        print("keyboard: \(error)")   // the XKB layout "xx" is not in the system's xkeyboard-config data
    }
}

/// The compositor's input method instead of the built-in keyboard: the article's fifth snippet.
func useSystemInputMethod(app: Application) {
    app.host.textInputSource = .systemInputMethod   // default: .builtInKeyboard
}
