/// A push button with a title, an image or both (image first in reading order: at the left,
/// or at the right when the window reads right to left): it looks pressed from the frame
/// the finger lands in, runs `action` when the finger lifts on it, and does nothing when the
/// finger slides off it by more than the slop (10 px) or a scroll or a drag around it takes
/// the touch. With the keyboard focus, Enter or Space presses it and runs `action` at release.
public final class Button: Control {
    /// The title drawn in the middle.
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay(); invalidateIntrinsicSize() } }
    }
    /// The title to show in the window's language, marked for translation: it sets `title`
    /// now and again at each change of language. Nil leaves `title` to the app.
    public var localizedTitle: LocalizedString? {
        didSet { if let localizedTitle, localizedTitle != oldValue { title = localized(localizedTitle) } }
    }
    /// An image drawn at its own size before the title in reading order (alone, centred).
    public var image: Image? {
        didSet { if image !== oldValue { setNeedsDisplay() } }
    }
    /// Run when the button is activated: a finger lifting on it, Enter or Space released.
    public var action: ((Button) -> Void)?

    /// How far, in logical pixels, a finger may stray outside the bounds and still activate it.
    public var slideOffMargin = 10.0

    /// Creates a button at `frame` (superview space) with a title and an action.
    public init(frame: Rect = .zero, title: String = "", image: Image? = nil, action: ((Button) -> Void)? = nil) {
        self.title = title
        self.image = image
        self.action = action
        super.init(frame: frame)
        giveUpTouches { [unowned self] in slideOffMargin }
    }

    public override func languageDidChange() {
        if let localizedTitle { title = localized(localizedTitle) }
    }

    /// Runs the action as a tap would (for code and tests), when enabled.
    public func activate() {
        guard isEnabled else { return }
        action?(self)
    }

    /// A button named by its title, activated as a tap would.
    public override var defaultAccessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .button, name: title, states: controlStates, actions: isEnabled ? [.activate] : [])
    }

    /// Activates the button.
    public override func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }

    /// Presses on touch down; a lift that did not slide off activates the button.
    public override func handleTouch(_ touch: ControlTouch) {
        switch touch {
        case .down: isPressed = true
        case .lifted(_, let dragged):
            isPressed = false
            if !dragged { activate() }
        case .cancelled: isPressed = false
        case .moved, .dragBegan, .dragMoved: break
        }
    }

    /// Space and Enter press it while held and activate it on release.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard Self.isPressKey(event.keysym) else { return false }
        if event.pressed { isPressed = true } else if isPressed { isPressed = false; activate() }
        return true
    }

    /// The title's width plus the theme's padding on both sides (and the image), at least the
    /// touch target in both directions.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let theme = effectiveTheme
        let content = contentSize(theme: theme)
        return Size(width: max(theme.touchTarget, content.width + 2 * theme.padding),
                    height: max(theme.touchTarget, content.height + theme.padding))
    }

    /// The image and title side by side, with a gap of half the padding between them.
    private func contentSize(theme: Theme) -> Size {
        let text = title.isEmpty ? Size.zero : measure(title, font: theme.fonts.control)
        let picture = image?.size ?? .zero
        let gap = !title.isEmpty && image != nil ? theme.padding / 2 : 0
        return Size(width: text.width + gap + picture.width, height: max(text.height, picture.height))
    }

    /// Draws the rounded fill (accent, darker while pressed, grey when disabled), then the
    /// image and the title centred together, in reading order.
    public override func draw(in context: DrawingContext, rect: Rect) {
        let theme = effectiveTheme, colors = theme.colors
        let fill = !isEnabled ? colors.disabled : isPressed ? colors.accentPressed : colors.accent
        context.fillRoundedRect(bounds, cornerRadius: theme.cornerRadius, color: fill)
        let ink = isEnabled ? colors.onAccent : colors.onDisabled
        let content = contentSize(theme: theme)
        var x = bounds.midX - content.width / 2
        if let image {
            context.draw(image, in: readingRect(Rect(x: x, y: bounds.midY - image.size.height / 2, width: image.size.width,
                                                     height: image.size.height)))
            x += image.size.width + (title.isEmpty ? 0 : theme.padding / 2)
        }
        // With an image, the title takes what is left of the content's width after it.
        let titleRect = image == nil ? bounds
            : readingRect(Rect(x: x, y: bounds.minY, width: max(bounds.midX + content.width / 2 - x, 0), height: bounds.height))
        drawCentered(title, font: theme.fonts.control, color: ink, in: titleRect, context: context)
    }
}
