/// Where a gesture recognizer is in its state machine.
///
/// Continuous gestures (pan, pinch, rotation, long-press) go possible → began → changed… →
/// ended or cancelled; discrete ones (tap) go possible → recognized. Either may go possible →
/// failed instead. Every final state returns to possible once the recognizer's touches have
/// all lifted (and, for a tap, once it stops waiting for another tap).
public enum GestureState: Sendable, CustomStringConvertible {
    /// Watching touches, nothing recognized yet (also the idle state).
    case possible
    /// A continuous gesture started; its touches are claimed.
    case began
    /// A continuous gesture's values changed.
    case changed
    /// A continuous gesture finished normally.
    case ended
    /// A continuous gesture was stopped: touch cancel, Escape, a competitor, removal.
    case cancelled
    /// The touches did not form this gesture.
    case failed
    /// A discrete gesture happened.
    case recognized

    /// True for began and changed: the gesture is running.
    public var isActive: Bool { self == .began || self == .changed }

    /// True for the states that wait for the touches to lift before returning to possible.
    var isFinal: Bool { self == .ended || self == .cancelled || self == .failed || self == .recognized }

    /// The lower-case name, for traces.
    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        case .recognized: "recognized"
        }
    }
}
