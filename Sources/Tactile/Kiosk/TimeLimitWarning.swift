import TactileCore

/// What a kiosk session shows shortly before its idle reset, above everything in the window:
/// the app dimmed, and in the middle a panel asking "Are you still there?" above the seconds
/// left ("The screen resets in 20 seconds.") and a large "More time" button. The panel takes
/// the colours of the window's theme (a high-contrast theme on the root covers it too), its
/// texts are the library's own in the window's language.
final class TimeLimitWarning {
    /// Covers the window; the session sets its frame. A row, so that the panel's height is
    /// measured at the width it gets (its texts wrapped as they will show).
    let view = Stack(.horizontal)
    /// The question, the countdown and the button, on the theme's background.
    private let panel = Stack(.vertical, spacing: 20)
    private let question = Label(localizedText: .stillThere, style: TextStyle(font: Font(size: 36, isBold: true), alignment: .center))
    private let countdown = Label(style: TextStyle(font: Font(size: 28), alignment: .center))
    /// Gives the visitor their time again. While the warning shows the session swallows every
    /// touch, click and key (each asks for more time itself), so the button is pressed by other
    /// means: speech mode, a screen reader, code.
    let moreTime: Button

    /// The whole seconds before the reset, as the countdown says them.
    var secondsLeft = 0 {
        didSet {
            countdown.localizedText = .resetsIn(seconds: secondsLeft)
            // A theme changed since the last second shows from this one.
            applyTheme()
        }
    }

    /// The question and the countdown as shown, in the window's language.
    var text: String { question.text + " " + countdown.text }

    /// A warning whose button calls `moreTime`.
    init(moreTime action: @escaping () -> Void) {
        moreTime = Button(action: { _ in action() })
        moreTime.localizedTitle = .moreTime
        moreTime.layout = LayoutParameters(minimum: Size(width: 0, height: 72))
        view.identifier = "time limit warning"
        view.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
        view.distribution = .center
        view.alignment = .center
        view.padding = EdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
        panel.identifier = "time limit panel"
        panel.padding = EdgeInsets(top: 32, left: 32, bottom: 32, right: 32)
        panel.borderWidth = 2
        // This wide whatever the countdown says (so it does not change width each second), or
        // the window's width in a narrower one.
        panel.layout = LayoutParameters(width: .flexible(), maximum: Size(width: 560, height: .infinity))
        for part in [question, countdown, moreTime] as [View] { panel.addSubview(part) }
        view.addSubview(panel)
    }

    /// Lays itself over `root`, at the top; `secondsLeft` fills in the countdown.
    func show(over root: View) {
        view.frame = root.bounds
        root.addSubview(view)
    }

    /// The panel in the colours and corners of the theme the window follows.
    private func applyTheme() {
        let theme = view.effectiveTheme, colors = theme.colors
        panel.backgroundColor = colors.background
        panel.borderColor = colors.text
        panel.cornerRadius = 2 * theme.cornerRadius
        question.style.color = colors.text
        countdown.style.color = colors.text
    }
}
