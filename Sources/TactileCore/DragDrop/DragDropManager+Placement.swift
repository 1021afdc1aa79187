// Finding the zone under the finger and working out where a dropped item lands in it.

extension DragDropManager {
    /// The topmost interested zone under the session's finger: views are searched front to
    /// back like hit testing (clipping honoured; hidden and nearly transparent subtrees, the
    /// overlay and the dragged view itself skipped), and the first zone containing the
    /// point wins, so a zone inside another zone is found before it.
    func topmostZone(for session: DragSession) -> DropZone? {
        guard !session.interestedZones.isEmpty else { return nil }
        return zone(at: rootView.convert(session.location, from: nil), in: rootView,
                    among: session.interestedZones, skipping: session.sourceView)
    }

    /// The topmost of `zones` (by view) under `point` (root space), searched as
    /// `topmostZone(for:)` does, with nothing dragged to skip: another app's drag.
    func topmostZone(at point: Point, among zones: [ObjectIdentifier: DropZone]) -> DropZone? {
        guard !zones.isEmpty else { return nil }
        return zone(at: rootView.convert(point, from: nil), in: rootView, among: zones, skipping: nil)
    }

    /// `point` is in `view`'s bounds space; `skipped` (the dragged view) and its subviews are passed over.
    private func zone(at point: Point, in view: View, among zones: [ObjectIdentifier: DropZone], skipping skipped: View?) -> DropZone? {
        guard !view.isHidden, view.alpha >= 0.01, view !== overlay, view !== skipped else { return nil }
        if view.clipsToBounds && !view.bounds.contains(point) { return nil }
        // Scans the subviews' cached hit extents side by side, as hit testing does, and visits
        // only the subviews they admit: a list of a thousand zone rows is otherwise a thousand
        // retains and releases per lookup, each on the slow path of a view whose zone holds it
        // weakly (a side-table reference count).
        let extents = view.subviewHitExtents, subviews = view.subviews
        for index in extents.indices.reversed() where extents[index].contains(point) {
            let subview = subviews[index]
            guard let inverse = subview.inverseTransformToSuperview else { continue }
            if let found = zone(at: inverse.apply(to: point), in: subview, among: zones, skipping: skipped) { return found }
        }
        guard let zone = zones[ObjectIdentifier(view)], zone.view === view,
              view.bounds.contains(point) else { return nil }
        return zone
    }

    /// What a landing did besides placing the item.
    struct Landing {
        /// The occupant a `.replace` drop moved out of the way.
        var displaced: View?
    }

    /// Lands the session's item in `zoneView` as `placement` says (never `.handledByZone`),
    /// displacing an occupant for `.replace`. Nil, with nothing moved, when there is no room.
    func land(_ session: DragSession, in zoneView: View, placement: DropPlacement) -> Landing? {
        guard let item = session.item, let fromRoot = zoneView.transformToRoot.inverted() else { return nil }
        let isMove: Bool
        if case .move = session.source.operation { isMove = true } else { isMove = false }
        let dropCenter = zoneView.convert(item.center, from: overlay)
        // The item's transform before the lift (with a second finger's scale and turn),
        // expressed in the zone's space.
        let carried = session.manipulatedTransform
        let resting = carried.linearPart.concatenating(overlay.transformToRoot.linearPart).concatenating(fromRoot.linearPart)
        var transform = AffineTransform(a: resting.a, b: resting.b, c: resting.c, d: resting.d, tx: carried.tx, ty: carried.ty)
        var center = dropCenter, bounds = item.bounds, index = zoneView.subviews.count
        var displaced: (occupant: View, destination: RestingPlace)?
        let area = zoneView.bounds
        switch placement {
        case .keepWhereDropped:
            center = clamped(dropCenter, size: bounds.size, transform: transform, into: area)
        case .center:
            center = area.center
        case .fit(let inset), .fill(let inset):
            let box = area.insetBy(dx: inset, dy: inset)
            bounds.size = box.size
            if case .fit = placement, item.bounds.width > 0, item.bounds.height > 0 {
                let factor = min(box.width / item.bounds.width, box.height / item.bounds.height)
                bounds.size = Size(width: item.bounds.width * factor, height: item.bounds.height * factor)
            }
            center = box.center
            transform = .identity
        case .slots(let slots):
            guard let slot = nearestFreeSlot(slots, to: dropCenter, in: zoneView,
                                             ignoring: isMove ? session.sourceView : nil) else { return nil }
            center = slot.center
        case .replace(let relocation):
            if let occupant = occupant(of: zoneView, at: dropCenter, for: session) {
                let place = airspace.restingPlace(of: occupant)
                center = place.center
                transform = place.transform
                index = place.index
                displaced = (occupant, destination(of: occupant, by: relocation, for: session))
            } else {
                center = area.center
            }
        case .arranged:
            if let container = zoneView as? LayoutContainer {
                index = container.subviewIndex(forArranged: roomIndex(for: session, in: container), leaving: movedView(of: session))
            } else {
                center = area.center
            }
            transform = .identity
        case .handledByZone:
            return nil
        }
        let placed = isMove && !session.carriesSourceView ? takeSnapshotPlace(session) : item
        if case .arranged = placement, let container = zoneView as? LayoutContainer, let room = container.reserveRoom(for: placed) {
            center = room.center
            bounds.size = room.size
        }
        if !isMove, case .shadow = session.source.lift {
            // The copy is placed: the original, dimmed while it was carried, lights up again.
            animator.animate(spring: settleSpring, [PropertyTarget(session.sourceView, \View.alpha, to: session.origin.alpha)])
        }
        airspace.fly(placed, to: RestingPlace(parent: zoneView, index: index, center: center, transform: transform,
                                              bounds: bounds, alpha: session.restingAlpha))
        if let displaced { airspace.fly(displaced.occupant, to: displaced.destination) }
        return Landing(displaced: displaced?.occupant)
    }

