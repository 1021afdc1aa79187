/// What happened to one touch within a frame.
public enum TouchPhase: Sendable {
    /// The touch went down in this frame.
    case began
    /// The touch moved (or changed shape) in this frame.
    case moved
    /// The touch is still down and did not change.
    case stationary
    /// The touch lifted in this frame; this is its last appearance.
    case ended
    /// The compositor or the application cancelled the touch; this is its last appearance.
    case cancelled
}

/// Where a touch comes from. Recognizers see every source the same way; a few refuse the
/// virtual fingers of the wheel and the touchpad (see `GestureRecognizer.acceptsWheelTouches`).
public enum TouchSource: Sendable {
    /// A finger on a touchscreen (`wl_touch`).
    case finger
    /// The left mouse button, acting as one finger (the mouse fallback).
    case mouseButton
    /// A virtual finger: one of the two the mouse wheel moves to pinch or rotate, or one of a
    /// touchpad gesture's (two for a pinch, one for a swipe or a hold).
    case mouseWheel
}

/// The state of one touch at the end of a frame.
public struct Touch: Sendable {
    /// Identifies the touch for as long as it is down. Finger ids are the protocol's ids;
    /// the mouse fallback uses ids above `Int32.max`, so they never collide.
    public var id: Int
    /// What happened to the touch in this frame.
    public var phase: TouchPhase
    /// The position in surface coordinates (logical pixels).
    public var location: Point
    /// The time (event timestamps made monotonic) of the touch's last change.
    public var time: MonotonicTime
    /// The contact ellipse's major axis in surface pixels, 0 when the compositor never said.
    public var major: Double = 0
    /// The contact ellipse's minor axis in surface pixels, 0 when the compositor never said.
    public var minor: Double = 0
    /// The contact ellipse's angle in degrees clockwise from the y axis, 0 when unknown.
    public var orientation: Double = 0
    /// What produced the touch.
    public var source: TouchSource

    /// Creates a touch state.
    public init(id: Int, phase: TouchPhase, location: Point, time: MonotonicTime, source: TouchSource = .finger) {
        self.id = id
        self.phase = phase
        self.location = location
        self.time = time
        self.source = source
    }
}

/// Touch events that belong together: every touch that is down or just ended, with what
/// happened to it since the previous frame.
///
/// A frame whose touches are all `.cancelled` is a cancellation: every gesture that saw one
/// of them stops.
public struct TouchFrame: Sendable {
    /// The time (event timestamps made monotonic) of the latest event in the frame.
    public var time: MonotonicTime
    /// Every live touch, plus those that ended or were cancelled in this frame.
    public var touches: [Touch]

    /// Creates a frame.
    public init(time: MonotonicTime, touches: [Touch]) {
        self.time = time
        self.touches = touches
    }
}
