/// Where a view shown in a compositor layer of its own may move and keep its layer, while
/// nothing but layers' own views moves, as the planner's last full plan found it: its
/// parent's transform to the root, the rect its guarded extent must stay within (the surface
/// and the clipping ancestors), and the rects of what the window's buffer paints above it (the
/// draw extents of later siblings of it and of its ancestors, the own extents of ancestors
/// painting a border or focus ring). Clear of them, the view keeps its layer: the full plan's
/// overlap tests could only fail inside these rects.
struct LayerRoom {
    /// The transform to the root of the view's superview.
    var parentToRoot = AffineTransform.identity
    /// What the view's extent, grown by two pixels, must stay within (root space).
    var bounds = Rect.zero
    /// What the window's buffer paints above the view (root space).
    /// Kept with its capacity from plan to plan (see `LayerPlanner.measureRooms`).
    var obstacles: [Rect] = []
    /// The view's placement when it was last checked against the room exactly (by the plan,
    /// or by `CompositorLayer.follow` when a move came near the room's edges): the extent its
    /// later moves are measured from.
    var checked = LayerPlacement(extent: .zero, toRoot: .identity)
}

/// Where a view a layer can show is: the extent of its subtree and its transform, both in the
/// root's space.
struct LayerPlacement {
    let extent: Rect
    let toRoot: AffineTransform
}
