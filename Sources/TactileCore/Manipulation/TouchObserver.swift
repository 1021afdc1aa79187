/// Watches the touches that land on its view: it reports the first finger going down and
/// the last one leaving. Usually it claims nothing and stays possible all along, so the
/// recognizers that do claim touches (a tap on a button inside, a pan) are not disturbed.
///
/// The manipulation helpers use it for what must happen at touch-down, before any gesture
/// is recognized: grab a view mid-animation where the finger found it, stop a flick, light
/// up a faded view. When `onFirstTouch` answers true (a finger caught a moving list), the
/// observer begins instead: it claims the touches, so that touch taps nothing inside, and
/// ends when they lift. When a competitor claims the touches the observer loses them, which
/// counts as their leaving. It runs together with the gesture it accompanies (see `attach`).
final class TouchObserver: GestureRecognizer {
    /// Called in the frame where the first touch goes down on the view (or a descendant);
    /// true claims the touches of this sequence.
    let onFirstTouch: () -> Bool
    /// Called in the frame where the last observed touch lifts, or when it is lost to a
    /// recognizer that claimed it.
    let onLastTouch: () -> Void
    /// Whether a touch is being observed, so each sequence reports one first and one last touch.
    private var isObserving = false

    /// Creates an observer that calls `onFirstTouch` and `onLastTouch` as described above.
    init(onFirstTouch: @escaping () -> Bool, onLastTouch: @escaping () -> Void) {
        self.onFirstTouch = onFirstTouch
        self.onLastTouch = onLastTouch
        super.init()
    }

    /// A finger that catches moving content claims its touch at once, whatever it landed on.
    override var canBeHeldBack: Bool { false }

    /// Reads the touches' comings and goings; begins only when the first touch is claimed.
    override func touchesDidChange(time: MonotonicTime) {
        if !isObserving && numberOfTouches > 0 {
            isObserving = true
            if onFirstTouch() { leavePossible(to: .began) }
        }
        if isObserving && numberOfTouches == 0 {
            end()
            finishObserving()
        }
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
    static func attach(to view: View, with pan: PanGestureRecognizer, onFirstTouch: @escaping () -> Bool,
                       onLastTouch: @escaping () -> Void) -> TouchObserver {
        let observer = TouchObserver(onFirstTouch: onFirstTouch, onLastTouch: onLastTouch)
        view.addGestureRecognizer(observer)
        view.addGestureRecognizer(pan)
        observer.recognizeSimultaneously(with: pan)
        return observer
    }
}
