/// The boxes of a view's subviews in subview order, kept side by side, each recomputed only
/// after it went stale: hit testing and the renderer scan this one array instead of visiting
/// hundreds of views, and a view moved among them costs its own entry, not the whole array.
/// (A press after a drag otherwise read every sibling again to refill it: 200 views, a third
/// of the press's cold cache lines in the drag benchmark.)
struct SubviewExtents {
    /// The boxes, nil until first asked for, and after the subviews changed.
    private var boxes: [Rect]?
    /// Indices of `boxes` to recompute before use.
    private var stale: [Int] = []

    /// The boxes of `subviews`, computed by `box` where stale or when there are none yet.
    mutating func current(of subviews: [View], box: (View) -> Rect) -> [Rect] {
        guard var patched = boxes else {
            let all = subviews.map(box)
            boxes = all
            return all
        }
        guard !stale.isEmpty else { return patched }
        boxes = nil  // Leaves `patched` the buffer's only owner while it is written.
        for index in stale { patched[index] = box(subviews[index]) }
        stale.removeAll(keepingCapacity: true)
        boxes = patched
        return patched
    }

    /// Lists `subview`'s box, one of `subviews`, as stale (nothing to do before the boxes exist).
    mutating func markStale(_ subview: View, among subviews: [View]) {
        guard boxes != nil else { return }
        let index = subviews.withUnsafeBufferPointer { children in
            children.firstIndex { $0 === subview }
        }
        if let index { stale.append(index) }
    }

    /// Moves the box at `source` to `destination`, as its subview moved among the others: a
    /// view raised above its siblings (at every lift of a drag) keeps every box, its own
    /// included, where dropping them had the next press and frame compute all of them again.
    mutating func move(from source: Int, to destination: Int) {
        guard var moved = boxes else { return }
        boxes = nil  // Leaves `moved` the buffer's only owner while it is written.
        moved.insert(moved.remove(at: source), at: destination)
        boxes = moved
        for position in stale.indices {
            let index = stale[position]
            if index == source {
                stale[position] = destination
            } else if source < destination, index > source, index <= destination {
                stale[position] = index - 1
            } else if destination < source, index >= destination, index < source {
                stale[position] = index + 1
            }
        }
    }

    /// Forgets every box: the subviews were added or removed.
    mutating func removeAll() {
        boxes = nil
        stale.removeAll()
    }
}
