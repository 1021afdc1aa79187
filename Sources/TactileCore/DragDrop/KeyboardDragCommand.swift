/// What a key means to the keyboard drag driver (`KeyboardDragController`).
enum KeyboardDragCommand: Equatable {
    /// Tab: the next item, or while carrying the next interested zone.
    case next
    /// Shift-Tab: the previous one.
    case previous
    /// Enter or the keypad's Enter: pick the focused item up, or drop the carried one.
    case activate
    /// Escape: the carried item springs back.
    case cancel
    /// An arrow key: one step in that direction, in screen axes (x right, y down, in units of
    /// the step).
    case move(dx: Double, dy: Double)

    /// The command of `keysym` with `modifiers`, nil for a key the driver leaves alone.
    init?(keysym: UInt32, modifiers: KeyModifiers) {
        switch keysym {
        case Keysym.tab: self = modifiers.contains(.shift) ? .previous : .next
        case Keysym.isoLeftTab: self = .previous
        case Keysym.enter, Keysym.keypadEnter: self = .activate
        case Keysym.escape: self = .cancel
        case Keysym.left, Keysym.keypadLeft: self = .move(dx: -1, dy: 0)
        case Keysym.right, Keysym.keypadRight: self = .move(dx: 1, dy: 0)
        case Keysym.up, Keysym.keypadUp: self = .move(dx: 0, dy: -1)
        case Keysym.down, Keysym.keypadDown: self = .move(dx: 0, dy: 1)
        default: return nil
        }
    }

    /// Tab and Shift-Tab are one physical key whose keysym changes with Shift: its release
    /// must be recognised whichever keysym it carries.
    static func physicalKey(of keysym: UInt32) -> UInt32 {
        keysym == Keysym.isoLeftTab ? Keysym.tab : keysym
    }
}
