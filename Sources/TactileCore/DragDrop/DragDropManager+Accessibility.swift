// Drag-and-drop without sight: speech mode and screen readers pick an item up, drop it on a
// zone they name and put it back, by actions rather than a finger's path. Each is the same
// session, hooks, delegate calls and placement a finger's drag would have: the item lifts at
// its centre, hovers over the zone's centre and is dropped there.

extension DragDropManager {
    /// Picks `source`'s item up as a finger at its centre would. False when the source, the
    /// manager's rules or the delegate refuse, or another accessible drag is under way.
    func accessiblePickUp(_ source: DragSource) -> Bool {
        guard accessibleSession == nil, let view = source.view,
              shouldBegin(source, at: view.convert(view.bounds.center, to: nil)), let session = source.session
        else { return false }
        accessibleSession = session
        start(session)
        return true
    }

    /// True while an accessible drag carries an item `zone` would take.
    func accessibleSessionWants(_ zone: DropZone) -> Bool {
        guard let session = accessibleSession, let view = zone.view else { return false }
        return session.interestedZones[ObjectIdentifier(view)] != nil
    }

    /// Drops the accessibly carried item on `zone`, as a finger lifting over its centre
    /// would (the zone's placement decides where it lands). False when nothing is carried or
    /// the zone would not take it.
    func accessibleDrop(on zone: DropZone) -> Bool {
        guard let session = accessibleSession, accessibleSessionWants(zone), let view = zone.view else { return false }
        session.location = view.convert(view.bounds.center, to: nil)
        follow(session, hovering: zone)
        drop(session)
        return true
    }

    /// Puts the accessibly carried item of `source` back where it came from.
    func accessibleCancel(_ source: DragSource) -> Bool {
        guard let session = accessibleSession, session.source === source else { return false }
        cancel(session)
        return true
    }

    /// The item an accessible drag carries now, if any.
    package var accessiblyCarriedItem: View? { accessibleSession?.sourceView }
}

extension View {
    /// Remembers that `source` drags this view (its element becomes an item to pick up).
    func markAccessibleDragSource(_ source: DragSource) {
        madeAccessibilityStorage.dragSource = source
    }

    /// Remembers that `zone` of `manager` takes drops on this view.
    func markAccessibleDropZone(_ zone: DropZone, of manager: DragDropManager) {
        let storage = madeAccessibilityStorage
        storage.dropZone = zone
        storage.dropZoneManager = manager
    }
}
