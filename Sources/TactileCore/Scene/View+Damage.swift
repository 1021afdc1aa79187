// Damage: every pixel-altering change reports the on-screen area it touches to the root's
// tracker. Geometry-like changes report the subtree's extent before and after the change;
// appearance changes report the view's own extent once.

extension View {
    /// The damage tracker of this view's tree, owned by its root (created on first use, fully
    /// damaged). Changes in trees whose root never created one are not tracked: a subtree
    /// added to a tracked tree reports its whole extent when it arrives.
    package var damageTracker: DamageTracker {
        @section(".text.hot") get {
            // The root's own first: the host, the planner and the renderer ask it at every
            // frame, and the walk through `root` would retain and release the view for nothing.
            if superview == nil, let tracker = trackerStorage { return tracker }
            let owner = root
            if let tracker = owner.trackerStorage { return tracker }
            let tracker = DamageTracker()
            owner.trackerStorage = tracker
            owner.registerLayerCandidates()  // Views that asked for a layer before there was a tracker.
            return tracker
        }
    }

    /// Marks everything the view itself paints (background, border, shadow, custom drawing)
    /// as needing a repaint.
    public func setNeedsDisplay() {
        // What the view paints may now reach further (a shadow, say): its paint box is redone.
        invalidateDrawExtent()
        guard let (tracker, toRoot) = trackerAndTransform() else { return }
        tracker.add(ownExtent.applying(toRoot))
    }

    /// Marks `rect` (in the view's bounds space) as needing a repaint.
    public func setNeedsDisplay(_ rect: Rect) {
        guard let (tracker, toRoot) = trackerAndTransform() else { return }
        tracker.add(rect.intersection(ownExtent).applying(toRoot))
    }

    /// The area the view itself may paint, in its own space: the bounds, the shadow and the
    /// focus ring.
    var ownExtent: Rect {
        @section(".text.hot") get {
            var extent = bounds
            if let shadow, shadow.color.alpha > 0 { extent = extent.union(shadow.extent(for: bounds)) }
            if let focusRing { extent = extent.union(focusRing.extent(around: bounds)) }
            return extent
        }
    }

    /// The area the view and its visible descendants may paint, mapped by `toRoot` into the
    /// root's space. A clipping view's descendants stay inside its bounds.
    @section(".text.hot")
    func subtreeExtent(toRoot: AffineTransform) -> Rect {
        guard !isHidden else { return .zero }
        let own = ownExtent.applying(toRoot)
        if clipsToBounds { return own }
        var extent = own
        for subview in subviews {
            extent = extent.union(subview.subtreeExtent(toRoot: subview.transformToSuperview.concatenating(toRoot)))
        }
        return extent
    }

    /// Reports the subtree's current on-screen extent (called before and after a change).
    /// `movesLayer`: the change only places the view (center, transform), which a layer
    /// showing it follows without redrawing.
    func invalidateExtent(movesLayer: Bool = false) {
        guard let (tracker, toRoot) = trackerAndTransform(movesLayer: movesLayer) else { return }
        tracker.add(subtreeExtent(toRoot: toRoot))
    }

    /// Reports the new extent after a move (the centre or transform changed), whose old extent
    /// `invalidateExtent(movesLayer: true)` reported before it; `layer` is the view's own
    /// compositor layer, if it has one. A view shown in a layer of its own damages nothing
    /// (the window's buffer does not show it, before or after): the layer follows it.
    @inline(__always)
    func extentDidMove(in layer: CompositorLayer?) {
        if let layer { layerDidMove(layer) } else { invalidateExtent(movesLayer: true) }
    }

    /// Tells the tracker that this view, shown in `layer` (its own), moved, unless a hidden
    /// ancestor hides it. The layer works out its new place now (`CompositorLayer.follow`),
    /// where it can: a frame in which nothing else changed then only moves it.
    ///
    /// Inlined, with the layer's `follow` and the tracker's `layerDidFollowMove`, into the
    /// setters that move the view: the path a carried item takes at every motion is then one
    /// function's code and stack frame rather than six, each with its own entry, exit and
    /// cache lines.
    @inline(__always)
    private func layerDidMove(_ layer: CompositorLayer) {
        var view = self
        while let parent = view.superview {
            if parent.isHidden { return }
            view = parent
        }
        guard let tracker = view.trackerStorage else { return }
        if layer.follow(self) { tracker.layerDidFollowMove() } else { tracker.layerDidMove() }
    }

    /// Reports a change of bounds before it happens: a move of the origin alone in a visible
    /// clipping view placed by a translation is a scroll (only the content moves, within the
    /// view's unchanged rect on screen); anything else damages the subtree's extent.
    func boundsWillChange(to newBounds: Rect) {
        guard let (tracker, toRoot) = scrollTrackerAndTransform(from: bounds, to: newBounds) else {
            invalidateExtent()
            return
        }
        tracker.addScroll(of: self, in: bounds.applying(toRoot), by: newBounds.origin - bounds.origin)
    }

    /// Reports a change of bounds after it happened: the extent's new damage, unless it was a
    /// scroll; then only what the view paints around its bounds.
    func boundsDidChange(from oldBounds: Rect) {
        guard let (tracker, toRoot) = scrollTrackerAndTransform(from: oldBounds, to: bounds) else {
            invalidateExtent()
            return
        }
        damagePaintAroundBounds(tracker: tracker, toRoot: toRoot)
    }

    /// Damages what the view paints outside its bounds (a shadow, a focus ring). A scroll
    /// leaves it in place on screen, but it is drawn from the bounds, whose origin moved, and a
    /// shadow snapped to buffer pixels in the view's space can land a pixel away after a
    /// fractional scroll.
    private func damagePaintAroundBounds(tracker: DamageTracker, toRoot: AffineTransform) {
        let outer = ownExtent, inner = bounds
        guard outer != inner else { return }
        let strips = [Rect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
                      Rect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
                      Rect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height),
                      Rect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height)]
        for strip in strips where !strip.isEmpty { tracker.add(strip.applying(toRoot)) }
    }

    /// The tracker and transform to the root when going from `old` to `new` bounds is a scroll.
    private func scrollTrackerAndTransform(from old: Rect, to new: Rect) -> (DamageTracker, AffineTransform)? {
        guard old.size == new.size, clipsToBounds, !isHidden, let (tracker, toRoot) = trackerAndTransform(),
              toRoot.isTranslationOnly else { return nil }
        return (tracker, toRoot)
    }

    /// The root's tracker and the transform from this view to the root, or nil when nothing
    /// of the view can be on screen (untracked tree, hidden ancestor) or when a compositor
    /// layer shows the view: the layer is told instead (moved when `movesLayer` and the view is
    /// the layer's own, changed otherwise), since the window's buffer does not show it.
    @section(".text.hot")
    private func trackerAndTransform(movesLayer: Bool = false) -> (DamageTracker, AffineTransform)? {
        // One walk up: the transform is built only below the first layer found (none is
        // needed once a layer shows the view, the common case while something is carried).
        var toRoot = AffineTransform.identity
        var view = self
        var layer = compositorLayer
        while let parent = view.superview {
            if parent.isHidden { return nil }
            if layer == nil { toRoot = toRoot.concatenating(view.transformToSuperview) }
            view = parent
            if layer == nil { layer = view.compositorLayer }
        }
        if let layer {
            if movesLayer && layer === compositorLayer {
                view.trackerStorage?.layerDidMove()
            } else {
                layer.contentChanged = true
                view.trackerStorage?.layerDidChange()
            }
            return nil
        }
        guard let tracker = view.trackerStorage else { return nil }
        return (tracker, toRoot)
    }
}
