/// The common part of the standard controls (`Button`, `Toggle`, `Slider`,
/// `SegmentedControl`): a look that follows the view tree's `Theme`, an enabled and a pressed
/// state, a touch area at least the theme's `touchTarget` wide and high whatever size the
/// control is drawn at, keyboard focus (see `ControlFocus`), and touches that never take a
/// scroll or a drag meant for a container around it (see `ControlTouchRecognizer`).
///
/// A mouse's left button works as a finger. Subclasses draw with `effectiveTheme`.
///
/// An app's own control subclasses it: `handleTouch(_:)` hears what the finger did (set
/// `isPressed` from `.down`, act at `.lifted`, undo at `.cancelled`), `handleKey(_:)` the keys
/// while it has the focus, and `draw(in:rect:)` draws it; `giveUpTouches(beyond:)` lets a finger
/// that slides off go, and `touchRecognizer.dragAxis` makes it take drags along an axis.
open class Control: View {
    /// Whether the control takes touches and keys; a disabled control is drawn in the theme's
    /// disabled colours and lets its touches through to the views behind it.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            isUserInteractionEnabled = isEnabled
            touchRecognizer.isEnabled = isEnabled
            if !isEnabled { isPressed = false }
            setNeedsDisplay()
        }
    }
    /// True while a finger (or Enter or Space) holds the control down: it is drawn pressed
    /// from the frame of the touch-down.
    public var isPressed = false {
        didSet { if isPressed != oldValue { setNeedsDisplay() } }
    }
    /// True while the control has the keyboard focus of a `ControlFocus`.
    public internal(set) var isFocused = false

    /// The recognizer that follows the control's finger.
    public let touchRecognizer: ControlTouchRecognizer

    /// Creates a control at `frame` (superview space).
    public override init(frame: Rect = .zero) {
        touchRecognizer = ControlTouchRecognizer { _ in }
        super.init(frame: frame)
        touchRecognizer.name = "control touch"
        touchRecognizer.report = { [unowned self] touch in handleTouch(touch) }
        addGestureRecognizer(touchRecognizer)
        updateTouchArea()
    }

    // MARK: Hooks for the concrete controls

    /// Reacts to what the finger did (bounds space).
    open func handleTouch(_ touch: ControlTouch) {}

    /// Whether a `ControlFocus` may give the control the keyboard focus: while enabled.
    open var acceptsFocus: Bool { isEnabled }

    /// Reacts to a key while focused; true when the control used it. The default uses none.
    open func handleKey(_ event: KeyEvent) -> Bool { false }

    /// True when going from theme `old` to `new` changes how the control looks; the default
    /// compares what every control reads (colours, the control font, radius, padding).
    open func looksDifferent(from old: Theme, to new: Theme) -> Bool {
        old.colors != new.colors || old.fonts.control != new.fonts.control
            || old.cornerRadius != new.cornerRadius || old.padding != new.padding
    }

    /// True for the keys that press a control: Enter (main or keypad) and Space.
    public static func isPressKey(_ keysym: UInt32) -> Bool {
        keysym == Keysym.enter || keysym == Keysym.keypadEnter || keysym == Keysym.space
    }

    /// Makes the control give up a finger that strays farther than `margin` (logical pixels,
    /// read at each move) outside its bounds.
    public func giveUpTouches(beyond margin: @escaping () -> Double) {
        touchRecognizer.shouldKeepTouch = { [unowned self] point in
            let reach = margin()
            return bounds.insetBy(dx: -reach, dy: -reach).contains(point)
        }
    }

    // MARK: Meaning

    /// The states every control shares: disabled, focused.
    var controlStates: AccessibilityStates {
        var states: AccessibilityStates = []
        if !isEnabled { states.insert(.disabled) }
        if isFocused { states.insert(.focused) }
        return states
    }

    // MARK: Theme

    /// The theme the control follows changed from `old` to `new` (see `View.theme`).
    func themeDidChange(from old: Theme, to new: Theme) {
        if looksDifferent(from: old, to: new) { setNeedsDisplay() }
        if old.touchTarget != new.touchTarget { updateTouchArea() }
        if focusRing != nil { focusRing = new.focusRing }
    }

    override func geometryDidChange() { updateTouchArea() }

    /// A control drawn along x (a slider, segments, a switch's knob) mirrors with the direction.
    override func directionDidChange() { setNeedsDisplay() }

    /// Grows the touch area to the theme's touch target around a control drawn smaller.
    func updateTouchArea() {
        touchAreaOutset = max(0, (effectiveTheme.touchTarget - min(bounds.width, bounds.height)) / 2)
    }

    // MARK: Text

    /// The size of `text` in `font` on one line, measured by the tree's `textMeasurer`, else
    /// estimated from the font size (0.6 em a character, 1.25 em high).
    public func measure(_ text: String, font: Font) -> Size {
        if let measurer = textMeasurer {
            return measurer.size(of: text, style: TextStyle(font: font, maximumLines: 1), width: nil)
        }
        return Size(width: Double(text.count) * font.size * 0.6, height: font.size * 1.25)
    }

    /// Draws `text` on one line centred in `rect` (bounds space).
    public func drawCentered(_ text: String, font: Font, color: Color, in rect: Rect, context: DrawingContext) {
        guard !text.isEmpty else { return }
        let style = TextStyle(font: font, color: color, alignment: .center, maximumLines: 1)
        let height = min(context.size(of: text, style: style, width: rect.width).height, rect.height)
        context.draw(text, style: style, in: Rect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height))
    }
}
