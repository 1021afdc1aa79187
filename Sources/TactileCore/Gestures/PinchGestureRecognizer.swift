/// Recognizes two or more fingers moving apart or together: a continuous gesture that
/// begins once their mean distance from their centroid (the span) has changed by
/// `minimumSpanChange` pixels.
///
/// The scale is relative to the start (span / initial span, the change needed to begin
/// included). Each frame multiplies it by the change of span over the fingers present before
/// and after that frame, so fingers joining or lifting re-anchor it instead of making it
/// jump; with one finger left the scale holds, and the pinch ends when the last one lifts.
public final class PinchGestureRecognizer: GestureRecognizer {
    /// Change of span in surface pixels needed to begin.
    public var minimumSpanChange = 8.0

    /// The scale since the gesture started (1 = unchanged). Setting it (often to 1, for
    /// incremental updates) continues from the new value.
    public var scale: Double {
        get { measured.value.x }
        set { measured.set(SIMD2(newValue, 0)) }
    }
    private var measured = MeasuredValue(SIMD2(1, 0))
    /// The span change since touch-down, in surface pixels, used to decide when to begin.
    private var spanChange = 0.0

    /// Creates a pinch recognizer; attach actions with `onChange` or `addAction`.
    public override init() { super.init() }

    /// The rate of change of `scale`, per second, over the last 100 ms.
    public var velocity: Double { measured.velocity.x }

    /// The point between the fingers (their centroid) in `view`'s space (nil: the surface);
    /// the point a pinched view should scale about.
    public func focalPoint(in view: View?) -> Point { location(in: view) }

    /// Scales by the fingers’ change of spread; begins once it changed by `minimumSpanChange`.
    public override func touchesDidChange(time: MonotonicTime) {
        var newScale = scale
        if let before = touches.persistentSpan(current: false), let after = touches.persistentSpan(current: true),
           before > 0, after > 0 {
            newScale *= after / before
            spanChange += after - before
        }
        let changed = newScale != scale
        measured.update(SIMD2(newScale, 0), at: time)
        stepContinuous(readyToBegin: numberOfTouches >= 2 && abs(spanChange) >= minimumSpanChange,
                       changed: changed, minimumTouches: 1)
    }

    /// Restores the scale to 1 and its velocity to zero.
    public override func didReset() {
        measured.set(SIMD2(1, 0))
        spanChange = 0
    }
}
