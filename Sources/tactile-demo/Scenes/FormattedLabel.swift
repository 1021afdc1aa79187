import Tactile

/// A label whose text `compose` makes for the window's language (numbers and prices in its
/// format, strings in its translation, read from the `SceneHost`): written anew at each
/// change of language and at each `refresh()`, which the owner calls when the value shown
/// changes.
final class FormattedLabel: Label {
    /// The text in the window's language now.
    private let compose: () -> String

    /// A label in `style` showing what `compose` makes.
    init(style: TextStyle, compose: @escaping () -> String) {
        self.compose = compose
        super.init(text: "", style: style)
        refresh()
    }

    /// Writes the text again, for the value shown now.
    func refresh() { text = compose() }

    override func languageDidChange() { refresh() }
}
