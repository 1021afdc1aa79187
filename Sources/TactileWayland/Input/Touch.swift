import CWaylandClient
import TactileCore

/// A `wl_touch`: forwards the touch events of the window's surface.
///
/// Touch focus is fixed at `down`: weston and wlroots send the whole sequence to the
/// surface under the first finger, so ids whose `down` hit another surface are ignored
/// until they lift.
final class Touch {
    let proxy: OpaquePointer
    private let version: UInt32
    private unowned let seat: Seat
    /// Ids that went down on our surface and have not lifted.
    private var ownIDs: Set<Int32> = []

    init(seat: Seat, proxy: OpaquePointer, version: UInt32) {
        self.seat = seat
        self.proxy = proxy
        self.version = version
        wl_touch_add_listener(proxy, Self.listener.pointer, listenerData(self))
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

    private static let listener = ListenerTable(wl_touch_listener(
        down: { data, _, _, time, surface, id, x, y in
            let touch = listenerOwner(data, as: Touch.self)
            guard touch.seat.isOwnSurface(surface) else { return }
            touch.ownIDs.insert(id)
            touch.seat.deliverTouch(.down(time: time, id: id, location: Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))))
        },
        up: { data, _, _, time, id in
            let touch = listenerOwner(data, as: Touch.self)
            touch.forward(.up(time: time, id: id), id: id)
            touch.ownIDs.remove(id)
        },
        motion: { data, _, time, id, x, y in
            listenerOwner(data, as: Touch.self)
                .forward(.motion(time: time, id: id, location: Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))), id: id)
        },
        frame: { data, _ in listenerOwner(data, as: Touch.self).seat.deliverTouch(.frame) },
        cancel: { data, _ in
            let touch = listenerOwner(data, as: Touch.self)
            touch.ownIDs.removeAll()
            touch.seat.deliverTouch(.cancel)
        },
        shape: { data, _, id, major, minor in
            listenerOwner(data, as: Touch.self)
                .forward(.shape(id: id, major: wl_fixed_to_double(major), minor: wl_fixed_to_double(minor)), id: id)
        },
        orientation: { data, _, id, orientation in
            listenerOwner(data, as: Touch.self).forward(.orientation(id: id, degrees: wl_fixed_to_double(orientation)), id: id)
        }))
}
