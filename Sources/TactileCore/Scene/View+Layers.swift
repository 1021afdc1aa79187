// Compositor layers: a view that prefers its own layer is made known to its tree's damage
// tracker, whose `LayerPlanner` decides at each frame whether a layer can show it.

extension View {
    /// Tells the tree's tracker about this view when it prefers its own layer (after it was
    /// added to a tree). Only the view itself is looked at: a subtree added with such a view
    /// inside it is not searched.
    func registerLayerCandidate() {
        guard prefersOwnLayer, let tracker = root.trackerStorage else { return }
        if !tracker.layerCandidates.contains(where: { $0.view === self }) {
            tracker.layerCandidates.append(WeakView(view: self))
        }
        tracker.layerDidChange()
    }

    /// Registers this view and its descendants that prefer their own layer (when the tree's
    /// tracker is created).
    func registerLayerCandidates() {
        registerLayerCandidate()
        for subview in subviews { subview.registerLayerCandidates() }
    }

    /// After `prefersOwnLayer` changed: the planner looks at the view again at the next frame.
    func layerPreferenceDidChange() {
        if prefersOwnLayer { registerLayerCandidate() } else { root.trackerStorage?.layerDidChange() }
    }
}
