/// What a control's finger did, in the control's bounds space, as its `ControlTouchRecognizer`
/// reports it.
public enum ControlTouch {
    /// The finger went down (in the frame of the touch-down: the pressed look shows at once).
    case down(Point)
    /// The finger moved without the control taking it as a drag.
    case moved(Point)
    /// The finger moved far enough along the control's drag axis: the control took the touch
    /// from every competitor and follows it.
    case dragBegan(Point)
    /// The dragging finger moved.
    case dragMoved(Point)
    /// The finger lifted, after a drag (`dragged`) or not.
    case lifted(Point, dragged: Bool)
    /// The touch was taken by a competitor (a scroll, a drag), cancelled, or the control gave up
    /// on it (the finger slid off): no action.
    case cancelled
}

/// Follows one finger (or the left mouse button) on a control, claiming nothing until the
/// control knows what the finger means, so that a scroll view or a drag source around it
/// keeps every scroll and drag that was meant:
///
/// - at touch-down it reports `down` in that very frame and holds back the recognizers of its
///   ancestors (`isHoldingAncestors`): a drag source's zero-delay lift waits;
/// - once the finger has moved `slop` from where it went down, it lets them go: a scroll or a
///   drag that begins then takes the touch, and the control hears `cancelled`. A control that
///   drags along an axis (`dragAxis`: a slider, a toggle's knob) instead takes the touch when
///   the movement is mostly along it (`dragBegan`), and gives it up when it is mostly across
///   (`cancelled`: the lift after a stray movement is no tap on it);
/// - `shouldKeepTouch` is asked at every move: false gives up (a finger slid off a button);
/// - at the lift, a touch it still holds is recognized (`lifted`): the control acts there,
///   unless it has left the window meanwhile.
///
/// Extra fingers are not taken; the mouse wheel's virtual fingers neither.
public final class ControlTouchRecognizer: GestureRecognizer {
    /// The axis along which the control drags, nil when it does not drag.
    public enum Axis { case horizontal }

    /// How far, in surface pixels, the finger moves before it can mean a scroll or a drag.
    public var slop = 10.0
    /// The axis of the control's own drag, nil for a control that only presses.
    public var dragAxis: Axis?
    /// Asked with each new position (bounds space) while undecided; false gives the touch up.
    public var shouldKeepTouch: (Point) -> Bool = { _ in true }
    /// Receives what the finger did.
    var report: (ControlTouch) -> Void
    /// Whether `down` was reported and no end yet, so every down gets exactly one end.
    private var isFollowing = false

    /// Creates a recognizer that reports to `report`.
    init(report: @escaping (ControlTouch) -> Void) {
        self.report = report
        super.init()
    }

    /// A wheel never presses a control.
    public override var acceptsWheelTouches: Bool { false }

    /// Takes one finger at a time.
    public override func canAccept(_ touch: Touch) -> Bool { super.canAccept(touch) && touches.isEmpty }

    /// Reports the finger to the control: a press, its moves, a drag once it leaves `slop`, a lift or a cancel.
    public override func touchesDidChange(time: MonotonicTime) {
        guard let touch = touches.first else { return }
        let point = convertPoint(touch.location, to: view)
        if state.isActive {
            if touch.isDown { change(); if touch.phase == .moved { report(.dragMoved(point)) } }
            else { end(); finish(.lifted(point, dragged: true)) }
            return
        }
        switch touch.phase {
        case .began:
            isFollowing = true
            isHoldingAncestors = true
            report(.down(point))
        case .moved, .stationary:
            let movement = touch.location - touch.start
            if movement.length >= slop {
                if dragAxis == .horizontal {
                    // Along the axis (in the control's space: it may be turned) the drag is
                    // the control's; across it, it is not: gone.
                    let local = convertVector(movement, to: view)
                    guard abs(local.x) > abs(local.y) else { return fail() }
                    leavePossible(to: .began)
                    if state.isActive { report(.dragBegan(point)) }
                    return
                }
                dispatcher?.releaseHold(of: self)
                // A scroll or a drag around it may have taken the touch just now.
                guard state == .possible, !touches.isEmpty else { return }
            }
            if !shouldKeepTouch(point) { return fail() }
            report(.moved(point))
        case .ended:
            // A control taken out of the window under the finger (its screen replaced) does nothing.
            guard let dispatcher, view?.root === dispatcher.rootView else { return fail() }
            leavePossible(to: .recognized)
            if state == .recognized { finish(.lifted(point, dragged: false)) }
        case .cancelled:
            fail()
        }
    }

    /// Reports `event` as the end of the touch followed since `down`.
    private func finish(_ event: ControlTouch) {
        guard isFollowing else { return }
        isFollowing = false
        report(event)
    }

    /// Tells the control its press was cancelled.
    public override func fail() {
        super.fail()
        finish(.cancelled)
    }

    override func lose(_ id: Int) {
        super.lose(id)
        finish(.cancelled)
    }

    override func abandon(forgetTouches: Bool) {
        super.abandon(forgetTouches: forgetTouches)
        finish(.cancelled)
    }

    /// Tells the control its press was cancelled (the recognizer lost the touch).
    public override func didReset() {
        isHoldingAncestors = false
        finish(.cancelled)
    }
}
