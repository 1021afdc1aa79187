import Tactile

/// What the home bar's accessibility button opens, above the bar at its reading start: a
/// title and three switches, each with its caption, that change the visitor's settings
/// (`SceneHost.accessibility`) at once: `a11y-text` larger text (1.5×), `a11y-contrast` high
/// contrast, `a11y-speech` speech. It sizes itself to its text, so it grows with larger text.
/// The settings trace their changes (`a11y text 1.5`, `a11y contrast on`).
final class AccessibilityPanel: View {
    /// The panel's title, and the name the Aa button that opens it is spoken by.
    static let title = LocalizedString("Accessibility", comment: "Home bar: name of the accessibility button (shown as Aa) and title of the panel it opens")
    /// The text scale the larger-text switch sets.
    static let largerTextScale = 1.5

    /// Larger text.
    let largerText = Toggle()
    /// High contrast.
    let highContrast = Toggle()
    /// Speech mode.
    let speech = Toggle()
    private let heading: Label
    private let captions: [Label]
    private let content: Stack
    private let settings: AccessibilitySettings

    init(settings: AccessibilitySettings) {
        self.settings = settings
        heading = Label(localizedText: Self.title, style: TextStyle(font: Font(size: 20, isBold: true), maximumLines: 1))
        captions = [
            LocalizedString("Larger text", comment: "Accessibility panel: caption of the switch making every text 1.5 times larger"),
            LocalizedString("High contrast", comment: "Accessibility panel: caption of the switch to white on black"),
            LocalizedString("Speech", comment: "Accessibility panel: caption of the switch starting the terminal's spoken guidance"),
        ].map { Label(localizedText: $0, style: TextStyle(font: Font(size: 18), maximumLines: 1)) }
        let switches = [largerText, highContrast, speech]
        let rows = zip(captions, switches).map { caption, toggle in
            caption.names(toggle)
            // The caption at the reading start, the switch at the end.
            let row = Stack(.horizontal, spacing: 16, [caption, toggle])
            row.alignment = .center
            row.distribution = .spaceBetween
            return row
        }
        content = Stack(.vertical, spacing: 8, [heading] + rows)
        content.padding = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        content.layout.fillsSuperview = true
        super.init(frame: .zero)
        identifier = "a11y-panel"
        cornerRadius = 16
        for (toggle, id) in zip(switches, ["a11y-text", "a11y-contrast", "a11y-speech"]) { toggle.identifier = id }
        addSubview(content)
        largerText.onChange = { [unowned self] in self.settings.textScale = $0.isOn ? Self.largerTextScale : 1 }
        highContrast.onChange = { [unowned self] in self.settings.isHighContrast = $0.isOn }
        speech.onChange = { [unowned self] in self.settings.isSpeechOn = $0.isOn }
        showSettings()
    }

    /// The switches show the settings in force (an idle reset turns them off).
    func showSettings() {
        largerText.isOn = settings.textScale > 1
        highContrast.isOn = settings.isHighContrast
        speech.isOn = settings.isSpeechOn
    }

    /// Takes `look`'s colours: a box's fill, the theme's text.
    func apply(_ look: DemoLook) {
        backgroundColor = look.container
        for label in [heading] + captions { label.style.color = look.theme.colors.text }
    }

    /// The panel's size for its text now, at least 280 wide, at most `limit`.
    func fittingSize(within limit: Size) -> Size {
        let size = content.sizeThatFits(Size(width: limit.width, height: .infinity))
        return Size(width: min(max(size.width, 280), limit.width), height: min(size.height, limit.height))
    }
}
