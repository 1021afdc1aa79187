// Caches that let the renderer skip what lies outside the damage without visiting it: each view
// keeps the bounding box, in its superview's space, of everything its subtree may paint, and
// each view the array of its subviews' boxes. A frame that moves one view among hundreds then
// scans one array instead of visiting every view.
//
// Invariant: a view's box is valid only while the boxes it was computed from are (its
// subviews', unless it clips). A parent's array (`SubviewExtents`) holds a valid box for every
// subview except those whose index is listed as stale: a change drops the view's box, lists
// the view as stale in its parent and walks up, stopping at the first view whose box is
// already gone (its ancestors cannot depend on it then). Adding or removing subviews drops the
// array; reordering them moves their boxes with them. Visibility and opacity are left out (the boxes may be larger than what shows), so
// that hiding or fading a view leaves them valid.

extension View {
    /// Where in the superview's space this view or a descendant may paint (a superset).
    var drawExtent: Rect {
        if let cached = cachedDrawExtent { return cached }
        var local = ownExtent
        if !clipsToBounds {
            for extent in subviewDrawExtents { local = local.union(extent) }
        }
        // A hair of margin: rounding must never lose a pixel that a transformed view touches.
        let extent = local.applying(transformToSuperview).insetBy(dx: -1e-6, dy: -1e-6)
        cachedDrawExtent = extent
        return extent
    }

    /// The subviews' `drawExtent`s, in subview order, recomputed only where stale.
    var subviewDrawExtents: [Rect] {
        subviewDrawBoxes.current(of: subviews) { $0.drawExtent }
    }

    /// Forgets the paint box of this view and of every ancestor that depended on it (after a
    /// change of placement, size or clipping, and with every `setNeedsDisplay()`, which any
    /// change of what the view paints, such as its shadow, calls).
    /// (The check inline: a view moved at every motion has no box to forget, since nothing
    /// drawn in the window's buffer asks for it while a layer shows it.)
    @inline(__always)
    func invalidateDrawExtent() {
        if cachedDrawExtent != nil { forgetDrawExtents() }
    }

    /// `invalidateDrawExtent` once there is a box to forget.
    private func forgetDrawExtents() {
        forgetUpward({ $0.cachedDrawExtent.take() != nil }, staleIn: { parent, view in
            parent.subviewDrawBoxes.markStale(view, among: parent.subviews)
        })
    }

    /// Forgets the subviews' hit and draw boxes (after subviews were added or removed) and
    /// this view's own extents, which were made from them.
    func forgetSubviewBoxes() {
        subviewHitBoxes.removeAll()
        invalidateHitExtent()
        subviewDrawBoxes.removeAll()
        invalidateDrawExtent()
    }
}
