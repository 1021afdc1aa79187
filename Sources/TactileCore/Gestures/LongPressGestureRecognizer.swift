/// Recognizes fingers held still: a continuous gesture that begins once
/// `numberOfTouchesRequired` touches have stayed down for `minimumPressDuration`
/// without moving more than `allowableMovement`, then reports every movement
/// (changed) until a finger lifts (ended).
///
/// With a duration of 0 it begins in the frame of the touch-down itself, at the touch-down
/// position: a drag started with it has no delay and no jump. Lifting a finger or moving
/// too far before the duration makes it fail; so do extra fingers, except at a duration of 0,
/// where fingers landing together beyond the number required are let go (the first ones
/// down begin the press: two fingers put on an item at once lift it, as one would). Once
/// running it takes no further touches. It ignores the mouse wheel's virtual fingers.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the touches must stay down; zero begins at touch-down.
    @exclusivity(unchecked) public var minimumPressDuration = TimeSpan.milliseconds(500)
    /// How far, in surface pixels, each touch may move from where it went down before the
    /// press begins.
    @exclusivity(unchecked) public var allowableMovement = 10.0
    /// How many fingers must be held.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1

    @exclusivity(unchecked) private var timer: TimerToken?

    /// Creates a long-press recognizer; attach actions with `onChange` or `addAction`.
    public override init() { super.init() }

    override var acceptsWheelTouches: Bool { false }

    override func canAccept(_ touch: Touch) -> Bool { super.canAccept(touch) && !state.isActive }

    @section(".text.hot")
    override func touchesDidChange(time: MonotonicTime) {
        guard state == .possible else {
            if numberOfTouches < numberOfTouchesRequired { return end() }
            if touches.contains(where: { $0.phase == .moved }) { change() }
            return
        }
        if minimumPressDuration <= .zero && numberOfTouches > numberOfTouchesRequired {
            // Only touches of this very frame can be extra (with no delay the press began at
            // the frame that brought enough): the first ones down (lowest index) stay.
            touches.removeSubrange(numberOfTouchesRequired...)
        }
        if touches.contains(where: { !$0.isDown }) || numberOfTouches > numberOfTouchesRequired
            || touches.contains(where: { $0.start.distance(to: $0.location) > allowableMovement }) {
            return fail()
        }
        guard numberOfTouches == numberOfTouchesRequired, timer == nil, pendingTransition == nil else { return }
        if minimumPressDuration <= .zero { return leavePossible(to: .began) }
        timer = dispatcher?.scheduleTimer(for: self, after: minimumPressDuration) { [weak self] in
            guard let self else { return }
            self.timer = nil
            if self.state == .possible && self.numberOfTouches == self.numberOfTouchesRequired {
                self.leavePossible(to: .began)
            }
        }
    }

    override func didReset() {
        if let timer { dispatcher?.clock.cancel(timer) }
        timer = nil
    }
}
