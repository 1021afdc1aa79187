import TactileCore

extension SceneHost {
    /// Lets `manager`'s drags leave the window for other apps: a drag whose source has a
    /// `DragSource.sharedDrag` offer is handed to the compositor when its finger or pointer
    /// crosses the window's edge. Without a call (and offscreen, where there is no compositor)
    /// every drag stays in the window.
    public func shareDrags(of manager: DragDropManager) {
        manager.sharedDrags = sharedDrags
    }
}
