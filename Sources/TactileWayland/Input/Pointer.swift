import CWaylandClient
import TactileCore

/// A `wl_pointer`: forwards pointer events on the window's surface and shows the cursor,
/// hidden while the last input was touch.
final class Pointer: ProxyEventHandler {
    let proxy: OpaquePointer
    private let version: UInt32
    private unowned let seat: Seat
    /// The serial of the last `enter`: `set_cursor` must quote it.
    private var enterSerial: UInt32?
    private var cursorHidden = false

    init(seat: Seat, proxy: OpaquePointer, version: UInt32) {
        self.seat = seat
        self.proxy = proxy
        self.version = version
        // A dispatcher, not a listener, as for touch: no libffi closure per event.
        wl_proxy_add_dispatcher(proxy, Self.dispatch, nil, listenerData(self))
    }

    deinit {
        if version >= UInt32(WL_POINTER_RELEASE_SINCE_VERSION) { wl_pointer_release(proxy) } else { wl_pointer_destroy(proxy) }
    }

    /// Hides the cursor (after touch input) until the pointer moves again.
    func hideCursor() {
        guard !cursorHidden, let serial = enterSerial else { return }
        cursorHidden = true
        wl_pointer_set_cursor(proxy, serial, nil, 0, 0)
    }

    private func showCursor() {
        guard let serial = enterSerial else { return }
        cursorHidden = false
        seat.cursor?.show(on: proxy, serial: serial)
    }

    private static func axis(_ raw: UInt32) -> PointerAxis {
        raw == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue ? .horizontal : .vertical
    }

    private static let dispatch: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(to: Pointer.self, target: target, opcode: opcode, args: args)
    }

    /// One `wl_pointer` event, decoded (see `ProxyEventHandler`).
    func handle(opcode: UInt32, _ args: UnsafeMutablePointer<wl_argument>) {
        func location(_ x: Int, _ y: Int) -> Point { Point(x: wl_fixed_to_double(args[x].f), y: wl_fixed_to_double(args[y].f)) }
        if opcode == 0 {  // enter(serial, surface, x, y)
            guard seat.isOwnSurface(args[1].o) else { return }
            enterSerial = args[0].u
            if seat.lastInputWasTouch {
                cursorHidden = false
                hideCursor()
            } else {
                showCursor()
            }
            seat.deliverPointer(.enter(location: location(2, 3)))
            return
        }
        guard enterSerial != nil else { return }  // Events for another surface's pointer focus.
        switch opcode {
        case 1:  // leave(serial, surface)
            enterSerial = nil
            seat.deliverPointer(.leave)
        case 2:  // motion(time, x, y)
            if cursorHidden { showCursor() }
            seat.noteMouseInput()
            seat.deliverPointer(.motion(time: args[0].u, location: location(1, 2)))
        case 3:  // button(serial, time, button, state)
            seat.noteMouseInput()
            seat.deliverPointer(.button(time: args[1].u, button: args[2].u, pressed: args[3].u == WL_POINTER_BUTTON_STATE_PRESSED.rawValue))
        case 4:  // axis(time, axis, value)
            seat.deliverPointer(.axis(time: args[0].u, axis: Self.axis(args[1].u), value: wl_fixed_to_double(args[2].f)))
        case 5:  // frame
            seat.deliverPointer(.frame)
        case 8:  // axis_discrete(axis, discrete)
            seat.deliverPointer(.axisDiscrete(axis: Self.axis(args[0].u), steps: args[1].i))
        case 9:  // axis_value120(axis, value120)
            seat.deliverPointer(.axisValue120(axis: Self.axis(args[0].u), value120: args[1].i))
        default:
            break  // axis_source and axis_stop tell nothing the axis events do not.
        }
    }
}
