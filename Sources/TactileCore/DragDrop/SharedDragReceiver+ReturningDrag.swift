// The window's own drag coming back. A drag handed to the compositor that comes over its own
// window again arrives as any app's drag does (a new offer), and is recognised by being
// offered with exactly the MIME types of a drag of this window that is out now (on one
// seat the compositor carries one drag at a time: while ours is out, it is the one). It is
// then routed to its in-app session: the zones interested in it when it started light up
// under it, and the source hears accept and an action over a zone, a refusal elsewhere. Let
// go over a zone, the offer is finished and the drag ends there as an in-app drop; over no
// zone the compositor cancels it and it springs home. Whatever the compositor says to the
// source after (`dnd_drop_performed`, `dnd_finished`, `cancelled`), the item has one outcome.

/// The window's own drag back over it: the compositor's offer of it, and its session.
final class ReturningDrag {
    let offer: SharedDragOffer
    weak var session: DragSession?
    weak var manager: DragDropManager?
    /// The zone the source was last told a drop would land on (nil: refused, or not told yet).
    weak var answeredZone: DropZone?
    /// False until the source has had an answer.
    var hasAnswered = false

    init(offer: SharedDragOffer, session: DragSession, manager: DragDropManager) {
        self.offer = offer
        self.session = session
        self.manager = manager
    }

    /// The session while the drag is still its own and back over the window: nil once the
    /// compositor ended it from the source's side (it went home then).
    var liveSession: DragSession? {
        guard let session, let handOff = session.sharedDrag, handOff.isOverWindow, !handOff.isOver else { return nil }
        return session
    }

    /// The name of the carried item, for the log.
    var name: String { session?.sourceView.identifier ?? "item" }
}

extension SharedDragReceiver {
    /// Takes `offer` as the window's own drag coming back when it is one: true then.
    func returningEntered(_ offer: SharedDragOffer, at location: Point) -> Bool {
        for entry in managers {
            guard let manager = entry.manager, let session = manager.awaySession(offering: offer.mimeTypes) else { continue }
            let drag = ReturningDrag(offer: offer, session: session, manager: manager)
            returning = drag
            log("external drag entered offering \(offer.mimeTypes.joined(separator: " ")): \(drag.name), the window's own drag, came back")
            manager.sharedDragCameBack(session, at: location)
            answer(drag)
            return true
        }
        return false
    }

    /// The drag moved over the window: its session follows, and the source hears when the
    /// zone under it changed.
    func returningMoved(to location: Point) {
        guard let drag = returning, let session = drag.liveSession else { return }
        drag.manager?.sharedDragMoved(session, to: location)
        answer(drag)
    }

    /// The drag went out again (or the compositor ended it over the window): it leaves its
    /// zone, and the offer is let go.
    func returningLeft() {
        guard let drag = returning else { return }
        returning = nil
        drag.offer.discard()
        guard let session = drag.liveSession else { return log("external drag left: \(drag.name), the window's own drag, is over") }
        drag.manager?.sharedDragLeftAgain(session)
        log("external drag left: \(drag.name), the window's own drag, went out again")
    }

    /// Let go over the window: over a zone the offer is finished and the drag lands there as
    /// an in-app drop; anywhere else (or when it already went home) the offer is let go
    /// unfinished.
    func returningDropped() {
        guard let drag = returning else { return }
        returning = nil
        defer {
            drag.offer.discard()
            afterDelivery?()
        }
        guard let session = drag.liveSession, drag.manager?.sharedDragDropped(session) == true else {
            return log("external drop refused: \(drag.name), the window's own drag, is over no zone or already home")
        }
        drag.offer.finish()
        log("external drop: \(drag.name), the window's own drag, dropped in the window")
    }

    /// Tells the source, when the zone under the drag changed (or it has had no answer),
    /// whether a drop there would land: over a zone with the first type offered (the window
    /// reads nothing: the drag is its own) and the actions, preferring a move when the drag
    /// allows one; elsewhere a refusal.
    private func answer(_ drag: ReturningDrag) {
        guard let session = drag.liveSession else { return }
        let zone = session.zone
        guard zone !== drag.answeredZone || !drag.hasAnswered else { return }
        drag.hasAnswered = true
        drag.answeredZone = zone
        let allowsMove = session.sharedDrag?.actions.contains(.move) == true
        drag.offer.accept(zone == nil ? nil : drag.offer.mimeTypes.first)
        drag.offer.setActions(preferring: zone == nil ? nil : (allowsMove ? .move : .copy))
    }
}
