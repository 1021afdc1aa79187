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
        get { currentScale }
        set {
            currentScale = newValue
            tracker.reset()
        }
    }
    private var currentScale = 1.0
    /// The span change since touch-down, in surface pixels, used to decide when to begin.
    private var spanChange = 0.0
    private var tracker = VelocityTracker()

    /// Creates a pinch recognizer; attach actions with `onChange` or `addAction`.
    public override init() { super.init() }

    /// The rate of change of `scale`, per second, over the last 100 ms.
    public var velocity: Double { tracker.velocity.x }

    /// The point between the fingers (their centroid) in `view`'s space (nil: the surface);
    /// the point a pinched view should scale about.
    public func focalPoint(in view: View?) -> Point { location(in: view) }

    override func touchesDidChange(time: Double) {
        var changed = false
        if let before = touches.persistentSpan(current: false), let after = touches.persistentSpan(current: true),
           before > 0, after > 0, after != before {
            currentScale *= after / before
            spanChange += after - before
            changed = true
        }
        if changed || tracker.isEmpty { tracker.add(SIMD2(currentScale, 0), at: time) } else { tracker.note(time) }
        stepContinuous(readyToBegin: numberOfTouches >= 2 && abs(spanChange) >= minimumSpanChange,
                       changed: changed, minimumTouches: 1)
    }

    override func didReset() {
        currentScale = 1
        spanChange = 0
        tracker.reset()
    }
}
