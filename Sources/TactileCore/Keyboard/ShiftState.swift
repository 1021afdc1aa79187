/// The on-screen keyboard's shift, as on phones.
public enum ShiftState: Hashable, Sendable {
    /// Letters are typed in lower case.
    case off
    /// The next letter is typed in upper case, then shift turns off (one tap).
    case once
    /// Every letter is typed in upper case until shift is tapped again (two quick taps).
    case capsLock
}

/// The shift key's state machine: a tap turns it on for one letter, a second tap within
/// `doubleTapInterval` locks it, any other tap turns it off.
struct ShiftKey {
    /// The current state.
    private(set) var state = ShiftState.off
    /// How close two taps must be, in milliseconds, to lock.
    var doubleTapInterval = 300.0
    /// When shift was last turned on for one letter (event milliseconds).
    private var onceSince = -Double.infinity

    /// A tap on shift at `time` (event milliseconds).
    mutating func tap(at time: Double) {
        switch state {
        case .off:
            state = .once
            onceSince = time
        case .once: state = time - onceSince <= doubleTapInterval ? .capsLock : .off
        case .capsLock: state = .off
        }
    }

    /// A letter was typed: a one-letter shift is used up.
    mutating func letterTyped() {
        if state == .once { state = .off }
    }

    /// Sets the state directly (an app capitalising the start of a sentence).
    mutating func set(_ newState: ShiftState, at time: Double) {
        state = newState
        onceSince = time
    }
}
