/// The enlarged key shown above a finger pressing a character key. It takes no touches.
final class KeyPreviewView: View {
    /// The character shown.
    var label: String {
        didSet { if label != oldValue { setNeedsDisplay() } }
    }
    private let style: KeyboardStyle

    /// Creates a preview of `label` in `style`.
    init(label: String, style: KeyboardStyle) {
        self.label = label
        self.style = style
        super.init()
        isUserInteractionEnabled = false
    }

    /// The preview's frame for a key at `key` in a keyboard `width` wide: half as wide again
    /// as the key and a quarter taller, its bottom just above the key, within the keyboard's
    /// width.
    static func frame(above key: Rect, keyboardWidth width: Double, gap: Double) -> Rect {
        let size = Size(width: key.width * 1.5, height: key.height * 1.25)
        let left = max(min(key.midX - size.width / 2, width - size.width), 0)
        return Rect(x: left, y: key.minY - gap - size.height, width: size.width, height: size.height)
    }

    override func draw(in context: DrawingContext, rect: Rect) {
        context.fillRoundedRect(bounds, cornerRadius: style.cornerRadius, color: style.pressedKeyColor)
        context.drawLabel(label, centredIn: bounds, font: style.font(size: bounds.height * 0.55), color: style.labelColor)
    }
}
