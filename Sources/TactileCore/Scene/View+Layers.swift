// Compositor layers: a view that prefers its own layer is made known to its tree's damage
// tracker, whose `LayerPlanner` decides at each frame whether a layer can show it.

extension View {
    /// Tells the tree's tracker about this view and every view under it that prefers its own
    /// layer or shows a video layer: called when the subtree joins a tree, and for the whole
    /// tree when its tracker is created. A subtree joining a tree without a tracker is not
    /// searched (nothing draws it yet: the tracker's creation will find its views).
    func registerLayerCandidates() {
        guard let tracker = root.trackerStorage else { return }
        registerLayerCandidates(with: tracker)
    }

    private func registerLayerCandidates(with tracker: DamageTracker) {
        if prefersOwnLayer { register(asLayerCandidateOf: tracker) }
        if showsVideoSurface { register(asVideoViewOf: tracker) }
        for subview in subviews { subview.registerLayerCandidates(with: tracker) }
    }

    private func register(asLayerCandidateOf tracker: DamageTracker) {
        if !tracker.layerCandidates.contains(where: { $0.view === self }) {
            tracker.layerCandidates.append(LayerCandidate(view: self))
        }
        tracker.layerDidChange()
    }

    /// Before this view leaves its tree (or, a root, joins another): it and the views under it
    /// leave the lists of layer candidates and of video views of the tracker it leaves, which
    /// holds them unowned (see `LayerCandidate`).
    func unregisterLayerCandidates() {
        guard let tracker = root.trackerStorage else { return }
        if !tracker.layerCandidates.isEmpty { tracker.layerCandidates.removeAll { $0.view.isDescendant(of: self) } }
        if !tracker.videoViews.isEmpty { tracker.videoViews.removeAll { $0.view.isDescendant(of: self) } }
    }

    /// After `prefersOwnLayer` changed: the planner looks at the view again at the next frame.
    func layerPreferenceDidChange() {
        guard let tracker = root.trackerStorage else { return }
        if prefersOwnLayer { register(asLayerCandidateOf: tracker) } else { tracker.layerDidChange() }
    }
}

// Views showing a video layer below the window (`View.showsVideoSurface`) are listed in their
// tree's tracker as they join it, as layer candidates are: the planner then finds whether a
// candidate holds one without searching its subtree.

extension View {
    private func register(asVideoViewOf tracker: DamageTracker) {
        if !tracker.videoViews.contains(where: { $0.view === self }) { tracker.videoViews.append(LayerCandidate(view: self)) }
        tracker.layerDidChange()
    }

    /// After `showsVideoSurface` changed: the view joins or leaves its tracker's list, and the
    /// layers are planned afresh (a layer showing it, or an ancestor, ends).
    func videoSurfaceDidChange() {
        guard let tracker = root.trackerStorage else { return }
        if showsVideoSurface {
            register(asVideoViewOf: tracker)
        } else {
            tracker.videoViews.removeAll { $0.view === self }
            tracker.layerDidChange()
        }
    }

    /// True when this view or one under it shows a video layer (its tree's tracker lists them).
    func holdsVideoSurface(tracker: DamageTracker) -> Bool {
        tracker.videoViews.contains { $0.view.isDescendant(of: self) }
    }
}

extension View {
    /// The views of this view's tree that show a video layer, in the order they joined it;
    /// empty (and cheap) in a tree without one. The window's video host places them at each frame.
    package var videoViewsInTree: [View] {
        guard let tracker = root.trackerStorage, !tracker.videoViews.isEmpty else { return [] }
        return tracker.videoViews.map(\.view)
    }
}
