@testable import TactileCore

extension GestureHarness {
    /// Sends one touchpad gesture event at `time` ms on the clock, as one read from the socket.
    func touchpad(at time: UInt32, _ event: TouchpadGestureEvent) {
        advance(to: time)
        dispatcher.handleTouchpadGesture(event)
        dispatcher.endOfDispatchBatch()
    }

    /// Sends pointer events and their `wl_pointer.frame` at `time` ms on the clock.
    func pointer(at time: UInt32, _ events: PointerEvent...) {
        advance(to: time)
        for event in events { dispatcher.handlePointer(event) }
        dispatcher.handlePointer(.frame)
        dispatcher.endOfDispatchBatch()
    }
}

extension ManipulationHarness {
    /// Sends touchpad gesture events, each at its own time, ticking the animator after each as
    /// a frame callback would, and notes `describe()` after each one.
    func touchpad(_ events: [(time: UInt32, event: TouchpadGestureEvent)], _ describe: () -> String) {
        for (time, event) in events {
            gestures.touchpad(at: time, event)
            animator.tick(now: gestures.clock.now)
            gestures.note(describe())
        }
    }
}

/// A touchpad pinch at `time` ms and every 10 ms after: its begin, one update per step of
/// `steps` (each moving the centre by `delta`, the scale on to `scale` evenly, turning by
/// `rotation / steps` degrees), then its end.
func touchpadPinch(at time: UInt32, steps: Int, delta: Point = .zero, scale: Double, rotation: Double,
                   cancelled: Bool = false) -> [(time: UInt32, event: TouchpadGestureEvent)] {
    var events: [(time: UInt32, event: TouchpadGestureEvent)] = [(time, .pinchBegin(time: time, fingers: 2))]
    for step in 1...steps {
        let t = time + UInt32(step) * 10
        events.append((t, .pinchUpdate(time: t, delta: delta, scale: 1 + (scale - 1) * Double(step) / Double(steps),
                                       rotation: rotation / Double(steps))))
    }
    let t = time + UInt32(steps + 1) * 10
    events.append((t, .pinchEnd(time: t, cancelled: cancelled)))
    return events
}

/// A touchpad swipe at `time` ms and every 10 ms after: its begin, one update by each of
/// `deltas`, then its end.
func touchpadSwipe(at time: UInt32, _ deltas: [Point], cancelled: Bool = false) -> [(time: UInt32, event: TouchpadGestureEvent)] {
    var events: [(time: UInt32, event: TouchpadGestureEvent)] = [(time, .swipeBegin(time: time, fingers: 3))]
    for (index, delta) in deltas.enumerated() {
        let t = time + UInt32(index + 1) * 10
        events.append((t, .swipeUpdate(time: t, delta: delta)))
    }
    let t = time + UInt32(deltas.count + 1) * 10
    events.append((t, .swipeEnd(time: t, cancelled: cancelled)))
    return events
}
