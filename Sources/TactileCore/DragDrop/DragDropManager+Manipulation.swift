// Pinching and turning a carried item with a second finger (`DragSource.manipulation`):
// the source's pinch and rotation run together with its drag recognizer and reshape the
// item about the dragging finger, which stays on the same point of the item.

extension DragDropManager {
    /// Attaches or detaches `source`'s pinch and rotation as its `manipulation` says; called
    /// at registration and whenever the option changes.
    func updateManipulation(of source: DragSource) {
        guard source.manager === self, let view = source.view, source.manipulation != nil else {
            source.manipulator?.detach()
            return
        }
        let manipulator = source.manipulator ?? makeManipulator(for: source)
        manipulator.attach(to: view)
    }

    private func makeManipulator(for source: DragSource) -> DragManipulator {
        let manipulator = DragManipulator(dragRecognizer: source.recognizer)
        // Only a carried item is reshaped: two fingers on a resting source do nothing here.
        let isCarrying: (GestureRecognizer) -> Bool = { [weak source] _ in source?.session?.item != nil }
        manipulator.pinch.shouldBegin = isCarrying
        manipulator.rotation.shouldBegin = isCarrying
        manipulator.pinch.onChange { [weak self, weak source] pinch in
            guard let self, let source, pinch.state.isActive else { return }
            let factor = pinch.scale
            pinch.scale = 1
            manipulate(source, scaledBy: factor, turnedBy: 0)
        }
        manipulator.rotation.onChange { [weak self, weak source] rotation in
            guard let self, let source, rotation.state.isActive else { return }
            let angle = rotation.rotation
            rotation.rotation = 0
            manipulate(source, scaledBy: 1, turnedBy: angle)
        }
        source.manipulator = manipulator
        return manipulator
    }

    /// Scales the carried item by `factor` (within the source's limits) and turns it by
    /// `angle` radians about the dragging finger: its offset from the finger scales and
    /// turns with it, so with two fingers each stays on the point of the item it holds.
    private func manipulate(_ source: DragSource, scaledBy factor: Double, turnedBy angle: Double) {
        guard let options = source.manipulation, let session = source.session, let item = session.item,
              item.superview === overlay else { return }
        let scale = min(max(session.scale * factor, options.scaleLimits.lowerBound), options.scaleLimits.upperBound)
        let turn = options.allowsRotation ? angle : 0
        guard scale != session.scale || turn != 0 else { return }
        let change = AffineTransform(rotationAngle: turn).scalingLinearPart(by: scale / session.scale)
        session.scale = scale
        session.rotation += turn
        // The lift's scale may still be animating: the fingers take the transform over.
        animator.stop(item, \View.transform)
        item.transform = session.unliftedTransform.manipulated(scale: source.lift.scale * scale, rotation: session.rotation)
        session.offset = change.apply(to: session.offset)
        session.location = source.recognizer.location(in: nil)
        follow(session)
    }

    /// Lets a second finger on a carried snapshot or copy reach the source's pinch and
    /// rotation (they are on the source view, which the first finger went down on).
    func routeTouches(toSourceOf session: DragSession) {
        guard session.source.manipulation != nil, let item = session.item, !session.carriesSourceView else { return }
        overlay.routeTouches(on: item, to: session.sourceView)
    }
}

extension AffineTransform {
    /// The transform with its linear part turned by `rotation` radians (clockwise on
    /// screen) and scaled by `scale`, its translation kept: as a view's transform, it turns
    /// and scales the view about its centre on top of what it did already.
    func manipulated(scale: Double, rotation: Double) -> AffineTransform {
        var result = linearPart.rotated(by: rotation).scalingLinearPart(by: scale)
        result.tx = tx
        result.ty = ty
        return result
    }
}
