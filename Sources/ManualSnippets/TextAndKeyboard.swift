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

/// The compositor's input method instead of the built-in keyboard: the article's third snippet.
func useSystemInputMethod(app: Application) {
    app.host.textInputSource = .systemInputMethod   // default: .builtInKeyboard
}
