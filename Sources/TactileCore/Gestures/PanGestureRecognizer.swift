/// Recognizes one or more fingers dragging: a continuous gesture that begins once the
/// centroid of the touches has moved `minimumDistance` from where they went down.
///
/// The translation is measured from the touch-down position (the distance needed to begin
/// is included, so a dragged view stays under the finger). Fingers joining or lifting move
/// the centroid but not the translation: each frame only adds the movement of the fingers
/// present before and after it. The gesture ends when fewer than `minimumNumberOfTouches`
/// remain; touches beyond `maximumNumberOfTouches` are left to other recognizers.
public final class PanGestureRecognizer: GestureRecognizer {
    /// Fewest touches that pan; below that a running pan ends.
    public var minimumNumberOfTouches = 1
    /// Most touches the pan takes; further ones are not delivered to it.
    public var maximumNumberOfTouches = Int.max
    /// Distance in surface pixels the centroid must travel, with at least
    /// `minimumNumberOfTouches` down, before the pan begins (0 begins at the first movement).
    public var minimumDistance = 10.0

    /// Accumulated translation in surface pixels.
    private var measured = MeasuredValue(.zero)
    private var translation: Point { Point(x: measured.value.x, y: measured.value.y) }

    /// Creates a pan recognizer; attach actions with `onChange` or `addAction`.
    public override init() { super.init() }

    /// The translation since touch-down (or since the last `setTranslation`) in `view`'s
    /// space (nil: the surface), in logical pixels.
    public func translation(in view: View?) -> Point { convertVector(translation, to: view) }

    /// Replaces the translation with `value`, given in `view`'s space (nil: the surface);
    /// setting `.zero` makes later reports incremental.
    public func setTranslation(_ value: Point, in view: View?) {
        let vector = surfaceVector(value, from: view)
        measured.set(SIMD2(vector.x, vector.y))
    }

    /// The speed of the centroid in `view`'s space (nil: the surface), in logical pixels per
    /// second, over the last 100 ms.
    public func velocity(in view: View?) -> Point {
        let value = measured.velocity
        return convertVector(Point(x: value.x, y: value.y), to: view)
    }

    /// Takes fingers up to `maximumNumberOfTouches`.
    public override func canAccept(_ touch: Touch) -> Bool {
        super.canAccept(touch) && numberOfTouches < maximumNumberOfTouches
    }

    /// Adds the centroid’s movement to the translation; begins past `minimumDistance` with enough fingers.
    public override func touchesDidChange(time: MonotonicTime) {
        let moved = movement()
        // Before it begins, the pan measures from the moment enough fingers are down.
        let newTranslation = state == .possible && numberOfTouches < minimumNumberOfTouches ? .zero : translation + moved
        measured.update(SIMD2(newTranslation.x, newTranslation.y), at: time)
        let farEnough = translation.length >= minimumDistance && translation != .zero
        stepContinuous(readyToBegin: numberOfTouches >= minimumNumberOfTouches && farEnough,
                       changed: moved != .zero, minimumTouches: minimumNumberOfTouches)
    }

    /// The centroid's movement over the touches present before and after this frame.
    private func movement() -> Point {
        guard let before = touches.persistentCentroid(current: false),
              let after = touches.persistentCentroid(current: true) else { return .zero }
        return after - before
    }

    /// Restores the translation and its velocity to zero.
    public override func didReset() { measured.set(.zero) }
}
