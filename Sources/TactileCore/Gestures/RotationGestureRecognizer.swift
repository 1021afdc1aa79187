/// Recognizes two fingers turning about each other: a continuous gesture that begins once
/// the line through the first two fingers has turned by `minimumAngle`.
///
/// The angle is relative to the start (the turn needed to begin included), in radians,
/// positive clockwise on screen (y grows downwards). Each frame adds the turn of the line
/// through the first two fingers present before and after that frame, so fingers joining or
/// lifting re-anchor it and a full turn never wraps; with one finger left the angle holds, and
/// the rotation ends when the last one lifts.
public final class RotationGestureRecognizer: GestureRecognizer {
    /// Turn in radians needed to begin (about 3°).
    public var minimumAngle = 0.05

    /// The angle since the gesture started, in radians. Setting it (often to 0, for
    /// incremental updates) continues from the new value.
    public var rotation: Double {
        get { measured.value.x }
        set { measured.set(SIMD2(newValue, 0)) }
    }
    private var measured = MeasuredValue(.zero)

    /// Creates a rotation recognizer; attach actions with `onChange` or `addAction`.
    public override init() { super.init() }

    /// The rate of change of `rotation` in radians per second, over the last 100 ms.
    public var velocity: Double { measured.velocity.x }

    /// The point the fingers turn about (their centroid) in `view`'s space (nil: the surface).
    public func center(in view: View?) -> Point { location(in: view) }

    /// Turns by the fingers’ change of angle; begins once it turned by `minimumAngle`.
    public override func touchesDidChange(time: MonotonicTime) {
        var newRotation = rotation
        if let before = touches.persistentAngle(current: false), let after = touches.persistentAngle(current: true) {
            newRotation += Self.normalized(after - before)
        }
        let changed = newRotation != rotation
        measured.update(SIMD2(newRotation, 0), at: time)
        stepContinuous(readyToBegin: numberOfTouches >= 2 && abs(rotation) >= minimumAngle,
                       changed: changed, minimumTouches: 1)
    }

    /// The same turn within (-π, π]: a frame never turns by more than half a circle.
    private static func normalized(_ angle: Double) -> Double {
        var result = angle
        while result > .pi { result -= 2 * .pi }
        while result <= -.pi { result += 2 * .pi }
        return result
    }

    /// Restores the rotation and its velocity to zero.
    public override func didReset() {
        measured.set(.zero)
    }
}
