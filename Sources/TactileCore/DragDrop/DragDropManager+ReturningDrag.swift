// A drag of the window's own that went out to other apps and comes back over the window. The
// compositor still carries it (the window hears it as any app's drag, through the
// `SharedDragReceiver`), but to the user it is the drag it was: it hovers over the zones
// interested in it when it started, and let go over one it lands there exactly as an in-app
// drop. The compositor's `finished` or `cancelled` that follows then changes nothing.

extension DragDropManager {
    /// The session whose drag, handed to other apps and out there now, the compositor offers
    /// under `mimeTypes`: nil when none of this manager's is.
    func awaySession(offering mimeTypes: [String]) -> DragSession? {
        sessions.first { session in
            guard let handOff = session.sharedDrag else { return false }
            return !handOff.isOver && !handOff.isOverWindow && handOff.mimeTypes == mimeTypes
        }
    }

    /// The session's drag came back over the window at `location` (root space): it hovers
    /// over its zones again, as before it left. No timeout applies while it is back.
    func sharedDragCameBack(_ session: DragSession, at location: Point) {
        guard let handOff = session.sharedDrag, !handOff.isOver, !handOff.isOverWindow else { return }
        handOff.cameBackOverWindow()
        (session.interestedZones, session.scrollViews) = session.keptWhileAway
        sharedDragMoved(session, to: location)
    }

    /// The session's drag, back over the window, moved to `location` (root space): the hidden
    /// item follows (it lands from there), and the zones under it are entered and exited.
    func sharedDragMoved(_ session: DragSession, to location: Point) {
        guard let handOff = session.sharedDrag, handOff.isOverWindow else { return }
        session.location = location
        follow(session)
    }

    /// The session's drag went out of the window again: it leaves its zone, and its zones are
    /// put aside until it comes back.
    func sharedDragLeftAgain(_ session: DragSession) {
        guard let handOff = session.sharedDrag, handOff.isOverWindow else { return }
        handOff.leftWindowAgain()
        putZonesAside(of: session)
        autoScrolling.update(for: sessions, carriedIn: overlay)
    }

    /// The session's drag was let go back over the window. Over a zone it ends there as an
    /// in-app drop (the item shows again and lands, or springs home if the zone has no
    /// room) and the result is true: the compositor's drag is over for the window. Over no
    /// zone nothing happens here (false): the compositor cancels it and it springs home.
    func sharedDragDropped(_ session: DragSession) -> Bool {
        guard let handOff = session.sharedDrag, handOff.isOverWindow, session.zone != nil, let item = session.item else {
            return false
        }
        handOff.landInWindow()
        item.isHidden = false
        drop(session)
        return true
    }
}
