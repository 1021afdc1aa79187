/// A failure of the real-compositor test harness. `description` says what went wrong and, where
/// weston was involved, ends with the tail of weston's log, so a failing test explains itself.
struct HarnessError: Error, CustomStringConvertible {
    /// What went wrong, in words fit for a test failure message.
    let description: String

    /// An error saying `description`.
    init(_ description: String) {
        self.description = description
    }
}
