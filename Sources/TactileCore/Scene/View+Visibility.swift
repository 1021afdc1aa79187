extension View {
    /// True when some of the view can be seen in `root`'s window: it is under `root`, neither
    /// it nor an ancestor is hidden or fully transparent, and its bounds reach into every
    /// clipping ancestor and the root's bounds (a view scrolled out of a list is not shown).
    /// Views painted over by others still count as shown. A loader of pictures asks it to
    /// cancel the decodes of views that left the screen; an animated image to stop.
    package func isShown(in root: View) -> Bool {
        var view = self, extent = bounds
        while true {
            if view.isHidden || view.alpha <= 0 { return false }
            guard let parent = view.superview else { return view === root && extent.intersects(root.bounds) }
            extent = extent.applying(view.transformToSuperview)
            if parent.clipsToBounds && !extent.intersects(parent.bounds) { return false }
            view = parent
        }
    }
}
