import Tactile

/// A control written as an app would write one, with the public API alone: a pill whose left
/// half steps `value` down and whose right half steps it up. The half under the finger is drawn
/// pressed from the frame of the touch-down; the step happens at the lift, only when the
/// finger lifts on the half it went down on. Enter or Space steps up.
final class Stepper: Control {
    /// The two halves.
    enum Half: Equatable { case minus, plus }

    /// The current value, kept within `range`.
    private(set) var value: Int
    /// The values it may take.
    let range: ClosedRange<Int>
    /// Run after every change of `value`.
    var onChange: ((Stepper) -> Void)?
    /// The half a finger holds down, nil when none.
    private(set) var pressedHalf: Half?

    /// Creates a stepper at `frame` showing `value`.
    init(frame: Rect, value: Int = 0, range: ClosedRange<Int> = 0...9) {
        self.value = value
        self.range = range
        super.init(frame: frame)
        // A finger sliding farther than 10 px off the pill gives the touch up: no step.
        giveUpTouches { 10 }
    }

    /// The half that `point` (bounds space) is over.
    func half(at point: Point) -> Half { point.x < bounds.midX ? .minus : .plus }

    override func handleTouch(_ touch: ControlTouch) {
        switch touch {
        case .down(let point):
            pressedHalf = half(at: point)
            isPressed = true
        case .lifted(let point, _):
            if let pressedHalf, half(at: point) == pressedHalf { step(pressedHalf) }
            release()
        case .cancelled:
            release()
        case .moved, .dragBegan, .dragMoved:
            break
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard Self.isPressKey(event.keysym) else { return false }
        if !event.pressed { step(.plus) }
        return true
    }

    override func draw(in context: DrawingContext, rect: Rect) {
        let colors = effectiveTheme.colors
        let halves = [(Half.minus, Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)),
                      (Half.plus, Rect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))]
        for (half, area) in halves {
            context.fillRoundedRect(area, cornerRadius: 0, color: half == pressedHalf ? colors.accentPressed : colors.accent)
        }
        drawCentered("\(value)", font: effectiveTheme.fonts.control, color: colors.onAccent, in: bounds, context: context)
    }

    private func step(_ half: Half) {
        let next = min(max(value + (half == .plus ? 1 : -1), range.lowerBound), range.upperBound)
        guard next != value else { return }
        value = next
        setNeedsDisplay()
        onChange?(self)
    }

    private func release() {
        pressedHalf = nil
        isPressed = false
        setNeedsDisplay()
    }
}
