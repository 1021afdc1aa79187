/// The caret moves that depend on how a field of several lines wraps its text, which only its
/// layout knows: a `TextEditor` asks for them at Up, Down, Home and End.
package struct TextLineMoves {
    /// The caret position on the line above (`down` false) or below the one holding `offset`,
    /// nearest the x the caret keeps while moving up and down; the text's start above the
    /// first line, its end below the last.
    package var vertical: (_ offset: Int, _ down: Bool) -> Int
    /// The start (`end` false) or end of the line holding the caret at `offset`.
    package var lineBoundary: (_ offset: Int, _ end: Bool) -> Int

    /// Moves given by the field's layout.
    package init(vertical: @escaping (Int, Bool) -> Int, lineBoundary: @escaping (Int, Bool) -> Int) {
        self.vertical = vertical
        self.lineBoundary = lineBoundary
    }
}
