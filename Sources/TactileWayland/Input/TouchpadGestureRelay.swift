import TactileCore

/// Hands the touchpad gesture events of one `wl_pointer` to the input handler as
/// `TouchpadGestureEvent`s, keeping only the gestures that begin on the application's
/// surfaces: one whose `begin` names another surface is dropped with its updates and its end,
/// as the pointer drops events outside its focus. Each of the three gestures is followed on
/// its own, since each comes through its own protocol object.
final class TouchpadGestureRelay {
    private let isOwnSurface: (OpaquePointer?) -> Bool
    private let handler: () -> InputHandler?
    /// Set from the begin of a gesture on another surface to its end, per gesture.
    private var ignoresSwipe = false
    private var ignoresPinch = false
    private var ignoresHold = false

    /// Creates a relay that asks `isOwnSurface` about each begin's surface and delivers to
    /// whatever `handler` returns at the time (the seat's, which may change).
    init(isOwnSurface: @escaping (OpaquePointer?) -> Bool, handler: @escaping () -> InputHandler?) {
        self.isOwnSurface = isOwnSurface
        self.handler = handler
    }

    /// Takes one event of the swipe gesture object.
    func handle(_ event: ZwpPointerGestureSwipeV1Event) {
        switch event {
        case let .begin(_, time, surface, fingers):
            ignoresSwipe = !isOwnSurface(surface)
            deliver(.swipeBegin(time: time, fingers: fingers), unless: ignoresSwipe)
        case let .update(time, dx, dy):
            deliver(.swipeUpdate(time: time, delta: Point(x: dx, y: dy)), unless: ignoresSwipe)
        case let .end(_, time, cancelled):
            deliver(.swipeEnd(time: time, cancelled: cancelled != 0), unless: ignoresSwipe)
            ignoresSwipe = false
        }
    }

    /// Takes one event of the pinch gesture object.
    func handle(_ event: ZwpPointerGesturePinchV1Event) {
        switch event {
        case let .begin(_, time, surface, fingers):
            ignoresPinch = !isOwnSurface(surface)
            deliver(.pinchBegin(time: time, fingers: fingers), unless: ignoresPinch)
        case let .update(time, dx, dy, scale, rotation):
            deliver(.pinchUpdate(time: time, delta: Point(x: dx, y: dy), scale: scale, rotation: rotation), unless: ignoresPinch)
        case let .end(_, time, cancelled):
            deliver(.pinchEnd(time: time, cancelled: cancelled != 0), unless: ignoresPinch)
            ignoresPinch = false
        }
    }

    /// Takes one event of the hold gesture object.
    func handle(_ event: ZwpPointerGestureHoldV1Event) {
        switch event {
        case let .begin(_, time, surface, fingers):
            ignoresHold = !isOwnSurface(surface)
            deliver(.holdBegin(time: time, fingers: fingers), unless: ignoresHold)
        case let .end(_, time, cancelled):
            deliver(.holdEnd(time: time, cancelled: cancelled != 0), unless: ignoresHold)
            ignoresHold = false
        }
    }

    private func deliver(_ event: TouchpadGestureEvent, unless ignored: Bool) {
        if !ignored { handler()?.handleTouchpadGesture(event) }
    }
}
