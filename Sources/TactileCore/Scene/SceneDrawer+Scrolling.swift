// Whether a renderer may move the pixels of a scrolled view instead of repainting them: the
// moved pixels must be exactly those a repaint at the new offset would give. That holds when,
// within the view's rect, what is painted below the content is the same everywhere, the
// content is translated fills only (whose pixels do not depend on the clip, see
// `paintsOnlyTranslatedFills`), and what is painted above the content is repainted.

extension SceneDrawer {
    /// Prepares the list for `rect` (root space, logical pixels: `scrollView`'s bounds on
    /// screen) and tells whether the pixels inside it may be moved with `scrollView`'s content,
    /// a whole number of buffer pixels at `scale`, by a renderer whose rounded fills are the
    /// same pixels wherever they lie up to `roundedFillLimit` buffer pixels a side. Returns nil when not; otherwise the parts of `rect`
    /// painted above the content (root space), which a move carries along and which must be
    /// repainted both where they are and where the move put them. Called by a renderer before
    /// moving; `prepare` must be called again before drawing.
    public func movableScrollContent(of scrollView: View, in rect: Rect, root: View, scale: Double,
                                     roundedFillLimit: Double) -> [Rect]? {
        var damage = RectRegion()
        damage.add(rect)
        prepare(root, damage: damage)
        var index = 0
        while index < items.count {
            if !extents[index].isEmpty, !extents[index].intersects(rect) {
                index = skipTo[index]
                continue
            }
            switch items[index] {
            case .clip(let view, let toRoot) where view === scrollView:
                let end = skipTo[index] - 1
                guard view.cornerRadius <= 0, toRoot.isTranslationOnly, view.bounds.applying(toRoot).isClose(to: rect),
                      paintsOnlyTranslatedFills(items: index + 1..<end, scale: scale, roundedFillLimit: roundedFillLimit,
                                                reaching: { $0.intersects(rect) }) else { return nil }
                return extents[(end + 1)...].map { $0.intersection(rect) }.filter { !$0.isEmpty }
            case .group, .endGroup, .endClip:
                break
            case .content(let view, let toRoot, _):
                guard Self.paintsUniformly(view, toRoot: toRoot, over: rect) else { return nil }
            case .clip(let view, let toRoot):
                // An ancestor's clip must leave the whole rect visible.
                guard view.cornerRadius <= 0, toRoot.isTranslationOnly, view.bounds.applying(toRoot).contains(rect) else { return nil }
            case .border, .focusRing:
                return nil
            }
            index += 1
        }
        return nil  // The view's content is not drawn (hidden, transparent or empty).
    }

    /// True when what `view` itself paints (shadow, background; no custom drawing) is the same
    /// at every pixel of `rect` (root space).
    private static func paintsUniformly(_ view: View, toRoot: AffineTransform, over rect: Rect) -> Bool {
        guard type(of: view) == View.self || type(of: view) == ScrollView.self, toRoot.isTranslationOnly else { return false }
        if let shadow = view.shadow, shadow.color.alpha > 0, shadow.extent(for: view.bounds).applying(toRoot).intersects(rect) {
            return false
        }
        guard let color = view.backgroundColor, color.alpha > 0 else { return true }
        return view.cornerRadius <= 0 && view.bounds.applying(toRoot).contains(rect)
    }
}

extension Rect {
    /// True when every edge, multiplied by `scale`, is within a millionth of a whole number.
    func hasWholePixelEdges(at scale: Double) -> Bool {
        [minX, minY, maxX, maxY].allSatisfy { edge in abs(edge * scale - (edge * scale).rounded()) < 1e-6 }
    }

    /// True when every edge is within a millionth of a pixel of `other`'s (the same rect
    /// reached through transforms composed in another order).
    func isClose(to other: Rect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6 && abs(maxX - other.maxX) < 1e-6
            && abs(maxY - other.maxY) < 1e-6
    }
}
