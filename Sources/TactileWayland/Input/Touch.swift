import CWaylandClient
import TactileCore

/// A `wl_touch`: forwards the touch events of the window's surface.
///
/// Touch focus is fixed at `down`: weston and wlroots send the whole sequence to the
/// surface under the first finger, so ids whose `down` hit another surface are ignored
/// until they lift.
final class Touch: ProxyEventHandler {
    let proxy: OpaquePointer
    private let version: UInt32
    private unowned let seat: Seat
    /// Ids that went down on our surface and have not lifted: a handful, so an array (a `Set`
    /// would also cost its first touch a search of the runtime's conformance tables).
    @exclusivity(unchecked) private var ownIDs: [Int32] = []

    init(seat: Seat, proxy: OpaquePointer, version: UInt32) {
        self.seat = seat
        self.proxy = proxy
        self.version = version
        // A dispatcher, not a listener: libwayland then calls it with the decoded arguments
        // directly, instead of through a libffi closure per event (a touch frame's hottest path).
        wl_proxy_add_dispatcher(proxy, Self.dispatch, nil, listenerData(self))
    }

    deinit {
        if version >= UInt32(WL_TOUCH_RELEASE_SINCE_VERSION) { wl_touch_release(proxy) } else { wl_touch_destroy(proxy) }
    }

    /// True while a finger of ours is down.
    var hasActiveTouches: Bool { !ownIDs.isEmpty }

    private func forward(_ event: TouchEvent, id: Int32) {
        guard ownIDs.contains(id) else { return }
        seat.deliverTouch(event)
    }

    private static let dispatch: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(to: Touch.self, target: target, opcode: opcode, args: args)
    }

    /// One `wl_touch` event, decoded (see `ProxyEventHandler`).
    func handle(opcode: UInt32, _ args: UnsafeMutablePointer<wl_argument>) {
        func location(_ x: Int, _ y: Int) -> Point { Point(x: wl_fixed_to_double(args[x].f), y: wl_fixed_to_double(args[y].f)) }
        switch opcode {
        case 0:  // down(serial, time, surface, id, x, y)
            let id = args[3].i
            guard seat.isOwnSurface(args[2].o) else { return }
            if !ownIDs.contains(id) { ownIDs.append(id) }
            seat.deliverTouch(.down(time: args[1].u, id: id, location: location(4, 5)))
        case 1:  // up(serial, time, id)
            let id = args[2].i
            forward(.up(time: args[1].u, id: id), id: id)
            ownIDs.removeAll { $0 == id }
        case 2:  // motion(time, id, x, y)
            forward(.motion(time: args[0].u, id: args[1].i, location: location(2, 3)), id: args[1].i)
        case 3:  // frame
            seat.deliverTouch(.frame)
        case 4:  // cancel
            ownIDs.removeAll()
            seat.deliverTouch(.cancel)
        case 5:  // shape(id, major, minor)
            forward(.shape(id: args[0].i, major: wl_fixed_to_double(args[1].f), minor: wl_fixed_to_double(args[2].f)), id: args[0].i)
        case 6:  // orientation(id, orientation)
            forward(.orientation(id: args[0].i, degrees: wl_fixed_to_double(args[1].f)), id: args[0].i)
        default:
            break  // An event of a later version than bound: none is sent.
        }
    }
}
