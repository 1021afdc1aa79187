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

    /// The command of `keysym` with `modifiers`, nil for a key the driver leaves alone. The
    /// keypad's arrows come as KP_Left… only with Num Lock off (xkbcommon resolves the keysym
    /// from the locked modifiers); with it on they come as KP_4… and stay digits for the app.
    /// KP_Enter is the same keysym either way.
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

    /// Tab and Shift-Tab are one physical key whose keysym changes with Shift, and so are
    /// each keypad arrow and its digit with Num Lock or Shift: a key's release must be
    /// recognised whichever keysym it carries.
    static func physicalKey(of keysym: UInt32) -> UInt32 {
        switch keysym {
        case Keysym.isoLeftTab: Keysym.tab
        case Keysym.keypad4: Keysym.keypadLeft
        case Keysym.keypad6: Keysym.keypadRight
        case Keysym.keypad8: Keysym.keypadUp
        case Keysym.keypad2: Keysym.keypadDown
        default: keysym
        }
    }
}
