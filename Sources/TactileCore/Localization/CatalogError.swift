/// What is wrong in a catalog, where: its `description` is one line, "de.po:12: unknown escape
/// '\q' in a string".
package struct CatalogError: Error, Equatable, CustomStringConvertible {
    /// The catalog's file name as given to the parser ("de.po").
    package let file: String
    /// The line, counted from 1.
    package let line: Int
    /// What is wrong.
    package let message: String

    /// "de.po:12: message".
    package var description: String { "\(file):\(line): \(message)" }

    package init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }
}
