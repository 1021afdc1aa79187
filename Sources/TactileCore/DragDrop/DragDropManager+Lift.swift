// Lifting items into the overlay and sending them back. An item, or its snapshot or copy,
// is carried in the overlay, above everything; once its drag is over it flies to its place
// in the airspace (see `DragAirspace`), where a finger can catch it again.

extension DragDropManager {
    /// Raises the session's item into the overlay and starts the lift animation.
    func lift(_ session: DragSession) {
        let view = session.sourceView
        let style = session.source.lift
        var carriesView = false
        if case .move = session.source.operation, case .item = style { carriesView = true }
        // A finger catching a view on its way stops it where it is (the ghost lands at once);
        // a view that only lends its snapshot or a copy flies on to its place, dimmed.
        let wasFlying = airspace.catchForLift(view, isCarried: carriesView)
        overlay.show(over: rootView)
        let item: View
        switch session.source.operation {
        case .move:
            if carriesView {
                item = view
                session.restingAlpha = session.origin.alpha
                overlay.raise(view)
            } else {
                item = SnapshotView(of: view)
                session.restingAlpha = session.origin.alpha
                place(item, over: view)
            }
        case .copy(let makeCopy):
            item = makeCopy(view)
            session.restingAlpha = item.alpha
            place(item, over: view)
        }
        if case .shadow(_, _, let originalAlpha) = style { view.alpha = originalAlpha }
        session.ghostHome = RestingPlace(of: item)
        session.ghostHome.alpha = session.restingAlpha
        session.item = item
        session.unliftedTransform = item.transform
        // A view caught on its way still wears part of its last lift: the item takes the
        // transform of the view's resting place, and a snapshot or copy goes back over that place.
        if wasFlying, let parent = session.origin.parent, let resting = overlay.transform(showing: session.origin, in: parent) {
            session.unliftedTransform = resting
            if !carriesView {
                session.ghostHome.center = overlay.convert(session.origin.center, from: parent)
                session.ghostHome.transform = session.unliftedTransform
            }
        }
        session.offset = item.center - overlay.convert(session.location, from: nil)
        animator.animate(duration: liftDuration, curve: .easeOut, [
            PropertyTarget(item, \View.transform, to: session.unliftedTransform.scalingLinearPart(by: style.scale)),
            PropertyTarget(item, \View.alpha, to: style.alpha),
        ])
    }

    /// Puts a snapshot or copy exactly over `original` on screen, in the overlay.
    private func place(_ ghost: View, over original: View) {
        ghost.center = original.center
        ghost.transform = original.transform
        if let parent = original.superview, let index = parent.subviews.firstIndex(where: { $0 === original }) {
            parent.insertSubview(ghost, at: index + 1)
        }
        overlay.raise(ghost)
    }

    /// Sends the session's item back: the source view flies to its origin; a snapshot or
    /// copy flies back over the source view and disappears there.
    func returnItem(of session: DragSession) {
        guard let item = session.item else { return }
        if session.carriesSourceView { return airspace.fly(item, to: roomAtHome(for: session)) }
        airspace.flyBack(item, to: session.ghostHome, over: session.sourceView, originalAlpha: session.origin.alpha)
    }
}

extension AffineTransform {
    /// The transform with its linear part scaled by `scale` and its translation kept: as
    /// a view's transform, it scales the view about its centre (a uniform scale commutes
    /// with the rotation and scale already there).
    func scalingLinearPart(by scale: Double) -> AffineTransform {
        AffineTransform(a: a * scale, b: b * scale, c: c * scale, d: d * scale, tx: tx, ty: ty)
    }

    /// The linear part (no translation), for mapping directions between spaces.
    var linearPart: AffineTransform { AffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0) }
}
