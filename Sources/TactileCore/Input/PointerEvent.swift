/// A scroll axis of `wl_pointer.axis`.
package enum PointerAxis: Sendable {
    /// The vertical wheel; positive values scroll down (towards the user).
    case vertical
    /// The horizontal wheel or tilt; positive values scroll right.
    case horizontal
}

/// Linux input button codes (`linux/input-event-codes.h`) as `wl_pointer.button` reports them.
package enum PointerButton {
    /// BTN_LEFT.
    package static let left: UInt32 = 0x110
    /// BTN_RIGHT.
    package static let right: UInt32 = 0x111
    /// BTN_MIDDLE.
    package static let middle: UInt32 = 0x112
}

/// One raw `wl_pointer` event, as the Wayland layer receives it. Times are the events'
/// millisecond timestamps; locations are surface-local logical pixels.
package enum PointerEvent: Equatable, Sendable {
    /// `wl_pointer.enter`: the pointer entered the surface at `location`.
    case enter(location: Point)
    /// `wl_pointer.leave`: the pointer left the surface.
    case leave
    /// `wl_pointer.motion`: the pointer moved to `location`.
    case motion(time: UInt32, location: Point)
    /// `wl_pointer.button`: a button (a Linux code, see `PointerButton`) was pressed or released.
    case button(time: UInt32, button: UInt32, pressed: Bool)
    /// `wl_pointer.axis`: continuous scroll, in the compositor's scroll units (about 10 or 15
    /// per wheel notch).
    case axis(time: UInt32, axis: PointerAxis, value: Double)
    /// `wl_pointer.axis_discrete` (v5–v7): whole wheel notches.
    case axisDiscrete(axis: PointerAxis, steps: Int32)
    /// `wl_pointer.axis_value120` (v8+): wheel movement in 1/120 of a notch.
    case axisValue120(axis: PointerAxis, value120: Int32)
    /// `wl_pointer.frame` (v5+): the events since the previous frame belong together.
    case frame
}
