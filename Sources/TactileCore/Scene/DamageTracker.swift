/// Collects the areas of a root view's surface that changed since the last frame, in the root's
/// space (logical pixels), and says when a frame is wanted.
///
/// A root view owns one (`View.damageTracker`); every pixel-altering change in its tree adds the
/// old and new on-screen extents here. The renderer takes the damage once per frame.
package final class DamageTracker {
    /// What changed since the last `takeDamage()`, coalesced.
    @exclusivity(unchecked) package private(set) var region = RectRegion()
    /// True when everything must be repainted (first frame, tree re-rooted).
    @exclusivity(unchecked) package private(set) var isFullyDamaged = true
    /// What changed about compositor layers since the last frame, the most a frame must do for
    /// them: each change raises it, the frame clears it. (Next to the damage it is read with.)
    @exclusivity(unchecked) private var layerChanges = LayerChanges.none
    /// The content scroll since the last `takeDamage`, when there was exactly one scrolled view
    /// (see `addScroll`); its rect is not in `region`.
    @exclusivity(unchecked) package private(set) var scroll: Scroll?
    /// Set when two views scrolled in one frame: every later scroll is plain damage.
    @exclusivity(unchecked) private var scrollsConflict = false
    /// The damage recorded before each scroll, moved with the content by the scrolls since:
    /// taken as damage too.
    @exclusivity(unchecked) private var carried = RectRegion()
    /// Scratch for `carried` moved by a scroll, reused at every scroll (a flick or an
    /// auto-scroll moves the content at every frame).
    @exclusivity(unchecked) private var movedCarried = RectRegion()

    /// Called once each time the tracker goes from clean to dirty: the application requests a
    /// frame callback here. Not called again until the damage is taken.
    @exclusivity(unchecked) package var onNeedsRedraw: (() -> Void)?
    /// Buffer pixels per logical pixel of the surface the scene is drawn into, set by whoever
    /// draws it (the window, the offscreen runner): scroll views round auto-scroll offsets to
    /// it so that a renderer can move what it drew instead of repainting it.
    @exclusivity(unchecked) package var bufferScale: Double = 1

    /// Creates a tracker that starts fully damaged (nothing has been drawn yet).
    package init() {}

    /// True when a frame should be drawn.
    package var needsRedraw: Bool { @section(".text.hot") get { hasDamage || layersChanged } }

    /// True when something in the window's own buffer must be repainted or moved.
    package var hasDamage: Bool { @section(".text.hot") get { isFullyDamaged || !region.isEmpty || scroll != nil } }

    /// True when a view shown in its own compositor layer moved or changed, or a view's
    /// wish for a layer changed, since the last frame: a frame is wanted even
    /// if the window's own buffer shows no change.
    package var layersChanged: Bool { @section(".text.hot") get { layerChanges != .none } }
    /// The views of this tree that asked for their own layer (`View.prefersOwnLayer`), as far
    /// as the tracker learnt of them; views leave it as they leave the tree, and the
    /// `LayerPlanner` drops those that no longer want a layer.
    @exclusivity(unchecked) var layerCandidates: [LayerCandidate] = []
    /// The views of this tree that show a video layer below the window (`View.showsVideoSurface`),
    /// held as layer candidates are: no layer may show one of them.
    var videoViews: [LayerCandidate] = []

    /// True after a change that concerns compositor layers other than a layer's own view
    /// moving (`layerDidMove`, `layerDidFollowMove`): the `LayerPlanner` then plans afresh,
    /// rather than only following the moves.
    var layersNeedPlanning: Bool { layerChanges == .planning }

    /// True, with those changes taken, when nothing changed since the last frame but the
    /// places of views shown in layers of their own, each layer's new place worked out as its
    /// view moved (`CompositorLayer.followedPosition`): a frame whose buffer and plan stand
    /// (see `SceneRenderer`) then only moves those layers (`CompositorLayer.takeFollowedPosition()`).
    /// False, with nothing done, otherwise.
    @section(".text.hot")
    package func takeFollowedLayerMoves() -> Bool {
        guard layerChanges == .followedMoves && !hasDamage else { return false }
        layerChanges = .none
        return true
    }

    /// What a frame must do for compositor layers, in increasing order of work.
    private enum LayerChanges: UInt8, Comparable {
        /// Nothing.
        case none
        /// Move layers to the places worked out as their views moved.
        case followedMoves
        /// Place the layers' views again (`LayerPlanner.plan` follows the moves).
        case moves
        /// Plan which views get layers afresh.
        case planning

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Notes a change that concerns compositor layers (see `layersChanged`): a frame is wanted,
    /// and the layers are planned afresh.
    package func layerDidChange() {
        note(.planning)
    }

    /// Notes that a view shown in a layer of its own moved (its centre or transform changed)
    /// and that its layer could not follow it as it moved: a frame is wanted, whose plan places
    /// the view again.
    func layerDidMove() {
        note(.moves)
    }

    /// Notes that a view shown in a layer of its own moved, and that its layer's new place is
    /// known (`CompositorLayer.followedPosition`): unless more changes, the frame only moves it.
    @inline(__always)
    func layerDidFollowMove() {
        if layerChanges == .none {
            layerChanges = .followedMoves
            if !hasDamage { onNeedsRedraw?() }
        }
    }

    /// Raises `layerChanges` to `change`, asking for a frame if none was wanted.
    private func note(_ change: LayerChanges) {
        let wasClean = !needsRedraw
        if layerChanges < change { layerChanges = change }
        if wasClean { onNeedsRedraw?() }
    }

    /// Asks for a frame without damage (layout is pending, and will damage what it moves):
    /// the application is asked unless a frame is wanted already.
    func requestFrame() {
        if !needsRedraw { onNeedsRedraw?() }
    }

    /// Clears `layersChanged` (the planner does, once per frame).
    func clearLayerChanges() {
        layerChanges = .none
    }

    /// Adds a changed area (root space, logical pixels).
    package func add(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        let wasClean = !needsRedraw
        if !isFullyDamaged { region.add(rect) }
        if wasClean { onNeedsRedraw?() }
    }

    /// Records that `view`'s content moved by minus `delta` (logical pixels; the change of its
    /// bounds origin) inside `rect`, its bounds in the root's space, with nothing else in the
    /// rect changing: a renderer may move those pixels instead of repainting them. Damage
    /// recorded before is kept, and is also taken moved with the content, so that it covers
    /// where the frame shows a change. A second view scrolling in the same frame turns both
    /// into plain damage of their rects. Called by a clipping view whose bounds origin moves.
    package func addScroll(of view: View, in rect: Rect, by delta: Point) {
        let wasClean = !needsRedraw
        defer { if wasClean && needsRedraw { onNeedsRedraw?() } }
        guard !isFullyDamaged, !rect.isEmpty else { return }
        if scrollsConflict {
            region.add(rect)
        } else if let current = scroll, current.view !== view || current.rect != rect {
            region.add(current.rect)
            region.add(rect)
            scroll = nil
            scrollsConflict = true
        } else {
            scroll = Scroll(view: view, rect: rect, delta: (scroll?.delta ?? .zero) + delta)
            // Damage already recorded may be content, which now shows moved (into the rect
            // perhaps only after later scrolls).
            carried.formUnion(region)
            movedCarried.removeAll()
            for pending in carried.rects { movedCarried.add(pending.offsetBy(dx: -delta.x, dy: -delta.y)) }
            carried.replaceRects(with: movedCarried)
        }
    }

    /// Marks the whole surface as changed.
    package func invalidateAll() {
        let wasClean = !needsRedraw
        isFullyDamaged = true
        region.removeAll()
        scroll = nil
        carried.removeAll()
        if wasClean { onNeedsRedraw?() }
    }

    /// Adds the damage collected so far, a scroll's whole rect included, to `destination` and
    /// starts a clean frame. Returns false when everything must be repainted (then
    /// `destination` is left as it was).
    package func takeDamage(into destination: inout RectRegion) -> Bool {
        var scroll: Scroll?
        let tracked = takeDamage(into: &destination, scroll: &scroll)
        if let scroll { destination.add(scroll.rect) }
        return tracked
    }

    /// Like `takeDamage(into:)`, but hands a scroll over in `scroll` (nil when none) rather than
    /// as damage, for a renderer that moves scrolled pixels.
    package func takeDamage(into destination: inout RectRegion, scroll: inout Scroll?) -> Bool {
        defer { isFullyDamaged = false; region.removeAll(); self.scroll = nil; scrollsConflict = false; carried.removeAll() }
        scroll = nil
        guard !isFullyDamaged else { return false }
        destination.formUnion(region)
        // Whole: what lies outside the rect now may be scrolled into it by later frames.
        destination.formUnion(carried)
        scroll = self.scroll
        return true
    }

    /// A clipping view's content moved within its on-screen rect.
    package struct Scroll {
        /// The view whose bounds origin moved.
        package let view: View
        /// The view's bounds in the root's space (logical pixels); it is placed by a translation.
        package let rect: Rect
        /// The total change of the bounds origin (logical pixels): on screen, the content
        /// moved by minus this.
        package let delta: Point
    }
}
