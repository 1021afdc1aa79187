/// Feeds the touches that land on the on-screen keyboard to its `KeyboardTouchModel`, at
/// zero delay: each touch in the very frame it goes down, moves or lifts, converted into the
/// keyboard's space.
///
/// It begins with the first touch, claiming the touches from every other recognizer of the
/// keyboard's ancestors (a drag or a pan there must not take a typing finger), takes every
/// further touch on the keyboard while running, and ends when the last one lifts. Cancelled
/// (a touch cancel, Escape, a withdrawal), it cancels the model's fingers: nothing typed.
/// The mouse wheel's virtual fingers are refused; the left button is a finger like any other.
final class KeyboardTouchRecognizer: GestureRecognizer {
    /// The state machine the touches go to.
    let model: KeyboardTouchModel

    /// Creates a recognizer feeding `model`.
    init(model: KeyboardTouchModel) {
        self.model = model
        super.init()
    }

    override var acceptsWheelTouches: Bool { false }

    override func touchesDidChange(time: MonotonicTime) {
        for touch in touches {
            let point = convertPoint(touch.location, to: view)
            switch touch.phase {
            case .began: model.touchBegan(id: touch.id, at: point, time: time)
            case .moved: model.touchMoved(id: touch.id, to: point)
            case .ended: model.touchEnded(id: touch.id, at: point, time: time)
            case .cancelled: model.touchCancelled(id: touch.id)
            case .stationary: break
            }
        }
        if state == .possible {
            if numberOfTouches > 0 { leavePossible(to: .began) } else { fail() }
        } else if numberOfTouches == 0 {
            end()
        }
    }

    /// A competitor took a touch: this recognizer is cancelled and ignores the others until
    /// they lift, so the model lets every finger go.
    override func lose(_ id: Int) {
        model.cancelAllTouches()
        super.lose(id)
    }

    override func abandon(forgetTouches: Bool) {
        model.cancelAllTouches()
        super.abandon(forgetTouches: forgetTouches)
    }
}
