extension View {
    /// Empties every text field in this view's subtree (the view included): no text, no
    /// selection, no undo or redo history, no focus. For a kiosk forgetting its visitor,
    /// also in screens that are not in the window just now.
    public func emptyTextFields() {
        if let field = self as? TextField {
            field.resignFocus()
            field.text = ""
        }
        for subview in subviews { subview.emptyTextFields() }
    }
}
