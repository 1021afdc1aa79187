// Drops into layout containers (`DropPlacement.arranged`): the room the children make for
// a hovering item, and where it lands.

extension DragDropManager {
    /// The session hovers over `zone`: an arranged container opens room (or moves it) at the
    /// index under the finger, as large as the carried item.
    func makeRoom(for session: DragSession, in zone: DropZone) {
        guard case .arranged = zone.placement, let container = zone.view as? LayoutContainer else { return }
        openRoomUnderFinger(for: session, in: container)
    }

    /// The session left `zone`: an arranged container closes the room it opened.
    func closeRoom(in zone: DropZone) {
        guard case .arranged = zone.placement, let container = zone.view as? LayoutContainer else { return }
        container.closeRoom(animator: animator)
    }

    /// The index (among the visible children, the moved view left out) of the room the
    /// drop fills: the open one, or, when none was opened (a drop without a hover), one
    /// opened now under the finger.
    func roomIndex(for session: DragSession, in container: LayoutContainer) -> Int {
        if let room = container.dropRoom { return room.index }
        openRoomUnderFinger(for: session, in: container)
        return container.dropRoom?.index ?? 0
    }

    /// The view that leaves its place with the drag: the source of a move (a copy leaves
    /// its source where it is).
    func movedView(of session: DragSession) -> View? {
        if case .move = session.source.operation { return session.sourceView }
        return nil
    }

    /// Where a carried view sent back goes: its origin; in a layout container, the
    /// children (closed up since it left) part again to make room for it there.
    func roomAtHome(for session: DragSession) -> RestingPlace {
        var place = session.origin
        guard let container = place.parent as? LayoutContainer, let item = session.item else { return place }
        let before = container.subviews.prefix(min(place.index, container.subviews.count))
        let index = before.reduce(0) { $0 + ($1.isHidden ? 0 : 1) }
        container.openRoom(at: index, size: place.bounds.size, leaving: nil, animator: animator)
        if let room = container.reserveRoom(for: item) { place.center = room.center }
        return place
    }

    private func openRoomUnderFinger(for session: DragSession, in container: LayoutContainer) {
        guard let item = session.item else { return }
        let size = item.bounds.size, moved = movedView(of: session)
        let index = container.insertionIndex(at: session.location(in: container), size: size, leaving: moved)
        container.openRoom(at: index, size: size, leaving: moved, animator: animator)
    }
}
