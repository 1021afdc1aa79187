/// A font request: the renderer picks the closest installed face (through fontconfig).
public struct Font: Hashable, Sendable {
    /// A family name ("Sans", "DejaVu Serif") or generic family ("Sans", "Serif", "Monospace").
    public var family: String
    /// The em size in logical pixels.
    public var size: Double
    /// Whether the bold face is wanted.
    public var isBold: Bool
    /// True for text sized to fit a fixed frame (an on-screen keyboard's captions, sized to
    /// their keys): drawn at `size` whatever the window's text scale
    /// (`LayoutEnvironment.textScale`), which would push it out of its frame.
    package var keepsSize = false

    /// Creates a font request.
    public init(family: String = "Sans", size: Double, isBold: Bool = false) {
        self.family = family
        self.size = size
        self.isBold = isBold
    }
}

/// Horizontal placement of each line of text within its rectangle.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start on their paragraph's reading side: the side of its first letter's script
    /// (Hebrew and Arabic at the right, Latin at the left, whatever the window's direction),
    /// or the window's reading side for a paragraph without letters (digits, punctuation).
    case natural
    /// Lines start at the left edge, in whatever script.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge, in whatever script.
    case right
}

/// How a text run is laid out in a rectangle.
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// The colour of the glyphs.
    public var color: Color
    /// Placement of each line.
    public var alignment: TextAlignment
    /// The most lines shown (0: no limit); text cut off ends with an ellipsis.
    public var maximumLines: Int
    /// The direction of a paragraph without letters (digits, punctuation), and so the side
    /// `.natural` puts it on: the window's, which a label sets when it draws.
    package var baseDirection = LayoutDirection.leftToRight

    /// Creates a style.
    public init(font: Font, color: Color = .black, alignment: TextAlignment = .natural, maximumLines: Int = 0) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maximumLines = maximumLines
    }

    /// The style of a label drawn by `DrawingContext.drawLabel`: one line, centred.
    public static func label(font: Font, color: Color) -> TextStyle {
        TextStyle(font: font, color: color, alignment: .center, maximumLines: 1)
    }
}

/// Measures laid-out text without drawing it (label sizing, layout).
public protocol TextMeasuring: AnyObject {
    /// The size, in logical pixels, of `text` laid out in `style` with lines wrapped at words
    /// to fit `width` (nil: no wrapping).
    func size(of text: String, style: TextStyle, width: Double?) -> Size
}

/// A text measurer whose text is measured and drawn larger than its fonts' sizes (a visitor's
/// larger-text setting): the window's layout environment sets its scale
/// (`LayoutEnvironment.textScale`).
package protocol TextScaling: AnyObject {
    /// The factor applied to each font's size (1: as given), but to fonts that keep their size.
    var textScale: Double { get set }
}
