import DemoState
import Tactile

/// The demo's colours for one `DemoSettings.Appearance`: the `Theme` its controls (the home
/// bar's buttons, the settings scene) follow, set on the window's root, and the colours of
/// the plain views the scenes are made of (backgrounds, containers), which the shell hands
/// each scene when the theme changes. The dark look is the demo's look from before it had
/// settings, colour for colour: each scene keeps its own dark background.
struct DemoLook {
    /// The controls' theme.
    let theme: Theme
    /// Whether this is the dark look, in which each scene keeps the background it was built with.
    let isDark: Bool
    /// The fill of drop areas and boxes (`styleAsContainer`).
    let container: Color
    /// Behind the home bar's buttons.
    let bar: Color
    /// A home-bar button whose scene is not on show.
    let barButton: Color
    /// The home-bar button of the scene on show.
    let barButtonSelected: Color
    /// The title of a home-bar button whose scene is not on show.
    let barTitle: Color
    /// The title of the home-bar button of the scene on show.
    let barTitleSelected: Color
    /// The stripes behind a list's rows, alternating from the first row.
    let listStripes: [Color]

    /// The look of `appearance`, or the high-contrast look while the visitor asked for it.
    static func of(_ appearance: DemoSettings.Appearance, highContrast: Bool = false) -> DemoLook {
        highContrast ? .highContrast : appearance == .dark ? dark : light
    }

    /// The demo's original dark slate.
    static let dark = DemoLook(theme: themed(.dark, background: "#20242c", accent: "#3c6e9e", onAccent: "#ffffff", track: "#2b3340"),
                               isDark: true, container: Color(hex: "#2b3340")!, bar: Color(hex: "#12151b")!,
                               barButton: Color(hex: "#2b3340")!, barButtonSelected: Color(hex: "#3c6e9e")!,
                               barTitle: .white, barTitleSelected: .white,
                               listStripes: [Color(hex: "#323b4a")!, Color(hex: "#2e3644")!])
    /// Light grey surfaces with the same blue accent.
    static let light = DemoLook(theme: themed(.light, background: "#eef0f3", accent: "#2f6fb0", onAccent: "#ffffff", track: "#c9ced6"),
                                isDark: false, container: Color(hex: "#d5dae2")!, bar: Color(hex: "#dfe3e8")!,
                                barButton: Color(hex: "#b4bcc8")!, barButtonSelected: Color(hex: "#2f6fb0")!,
                                barTitle: Theme.light.colors.text, barTitleSelected: .white,
                                listStripes: [Color(hex: "#e6e9ee")!, Color(hex: "#dde1e7")!])
    /// The library's high-contrast theme, black surfaces with white edges of grey: boxes and
    /// unlit bar buttons dark grey under white text, the lit one gold under black.
    static let highContrast = DemoLook(theme: .highContrast, isDark: false, container: Color(hex: "#262626")!,
                                       bar: .black, barButton: Color(hex: "#333333")!,
                                       barButtonSelected: Theme.highContrast.colors.accent,
                                       barTitle: .white, barTitleSelected: .black,
                                       listStripes: [Color(hex: "#1a1a1a")!, .black])

    /// `base` with the demo's background, accent, ink on the accent and track.
    private static func themed(_ base: Theme, background: String, accent: String, onAccent: String, track: String) -> Theme {
        var theme = base
        theme.colors.background = Color(hex: background)!
        theme.colors.accent = Color(hex: accent)!
        theme.colors.onAccent = Color(hex: onAccent)!
        theme.colors.track = Color(hex: track)!
        return theme
    }

    /// The background of a scene built with `dark`: that colour in the dark look, the
    /// theme's background in the light one.
    func background(builtWith dark: Color?) -> Color? {
        isDark ? dark : theme.colors.background
    }

    /// The theme of a home-bar button: the bar's colours instead of the accent and the
    /// ink on it.
    func barButtonTheme(selected: Bool) -> Theme {
        var buttonTheme = theme
        buttonTheme.colors.accent = selected ? barButtonSelected : barButton
        buttonTheme.colors.onAccent = selected ? barTitleSelected : barTitle
        return buttonTheme
    }
}
