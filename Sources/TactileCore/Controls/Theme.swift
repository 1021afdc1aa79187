/// The look every standard control takes, in one place: colours, fonts, corner radii and the
/// size of a finger's target. Controls read it when they draw and size themselves.
///
/// A theme reaches a view tree through `View.theme`: set it on the root (the whole window
/// follows) or on any container (that subtree follows, overriding what it inherits); a view
/// with no theme of its own takes its nearest ancestor's, and a tree with none takes
/// `Theme.light`. Changing it repaints the controls whose look changed and nothing else.
public struct Theme: Hashable, Sendable {
    /// The colours.
    public var colors: ThemeColors
    /// The fonts.
    public var fonts: ThemeFonts
    /// Radius in logical pixels of a button's and a segmented control's corners.
    public var cornerRadius: Double
    /// The least width and height, in logical pixels, of the area that takes a control's
    /// touches, even when the control is drawn smaller (48 for a fingertip).
    public var touchTarget: Double
    /// Space in logical pixels between a control's edge and its content (a button's text).
    public var padding: Double
    /// The outline drawn around the control that has the keyboard focus.
    public var focusRing: FocusRing

    /// Creates a theme from its parts.
    public init(colors: ThemeColors, fonts: ThemeFonts = ThemeFonts(), cornerRadius: Double = 10,
                touchTarget: Double = 48, padding: Double = 16, focusRing: FocusRing = FocusRing()) {
        self.colors = colors
        self.fonts = fonts
        self.cornerRadius = cornerRadius
        self.touchTarget = touchTarget
        self.padding = padding
        self.focusRing = focusRing
    }

    /// Dark text on light surfaces, a blue accent.
    public static let light = Theme(colors: .light)
    /// Light text on dark surfaces, a lighter blue accent.
    public static let dark = Theme(colors: .dark)
    /// White text on black, a gold accent with black text on it and a wide cyan focus ring:
    /// for visitors who see little contrast. Every text a control draws stands at least 7:1
    /// from what it is drawn on (WCAG's enhanced level).
    public static let highContrast = Theme(colors: .highContrast,
                                           focusRing: FocusRing(color: Color(hex: "#00e5ff")!, width: 4, gap: 2))
}

/// The colours of a theme. Each control state has its own entry, so that a kiosk maker can
/// restyle one state without reaching into a control.
public struct ThemeColors: Hashable, Sendable {
    /// Behind everything: what a screen built with the theme fills its root with.
    public var background: Color
    /// Text and glyphs drawn on `background` (a value label, a segment's unselected title).
    public var text: Color
    /// The fill of a button, of the selected segment, of an on toggle and of the filled part
    /// of a slider or progress bar.
    public var accent: Color
    /// The accent while a finger holds the control (the pressed look).
    public var accentPressed: Color
    /// Text and glyphs drawn on `accent`.
    public var onAccent: Color
    /// The unfilled part of a slider, a progress bar, an off toggle and a segmented control.
    public var track: Color
    /// The knob of a toggle and the thumb of a slider.
    public var knob: Color
    /// The fill of a disabled control.
    public var disabled: Color
    /// Text drawn on `disabled`.
    public var onDisabled: Color

    /// Creates a palette from its colours.
    public init(background: Color, text: Color, accent: Color, accentPressed: Color, onAccent: Color,
                track: Color, knob: Color, disabled: Color, onDisabled: Color) {
        self.background = background
        self.text = text
        self.accent = accent
        self.accentPressed = accentPressed
        self.onAccent = onAccent
        self.track = track
        self.knob = knob
        self.disabled = disabled
        self.onDisabled = onDisabled
    }

    /// The light palette.
    public static let light = ThemeColors(
        background: Color(hex: "#f4f5f7")!, text: Color(hex: "#1b2028")!, accent: Color(hex: "#2f6fb0")!,
        accentPressed: Color(hex: "#1f4f82")!, onAccent: .white, track: Color(hex: "#c9ced6")!,
        knob: .white, disabled: Color(hex: "#dde0e5")!, onDisabled: Color(hex: "#8a919c")!)
    /// The dark palette.
    public static let dark = ThemeColors(
        background: Color(hex: "#1b2028")!, text: Color(hex: "#e8ebf0")!, accent: Color(hex: "#5b9be0")!,
        accentPressed: Color(hex: "#8bbcf0")!, onAccent: Color(hex: "#0e1217")!, track: Color(hex: "#3a4250")!,
        knob: Color(hex: "#e8ebf0")!, disabled: Color(hex: "#2b3340")!, onDisabled: Color(hex: "#6b7482")!)
    /// The high-contrast palette: white on black, black on a gold accent that turns white
    /// while pressed, light grey on a dark grey disabled fill. The track stays dark enough for
    /// white text (a segmented control's titles), and the knob is black, so that it stands
    /// out on the accent (an on toggle, a slider's thumb).
    public static let highContrast = ThemeColors(
        background: .black, text: .white, accent: Color(hex: "#ffd700")!, accentPressed: .white, onAccent: .black,
        track: Color(hex: "#505050")!, knob: .black, disabled: Color(hex: "#333333")!, onDisabled: Color(hex: "#cccccc")!)
}

/// The fonts of a theme.
public struct ThemeFonts: Hashable, Sendable {
    /// A button's and a segment's title.
    public var control: Font
    /// A slider's value label.
    public var value: Font

    /// Creates the fonts; the defaults are an 18 px bold title and a 16 px value.
    public init(control: Font = Font(size: 18, isBold: true), value: Font = Font(size: 16)) {
        self.control = control
        self.value = value
    }
}
