/// Moves a view with the finger, one to one, and keeps it inside its superview as its
/// `containment` says; optionally dims it when left alone (`fade`).
///
/// It attaches to the view a pan recognizer (the drag) and a touch observer: at touch-down
/// the view is grabbed where it is (a spring-back in flight stops under the finger) and lit
/// up; once the last finger has left, it springs back inside (`Containment.Mode.springBack`)
/// and the quiet period of the fade starts. Other helpers (the putty view's pinch, rotation
/// and resize) move the view through `translate(by:)` and `place(center:)`, so containment
/// applies to every move alike.
public final class DragMover {
    /// The view moved; the mover does not keep it alive.
    public private(set) weak var view: View?
    /// The drag: one or more fingers move the view's centre by the centroid's movement.
    public let pan = PanGestureRecognizer()
    /// How the view is kept inside its superview.
    public var containment: Containment
    /// The fade after a quiet period, nil for a view that never dims.
    public var fade: IdleFade?

    private let animator: Animator
    /// The view owns its recognizers, and their actions own the mover: the view keeps its
    /// mover alive, never the other way round.
    private weak var observer: TouchObserver?
    /// Where the view would be without clamping (superview space): a finger dragged past an
    /// edge must come back as far before the view leaves that edge again.
    private var unclampedCenter = Point.zero

    /// Creates a mover whose animations run on `animator`; it moves nothing until attached.
    public init(animator: Animator, containment: Containment = .free, fade: IdleFade? = nil) {
        self.animator = animator
        self.containment = containment
        self.fade = fade
    }

    /// Attaches the mover to `view`: from the next touch-down on, dragging it moves it.
    /// A mover serves one view for its whole life.
    public func attach(to view: View) {
        precondition(self.view == nil && observer == nil, "a mover is attached to one view only")
        self.view = view
        pan.name = "drag"
        pan.onChange { [weak self] pan in
            guard let self, pan.state.isActive, let superview = self.view?.superview else { return }
            translate(by: pan.translation(in: superview))
            pan.setTranslation(.zero, in: superview)
        }
        // The touch stays free for the view's own recognizers: a floating button caught
        // mid-spring still taps.
        observer = TouchObserver.attach(to: view, with: pan, onFirstTouch: { self.grab(); return false },
                                        onLastTouch: { self.release() })
    }

    /// Lets `recognizer` (another gesture that moves the view) run with the drag, and keeps the
    /// view held while it runs: the view settles only when every finger has left.
    public func cooperate(with recognizer: GestureRecognizer) {
        observer?.recognizeSimultaneously(with: recognizer)
        if recognizer.view === view { pan.recognizeSimultaneously(with: recognizer) }
    }

    /// Moves the view by `delta` (superview space, logical pixels), clamped in `clamp` mode.
    package func translate(by delta: Point) { place(center: unclampedCenter + delta) }

    /// Puts the view's centre at `center` (superview space), clamped in `clamp` mode.
    public func place(center: Point) {
        guard let view else { return }
        unclampedCenter = center
        var correction = Point.zero
        if containment.mode == .clamp {
            let frame = view.frame.offsetBy(dx: center.x - view.center.x, dy: center.y - view.center.y)
            correction = containment.correction(for: frame, in: view.superview)
        }
        view.center = center + correction
    }

    /// Moves the view by `delta` (superview space) as a whole drag would, for the keyboard's
    /// arrow keys: it lights up, moves (clamped in `clamp` mode), springs back inside in
    /// `springBack` mode and starts its quiet period.
    public func nudge(by delta: Point) {
        grab()
        translate(by: delta)
        release()
    }

    /// The first finger came down: hold the view where it is and light it up.
    private func grab() {
        guard let view else { return }
        animator.stop(view, \View.center)
        unclampedCenter = view.center
        fade?.lightUp()
    }

    /// The last finger left: bring the view back inside and let the quiet period start.
    private func release() {
        guard let view else { return }
        if containment.mode == .springBack {
            let correction = containment.correction(for: view.frame, in: view.superview)
            if correction != .zero {
                animator.animate(spring: containment.spring, delay: containment.delay,
                                 [PropertyTarget(view, \View.center, to: view.center + correction)])
            }
        }
        fade?.startQuietPeriod()
    }
}
