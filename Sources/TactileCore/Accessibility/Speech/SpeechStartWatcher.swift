/// Watches the touches going to the views while speech mode is off for the gesture that
/// starts it: three fingers held still on the screen for the long-press time. A visitor who
/// cannot see finds it alone (a kiosk's audio instructions and its sign say it), and no
/// ordinary use of the screen makes it.
///
/// It costs a counter per finger landing or lifting; a finger's moves are looked at only
/// while three are down.
package final class SpeechStartWatcher {
    /// Called when the fingers have rested long enough: speech mode starts, and the views'
    /// touches are cancelled (the three fingers pressed nothing).
    package var onStart: () -> Void = {}
    /// The thresholds (the long press and its slop).
    package var limits = SpeechGestureLimits()
    /// True while exactly three fingers are down and still: their moves are looked at.
    package private(set) var isArmed = false

    private let clock: InputClock
    private var down: [Int32: Point] = [:]
    private var timer: TimerToken?

    /// A watcher on `clock`, whose timer measures the press.
    package init(clock: InputClock) {
        self.clock = clock
    }

    /// Takes one raw touch event going to the views.
    package func handle(_ event: TouchEvent) {
        switch event {
        case .down(_, let id, let location):
            down[id] = location
            disarm()
            if down.count == 3 {
                isArmed = true
                timer = clock.schedule(after: limits.longPress) { [weak self] in self?.elapsed() }
            }
        case .motion(_, let id, let location):
            guard isArmed, let start = down[id], start.distance(to: location) > limits.longPressSlop else { return }
            disarm()
        case .up(_, let id):
            down[id] = nil
            disarm()
        case .cancel:
            down = [:]
            disarm()
        case .frame, .shape, .orientation:
            break
        }
    }

    private func elapsed() {
        timer = nil
        guard isArmed else { return }
        isArmed = false
        down = [:]
        onStart()
    }

    private func disarm() {
        isArmed = false
        if let timer { clock.cancel(timer) }
        timer = nil
    }
}
