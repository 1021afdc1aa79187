import TactileCore

/// Keeps the input that woke a kiosk from reaching anything: the whole touch sequence
/// (every finger that goes down before all have lifted, their motions, releases and frames),
/// the mouse button press with its release, the key press with its release and repeats.
/// Whatever comes after works normally. Pointer motion, entering and leaving pass: they press
/// nothing, and the pointer's position must stay known.
struct WakeSwallower {
    /// Fingers of the waking sequence still down.
    private var touches: Set<Int32> = []
    /// True from the waking touch-down to the frame after its last finger lifted: outside
    /// that, only the event that wakes the kiosk is swallowed.
    private var isSwallowingTouches = false
    /// True once every finger of the waking sequence has lifted.
    private var touchesLifted = false
    /// Mouse buttons pressed to wake, until released.
    private var buttons: Set<UInt32> = []
    /// Keys pressed to wake, until released.
    private var keys: Set<UInt32> = []

    /// True when `event` would wake a sleeping kiosk: a touch, a click, a wheel turn.
    static func wakes(_ event: TouchEvent) -> Bool {
        if case .down = event { return true }
        return false
    }

    /// True when `event` would wake a sleeping kiosk.
    static func wakes(_ event: PointerEvent) -> Bool {
        switch event {
        case .button(_, _, let pressed): pressed
        case .axis, .axisDiscrete, .axisValue120: true
        case .enter, .leave, .motion, .frame: false
        }
    }

    /// True when `event` would wake a sleeping kiosk: a key press.
    static func wakes(_ event: KeyEvent) -> Bool { event.pressed }

    /// Whether `event` belongs to the waking sequence (and must go nowhere); `waking` is
    /// true for the event that woke the kiosk: outside a waking sequence (nearly always) the
    /// answer is no at once.
    mutating func swallows(_ event: TouchEvent, waking: Bool) -> Bool {
        guard waking || isSwallowingTouches else { return false }
        return swallowsInSequence(event, waking: waking)
    }

    /// `swallows(_:waking:)` within a waking sequence, or for the event that starts one.
    @inline(never)
    private mutating func swallowsInSequence(_ event: TouchEvent, waking: Bool) -> Bool {
        if waking {
            isSwallowingTouches = true
            touchesLifted = false
        }
        switch event {
        case let .down(_, id, _):
            // A new finger after the sequence ended (a compositor that sent no frame) is the
            // next visitor's.
            if touchesLifted { isSwallowingTouches = false; return false }
            touches.insert(id)
            return true
        case let .motion(_, id, _), let .shape(id, _, _), let .orientation(id, _):
            return touches.contains(id)
        case let .up(_, id):
            guard touches.remove(id) != nil else { return false }
            touchesLifted = touches.isEmpty
            return true
        case .frame:
            if touchesLifted { isSwallowingTouches = false }
            return true
        case .cancel:
            touches.removeAll()
            isSwallowingTouches = false
            return true
        }
    }

    /// Whether `event` belongs to the waking sequence; `waking` is true for the event that
    /// woke the kiosk.
    mutating func swallows(_ event: PointerEvent, waking: Bool) -> Bool {
        switch event {
        case let .button(_, button, pressed):
            if waking { buttons.insert(button); return true }
            return !pressed && buttons.remove(button) != nil
        case .axis, .axisDiscrete, .axisValue120:
            return waking
        case .enter, .leave, .motion, .frame:
            return false
        }
    }

    /// Whether `event` belongs to the waking sequence; `waking` is true for the event that
    /// woke the kiosk.
    mutating func swallows(_ event: KeyEvent, waking: Bool) -> Bool {
        if waking { keys.insert(event.keysym); return true }
        if event.pressed { return event.isRepeat && keys.contains(event.keysym) }
        return keys.remove(event.keysym) != nil
    }
}
