/// An on/off switch: a capsule track with a round knob. A tap flips it; the knob can also be
/// dragged along the track, and it lands on the side it is nearer when the finger lifts. A
/// drag across the track (a scroll) is left to the containers around it. With the keyboard
/// focus, Enter or Space flips it.
public final class Toggle: Control {
    /// Whether the switch is on (knob at the reading end: the right, or the left when the
    /// window reads right to left; track in the accent colour). Setting it does not call
    /// `onChange`.
    public var isOn: Bool {
        didSet { if isOn != oldValue { knobFraction = nil; setNeedsDisplay() } }
    }
    /// Called after the user changed `isOn` (a tap, a drag, a key).
    public var onChange: ((Toggle) -> Void)?

    /// The track's size in logical pixels (the knob is its height less 6 px).
    public static let trackSize = Size(width: 52, height: 32)

    /// Where a dragged knob is, from 0 (off) to 1 (on); nil when it rests at `isOn`.
    private var knobFraction: Double? {
        didSet { if knobFraction != oldValue { setNeedsDisplay() } }
    }
    /// The knob's fraction and the finger's x (bounds space, in reading order: see
    /// `readingX`) at the touch-down: the knob follows the finger's whole movement from there.
    private var dragStart: (fraction: Double, x: Double) = (0, 0)

    /// Creates a switch at `frame` (superview space).
    public init(frame: Rect = .zero, isOn: Bool = false, onChange: ((Toggle) -> Void)? = nil) {
        self.isOn = isOn
        self.onChange = onChange
        super.init(frame: frame)
        touchRecognizer.dragAxis = .horizontal
    }

    /// Sets `isOn` as the user would (calling `onChange` when it changes).
    private func setByUser(_ on: Bool) {
        knobFraction = nil
        guard on != isOn else { return }
        isOn = on
        onChange?(self)
    }

    /// A tap flips it; dragging the knob moves it, and the lift settles on the nearer side.
    public override func handleTouch(_ touch: ControlTouch) {
        switch touch {
        case .down(let point):
            isPressed = true
            dragStart = (isOn ? 1 : 0, readingX(point.x))
        case .moved: break
        case .dragBegan(let point), .dragMoved(let point):
            let travel = Self.trackSize.width - Self.trackSize.height
            knobFraction = min(max(dragStart.fraction + (readingX(point.x) - dragStart.x) / travel, 0), 1)
        case .lifted(_, let dragged):
            isPressed = false
            setByUser(dragged ? (knobFraction ?? (isOn ? 1 : 0)) >= 0.5 : !isOn)
        case .cancelled:
            isPressed = false
            knobFraction = nil
        }
    }

    /// Space and Enter flip it on release.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard Self.isPressKey(event.keysym) else { return false }
        if event.pressed { isPressed = true } else if isPressed { isPressed = false; setByUser(!isOn) }
        return true
    }

    /// A switch, checked when on, flipped as a tap would; the app names it (or the labels
    /// inside it do).
    public override var defaultAccessibilityElement: AccessibilityElement? {
        var states = controlStates
        if isOn { states.insert(.checked) }
        return AccessibilityElement(role: .toggle, states: states, actions: isEnabled ? [.activate] : [])
    }

    /// Flips the switch as a tap would.
    public override func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        setByUser(!isOn)
        return true
    }

    /// The track's size, grown to the touch target.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let target = effectiveTheme.touchTarget
        return Size(width: max(Self.trackSize.width, target), height: max(Self.trackSize.height, target))
    }

    /// Only the colours and the focus ring change a switch.
    public override func looksDifferent(from old: Theme, to new: Theme) -> Bool { old.colors != new.colors }

    /// Draws the track centred in the bounds and the knob at its place (2 px larger while
    /// pressed), mirrored when reading right to left.
    public override func draw(in context: DrawingContext, rect: Rect) {
        let colors = effectiveTheme.colors
        let size = Self.trackSize
        let track = Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        let fraction = knobFraction ?? (isOn ? 1 : 0)
        let trackColor = !isEnabled ? colors.disabled : colors.track.interpolated(to: colors.accent, fraction: fraction)
        context.fillRoundedRect(track, cornerRadius: size.height / 2, color: trackColor)
        let diameter = size.height - 6 + (isPressed ? 4 : 0)
        let centerX = track.minX + size.height / 2 + fraction * (size.width - size.height)
        let knob = Rect(x: readingX(centerX) - diameter / 2, y: track.midY - diameter / 2, width: diameter, height: diameter)
        context.fill(Path(ellipseIn: knob), with: .color(isEnabled ? colors.knob : colors.onDisabled))
    }
}
