/// A row of equal segments, one of them selected: a finger lands on a segment (shown pressed
/// at once), may slide to another, and selects the one it lifts on. Sliding off by more than
/// the slop, or a scroll or a drag around it taking the touch, selects nothing. With the
/// keyboard focus, the left and right arrow keys select the neighbouring segment. When the
/// window reads right to left the segments are mirrored: the first at the right.
public final class SegmentedControl: Control {
    /// The segments' titles, in reading order (left to right, or right to left).
    public var segments: [String] {
        didSet {
            if segments != oldValue { setNeedsDisplay(); invalidateIntrinsicSize() }
            selectedIndex = min(selectedIndex, max(segments.count - 1, 0))
        }
    }
    /// The segments' titles to show in the window's language, marked for translation: they
    /// set `segments` now and again at each change of language. Nil leaves `segments` to the app.
    public var localizedSegments: [LocalizedString]? {
        didSet { if let localizedSegments, localizedSegments != oldValue { segments = localizedSegments.map { localized($0) } } }
    }
    /// The selected segment's index. Setting it does not call `onChange`.
    public var selectedIndex: Int {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    /// Called after the user selected another segment.
    public var onChange: ((SegmentedControl) -> Void)?

    /// How far, in logical pixels, a finger may stray outside the bounds and still select.
    public var slideOffMargin = 10.0

    /// The segment under the finger while pressed.
    package private(set) var pressedIndex: Int? {
        didSet { if pressedIndex != oldValue { setNeedsDisplay() } }
    }

    public override func languageDidChange() {
        if let localizedSegments { segments = localizedSegments.map { localized($0) } }
    }

    /// Creates a control at `frame` (superview space) with `segments`, `selectedIndex` selected.
    public init(frame: Rect = .zero, segments: [String], selectedIndex: Int = 0, onChange: ((SegmentedControl) -> Void)? = nil) {
        self.segments = segments
        self.selectedIndex = min(max(selectedIndex, 0), max(segments.count - 1, 0))
        self.onChange = onChange
        super.init(frame: frame)
        giveUpTouches { [unowned self] in slideOffMargin }
    }

    /// The segment whose column holds `x` (bounds space), clamped to the ends.
    private func segment(at x: Double) -> Int {
        guard !segments.isEmpty, bounds.width > 0 else { return 0 }
        let index = Int(((readingX(x) - bounds.minX) / bounds.width * Double(segments.count)).rounded(.down))
        return min(max(index, 0), segments.count - 1)
    }

    /// Selects `index` as the user would (`onChange` when it changed).
    private func selectByUser(_ index: Int) {
        guard segments.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        onChange?(self)
    }

    /// Highlights the segment under the finger and selects the one it lifts on.
    public override func handleTouch(_ touch: ControlTouch) {
        switch touch {
        case .down(let point), .moved(let point):
            isPressed = true
            pressedIndex = segment(at: point.x)
        case .lifted(let point, _):
            isPressed = false
            pressedIndex = nil
            selectByUser(segment(at: point.x))
        case .cancelled:
            isPressed = false
            pressedIndex = nil
        case .dragBegan, .dragMoved: break
        }
    }

    /// The arrow keys select the previous or next segment.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard let step = readingStep(for: event.keysym) else { return false }
        if event.pressed { selectByUser(selectedIndex + Int(step)) }
        return true
    }

    /// The selected segment's title as the value; the next and previous segments by
    /// increment and decrement.
    public override var defaultAccessibilityElement: AccessibilityElement? {
        let value = segments.indices.contains(selectedIndex) ? segments[selectedIndex] : nil
        return AccessibilityElement(role: .segmentedControl, value: value, states: controlStates,
                                    actions: isEnabled ? [.increment, .decrement] : [])
    }

    /// Selects the next or previous segment, as the user would.
    public override func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled, action == .increment || action == .decrement else { return false }
        selectByUser(selectedIndex + (action == .increment ? 1 : -1))
        return true
    }

    /// Equal segments as wide as the widest title plus padding (at least the touch target),
    /// as high as the touch target.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let theme = effectiveTheme
        let widest = segments.map { measure($0, font: theme.fonts.control).width }.max() ?? 0
        let height = segments.map { measure($0, font: theme.fonts.control).height }.max() ?? 0
        return Size(width: Double(segments.count) * max(theme.touchTarget, widest + 2 * theme.padding),
                    height: max(theme.touchTarget, height + theme.padding))
    }

    /// Draws the track, the selected segment in the accent colour (the pressed one in the
    /// pressed accent) and the titles.
    public override func draw(in context: DrawingContext, rect: Rect) {
        let theme = effectiveTheme, colors = theme.colors
        context.fillRoundedRect(bounds, cornerRadius: theme.cornerRadius, color: isEnabled ? colors.track : colors.disabled)
        guard !segments.isEmpty else { return }
        let width = bounds.width / Double(segments.count), inset = 3.0
        for (index, title) in segments.enumerated() {
            let cell = readingRect(Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height))
            let isSelected = index == selectedIndex, isHeld = index == pressedIndex
            if isEnabled && (isSelected || isHeld) {
                context.fillRoundedRect(cell.insetBy(dx: inset, dy: inset), cornerRadius: max(theme.cornerRadius - inset, 0),
                                        color: isHeld ? colors.accentPressed : colors.accent)
            }
            let ink = !isEnabled ? colors.onDisabled : isSelected || isHeld ? colors.onAccent : colors.text
            drawCentered(title, font: theme.fonts.control, color: ink, in: cell, context: context)
        }
    }
}
