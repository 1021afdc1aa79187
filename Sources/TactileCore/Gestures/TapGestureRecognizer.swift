/// Recognizes taps: `numberOfTouchesRequired` fingers going down and lifting without
/// moving more than `allowableMovement`, `numberOfTapsRequired` times, each tap starting
/// within `maximumTapInterval` of the previous one's lift. A discrete gesture:
/// it goes from possible to recognized at the last lift.
///
/// More fingers than required, too much movement or too long a wait make it fail. It
/// ignores the mouse wheel's virtual fingers (a wheel turn is no tap).
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps in a row (2 for a double tap).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap uses.
    public var numberOfTouchesRequired = 1
    /// How far, in surface pixels, each finger may move between its down and its lift.
    public var allowableMovement = 10.0
    /// Longest wait from one tap's lift to the next tap's first finger.
    public var maximumTapInterval = TimeSpan.milliseconds(300)

    private var tapsCompleted = 0
    private var mostTouches = 0
    private var intervalTimer: TimerToken?

    /// Creates a tap recognizer; attach actions with `onChange` or `addAction`.
    public override init() { super.init() }

    /// A tap needs a finger lifted; a wheel has none.
    public override var acceptsWheelTouches: Bool { false }

    /// True while it waits for the next tap of a multiple tap.
    public override var isWaitingWithoutTouches: Bool { intervalTimer != nil }

    /// Fails when a finger moves too far or too many come; recognizes after the last required tap lifts.
    public override func touchesDidChange(time: MonotonicTime) {
        guard state == .possible, pendingTransition == nil else { return }
        if let intervalTimer, touches.contains(where: { $0.phase == .began }) {
            dispatcher?.clock.cancel(intervalTimer)
            self.intervalTimer = nil
        }
        mostTouches = max(mostTouches, numberOfTouches)
        if mostTouches > numberOfTouchesRequired
            || touches.contains(where: { $0.start.distance(to: $0.location) > allowableMovement }) {
            return fail()
        }
        guard numberOfTouches == 0 else { return }
        guard mostTouches == numberOfTouchesRequired else { return fail() }
        tapsCompleted += 1
        mostTouches = 0
        if tapsCompleted >= numberOfTapsRequired { return leavePossible(to: .recognized) }
        intervalTimer = dispatcher?.scheduleTimer(for: self, after: maximumTapInterval) { [weak self] in
            self?.intervalTimer = nil
            self?.fail()
        }
    }

    /// Stops the interval timer and forgets the taps so far.
    public override func didReset() {
        if let intervalTimer { dispatcher?.clock.cancel(intervalTimer) }
        intervalTimer = nil
        tapsCompleted = 0
        mostTouches = 0
    }
}
