// Whether a renderer may move the pixels of a scrolled view instead of repainting them: the
// moved pixels must be exactly those a repaint at the new offset would give. That holds when,
// within the view's rect, what is painted below the content is the same everywhere, the
// content that is not translated fills (whose pixels do not depend on the clip, see
// `paintsOnlyTranslatedFills`) is repainted where it lands, and what is painted above the
// content is repainted where it is and where the move took it.

extension SceneDrawer {
    /// Prepares the list for `rect` (root space, logical pixels: `scrollView`'s bounds on
    /// screen) and tells whether the pixels inside it may be moved with `scrollView`'s content,
    /// a whole number of buffer pixels at `scale`, by a renderer whose rounded fills are the
    /// same pixels wherever they lie up to `roundedFillLimit` buffer pixels a side.
    /// Returns nil when not; otherwise what must be repainted after the move besides the
    /// exposed strips. Called by a renderer before moving; the list is left prepared for
    /// `rect`, so areas within it may be drawn without preparing again (drawing skips what
    /// lies outside them), other areas only after `prepare`.
    package func movableScrollContent(of scrollView: View, in rect: Rect, root: View, scale: Double,
                                     roundedFillLimit: Double) -> ScrollRepaint? {
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
                guard view.cornerRadius <= 0, toRoot.isTranslationOnly, view.bounds.applying(toRoot).isClose(to: rect) else {
                    return nil
                }
                let above = (end + 1..<items.count).filter { Self.paintsPixels(items[$0]) }.map { extents[$0].intersection(rect) }
                    .filter { !$0.isEmpty }
                return ScrollRepaint(above: above, inPlace: unmovableContent(in: index + 1..<end, within: rect, scale: scale,
                                                                             roundedFillLimit: roundedFillLimit))
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

    /// The parts of `rect` where the items in `range` paint something other than translated
    /// fills (strokes, text, custom drawing, transformed or unaligned clips): pixels that a
    /// move would put in the right place but not exactly as a repaint there would draw them.
    private func unmovableContent(in range: Range<Int>, within rect: Rect, scale: Double, roundedFillLimit: Double) -> [Rect] {
        var rects: [Rect] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let extent = extents[index]
            if !extent.isEmpty, !extent.intersects(rect) {
                index = skipTo[index]
            } else if !isTranslatedFill(items[index], scale: scale, roundedFillLimit: roundedFillLimit) {
                rects.append(extent.intersection(rect))
                index = skipTo[index]  // A clip's extent covers all it holds.
            } else {
                index += 1
            }
        }
        return rects
    }

    /// False for items that paint nothing themselves: groups and clips (what they hold is
    /// listed on its own) and views drawing nothing of their own with neither background nor
    /// shadow (an empty container).
    static func paintsPixels(_ item: Item) -> Bool {
        switch item {
        case .group, .endGroup, .clip, .endClip:
            return false
        case .content(let view, _, _):
            return view.drawsOwnContent || (view.backgroundColor?.alpha ?? 0) > 0 || (view.shadow?.color.alpha ?? 0) > 0
        case .border, .focusRing:
            return true
        }
    }

    /// True when what `view` itself paints (shadow, background; no custom drawing) is the same
    /// at every pixel of `rect` (root space).
    private static func paintsUniformly(_ view: View, toRoot: AffineTransform, over rect: Rect) -> Bool {
        guard !view.drawsOwnContent, toRoot.isTranslationOnly else { return false }
        if let shadow = view.shadow, shadow.color.alpha > 0, shadow.extent(for: view.bounds).applying(toRoot).intersects(rect) {
            return false
        }
        guard let color = view.backgroundColor, color.alpha > 0 else { return true }
        return view.cornerRadius <= 0 && view.bounds.applying(toRoot).contains(rect)
    }
}

/// What a renderer that moved a scroll view's pixels must repaint besides the exposed strips,
/// in the root's space (logical pixels), all within the scroll view's rect.
package struct ScrollRepaint {
    /// Areas painted above the content, which the move carried along: repainted where they
    /// are and where the move put their old pixels.
    package var above: [Rect]
    /// Content whose pixels depend on where it is drawn (see `SceneDrawer.isTranslatedFill`):
    /// the move put it in the right place, and it is repainted there.
    package var inPlace: [Rect]
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
