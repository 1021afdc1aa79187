import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// A line-per-event record of the raw input the window received, written when the
/// environment variable `TACTILE_EVENT_LOG` names a file. Tests read it to see exactly
/// what reached the client; it costs nothing when unset.
///
/// Lines: `touch down 3 120.5 80`, `touch motion 3 130 80`, `touch up 3`, `touch frame`,
/// `touch cancel`, `pointer enter 10 10`, `pointer motion 12 10`, `pointer button 272 pressed`,
/// `pointer axis vertical 10.0`, `pointer frame`, `touchpad pinch begin 2`, `touchpad pinch update
/// 1.5 -2.0 1.25 10.0` (dx, dy, scale, rotation), `touchpad swipe end cancelled`, `key 65307
/// pressed`, `keyboard focus in`, and
/// `window 640x480 scale 1.0 fullscreen` after each resize, `buffer transform 90` when frames
/// start being drawn turned for a turned output (0 when upright again), `layer 1 image 120x120` (its size
/// in buffer pixels) and `layer 1 removed` when a compositor layer gets a new image or ends,
/// `configure 1280x800` and `commit content top` for each configure and each commit of the
/// window's surface (what the commit carries, see the window's commit trace), and `log: …`
/// for what the Wayland and input layers report (seat capabilities, dropped impossible events).
final class InputEventLog {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens the file named by `TACTILE_EVENT_LOG` for appending; nil when unset or unopenable.
    init?() {
        guard let path = getenv("TACTILE_EVENT_LOG"), let file = fopen(path, "a") else { return nil }
        self.file = file
    }

    deinit { fclose(file) }

    /// Appends one line and flushes, so a reader sees it at once and nothing is lost on a crash.
    func write(_ line: String) {
        fputs(line + "\n", file)
        fflush(file)
    }

    /// Records a touch event.
    func record(_ event: TouchEvent) {
        switch event {
        case let .down(_, id, location): write("touch down \(id) \(location.x) \(location.y)")
        case let .motion(_, id, location): write("touch motion \(id) \(location.x) \(location.y)")
        case let .up(_, id): write("touch up \(id)")
        case let .shape(id, major, minor): write("touch shape \(id) \(major) \(minor)")
        case let .orientation(id, degrees): write("touch orientation \(id) \(degrees)")
        case .frame: write("touch frame")
        case .cancel: write("touch cancel")
        }
    }

    /// Records a pointer event.
    func record(_ event: PointerEvent) {
        switch event {
        case let .enter(location): write("pointer enter \(location.x) \(location.y)")
        case .leave: write("pointer leave")
        case let .motion(_, location): write("pointer motion \(location.x) \(location.y)")
        case let .button(_, button, pressed): write("pointer button \(button) \(pressed ? "pressed" : "released")")
        case let .axis(_, axis, value): write("pointer axis \(axis) \(value)")
        case let .axisValue120(axis, value120): write("pointer axis120 \(axis) \(value120)")
        case let .axisDiscrete(axis, steps): write("pointer axis-discrete \(axis) \(steps)")
        case .frame: write("pointer frame")
        }
    }

    /// Records a touchpad gesture event.
    func record(_ event: TouchpadGestureEvent) {
        switch event {
        case let .swipeBegin(_, fingers): write("touchpad swipe begin \(fingers)")
        case let .swipeUpdate(_, delta): write("touchpad swipe update \(delta.x) \(delta.y)")
        case let .swipeEnd(_, cancelled): write("touchpad swipe end\(cancelled ? " cancelled" : "")")
        case let .pinchBegin(_, fingers): write("touchpad pinch begin \(fingers)")
        case let .pinchUpdate(_, delta, scale, rotation): write("touchpad pinch update \(delta.x) \(delta.y) \(scale) \(rotation)")
        case let .pinchEnd(_, cancelled): write("touchpad pinch end\(cancelled ? " cancelled" : "")")
        case let .holdBegin(_, fingers): write("touchpad hold begin \(fingers)")
        case let .holdEnd(_, cancelled): write("touchpad hold end\(cancelled ? " cancelled" : "")")
        }
    }

    /// Records a key event.
    func record(_ event: KeyEvent) {
        write("key \(event.keysym) \(event.pressed ? "pressed" : "released")\(event.isRepeat ? " repeat" : "")")
    }
}
