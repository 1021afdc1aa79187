/// A view showing text: wrapped at words to its width, centred vertically, cut off with an
/// ellipsis past `maximumLines` or its height.
open class Label: View {
    /// The text shown.
    public var text: String {
        didSet { if text != oldValue { setNeedsDisplay(); invalidateIntrinsicSize() } }
    }
    /// The text to show in the window's language, marked for translation: it sets `text`
    /// now and again at each change of language. Nil leaves `text` to the app.
    public var localizedText: LocalizedString? {
        didSet { if let localizedText, localizedText != oldValue { text = localized(localizedText) } }
    }
    /// Font, colour, alignment and line limit.
    public var style: TextStyle {
        didSet { if style != oldValue { setNeedsDisplay(); invalidateIntrinsicSize() } }
    }

    /// Creates a label at `frame` (superview space).
    public init(frame: Rect = .zero, text: String = "", style: TextStyle = TextStyle(font: Font(size: 16))) {
        self.text = text
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a label showing `localizedText` in the window's language.
    public convenience init(frame: Rect = .zero, localizedText: LocalizedString, style: TextStyle = TextStyle(font: Font(size: 16))) {
        self.init(frame: frame, style: style)
        self.localizedText = localizedText  // An initializer's own class runs no observer:
        text = localized(localizedText)      // the text is set here.
    }

    open override func languageDidChange() {
        if let localizedText { text = localized(localizedText) }
    }

    /// The size that fits the whole text in one line, or wrapped at `width` when given
    /// (logical pixels), as `measurer` lays it out.
    package func sizeThatFits(width: Double? = nil, measurer: TextMeasuring) -> Size {
        measurer.size(of: text, style: style, width: width)
    }

    /// The text's size wrapped at the proposed width (unwrapped when it is unlimited),
    /// measured by the window's text measurer (`LayoutEnvironment.textMeasurer`) and rounded up
    /// to whole logical pixels, so that the text is never cut by a fraction. Without a measurer
    /// (a tree no window shows) the label keeps its size.
    /// Text that is read: named by its text; nothing when empty.
    open override var defaultAccessibilityElement: AccessibilityElement? {
        text.isEmpty ? nil : AccessibilityElement(role: .label, name: text)
    }

    open override func sizeThatFits(_ proposal: Size) -> Size {
        guard let measurer = existingLayoutEnvironment?.textMeasurer else { return bounds.size }
        let measured = sizeThatFits(width: proposal.width.isFinite ? max(proposal.width, 0) : nil, measurer: measurer)
        return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// Draws the text centred vertically in the bounds, each paragraph in its own direction
    /// and with the window's for text without letters (see `TextAlignment.natural`). The text
    /// is a paragraph of its own: bidi controls in it reorder nothing outside the label.
    open override func draw(in context: DrawingContext, rect: Rect) {
        guard !text.isEmpty else { return }
        var shown = style
        shown.baseDirection = existingLayoutEnvironment?.direction ?? .leftToRight
        let height = min(context.size(of: text, style: shown, width: bounds.width).height, bounds.height)
        let top = bounds.minY + (bounds.height - height) / 2
        context.draw(text, style: shown, in: Rect(x: bounds.minX, y: top, width: bounds.width, height: height))
    }

    /// Text aligned to its natural side, or without letters, follows the window's direction.
    override func directionDidChange() { setNeedsDisplay() }
}
