// Moving items: lifting into the overlay, springing back, settling into a new place. An
// item flies in the overlay, above everything, and joins its destination when it lands; a
// finger can catch it on its way (the overlay lets touches reach the items flying in it).

extension DragDropManager {
    /// Where `view` rests: its container, index and geometry now, or, while it flies to a
    /// place, that place; its alpha is the one a flying-back ghost will restore.
    func restingPlace(of view: View) -> RestingPlace {
        var place = flights[ObjectIdentifier(view)]?.place ?? RestingPlace(of: view)
        if let ghost = returningGhosts[ObjectIdentifier(view)] { place.alpha = ghost.sourceAlpha }
        return place
    }

    /// Raises the session's item into the overlay and starts the lift animation.
    func lift(_ session: DragSession) {
        let view = session.sourceView, key = ObjectIdentifier(view)
        let style = session.source.lift
        var carriesView = false
        if case .move = session.source.operation, case .item = style { carriesView = true }
        // A finger catching a view on its way stops it where it is (the ghost lands at once);
        // a view that only lends its snapshot or a copy flies on to its place, dimmed.
        if let ghost = returningGhosts[key] { animator.stop(ghost.ghost) }
        let wasFlying = flights[key] != nil
        if carriesView || !wasFlying {
            flights[key] = nil
            animator.stop(view)
        } else {
            animator.stop(view, \View.alpha)
        }
        showOverlay()
        let item: View
        switch session.source.operation {
        case .move:
            if carriesView {
                item = view
                session.restingAlpha = session.origin.alpha
                raiseIntoOverlay(view)
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
        if wasFlying, let parent = session.origin.parent, let toOverlay = overlay.transformToRoot.inverted() {
            session.unliftedTransform = overlayTransform(of: session.origin, in: parent, toOverlay: toOverlay)
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
        raiseIntoOverlay(ghost)
    }

    /// Sends the session's item back: the source view settles into its origin; a snapshot
    /// or copy flies back over the source view and disappears there.
    func returnItem(of session: DragSession) {
        guard let item = session.item else { return }
        if session.carriesSourceView { return settle(item, into: session.origin) }
        let original = session.sourceView, key = ObjectIdentifier(original), sourceAlpha = session.origin.alpha
        var home = session.ghostHome
        // Over the source view where it is now: a list may have scrolled it since the lift.
        if let parent = original.superview, parent.root === rootView {
            home.center = overlay.convert(original.center, from: parent)
        }
        animator.animate(spring: settleSpring, [
            PropertyTarget(item, \View.center, to: home.center),
            PropertyTarget(item, \View.transform, to: home.transform),
            PropertyTarget(item, \View.alpha, to: home.alpha),
        ]) { [weak self, weak original] _ in
            item.removeFromSuperview()
            original?.alpha = sourceAlpha
            guard let self else { return }
            if self.returningGhosts[key]?.ghost === item { self.returningGhosts[key] = nil }
            self.hideOverlayIfEmpty()
        }
        returningGhosts[key] = (item, sourceAlpha)
    }

    /// Flies `view` in the overlay, from where it appears on screen, to `place`, and puts it
    /// there (exactly at the place's geometry) when it lands. A container out of this window
    /// (the app changed screens) takes the view at once; one that is gone leaves it in the
    /// root where it is.
    func settle(_ view: View, into place: RestingPlace) {
        guard let parent = place.parent, parent.root === rootView,
              let toOverlay = overlay.transformToRoot.inverted() else {
            return put(view, at: place)
        }
        showOverlay()
        if view.superview !== overlay { raiseIntoOverlay(view) }
        let key = ObjectIdentifier(view)
        nextFlightID += 1
        let flight = Flight(view: view, place: place, id: nextFlightID)
        flights[key] = flight
        animator.animate(spring: settleSpring, [
            PropertyTarget(view, \View.center, to: overlay.convert(place.center, from: parent)),
            PropertyTarget(view, \View.transform, to: overlayTransform(of: place, in: parent, toOverlay: toOverlay)),
            PropertyTarget(view, \View.bounds, to: place.bounds),
            PropertyTarget(view, \View.alpha, to: place.alpha),
        ]) { [weak self, weak view] _ in
            // A grab or a newer flight has taken the view over when the record changed.
            guard let self, let view, self.flights[key]?.id == flight.id else { return }
            self.flights[key] = nil
            self.arrive(view, at: flight.place)
        }
    }

    /// The transform a view resting at `place` in `parent` has on screen, as a transform in
    /// the overlay (rotation and scale of the place and its container, the place's own
    /// translation); `toOverlay` maps the root's space to the overlay's.
    private func overlayTransform(of place: RestingPlace, in parent: View, toOverlay: AffineTransform) -> AffineTransform {
        let linear = place.transform.linearPart.concatenating(parent.transformToRoot.linearPart)
            .concatenating(toOverlay.linearPart)
        return AffineTransform(a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: place.transform.tx, ty: place.transform.ty)
    }

    /// Moves a view that has flown to `place` (or was stopped on its way) into it.
    private func arrive(_ view: View, at place: RestingPlace) {
        guard let parent = place.parent, view.superview === overlay else { return }
        view.moveToSuperview(parent, at: place.index)
        view.prefersOwnLayer = false
        if view.center.distance(to: place.center) < 0.01 {
            view.center = place.center
            view.transform = place.transform
        }
        hideOverlayIfEmpty()
    }

    /// Moves `view` into the overlay, keeping its place on screen, in a compositor layer of its
    /// own where the window can (`View.prefersOwnLayer`): following the finger then repaints
    /// nothing. Cleared when the view lands.
    private func raiseIntoOverlay(_ view: View) {
        view.moveToSuperview(overlay)
        view.prefersOwnLayer = true
    }

    /// Puts the overlay on top of the root, covering it.
    private func showOverlay() {
        overlay.frame = rootView.bounds
        if rootView.subviews.last !== overlay { rootView.addSubview(overlay) }
    }

    /// Puts `view` in `place` now, at the place's exact geometry, ending any animation of it;
    /// with the place's container gone, leaves it in the root where it shows.
    func put(_ view: View, at place: RestingPlace) {
        flights[ObjectIdentifier(view)] = nil  // Before the stop: the flight's completion must not land it.
        animator.stop(view)
        if let parent = place.parent {
            view.removeFromSuperview()
            parent.insertSubview(view, at: place.index)
            view.bounds = place.bounds
            view.center = place.center
            view.transform = place.transform
            view.alpha = place.alpha
        } else {
            view.moveToSuperview(rootView, at: rootView.subviews.firstIndex { $0 === overlay })
        }
        view.prefersOwnLayer = false
        hideOverlayIfEmpty()
    }

    /// Takes the overlay away once nothing is carried or flying back in it.
    func hideOverlayIfEmpty() {
        if overlay.subviews.isEmpty { overlay.removeFromSuperview() }
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
