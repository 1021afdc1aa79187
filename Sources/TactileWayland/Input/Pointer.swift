import CWaylandClient
import TactileCore

/// A `wl_pointer`: forwards pointer events on the window's surface and shows the cursor,
/// hidden while the last input was touch.
final class Pointer {
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
        wl_pointer_add_listener(proxy, Self.listener.pointer, listenerData(self))
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

    private static let listener = ListenerTable(wl_pointer_listener(
        enter: { data, _, serial, surface, x, y in
            let pointer = listenerOwner(data, as: Pointer.self)
            guard pointer.seat.isOwnSurface(surface) else { return }
            pointer.enterSerial = serial
            if pointer.seat.lastInputWasTouch {
                pointer.cursorHidden = false
                pointer.hideCursor()
            } else {
                pointer.showCursor()
            }
            pointer.seat.deliverPointer(.enter(location: Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))))
        },
        leave: { data, _, _, _ in
            let pointer = listenerOwner(data, as: Pointer.self)
            guard pointer.enterSerial != nil else { return }
            pointer.enterSerial = nil
            pointer.seat.deliverPointer(.leave)
        },
        motion: { data, _, time, x, y in
            let pointer = listenerOwner(data, as: Pointer.self)
            guard pointer.enterSerial != nil else { return }
            if pointer.cursorHidden { pointer.showCursor() }
            pointer.seat.noteMouseInput()
            pointer.seat.deliverPointer(.motion(time: time, location: Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))))
        },
        button: { data, _, _, time, button, state in
            let pointer = listenerOwner(data, as: Pointer.self)
            guard pointer.enterSerial != nil else { return }
            pointer.seat.noteMouseInput()
            let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
            pointer.seat.deliverPointer(.button(time: time, button: button, pressed: pressed))
        },
        axis: { data, _, time, axis, value in
            let pointer = listenerOwner(data, as: Pointer.self)
            guard pointer.enterSerial != nil else { return }
            pointer.seat.deliverPointer(.axis(time: time, axis: Pointer.axis(axis), value: wl_fixed_to_double(value)))
        },
        frame: { data, _ in
            let pointer = listenerOwner(data, as: Pointer.self)
            guard pointer.enterSerial != nil else { return }
            pointer.seat.deliverPointer(.frame)
        },
        axis_source: { _, _, _ in },
        axis_stop: { _, _, _, _ in },
        axis_discrete: { data, _, axis, steps in
            let pointer = listenerOwner(data, as: Pointer.self)
            guard pointer.enterSerial != nil else { return }
            pointer.seat.deliverPointer(.axisDiscrete(axis: Pointer.axis(axis), steps: steps))
        },
        axis_value120: { data, _, axis, value in
            let pointer = listenerOwner(data, as: Pointer.self)
            guard pointer.enterSerial != nil else { return }
            pointer.seat.deliverPointer(.axisValue120(axis: Pointer.axis(axis), value120: value))
        }))
}
