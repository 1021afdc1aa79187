/// What a `DragDropManager` has in the air once drags are over: views flying in the overlay
/// to their places (dropped into a zone, springing back, displaced by a drop), and snapshots
/// or copies flying back over their source views to vanish there. It knows where each will
/// rest, lets a finger catch one on its way, and lands them all at once when the app
/// changes screens. The manager lifts and carries; this lands.
final class DragAirspace {
    /// A view flying to its place; `id` tells a flight from a later one of the same view.
    private struct Flight {
        weak var view: View?
        var place: RestingPlace
        var id: Int
    }

    /// A snapshot or copy flying back over its source view, and the alpha the source view
    /// gets back when it lands.
    private struct ReturningGhost {
        let view: View
        let sourceAlpha: Double
    }

    /// Where everything flies, above the root's other subviews.
    let overlay: DragOverlay
    private let rootView: View
    private let animator: Animator
    /// The spring every flight lands with.
    var spring = Spring(response: .seconds(0.35), dampingRatio: 0.85)
    /// Views flying to a place, by view.
    private var flights: [ObjectIdentifier: Flight] = [:]
    /// The id of the latest flight.
    private var lastFlightID = 0
    /// Snapshots and copies flying back, by source view.
    private var returningGhosts: [ObjectIdentifier: ReturningGhost] = [:]

    /// The air above `rootView`'s window, in `overlay`, animated by `animator`.
    init(overlay: DragOverlay, rootView: View, animator: Animator) {
        self.overlay = overlay
        self.rootView = rootView
        self.animator = animator
    }

    /// Where `view` rests: its container, index and geometry now, or, while it flies to a
    /// place, that place; its alpha is the one a flying-back ghost will restore.
    func restingPlace(of view: View) -> RestingPlace {
        var place = flights[ObjectIdentifier(view)]?.place ?? RestingPlace(of: view)
        if let ghost = returningGhosts[ObjectIdentifier(view)] { place.alpha = ghost.sourceAlpha }
        return place
    }

    /// A finger takes `view` up: a ghost flying back over it lands at once; the view stops
    /// where it is when it is carried itself (`isCarried`), while one that only lends its
    /// snapshot or a copy flies on to its place, its alpha left to the lift. True when the
    /// view was flying to a place.
    func catchForLift(_ view: View, isCarried: Bool) -> Bool {
        let key = ObjectIdentifier(view)
        if let ghost = returningGhosts[key] { animator.stop(ghost.view) }  // Its completion removes it.
        let wasFlying = flights[key] != nil
        if isCarried || !wasFlying {
            flights[key] = nil
            animator.stop(view)
        } else {
            animator.stop(view, \View.alpha)
        }
        return wasFlying
    }

    /// Flies `view` in the overlay, from where it appears on screen, to `place`, and puts it
    /// there (exactly at the place's geometry) when it lands. A container out of this window
    /// (the app changed screens) takes the view at once; one that is gone leaves it in the
    /// root where it is.
    func fly(_ view: View, to place: RestingPlace) {
        guard let parent = place.parent, parent.root === rootView,
              let transform = overlay.transform(showing: place, in: parent) else {
            return put(view, at: place)
        }
        overlay.show(over: rootView)
        if view.superview !== overlay { overlay.raise(view) }
        let key = ObjectIdentifier(view)
        lastFlightID += 1
        let flight = Flight(view: view, place: place, id: lastFlightID)
        flights[key] = flight
        animator.animate(spring: spring, [
            PropertyTarget(view, \View.center, to: overlay.convert(place.center, from: parent)),
            PropertyTarget(view, \View.transform, to: transform),
            PropertyTarget(view, \View.bounds, to: place.bounds),
            PropertyTarget(view, \View.alpha, to: place.alpha),
        ]) { [weak self, weak view] _ in
            // A grab or a newer flight has taken the view over when the record changed.
            guard let self, let view, self.flights[key]?.id == flight.id else { return }
            self.flights[key] = nil
            self.arrive(view, at: flight.place)
        }
    }

    /// Flies the snapshot or copy `ghost`, in the overlay, back to `home` over `original`
    /// (wherever `original` is now: a list may have scrolled it since the lift), where the
    /// ghost vanishes and `original` gets `originalAlpha` back.
    func flyBack(_ ghost: View, to home: RestingPlace, over original: View, originalAlpha: Double) {
        let key = ObjectIdentifier(original)
        var home = home
        if let parent = original.superview, parent.root === rootView {
            home.center = overlay.convert(original.center, from: parent)
        }
        animator.animate(spring: spring, [
            PropertyTarget(ghost, \View.center, to: home.center),
            PropertyTarget(ghost, \View.transform, to: home.transform),
            PropertyTarget(ghost, \View.alpha, to: home.alpha),
        ]) { [weak self, weak original] _ in
            ghost.removeFromSuperview()
            original?.alpha = originalAlpha
            guard let self else { return }
            if self.returningGhosts[key]?.view === ghost { self.returningGhosts[key] = nil }
            self.overlay.hideIfEmpty()
        }
        returningGhosts[key] = ReturningGhost(view: ghost, sourceAlpha: originalAlpha)
    }

    /// Lands everything now: flying views are put in their places, ghosts vanish.
    func landAll() {
        // In the order they took off, as they would have landed (a place's index counts the
        // items that were home when it was taken).
        for flight in flights.values.sorted(by: { $0.id < $1.id }) { if let view = flight.view { put(view, at: flight.place) } }
        for ghost in returningGhostViews { animator.stop(ghost) }  // Its completion removes it.
    }

    /// How many views are flying to a place (the records hold their views weakly).
    var flightCount: Int { flights.count }

    /// The snapshots and copies flying back now.
    var returningGhostViews: [View] { returningGhosts.values.map(\.view) }

    /// Appends to `centres` the centre of every place in `parent` that a view other than
    /// `leaving` is flying to: taken, though nothing rests there yet.
    func appendCentres(ofFlightsInto parent: View, except leaving: View?, to centres: inout [Point]) {
        for flight in flights.values where flight.place.parent === parent && flight.view != nil && flight.view !== leaving {
            centres.append(flight.place.center)
        }
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
        overlay.hideIfEmpty()
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
        overlay.hideIfEmpty()
    }
}
