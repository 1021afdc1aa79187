import TactileCore

/// The colours and font of the frame Tactile draws, taken from the app's theme so that the
/// frame looks like the app's own controls, light or dark.
package struct WindowFrameLook: Hashable, Sendable {
    /// The title bar of the focused window.
    package var titleBar: Color
    /// The title bar of a window without focus: flatter, closer to the background.
    package var inactiveTitleBar: Color
    /// The title of the focused window.
    package var title: Color
    /// The title of a window without focus, dimmed towards its bar.
    package var inactiveTitle: Color
    /// The buttons' glyphs of the focused window.
    package var glyph: Color
    /// The buttons' glyphs of a window without focus, dimmed as the title is.
    package var inactiveGlyph: Color
    /// Behind the button the pointer is over.
    package var hoverFill: Color
    /// Behind the button held down.
    package var pressedFill: Color
    /// Behind the close button the pointer is over: red, as every desktop warns of it.
    package var closeHoverFill: Color
    /// Behind the close button held down.
    package var closePressedFill: Color
    /// The close glyph on its red fills.
    package var closeGlyphOnFill: Color
    /// The 1-px line around the window, which keeps its edge visible where the shadow is not
    /// (a window over one of the same colour), and between the title bar and the content.
    package var border: Color
    /// The shadow of the focused window at its densest.
    package var shadow: Color
    /// The shadow of a window without focus: lighter, so the focused window stands out.
    package var inactiveShadow: Color
    /// The title's font.
    package var titleFont: Font

    /// The look of `theme`: dark or light as its background is (by luminance), the bar a step
    /// from the background towards the text, the title and glyphs in the text colour.
    package init(theme: Theme) {
        let colors = theme.colors
        let background = colors.background, text = colors.text
        let isDark = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue < 0.5
        titleBar = background.interpolated(to: text, fraction: 0.08)
        inactiveTitleBar = background.interpolated(to: text, fraction: 0.03)
        title = text
        inactiveTitle = text.interpolated(to: inactiveTitleBar, fraction: 0.45)
        glyph = text
        inactiveGlyph = inactiveTitle
        hoverFill = text.withAlpha(0.1)
        pressedFill = text.withAlpha(0.2)
        closeHoverFill = Color(hex: "#e01b24")!
        closePressedFill = Color(hex: "#a51d2d")!
        closeGlyphOnFill = .white
        // A dark window on a dark desktop hides its shadow: a faint light edge shows it instead.
        border = isDark ? text.withAlpha(0.14) : Color.black.withAlpha(0.18)
        shadow = Color.black.withAlpha(isDark ? 0.55 : 0.35)
        inactiveShadow = Color.black.withAlpha(isDark ? 0.35 : 0.2)
        titleFont = theme.fonts.control
    }
}
