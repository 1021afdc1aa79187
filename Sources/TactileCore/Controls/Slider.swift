/// A value chosen along a track by a thumb. Dragging the thumb moves it with the finger from
/// where it was grabbed, without a jump; a drag started elsewhere on the track moves it by the
/// finger's movement; a tap on the track puts it there. Values can snap to `step`s, and a
/// label at the right can show the value. A drag across the track (a scroll) is left to the
/// containers around it. With the keyboard focus, the arrow keys move it by a step (or a
/// twentieth of the range). When the window reads right to left the slider is mirrored: the
/// minimum at the right, the value growing leftwards, the label at the left, and the left
/// arrow raising the value.
public final class Slider: Control {
    /// The value at the leading end (the left, or the right when reading right to left).
    public var minimumValue: Double { didSet { value = clamped(value) } }
    /// The value at the trailing end.
    public var maximumValue: Double { didSet { value = clamped(value) } }
    /// The distance between allowed values from `minimumValue` (nil: any value). Setting it
    /// does not move `value`.
    public var step: Double?
    /// The current value, kept within the range (and on a step when set by the user).
    /// Setting it does not call `onChange`.
    public var value: Double {
        didSet {
            let kept = clamped(value)
            if kept != value { value = kept; return }
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether the value is written to the right of the track.
    public var showsValue = false {
        didSet { if showsValue != oldValue { setNeedsDisplay() } }
    }
    /// How the value label writes the value (default: whole numbers, or one decimal when the
    /// step is not whole).
    public var valueText: (Double) -> String
    /// Called after the user changed `value` (each step of a drag, a tap, a key).
    public var onChange: ((Slider) -> Void)?

    /// The thumb's radius in logical pixels (4 px more while held).
    package static let thumbRadius = 12.0
    /// The track's thickness in logical pixels.
    package static let trackThickness = 6.0

    /// The offset from the finger to the thumb's centre along the track, kept during a drag.
    private var grabOffset = 0.0
    /// Whether the touch-down landed on the thumb.
    private var grabbedThumb = false

    /// Creates a slider at `frame` (superview space) over `range`.
    public init(frame: Rect = .zero, value: Double = 0, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
                onChange: ((Slider) -> Void)? = nil) {
        minimumValue = range.lowerBound
        maximumValue = range.upperBound
        self.value = value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
        self.step = step
        self.onChange = onChange
        let wholeSteps = step.map { $0 == $0.rounded() } ?? true
        valueText = { value in wholeSteps ? String(Int(value.rounded())) : formatCoordinate((value * 10).rounded() / 10) }
        super.init(frame: frame)
        touchRecognizer.dragAxis = .horizontal
    }

    /// `value` within the range (a NaN is the minimum; a range upside down is its minimum).
    private func clamped(_ value: Double) -> Double {
        value.isNaN ? minimumValue : min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    /// `value` clamped and snapped to the nearest step.
    private func snapped(_ value: Double) -> Double {
        guard let step, step > 0 else { return clamped(value) }
        return clamped(minimumValue + ((value - minimumValue) / step).rounded() * step)
    }

    /// Sets the value as the user would (snapped; `onChange` when it changed).
    private func setByUser(_ newValue: Double) {
        let old = value
        value = snapped(newValue)
        if value != old { onChange?(self) }
    }

    // MARK: Geometry (bounds space, read left to right: see `readingX`)

    /// The span of the thumb's centre: from the left end to the right end of the track.
    private var trackSpan: (start: Double, end: Double) {
        let start = bounds.minX + Self.thumbRadius
        return (start, max(start, bounds.maxX - Self.thumbRadius - labelWidth))
    }

    /// Room kept at the right for the value label.
    private var labelWidth: Double {
        guard showsValue else { return 0 }
        let theme = effectiveTheme
        let widest = max(measure(valueText(minimumValue), font: theme.fonts.value).width,
                         measure(valueText(maximumValue), font: theme.fonts.value).width)
        return widest + theme.padding
    }

    /// The thumb centre's x for `value`.
    private func position(of value: Double) -> Double {
        let span = trackSpan, range = maximumValue - minimumValue
        return range > 0 ? span.start + (value - minimumValue) / range * (span.end - span.start) : span.start
    }

    /// The value whose thumb centre is at `x`.
    private func value(at x: Double) -> Double {
        let span = trackSpan
        guard span.end > span.start else { return minimumValue }
        return minimumValue + (x - span.start) / (span.end - span.start) * (maximumValue - minimumValue)
    }

    // MARK: Input

    /// Dragging the thumb moves the value with the finger; a tap on the track jumps to that value.
    public override func handleTouch(_ touch: ControlTouch) {
        switch touch {
        case .down(let point):
            let thumbX = position(of: value), x = readingX(point.x)
            grabbedThumb = abs(x - thumbX) <= max(Self.thumbRadius, effectiveTheme.touchTarget / 2)
            grabOffset = thumbX - x
            isPressed = grabbedThumb
        case .moved: break
        case .dragBegan(let point), .dragMoved(let point):
            isPressed = true
            setByUser(value(at: readingX(point.x) + grabOffset))
        case .lifted(let point, let dragged):
            isPressed = false
            if !dragged && !grabbedThumb { setByUser(value(at: readingX(point.x))) }
        case .cancelled:
            isPressed = false
        }
    }

    /// The arrow keys move the value by `step` (a twentieth of the range without one).
    public override func handleKey(_ event: KeyEvent) -> Bool {
        let direction: Double
        switch event.keysym {
        case Keysym.down, Keysym.keypadDown: direction = -1
        case Keysym.up, Keysym.keypadUp: direction = 1
        default:
            guard let step = readingStep(for: event.keysym) else { return false }
            direction = step
        }
        if event.pressed { setByUser(value + direction * (step ?? (maximumValue - minimumValue) / 20)) }
        return true
    }

    /// A slider whose value is spoken as its label writes it, raised and lowered a step (or a
    /// twentieth of the range) as an arrow key does.
    public override var defaultAccessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .slider, value: valueText(value),
                             range: AccessibilityRange(value: value, minimum: minimumValue, maximum: maximumValue,
                                                       step: step ?? (maximumValue - minimumValue) / 20),
                             states: controlStates, actions: isEnabled ? [.increment, .decrement] : [])
    }

    /// Raises or lowers the value by a step, as the user would.
    public override func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled, action == .increment || action == .decrement else { return false }
        let amount = step ?? (maximumValue - minimumValue) / 20
        setByUser(value + (action == .increment ? amount : -amount))
        return true
    }