    /// A move carried as a snapshot: the source view takes the snapshot's place in the
    /// overlay (same look, same spot) and the snapshot goes.
    private func takeSnapshotPlace(_ session: DragSession) -> View {
        let original = session.sourceView
        guard let snapshot = session.item else { return original }
        let index = overlay.subviews.firstIndex { $0 === snapshot } ?? overlay.subviews.count
        original.removeFromSuperview()
        original.center = snapshot.center
        original.transform = snapshot.transform
        original.alpha = snapshot.alpha
        overlay.insertSubview(original, at: index)
        snapshot.removeFromSuperview()
        animator.stop(snapshot)
        session.item = original
        return original
    }

    /// Keeps `center` where it is unless the item (of `size`, transformed) would stick out
    /// of `area` while it fits: then just far enough to lie inside, on each axis.
    private func clamped(_ center: Point, size: Size, transform: AffineTransform, into area: Rect) -> Point {
        let extent = Rect(origin: .zero, size: size).applying(transform.linearPart)
        // An item larger than the zone along an axis (a tile pinched to three times its size)
        // is centred on that axis: it overhangs both edges alike, and its centre, which decides
        // where it rests, stays inside.
        func clamp(_ value: Double, half: Double, low: Double, high: Double) -> Double {
            high - low >= 2 * half ? min(max(value, low + half), high - half) : (low + high) / 2
        }
        return Point(x: clamp(center.x, half: extent.width / 2, low: area.minX, high: area.maxX),
                     y: clamp(center.y, half: extent.height / 2, low: area.minY, high: area.maxY))
    }

    /// The slot nearest to `point` whose rectangle holds no resting centre of another view
    /// in `zoneView` or flying to it (`ignoring` one that is leaving); the first of equals.
    private func nearestFreeSlot(_ slots: [Rect], to point: Point, in zoneView: View, ignoring leaving: View?) -> Rect? {
        var centres = zoneView.subviews.compactMap { $0 === leaving ? nil : airspace.restingPlace(of: $0).center }
        airspace.appendCentres(ofFlightsInto: zoneView, except: leaving, to: &centres)
        var best: Rect?, bestDistance = Double.infinity
        for slot in slots {
            let taken = centres.contains { slot.contains($0) }
            let distance = slot.center.distance(to: point)
            if !taken && distance < bestDistance {
                best = slot
                bestDistance = distance
            }
        }
        return best
    }

    /// The registered source view in `zoneView` under `point` (frontmost first), else the
    /// frontmost one; never the session's own source view.
    private func occupant(of zoneView: View, at point: Point, for session: DragSession) -> View? {
        var frontmost: View?
        for subview in zoneView.subviews.reversed() where subview !== session.sourceView && source(for: subview) != nil {
            if subview.frame.contains(point) { return subview }
            if frontmost == nil { frontmost = subview }
        }
        return frontmost
    }

    /// Where a displaced occupant goes: the dropped item's origin, or its own home.
    private func destination(of occupant: View, by relocation: OccupantRelocation, for session: DragSession) -> RestingPlace {
        let current = airspace.restingPlace(of: occupant)
        var place = session.origin
        if case .sendHome = relocation, let home = source(for: occupant)?.home, let parent = home.parent,
           parent.root === rootView, parent !== current.parent {
            place = home
        }
        place.bounds = current.bounds
        place.alpha = current.alpha
        return place
    }
}
