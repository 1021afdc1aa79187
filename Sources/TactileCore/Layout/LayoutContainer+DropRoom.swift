// Room for a drop: while a drag hovers over a container whose zone places by `.arranged`,
// the children part where the item would go (animated with the drag's animator), follow the
// finger, and close up again when it leaves. After the drop the room stays open until the
// item, flying there, arrives and takes it: nothing jumps at the landing.

extension LayoutContainer {
    /// Where an item of `size` dropped at `point` (bounds space) would go among the visible
    /// subviews, `dragged` left out. Room opened at index i sits where the i-th remaining
    /// child rests with no room open (the last index after the last child): the index whose
    /// room would be centred nearest the finger wins. Judged on resting places, not on where
    /// the animated children are, so the answer does not move with the animation; found once
    /// per hover and layout, so that a drag frame only compares distances.
    public func insertionIndex(at point: Point, size: Size, leaving dragged: View?) -> Int {
        let inner = padding.inset(Rect(origin: .zero, size: bounds.size))
        var local = Point(x: point.x - bounds.minX, y: point.y - bounds.minY)
        if isMirrored { local.x = bounds.width - local.x }
        local = Point(x: local.x - inner.minX, y: local.y - inner.minY)
        let key = dragged.map(ObjectIdentifier.init)
        if roomCentres?.dragged != key || roomCentres?.size != size {
            var items = arrangedItems(excluding: key, reserving: 1)
            items.append(LayoutItem(room: size))
            let centres = frames(of: items, in: inner.size).map { Rect(origin: $0.origin, size: size).center }
            roomCentres = RoomCentres(dragged: key, size: size, centres: centres)
        }
        var best = 0, bestDistance = Double.infinity
        for (index, centre) in (roomCentres?.centres ?? []).enumerated() {
            let distance = centre.distance(to: local)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// Opens room of `size` at `index` (among the visible subviews, `dragged` left out), or
    /// moves it there; the children move with `animator`.
    func openRoom(at index: Int, size: Size, leaving dragged: View?, animator: Animator) {
        let room = DropRoom(index: index, size: size, dragged: dragged.map(ObjectIdentifier.init), awaited: nil)
        if let current = dropRoom, current.index == room.index, current.size == room.size,
           current.dragged == room.dragged, current.awaited == nil { return }
        dropRoom = room
        setNeedsAnimatedLayout(animator)
    }

    /// Closes the room (the drag left or was cancelled): the children spring back.
    func closeRoom(animator: Animator) {
        guard dropRoom != nil else { return }
        dropRoom = nil
        setNeedsAnimatedLayout(animator)
    }

    /// Keeps the room open for `item`, which is flying to it, and returns the room's frame in
    /// the bounds space (nil when no room is open).
    func reserveRoom(for item: View) -> Rect? {
        guard var room = dropRoom else { return nil }
        room.awaited = ObjectIdentifier(item)
        dropRoom = room
        var items = arrangedItems(excluding: room.dragged, reserving: 1)
        let index = min(room.index, items.count)
        items.insert(LayoutItem(room: room.size), at: index)
        return finishedFrames(of: items)[index]
    }

    /// The subview index at which the `index`th visible child (`dragged` left out) goes.
    func subviewIndex(forArranged index: Int, leaving dragged: View?) -> Int {
        let others = subviews.filter { $0 !== dragged }
        var seen = 0
        for (position, view) in others.enumerated() where !view.isHidden {
            if seen == index { return position }
            seen += 1
        }
        return others.count
    }
}
