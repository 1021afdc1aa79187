import TactileCore

extension LocalizedString {
    /// "Touch to start", the attract screens' call unless the app gives its own: translated
    /// in every language the library ships (see the Languages article to override it).
    public static let touchToStart = LocalizedString(
        "Touch to start", context: "attract screen",
        comment: "The call to touch the screen on the kiosk's attract screen, which shows while nobody is there: one line in large type, at most about 28 characters (it must fit 480 pixels at 28 points)")

    /// The time-limit warning's question (see `TimeLimitWarning`).
    static let stillThere = LocalizedString(
        "Are you still there?", context: "time limit warning",
        comment: "The question on the panel a kiosk shows shortly before it forgets the visitor and goes back to its start: one line in large type, at most about 30 characters")

    /// The time-limit warning's countdown: the whole seconds left before the reset.
    static func resetsIn(seconds: Int) -> LocalizedString {
        LocalizedString(
            "The screen resets in {count} second.", plural: "The screen resets in {count} seconds.", count: seconds,
            context: "time limit warning",
            comment: "Below the question, counting down once a second: when it reaches zero the kiosk forgets what the visitor did and goes back to its start. {count} is the number of seconds left. May wrap to two lines")
    }

    /// The time-limit warning's button (any touch or key while the warning shows does the same).
    static let moreTime = LocalizedString(
        "More time", context: "time limit warning",
        comment: "The large button on the warning before the kiosk resets, which gives the visitor their time again: a few words, at most about 20 characters")
}
