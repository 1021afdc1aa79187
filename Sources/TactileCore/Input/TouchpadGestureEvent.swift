/// One raw touchpad gesture event (`zwp_pointer_gestures_v1`), as the Wayland layer receives
/// it for the window's surfaces: a gesture that began on another client's surface never
/// arrives. Times are the events' own millisecond timestamps (the pointer's timeline); deltas
/// are surface-local logical pixels.
package enum TouchpadGestureEvent: Equatable, Sendable {
    /// `swipe.begin`: `fingers` fingers (three or more on most compositors) started moving together.
    case swipeBegin(time: UInt32, fingers: UInt32)
    /// `swipe.update`: the fingers' logical centre moved by `delta` since the previous event.
    case swipeUpdate(time: UInt32, delta: Point)
    /// `swipe.end`: the fingers lifted, or the compositor `cancelled` the swipe.
    case swipeEnd(time: UInt32, cancelled: Bool)
    /// `pinch.begin`: `fingers` fingers started pinching or turning.
    case pinchBegin(time: UInt32, fingers: UInt32)
    /// `pinch.update`: the centre moved by `delta` since the previous event; `scale` is the
    /// fingers' spread relative to the begin (absolute); `rotation` the turn in degrees,
    /// clockwise, since the previous event (relative, as the protocol defines it).
    case pinchUpdate(time: UInt32, delta: Point, scale: Double, rotation: Double)
    /// `pinch.end`: the fingers lifted, or the compositor `cancelled` the pinch.
    case pinchEnd(time: UInt32, cancelled: Bool)
    /// `hold.begin` (version 3): `fingers` fingers rest on the touchpad without moving.
    case holdBegin(time: UInt32, fingers: UInt32)
    /// `hold.end`: the fingers lifted, or moved on (`cancelled`: a swipe, a pinch or pointer
    /// motion follows).
    case holdEnd(time: UInt32, cancelled: Bool)
}
