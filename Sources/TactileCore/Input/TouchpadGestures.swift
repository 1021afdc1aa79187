/// Turns the touchpad's gestures (`zwp_pointer_gestures_v1`) into touches, as `MouseFallback`
/// turns the wheel, so every recognizer works under them without knowing the touchpad:
///
/// - A pinch puts two virtual fingers either side of the pointer, as far out as the wheel's
///   (`MouseFallback.wheelFingerSpread`: the two pinch alike); each update sets their spread
///   to the begin's times the compositor's `scale`, turns them by its `rotation` (degrees
///   clockwise since the previous update) and carries their centre by its delta (a two-finger
///   pan). A pinch recognizer thus reports the compositor's scale, and a rotation recognizer
///   the sum of its turns.
/// - A swipe moves one virtual finger from the pointer by its deltas: a scroll view scrolls
///   and a pan pans as under a finger.
/// - A hold puts one still virtual finger under the pointer: what a finger landing stops (a
///   scroll view's fling, an animation a touch catches) stops. It lifts at the hold's end,
///   cancelled or not.
///
/// The fingers are `TouchSource.mouseWheel` touches: taps, long presses, controls and the
/// on-screen keyboard refuse them, so no touchpad gesture ever taps or presses anything. A
/// pinch or swipe the compositor cancels cancels its fingers (the recognizers' cancelled path).
///
/// With the mouse: a gesture that begins while the left button is held is ignored until its
/// end, as the wheel is then; the wheel's fingers lift when a gesture begins; a left-button
/// press, a wheel notch or the pointer leaving lifts the gesture's fingers, and the rest of the
/// gesture is ignored (`lift`). Events out of order (an update or end with no gesture of its
/// kind begun, a begin during another gesture) are dropped: at most one gesture's fingers are
/// down at a time, and its end or `lift` lifts them.
final class TouchpadGestures {
    /// The touch ids of the virtual fingers: past the mouse's (`MouseFallback`), above every
    /// `wl_touch` id. A swipe's or a hold's one finger takes the first.
    static let touchIDs = (Int(Int32.max) + 4, Int(Int32.max) + 5)

    /// The protocol's three gestures.
    enum Kind {
        case swipe, pinch, hold
    }

    /// The gesture between its begin and its end, whether its fingers are down or not.
    private var current: Kind?
    /// Where the current gesture's fingers are; nil while it is ignored.
    private var fingers: (centre: Point, radius: Double, angle: Double)?
    private var timeline = EventTimeline()
    private var scratch: [Touch] = []
    private let mouse: MouseFallback
    private let log: InputLog

    /// A spread the fingers keep at the smallest scale: apart, so a pinch recognizer's span
    /// never reaches zero (it could not grow again from there).
    private static let smallestScale = 0.01

    /// Creates the touchpad's fingers for the window whose pointer `mouse` follows.
    init(mouse: MouseFallback, log: InputLog) {
        self.mouse = mouse
        self.log = log
        scratch.reserveCapacity(2)
    }

    /// The point between the fingers while some are down: the view under it takes them all.
    var centre: Point? { fingers?.centre }

    /// True while the fingers of a gesture are down.
    var hasFingers: Bool { fingers != nil }

