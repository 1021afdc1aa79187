/// Watches the touches that land on its view without ever claiming them: it reports the
/// first finger going down and the last one leaving, and stays possible all along, so the
/// recognizers that do claim touches (a tap on a button inside, a pan) are not disturbed.
///
/// The manipulation helpers use it for what must happen at touch-down, before any gesture
/// is recognized: grab a view mid-animation where the finger found it, stop a flick, light
/// up a faded view. When a competitor claims the touches the observer loses them, which
/// counts as their leaving. Make it simultaneous with the recognizers of its own view that
/// should not take its touches away.
final class TouchObserver: GestureRecognizer {
    /// Called in the frame where the first touch goes down on the view (or a descendant).
    let onFirstTouch: () -> Void
    /// Called in the frame where the last observed touch lifts, or when it is lost to a
    /// recognizer that claimed it.
    let onLastTouch: () -> Void
    /// Whether a touch is being observed, so each sequence reports one first and one last touch.
    private var isObserving = false

    /// Creates an observer that calls `onFirstTouch` and `onLastTouch` as described above.
    init(onFirstTouch: @escaping () -> Void, onLastTouch: @escaping () -> Void) {
        self.onFirstTouch = onFirstTouch
        self.onLastTouch = onLastTouch
        super.init()
    }

    /// Never begins: the observer only reads the touches' comings and goings.
    override func touchesDidChange(time: Double) {
        if !isObserving && numberOfTouches > 0 {
            isObserving = true
            onFirstTouch()
        }
        if isObserving && numberOfTouches == 0 { finishObserving() }
    }

    /// A touch claimed by a competitor is gone for the observer as well.
    override func lose(_ id: Int) {
        super.lose(id)
        if isObserving && numberOfTouches == 0 { finishObserving() }
    }

    override func didReset() {
        if isObserving { finishObserving() }
    }

    private func finishObserving() {
        isObserving = false
        onLastTouch()
    }

    /// Attaches to `view` an observer and then `pan`, the gesture it accompanies, running
    /// together. The observer's actions are expected to hold their owner (the view then keeps
    /// it alive), and `pan`'s must not, since the owner holds `pan`: no cycle either way.
    static func attach(to view: View, with pan: PanGestureRecognizer, onFirstTouch: @escaping () -> Void,
                       onLastTouch: @escaping () -> Void) -> TouchObserver {
        let observer = TouchObserver(onFirstTouch: onFirstTouch, onLastTouch: onLastTouch)
        view.addGestureRecognizer(observer)
        view.addGestureRecognizer(pan)
        observer.recognizeSimultaneously(with: pan)
        return observer
    }
}
