import Tactile

/// A recognizer written as an app would write one, with the public API alone: one finger
/// moving `distance` surface pixels to the right, more right than up or down, is recognized
/// (a discrete gesture). A second finger, or a movement of more than `slop` to the left, makes
/// it fail; so does a lift before the distance. The mouse wheel's virtual fingers are ignored.
final class SwipeRightRecognizer: GestureRecognizer {
    /// How far to the right, in surface pixels, the finger moves to be a swipe.
    var distance = 60.0
    /// How far to the left it may stray before the swipe fails.
    var slop = 10.0
    /// The farthest the finger went to the right in the current attempt (for traces).
    private(set) var farthest = 0.0

    override var acceptsWheelTouches: Bool { false }

    override func touchesDidChange(time: MonotonicTime) {
        guard state == .possible, let touch = touches.first else { return }
        guard touches.count == 1 else { return fail() }
        let movement = touch.location - touch.start
        farthest = max(farthest, movement.x)
        if movement.x < -slop || !touch.isDown { return fail() }
        if movement.x >= distance && abs(movement.y) <= movement.x / 2 { leavePossible(to: .recognized) }
    }

    override func didReset() { farthest = 0 }
}
