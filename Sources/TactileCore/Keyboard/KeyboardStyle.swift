/// Colours and type of the on-screen keyboard.
public struct KeyboardStyle: Hashable, Sendable {
    /// Behind the keys.
    public var background: Color
    /// A character key.
    public var keyColor: Color
    /// Shift, backspace, enter, hide and the page keys.
    public var specialKeyColor: Color
    /// A key under a finger.
    public var pressedKeyColor: Color
    /// Shift while on, the chosen accent.
    public var activeColor: Color
    /// Labels.
    public var labelColor: Color
    /// Labels on `activeColor`.
    public var activeLabelColor: Color
    /// Corner radius of keys, previews and the pop-up.
    public var cornerRadius: Double
    /// The font family of the labels.
    public var fontFamily: String

    /// The default style, a dark keyboard; change its properties to restyle it.
    public init() {
        background = byte(0x20, 0x24, 0x2b)
        keyColor = byte(0x4a, 0x51, 0x5c)
        specialKeyColor = byte(0x35, 0x3b, 0x45)
        pressedKeyColor = byte(0x6f, 0x78, 0x85)
        activeColor = byte(0x2f, 0x80, 0xed)
        labelColor = .white
        activeLabelColor = .white
        cornerRadius = 6
        fontFamily = "Sans"
    }
}

extension KeyboardStyle {
    /// The font of a label `size` logical pixels high. It keeps its size at any text scale:
    /// the keys' grid is fixed, and a caption sized to its key would be cut by a larger one.
    func font(size: Double) -> Font {
        var font = Font(family: fontFamily, size: size)
        font.keepsSize = true
        return font
    }
}

/// An opaque colour from 8-bit channels.
private func byte(_ red: Int, _ green: Int, _ blue: Int) -> Color {
    Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
}
