// Caches that make hit testing cost the views near the point, not every view: each view keeps
// the inverse of its placement and the bounding box, in its superview's space, of everywhere
// its subtree can be hit. A subtree whose box misses the point is skipped whole.
//
// Invariant: a view's cached extent is valid only while the extents it was computed from are
// (its subviews', unless it clips). A parent's array of subview extents (`SubviewExtents`) holds
// a valid extent for every subview except those listed as stale. So invalidation walks up,
// dropping the extent and listing the view as stale in its parent, and stops at the first view
// whose extent is already gone (its ancestors' caches cannot depend on it then). Adding or
// removing subviews drops the array; reordering them moves their extents with them.

extension View {
    /// The bounds grown by `touchAreaOutset`, in the view's space.
    var touchArea: Rect { bounds.insetBy(dx: -touchAreaOutset, dy: -touchAreaOutset) }

    /// Maps a point from the superview's space into this view's space; nil when the transform
    /// collapses the plane.
    var inverseTransformToSuperview: AffineTransform? {
        if let cached = cachedInverseTransform { return cached }
        let inverse = transformToSuperview.inverted()
        cachedInverseTransform = inverse
        return inverse
    }

    /// Where in the superview's space this view or a descendant may be hit (a superset).
    var hitExtent: Rect {
        if let cached = cachedHitExtent { return cached }
        var local = touchArea
        if !clipsToBounds {
            for extent in subviewHitExtents { local = local.union(extent) }
        }
        // A hair of margin: a point on the far edge of a rotated view must not be lost to rounding.
        let extent = local.applying(transformToSuperview).insetBy(dx: -1e-6, dy: -1e-6)
        cachedHitExtent = extent
        return extent
    }

    /// The subviews' `hitExtent`s, in subview order, recomputed only where stale.
    var subviewHitExtents: [Rect] {
        subviewHitBoxes.current(of: subviews) { $0.hitExtent }
    }

    /// Forgets the cached inverse and extents after this view's placement changed.
    func invalidateHitCaches() {
        cachedInverseTransform = nil
        invalidateHitExtent()
    }

    /// Forgets the extent of this view and of every ancestor that depended on it. (The check
    /// inline: a view moved at every motion has none to forget, since nothing hit-tests it.)
    @inline(__always)
    func invalidateHitExtent() {
        if cachedHitExtent != nil { forgetHitExtents() }
    }

    /// `invalidateHitExtent` once there is an extent to forget.
    private func forgetHitExtents() {
        forgetUpward({ $0.cachedHitExtent.take() != nil }, staleIn: { parent, view in
            parent.subviewHitBoxes.markStale(view, among: parent.subviews)
        })
    }

    /// The walk both kinds of cached extent take when one goes stale: `forget` drops a view's
    /// extent and tells whether it had one; going up from this view, each view that had one is
    /// listed as stale in its parent's boxes by `staleIn`, and the walk stops at the first view
    /// that had none (its ancestors cannot depend on it then) or at the root.
    @inline(__always)
    func forgetUpward(_ forget: (View) -> Bool, staleIn markStale: (_ parent: View, _ view: View) -> Void) {
        var view = self
        while forget(view) {
            guard let parent = view.superview else { return }
            markStale(parent, view)
            view = parent
        }
    }
}
