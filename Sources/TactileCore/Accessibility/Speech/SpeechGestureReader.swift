/// Turns raw touches into speech mode's gestures (`SpeechGesture`): while speech mode is on
/// every touch comes here instead of going to the views, so that a finger can explore the
/// screen without pressing anything.
///
/// One finger explores from the moment it lands (no delay: what is under it is said at
/// once), and as it slides; a quick lift is a tap, two quick taps a double tap, a fast short
/// stroke a flick, which explores nothing on its way. Several fingers make a multi-finger tap
/// or flick, and three held still a long press. Times are the events' own.
package final class SpeechGestureReader {
    /// Hears each gesture as it is recognized.
    package var onGesture: (SpeechGesture) -> Void = { _ in }
    /// The thresholds.
    package var limits = SpeechGestureLimits()

    private struct Finger {
        var start: Point
        var last: Point
    }

    private let clock: InputClock
    private var fingers: [Int32: Finger] = [:]
    /// What the lifted fingers of the gesture did (start and end), for a multi-finger gesture.
    private var lifted: [Finger] = []
    private var gestureStart: UInt32 = 0
    private var mostFingers = 0
    /// A long press fired: the rest of the gesture means nothing.
    private var isSpent = false
    private var longPressTimer: TimerToken?
    /// When and where the last single tap ended, for a double tap.
    private var lastTap: (time: UInt32, point: Point)?

    /// A reader on `clock`, whose timer measures the long press.
    package init(clock: InputClock) {
        self.clock = clock
    }

    /// Takes one raw touch event.
    package func handle(_ event: TouchEvent) {
        switch event {
        case .down(let time, let id, let location): fingerDown(id, at: location, time: time)
        case .motion(let time, let id, let location): fingerMoved(id, to: location, time: time)
        case .up(let time, let id): fingerLifted(id, time: time)
        case .cancel: reset()
        case .frame, .shape, .orientation: break
        }
    }

    /// Forgets the gesture in progress (speech mode was switched, the compositor cancelled).
    package func reset() {
        fingers = [:]
        lifted = []
        mostFingers = 0
        isSpent = false
        lastTap = nil
        stopLongPressTimer()
    }

    private func fingerDown(_ id: Int32, at point: Point, time: UInt32) {
        if fingers.isEmpty {
            gestureStart = time
            mostFingers = 0
            lifted = []
            isSpent = false
            onGesture(.began)
        }
        fingers[id] = Finger(start: point, last: point)
        mostFingers = max(mostFingers, fingers.count)
        if fingers.count == 1 && mostFingers == 1 {
            onGesture(.explore(point))
        }
        stopLongPressTimer()
        if fingers.count == 3 && !isSpent {
            longPressTimer = clock.schedule(after: limits.longPress) { [weak self] in self?.longPressElapsed() }
        }
    }

    private func fingerMoved(_ id: Int32, to point: Point, time: UInt32) {
        guard var finger = fingers[id] else { return }
        finger.last = point
        fingers[id] = finger
        guard !isSpent else { return }
        if longPressTimer != nil, finger.start.distance(to: point) > limits.longPressSlop { stopLongPressTimer() }
        // A flick explores nothing on its way: only a finger that has been down a while, or
        // stays near where it landed, says what it is over.
        guard mostFingers == 1 else { return }
        if time &- gestureStart > limits.flickWindow || finger.start.distance(to: point) < limits.swipeDistance / 2 {
            onGesture(.explore(point))
        }
    }

    private func fingerLifted(_ id: Int32, time: UInt32) {
        guard let finger = fingers.removeValue(forKey: id) else { return }
        lifted.append(finger)
        stopLongPressTimer()
        guard fingers.isEmpty else { return }
        defer { lifted = [] }
        guard !isSpent else { return }
        let duration = time &- gestureStart
        if mostFingers == 1 {
            singleFingerEnded(finger, duration: duration, time: time)
        } else {
            severalFingersEnded(duration: duration)
        }
    }

    private func singleFingerEnded(_ finger: Finger, duration: UInt32, time: UInt32) {
        let moved = finger.last - finger.start
        if duration <= limits.tapDuration && finger.start.distance(to: finger.last) < limits.tapSlop {
            if let last = lastTap, gestureStart &- last.time <= limits.doubleTapGap {
                lastTap = nil
                onGesture(.doubleTap(finger.last))
            } else {
                lastTap = (time, finger.last)
                onGesture(.tap(finger.last))
            }
            return
        }
        lastTap = nil
        if isFlick(moved, duration: duration, limit: limits.swipeDuration), let direction = direction(of: moved) {
            onGesture(.swipe(direction, fingers: 1))
        }
    }

    private func severalFingersEnded(duration: UInt32) {
        lastTap = nil
        let count = Double(lifted.count)
        let mean = lifted.reduce(Point.zero) { $0 + ($1.last - $1.start) } * (1 / count)
        let stayed = lifted.allSatisfy { $0.start.distance(to: $0.last) < limits.tapSlop * 1.5 }
        if duration <= limits.tapDuration + 50 && stayed {
            onGesture(.multiTap(fingers: mostFingers))
        } else if isFlick(mean, duration: duration, limit: limits.swipeDuration + 100), let direction = direction(of: mean) {
            onGesture(.swipe(direction, fingers: mostFingers))
        }
    }

    /// True when a stroke `moved` in `duration` ms is quick and fast enough to be a flick.
    private func isFlick(_ moved: Point, duration: UInt32, limit: UInt32) -> Bool {
        duration <= limit && Point.zero.distance(to: moved) >= limits.swipeSpeed * Double(max(duration, 1))
    }

    /// The flick direction of a stroke `moved`, or nil when it is too short or too slanted.
    private func direction(of moved: Point) -> SwipeDirection? {
        let dx = abs(moved.x), dy = abs(moved.y)
        if dx >= limits.swipeDistance && dx > 2 * dy { return moved.x > 0 ? .right : .left }
        if dy >= limits.swipeDistance && dy > 2 * dx { return moved.y > 0 ? .down : .up }
        return nil
    }

    private func longPressElapsed() {
        longPressTimer = nil
        guard fingers.count == 3, !isSpent else { return }
        isSpent = true
        lastTap = nil
        onGesture(.longPress(fingers: 3))
    }

    private func stopLongPressTimer() {
        if let longPressTimer { clock.cancel(longPressTimer) }
        longPressTimer = nil
    }
}
