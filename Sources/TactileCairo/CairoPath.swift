import CCairo
import TactileCore

/// Replaces the current path of `cairo` (a `cairo_t *`) with `path`, in its user space.
func setPath(_ path: Path, on cairo: OpaquePointer) {
    cairo_new_path(cairo)
    path.forEachElement { element in
        switch element {
        case .move(let point): cairo_move_to(cairo, point.x, point.y)
        case .line(let point): cairo_line_to(cairo, point.x, point.y)
        case .curve(let point, let control1, let control2):
            cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
        case .arc(let center, let radius, let start, let end):
            cairo_arc(cairo, center.x, center.y, radius, start, end)
        case .close: cairo_close_path(cairo)
        }
    }
}
