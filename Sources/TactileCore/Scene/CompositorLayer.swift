/// What a window's renderer keeps about a view it shows in a compositor layer of its own (see
/// `View.prefersOwnLayer`): whether the layer's image is still right, and how it was drawn, so
/// that a move of the view only moves the layer.
public final class CompositorLayer {
    /// Tells this layer apart from the window's other layers (a subsurface per id).
    public let id: Int
    /// Set when something the image shows changed other than the view's placement (a subview,
    /// a colour, the alpha): the image must be drawn again. The renderer clears it.
    @exclusivity(unchecked) public var contentChanged = true
    /// The view's transform to the root when the image was last drawn; nil before the first.
    @exclusivity(unchecked) public var drawnTransform: AffineTransform?
    /// Where the image's top-left corner was put when it was drawn, in whole logical pixels
    /// of the root's space.
    @exclusivity(unchecked) public var drawnOrigin = (x: 0, y: 0)
    /// Where the image's top-left corner is now (whole logical pixels, root space). (Computed
    /// over private storage: the renderer reads it at every frame from another module; see
    /// `View`.)
    public var position: (x: Int, y: Int) {
        @section(".text.hot") get { currentPosition }
        @section(".text.hot") set { currentPosition = newValue }
    }
    @exclusivity(unchecked) private var currentPosition = (x: 0, y: 0)
    /// Where the image's top-left corner goes at the next frame (whole logical pixels, root
    /// space), worked out when the view moved (`follow(_:)`); nil when it was not, or a frame
    /// placed the layer since (see `takeFollowedPosition()`, `LayerPlanner.plan`).
    @exclusivity(unchecked) var followedPosition: (x: Int, y: Int)?
    /// Where the view may move and keep this layer (set by the `LayerPlanner`'s full plans).
    @exclusivity(unchecked) var room = LayerRoom()

    /// A layer with no image yet.
    public init(id: Int) { self.id = id }

    /// Where the image goes for the view's transform to the root `toRoot`, when the image
    /// drawn before still shows the view right: the view moved by a translation only and
    /// nothing else changed. The move is rounded to whole logical pixels, so the layer shows
    /// the view at most half a pixel from where a repaint would draw it. Nil when the image
    /// must be drawn again.
    @section(".text.hot")
    public func movedPosition(for toRoot: AffineTransform) -> (x: Int, y: Int)? {
        guard !contentChanged, let drawn = drawnTransform, drawn.a == toRoot.a, drawn.b == toRoot.b,
              drawn.c == toRoot.c, drawn.d == toRoot.d else { return nil }
        return (drawnOrigin.x + Int((toRoot.tx - drawn.tx).rounded()), drawnOrigin.y + Int((toRoot.ty - drawn.ty).rounded()))
    }

    /// Works out where the layer goes now that `view`, the view it shows, moved: true, with
    /// `followedPosition` set, when the view stayed in its `room` and the image drawn before
    /// still shows it (`movedPosition(for:)`); false when the next frame must place it again.
    /// Done as the view moves, while its state is at hand: a frame in which nothing else
    /// changed then only moves the layer (see `DamageTracker.onlyFollowedLayersMoved`).
    @section(".text.hot")
    func follow(_ view: View) -> Bool {
        guard let placement = placement(of: view), let position = movedPosition(for: placement.toRoot) else { return false }
        followedPosition = position
        return true
    }

    /// The place to move the layer to in a frame that only moves layers (see
    /// `LayerPlanner.takeFollowedMoves`): its `followedPosition`, now its `position`; nil when
    /// its view did not move it. (One call for what the renderer, in another module, would
    /// otherwise read and write through four accessors.)
    @section(".text.hot")
    public func takeFollowedPosition() -> (x: Int, y: Int)? {
        guard let followed = followedPosition else { return nil }
        followedPosition = nil
        guard followed != currentPosition else { return nil }
        currentPosition = followed
        return followed
    }

    /// Where `view`, the view this layer shows, is now, when it stayed inside `room`. (The
    /// room is read in place: a copy would retain and release its obstacles.)
    @section(".text.hot")
    func placement(of view: View) -> LayerPlacement? {
        let toRoot = view.transformToSuperview.concatenating(room.parentToRoot)
        let extent = view.subtreeExtent(toRoot: toRoot)
        // The layer's image sits up to 1.5 pixels off the exact extent (see `movedPosition`).
        let guarded = extent.insetBy(dx: -2, dy: -2)
        guard !extent.isEmpty, room.bounds.contains(guarded) else { return nil }
        for index in room.obstacles.indices where room.obstacles[index].intersects(guarded) { return nil }
        return LayerPlacement(extent: extent, toRoot: toRoot)
    }
}

/// A view in its tree's list of layer candidates (`DamageTracker.layerCandidates`).
///
/// Unowned rather than weak: a weak reference would give the view a side table, and a
/// carried item is retained and released dozens of times per motion (recognizer, geometry,
/// planner), each then taking the runtime's slow path. The list does not keep the view alive
/// and never outlives it: the tree holds every view in it, and a view leaves the list when it
/// leaves the tree (`View.unregisterLayerCandidates`).
struct LayerCandidate {
    unowned let view: View
}
