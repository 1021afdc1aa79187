extension View {
    /// `string` in the language of the window showing this view (`LayoutEnvironment.language`),
    /// its placeholders filled; in the source language while the view is in no window's tree.
    public func localized(_ string: LocalizedString) -> String {
        if let environment = existingLayoutEnvironment { return environment.text(string) }
        return Translations().text(string, in: .source)
    }

    /// Calls `languageDidChange()` on this view and every view below it, parents first.
    func tellLanguageInSubtree() {
        languageDidChange()
        for subview in subviews { subview.tellLanguageInSubtree() }
    }
}