    /// As wide as offered (200 px when offered any width), as high as the touch target.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let target = effectiveTheme.touchTarget
        let width = proposal.width.isFinite ? max(proposal.width, target) : 200
        return Size(width: width, height: max(target, 2 * Self.thumbRadius))
    }

    /// A slider reads the colours, the value font and the padding (for its label).
    public override func looksDifferent(from old: Theme, to new: Theme) -> Bool {
        old.colors != new.colors || (showsValue && (old.fonts.value != new.fonts.value || old.padding != new.padding))
    }

    // MARK: Drawing

    /// Draws the track (filled in the accent colour from the leading end up to the thumb), the
    /// thumb and the label, mirrored when reading right to left.
    public override func draw(in context: DrawingContext, rect: Rect) {
        let theme = effectiveTheme, colors = theme.colors
        let span = trackSpan, thumbX = readingX(position(of: value)), y = bounds.midY
        let thickness = Self.trackThickness
        let track = readingRect(Rect(x: span.start - thickness / 2, y: y - thickness / 2, width: span.end - span.start + thickness,
                                     height: thickness))
        context.fillRoundedRect(track, cornerRadius: thickness / 2, color: isEnabled ? colors.track : colors.disabled)
        let filled = readsRightToLeft ? Rect(x: thumbX, y: track.minY, width: track.maxX - thumbX, height: thickness)
                                      : Rect(x: track.minX, y: track.minY, width: thumbX - track.minX, height: thickness)
        context.fillRoundedRect(filled, cornerRadius: thickness / 2, color: isEnabled ? colors.accent : colors.onDisabled)
        let radius = Self.thumbRadius + (isPressed ? 4 : 0)
        let thumb = Rect(x: thumbX - radius, y: y - radius, width: 2 * radius, height: 2 * radius)
        context.fill(Path(ellipseIn: thumb), with: .color(isEnabled ? (isPressed ? colors.accentPressed : colors.accent) : colors.onDisabled))
        let inner = thumb.insetBy(dx: radius / 2, dy: radius / 2)
        context.fill(Path(ellipseIn: inner), with: .color(isEnabled ? colors.knob : colors.disabled))
        if showsValue {
            let label = readingRect(Rect(x: bounds.maxX - labelWidth + theme.padding, y: bounds.minY, width: labelWidth - theme.padding,
                                         height: bounds.height))
            drawCentered(valueText(value), font: theme.fonts.value, color: isEnabled ? colors.text : colors.onDisabled, in: label, context: context)
        }
    }
}
