/// One raw `wl_touch` event, as the Wayland layer receives it.
///
/// Times are the events' own millisecond timestamps; coordinates are surface-local logical
/// pixels (`wl_fixed_t` converted to Double); ids are the protocol's touch ids.
package enum TouchEvent: Equatable, Sendable {
    /// `wl_touch.down`: a finger touched the surface at `location`.
    case down(time: UInt32, id: Int32, location: Point)
    /// `wl_touch.motion`: a finger moved to `location`.
    case motion(time: UInt32, id: Int32, location: Point)
    /// `wl_touch.up`: a finger lifted.
    case up(time: UInt32, id: Int32)
    /// `wl_touch.shape`: the contact ellipse's major and minor axes, in surface pixels.
    case shape(id: Int32, major: Double, minor: Double)
    /// `wl_touch.orientation`: the contact ellipse's angle in degrees, clockwise from the y axis.
    case orientation(id: Int32, degrees: Double)
    /// `wl_touch.frame`: the events since the previous frame belong together.
    case frame
    /// `wl_touch.cancel`: the compositor took every touch away; the sequence is void.
    case cancel
}
