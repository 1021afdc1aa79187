import Testing
@testable import TactileCore

/// The contrast ratio as WCAG 2 defines it, and the high-contrast theme held to 7:1 for every
/// text a control draws on what it draws it on.
@Suite struct HighContrastThemeTests {
    /// The ratio's fixed points: black on white is 21, a colour on itself 1, and the order of
    /// the two colours does not matter; WCAG's own example grey #777777 is 4.48 on white.
    @Test func theContrastRatioFollowsWCAG() {
        #expect(Color.black.contrastRatio(with: .white) == 21)
        #expect(Color.white.contrastRatio(with: .white) == 1)
        let grey = Color(hex: "#777777")!
        #expect(abs(grey.contrastRatio(with: .white) - 4.48) < 0.01)
        #expect(grey.contrastRatio(with: .white) == Color.white.contrastRatio(with: grey))
    }

    /// Each text a control draws and what it is drawn on: a label's and a slider's value on
    /// the background (a disabled slider's too), a segment's title on the track, a button's
    /// and a selected segment's title on the accent, pressed or not, and a disabled control's
    /// title on its fill. The focus ring stands out from the background as much.
    @Test func everyTextPairOfTheHighContrastThemeReachesSevenToOne() {
        let theme = Theme.highContrast, colors = theme.colors
        let pairs: [(String, Color, Color)] = [
            ("text on background", colors.text, colors.background),
            ("text on track", colors.text, colors.track),
            ("onAccent on accent", colors.onAccent, colors.accent),
            ("onAccent on accentPressed", colors.onAccent, colors.accentPressed),
            ("onDisabled on disabled", colors.onDisabled, colors.disabled),
            ("onDisabled on background", colors.onDisabled, colors.background),
            ("focus ring on background", theme.focusRing.color, colors.background),
        ]
        for (name, ink, paper) in pairs {
            #expect(ink.contrastRatio(with: paper) >= 7, "\(name): \(ink.contrastRatio(with: paper))")
        }
        #expect(theme.colors == ThemeColors.highContrast)
    }
}