    /// Turns one gesture event into touch frames.
    func handle(_ event: TouchpadGestureEvent, emit: (TouchFrame) -> Void) {
        switch event {
        case let .swipeBegin(time, _): begin(.swipe, rawTime: time, emit: emit)
        case let .pinchBegin(time, _): begin(.pinch, rawTime: time, emit: emit)
        case let .holdBegin(time, _): begin(.hold, rawTime: time, emit: emit)
        case let .swipeUpdate(time, delta):
            update(.swipe, rawTime: time, finite: delta.x.isFinite && delta.y.isFinite, emit: emit) { $0.centre = $0.centre + delta }
        case let .pinchUpdate(time, delta, scale, rotation):
            let finite = delta.x.isFinite && delta.y.isFinite && scale.isFinite && rotation.isFinite
            update(.pinch, rawTime: time, finite: finite, emit: emit) { [spread = mouse.wheelFingerSpread] in
                $0.centre = $0.centre + delta
                $0.radius = spread * max(scale, Self.smallestScale)
                $0.angle += rotation * .pi / 180
            }
        case let .swipeEnd(time, cancelled): end(.swipe, rawTime: time, cancelled: cancelled, emit: emit)
        case let .pinchEnd(time, cancelled): end(.pinch, rawTime: time, cancelled: cancelled, emit: emit)
        // Resting fingers that move on end the hold cancelled: nothing was under way to undo.
        case let .holdEnd(time, _): end(.hold, rawTime: time, cancelled: false, emit: emit)
        }
    }

    /// Lifts the fingers at `time`, if down, and ignores the rest of their gesture: the mouse
    /// took over (a left-button press, a wheel notch) or the pointer left the window.
    func lift(at time: MonotonicTime, emit: (TouchFrame) -> Void) {
        guard fingers != nil else { return }
        emitFingers(.ended, time: max(time, timeline.latest), emit: emit)
        fingers = nil
    }

    private func begin(_ kind: Kind, rawTime: UInt32, emit: (TouchFrame) -> Void) {
        if let current { return log.debug("touchpad: dropped a \(kind) begin during a \(current)") }
        current = kind
        let time = timeline.time(for: rawTime)
        if mouse.isButtonDown { return log.debug("touchpad: ignored a \(kind) while the left button is held") }
        guard let location = mouse.pointerLocation else {
            return log.debug("touchpad: ignored a \(kind) before the pointer entered")
        }
        mouse.endWheel(time: time, emit: emit)
        fingers = (location, kind == .pinch ? mouse.wheelFingerSpread : 0, 0)
        emitFingers(.began, time: time, emit: emit)
    }

    private func update(_ kind: Kind, rawTime: UInt32, finite: Bool, emit: (TouchFrame) -> Void,
                        _ change: (inout (centre: Point, radius: Double, angle: Double)) -> Void) {
        guard current == kind else { return log.debug("touchpad: dropped a \(kind) update with no \(kind) begun") }
        let time = timeline.time(for: rawTime)
        guard finite else { return log.debug("touchpad: dropped a non-finite \(kind) update") }
        guard fingers != nil else { return }
        change(&fingers!)
        emitFingers(.moved, time: time, emit: emit)
    }

    private func end(_ kind: Kind, rawTime: UInt32, cancelled: Bool, emit: (TouchFrame) -> Void) {
        guard current == kind else { return log.debug("touchpad: dropped a \(kind) end with no \(kind) begun") }
        let time = timeline.time(for: rawTime)
        emitFingers(cancelled ? .cancelled : .ended, time: time, emit: emit)
        current = nil
        fingers = nil
    }

    /// Hands on the current gesture's fingers in `phase`, if down.
    private func emitFingers(_ phase: TouchPhase, time: MonotonicTime, emit: (TouchFrame) -> Void) {
        guard let fingers, let current else { return }
        scratch.removeAll(keepingCapacity: true)
        if current == .pinch {
            let offset = Point(x: _cos(fingers.angle), y: _sin(fingers.angle)) * fingers.radius
            scratch.append(Touch(id: Self.touchIDs.0, phase: phase, location: fingers.centre - offset, time: time,
                                 source: .mouseWheel))
            scratch.append(Touch(id: Self.touchIDs.1, phase: phase, location: fingers.centre + offset, time: time,
                                 source: .mouseWheel))
        } else {
            scratch.append(Touch(id: Self.touchIDs.0, phase: phase, location: fingers.centre, time: time, source: .mouseWheel))
        }
        emit(TouchFrame(time: time, touches: scratch))
    }
}
