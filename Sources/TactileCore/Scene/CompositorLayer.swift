/// What a window's renderer keeps about a view it shows in a compositor layer of its own (see
/// `View.prefersOwnLayer`): whether the layer's image is still right, and how it was drawn, so
/// that a move of the view only moves the layer.
package final class CompositorLayer {
    /// Tells this layer apart from the window's other layers (a subsurface per id).
    package let id: Int
    /// Set when something the image shows changed other than the view's placement (a subview,
    /// a colour, the alpha): the image must be drawn again. The renderer clears it.
    @exclusivity(unchecked) package var contentChanged = true
    /// The view's transform to the root when the image was last drawn; nil before the first.
    @exclusivity(unchecked) package var drawnTransform: AffineTransform?
    /// Where the image's top-left corner was put when it was drawn, in whole logical pixels
    /// of the root's space.
    @exclusivity(unchecked) package var drawnOrigin = (x: 0, y: 0)
    /// Where the image's top-left corner is now (whole logical pixels, root space). (Computed
    /// over private storage: the renderer reads it from another module; see `View`.)
    package var position: (x: Int, y: Int) {
        get { currentPosition }
        set { currentPosition = newValue }
    }
    @exclusivity(unchecked) private var currentPosition = (x: 0, y: 0)
    /// Where the image's top-left corner goes at the next frame (whole logical pixels, root
    /// space), worked out when the view moved (`follow(_:)`); nil when it was not, or a frame
    /// placed the layer since (see `takeFollowedPosition()`, `LayerPlanner.plan`).
    @exclusivity(unchecked) var followedPosition: (x: Int, y: Int)?
    /// Where the view may move and keep this layer (set by the `LayerPlanner`'s full plans).
    @exclusivity(unchecked) var room = LayerRoom()

    /// A layer with no image yet.
    package init(id: Int) { self.id = id }

    /// Where the image goes for the view's transform to the root `toRoot`, when the image
    /// drawn before still shows the view right: the view moved by a translation only and
    /// nothing else changed. The move is rounded to whole logical pixels, so the layer shows
    /// the view at most half a pixel from where a repaint would draw it. Nil when the image
    /// must be drawn again.
    @inline(__always)
    package func movedPosition(for toRoot: AffineTransform) -> (x: Int, y: Int)? {
        guard !contentChanged, let drawn = drawnTransform, drawn.a == toRoot.a, drawn.b == toRoot.b,
              drawn.c == toRoot.c, drawn.d == toRoot.d else { return nil }
        return (drawnOrigin.x + Int((toRoot.tx - drawn.tx).rounded()), drawnOrigin.y + Int((toRoot.ty - drawn.ty).rounded()))
    }

    /// Works out where the layer goes now that `view`, the view it shows, moved: true, with
    /// `followedPosition` set, when the view stayed in its `room` and the image drawn before
    /// still shows it (`movedPosition(for:)`); false when the next frame must place it again.
    /// Done as the view moves, while its state is at hand: a frame in which nothing else
    /// changed then only moves the layer (see `DamageTracker.takeFollowedLayerMoves()`).
    @inline(__always)
    func follow(_ view: View) -> Bool {
        let toRoot = view.transformToSuperview.concatenating(room.parentToRoot)
        guard let position = movedPosition(for: toRoot), staysInRoom(view, toRoot: toRoot) else { return false }
        followedPosition = position
        return true
    }

    /// Whether `view`, now at `toRoot`, stays in its room, as `placement(of:)` would find.
    /// Moved by a translation since it was last checked exactly (`room.checked`), its extent
    /// is the extent checked then, moved as far: the same to within roundings, a few units in
    /// the last place of coordinates that lie within the surface (far below `roundingSlack`).
    /// Where that extent, grown by the slack, keeps clear of the room's edges and obstacles, the
    /// exact one does too, and the subtree need not be visited; nearer, it is worked out.
    @inline(__always)
    private func staysInRoom(_ view: View, toRoot: AffineTransform) -> Bool {
        let checked = room.checked.toRoot
        if toRoot.a == checked.a && toRoot.b == checked.b && toRoot.c == checked.c && toRoot.d == checked.d {
            let moved = room.checked.extent.offsetBy(dx: toRoot.tx - checked.tx, dy: toRoot.ty - checked.ty)
            if roomAdmits(moved, slack: Self.roundingSlack) { return true }
        }
        guard let placement = placement(of: view) else { return false }
        room.checked = placement
        return true
    }

    /// How far, in logical pixels, an extent worked out from another by a translation may be
    /// taken to stray from the exact one (see `staysInRoom`).
    private static var roundingSlack: Double { 1e-6 }

    /// The place to move the layer to in a frame that only moves layers (see
    /// `DamageTracker.takeFollowedLayerMoves()`): its `followedPosition`, now its `position`;
    /// nil when its view did not move it. (One call for what the renderer, in another module, would
    /// otherwise read and write through four accessors.)
    @section(".text.hot")
    package func takeFollowedPosition() -> (x: Int, y: Int)? {
        guard let followed = followedPosition else { return nil }
        followedPosition = nil
        guard followed != currentPosition else { return nil }
        currentPosition = followed
        return followed
    }

    /// Where `view`, the view this layer shows, is now, when it stayed inside `room`. (The
    /// room is read in place: a copy would retain and release its obstacles.)
    func placement(of view: View) -> LayerPlacement? {
        let toRoot = view.transformToSuperview.concatenating(room.parentToRoot)
        let extent = view.subtreeExtent(toRoot: toRoot)
        guard roomAdmits(extent, slack: 0) else { return nil }
        return LayerPlacement(extent: extent, toRoot: toRoot)
    }

    /// Whether `extent` (root space), grown by two pixels (the layer's image sits up to 1.5
    /// pixels off it, see `movedPosition`) and by `slack`, lies in the room clear of its
    /// obstacles, and is not empty even shrunk by `slack`.
    @inline(__always)
    private func roomAdmits(_ extent: Rect, slack: Double) -> Bool {
        let guarded = extent.insetBy(dx: -2 - slack, dy: -2 - slack)
        guard !extent.insetBy(dx: slack, dy: slack).isEmpty, room.bounds.contains(guarded) else { return false }
        for index in room.obstacles.indices where room.obstacles[index].intersects(guarded) { return false }
        return true
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
