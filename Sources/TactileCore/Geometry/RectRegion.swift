/// A region kept as a short list of rectangles that may over-cover it, never under-cover it.
///
/// Adding a rectangle merges it with every rectangle it overlaps or adjoins edge to edge, so a view dragged
/// in small steps leaves one growing rectangle rather than hundreds. Past `maximumCount`
/// rectangles, the two whose union wastes least area are merged: repainting a little more
/// beats clipping to a long list. The coordinate space is the caller's (the root view's
/// logical space for damage, buffer pixels in the renderer).
public struct RectRegion: Equatable, Sendable {
    /// The rectangles, pairwise non-overlapping and non-touching when added one by one.
    public private(set) var rects: [Rect] = []
    /// The most rectangles kept before neighbours are merged.
    public let maximumCount: Int

    /// An empty region holding at most `maximumCount` rectangles (at least 1).
    public init(maximumCount: Int = 16) {
        self.maximumCount = max(1, maximumCount)
        rects.reserveCapacity(self.maximumCount + 1)
    }

    /// True when the region covers nothing.
    public var isEmpty: Bool { @section(".text.hot") get { rects.isEmpty } }

    /// The smallest rectangle covering the whole region (`.zero` when empty).
    public var bounds: Rect { rects.reduce(Rect.zero) { $0.union($1) } }

    /// Adds `rect` (empty rectangles are ignored).
    public mutating func add(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var index = 0
        while index < rects.count {
            if rects[index].shouldMerge(with: merged) {
                merged = merged.union(rects.remove(at: index))
                index = 0  // the grown rectangle may now reach ones already passed
            } else {
                index += 1
            }
        }
        rects.append(merged)
        if rects.count > maximumCount { mergeCheapestPair() }
    }

    /// Adds every rectangle of `other`.
    public mutating func formUnion(_ other: RectRegion) {
        for rect in other.rects { add(rect) }
    }

    /// Forgets every rectangle.
    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    /// Makes this region hold `other`'s rectangles as they are, in this region's own storage
    /// (no allocation once it has held as many): a copy of a region that its owner goes on
    /// refilling, which plain assignment would make share, and so copy at the next change.
    public mutating func replaceRects(with other: RectRegion) {
        rects.removeAll(keepingCapacity: true)
        rects.append(contentsOf: other.rects)
    }

    /// True when some rectangle of the region shares area with `rect`.
    public func intersects(_ rect: Rect) -> Bool {
        for own in rects where own.intersects(rect) { return true }
        return false
    }

    private mutating func mergeCheapestPair() {
        var best = (first: 0, second: 1, waste: Double.infinity)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let union = rects[i].union(rects[j])
                let waste = union.area - rects[i].area - rects[j].area
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let union = rects[best.first].union(rects[best.second])
        rects.remove(at: best.second)
        rects.remove(at: best.first)
        add(union)
    }
}

extension Rect {
    /// Width × height (0 for an empty rectangle).
    public var area: Double { isEmpty ? 0 : width * height }

    /// True when the rectangles overlap, or when their union covers no more than the two
    /// (edge-adjoining rectangles of the same span).
    func shouldMerge(with other: Rect) -> Bool {
        intersects(other) || union(other).area <= area + other.area
    }
}
