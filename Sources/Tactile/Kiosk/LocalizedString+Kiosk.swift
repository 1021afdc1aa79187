import TactileCore

extension LocalizedString {
    /// "Touch to start", the attract screens' call unless the app gives its own: translated
    /// in every language the library ships (see the Languages article to override it).
    public static let touchToStart = LocalizedString(
        "Touch to start", context: "attract screen",
        comment: "The call to touch the screen on the kiosk's attract screen, which shows while nobody is there: one line in large type, at most about 28 characters (it must fit 480 pixels at 28 points)")
}
