/// The on-screen keyboard's shift, as on phones.
package enum ShiftState: Hashable, Sendable {
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
    /// How close two taps must be to lock.
    var doubleTapInterval = TimeSpan.milliseconds(300)
    /// When shift was last turned on for one letter (event time); nil before the first time.
    private var onceSince: MonotonicTime?

    /// A tap on shift at `time` (event time).
    mutating func tap(at time: MonotonicTime) {
        switch state {
        case .off:
            state = .once
            onceSince = time
        case .once:
            let isDoubleTap = onceSince.map { time - $0 <= doubleTapInterval } ?? false
            state = isDoubleTap ? .capsLock : .off
        case .capsLock: state = .off
        }
    }

    /// A letter was typed: a one-letter shift is used up.
    mutating func letterTyped() {
        if state == .once { state = .off }
    }

    /// Sets the state directly (an app capitalising the start of a sentence).
    mutating func set(_ newState: ShiftState, at time: MonotonicTime) {
        state = newState
        onceSince = time
    }
}
