import CWaylandClient
import CWaylandProtocols
import TactileCore

/// The touchpad gesture objects of one `wl_pointer` (`zwp_pointer_gestures_v1`): swipe and
/// pinch, and hold from version 3. Owned by the pointer, which lets them go before it releases
/// itself (the protocol's order: a gesture object must not outlive its pointer).
final class PointerGestures {
    private let swipe: OpaquePointer
    private let pinch: OpaquePointer
    private let hold: OpaquePointer?
    private let relay: TouchpadGestureRelay

    /// Gets the gesture objects of `pointer` from `manager` (bound at `version`); their events
    /// go through a relay that keeps the gestures begun on `seat`'s surfaces.
    init(manager: OpaquePointer, version: UInt32, pointer: OpaquePointer, seat: Seat) {
        relay = TouchpadGestureRelay(isOwnSurface: { [unowned seat] in seat.isOwnSurface($0) },
                                     handler: { [unowned seat] in seat.handler })
        swipe = zwp_pointer_gestures_v1_get_swipe_gesture(manager, pointer)
        pinch = zwp_pointer_gestures_v1_get_pinch_gesture(manager, pointer)
        hold = version >= UInt32(ZWP_POINTER_GESTURES_V1_GET_HOLD_GESTURE_SINCE_VERSION)
            ? zwp_pointer_gestures_v1_get_hold_gesture(manager, pointer) : nil
        addEventDispatcher(Self.swipeEvents, to: swipe, owner: relay)
        addEventDispatcher(Self.pinchEvents, to: pinch, owner: relay)
        if let hold { addEventDispatcher(Self.holdEvents, to: hold, owner: relay) }
    }

    deinit {
        zwp_pointer_gesture_swipe_v1_destroy(swipe)
        zwp_pointer_gesture_pinch_v1_destroy(pinch)
        if let hold { zwp_pointer_gesture_hold_v1_destroy(hold) }
    }

    private static let swipeEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (relay: TouchpadGestureRelay, event: ZwpPointerGestureSwipeV1Event) in
            relay.handle(event)
        }
    }

    private static let pinchEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (relay: TouchpadGestureRelay, event: ZwpPointerGesturePinchV1Event) in
            relay.handle(event)
        }
    }

    private static let holdEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (relay: TouchpadGestureRelay, event: ZwpPointerGestureHoldV1Event) in
            relay.handle(event)
        }
    }
}
