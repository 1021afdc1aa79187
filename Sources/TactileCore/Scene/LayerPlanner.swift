/// Decides at each frame which views a window shows in compositor layers of their own
/// (`View.prefersOwnLayer`), and keeps the window's buffer consistent with that decision.
///
/// A view gets a layer only where the window's buffer plus the layer, stacked above it, show
/// what drawing everything into the buffer would: the view is visible; every ancestor is
/// visible, placed by a translation only, opaque as a group (alpha 1) and clips nothing of
/// it; nothing painted after it (later siblings of it and of its ancestors, an ancestor's
/// border or focus ring) overlaps it unless that is a layer too (stacked above); no ancestor
/// has a layer; no view in its subtree shows a video layer below the window
/// (`View.showsVideoSurface`); and it stays two pixels inside the window. A view that gets a layer is erased from the window's buffer
/// (its extent is damaged while it is left out of drawing); a view that loses one is drawn
/// into the buffer again the same way.
package final class LayerPlanner {
    /// A view shown in a layer.
    package struct ActiveLayer {
        /// The view, whose subtree the layer shows.
        package let view: View
        /// The layer.
        package let layer: CompositorLayer
        /// Where the view's subtree paints (root space, logical pixels).
        package internal(set) var extent: Rect
        /// The view's transform to the root.
        package internal(set) var toRoot: AffineTransform
    }

    /// The layers shown, in painting order (the bottom one first) (a computed property: another module reading a stored one would check exclusivity at every frame; see View).
    package var active: [ActiveLayer] { @section(".text.hot") get { activeLayers } }
    @exclusivity(unchecked) private var activeLayers: [ActiveLayer] = []
    /// The ids of the layers that ended at the last `plan` (computed, as `active` is).
    package var removed: [Int] { removedIDs }
    @exclusivity(unchecked) private var removedIDs: [Int] = []
    @exclusivity(unchecked) private var nextID = 1
    /// The views given a layer by the plan under way, with their placements (kept for its
    /// capacity: no allocation per frame).
    @exclusivity(unchecked) private var chosen: [(view: View, placement: LayerPlacement)] = []
    /// What the plan under way found out about each view it looked at: the first
    /// `decidedCount` entries (a handful, searched in order; the next plan reuses the slots
    /// instead of emptying the list).
    @exclusivity(unchecked) private var decided: [Decision] = []
    @exclusivity(unchecked) private var decidedCount = 0
    /// The transforms to the root worked out by the plan under way (the first
    /// `transformCount`): each ancestor's is computed once, from its parent's, instead of a
    /// walk to the root for every view below it.
    @exclusivity(unchecked) private var transforms: [(view: ObjectIdentifier, toRoot: AffineTransform)] = []
    @exclusivity(unchecked) private var transformCount = 0
    /// The places `followMoves` found, in the order of `active` (kept for its capacity).
    @exclusivity(unchecked) private var followed: [LayerPlacement] = []
    /// The surface size of the last full plan: while it stands, a frame in which only
    /// followed layer moves happened needs no plan (see `DamageTracker.takeFollowedLayerMoves()`).
    @exclusivity(unchecked) package private(set) var plannedSize: Size?

    /// Whether a view can have a layer, and where it is.
    private struct Decision {
        let view: ObjectIdentifier
        var placement: LayerPlacement?
    }

    /// Creates a planner with no layers.
    package init() {}

    /// Decides the layers of `root`'s tree drawn on a surface of `size` (logical pixels), all
    /// of them dropped when `enabled` is false (no compositor layers where it is drawn). Damages
    /// the tree where views enter or leave layers.
    ///
    /// When nothing changed since the last plan but the places of views shown in layers of their
    /// own (a carried item moving), only those views are placed again, against what the last
    /// full plan found around them (`LayerRoom`); anything else plans every candidate afresh.
    package func plan(_ root: View, size: Size, enabled: Bool) {
        if !removedIDs.isEmpty { removedIDs.removeAll(keepingCapacity: true) }
        let tracker = root.damageTracker
        let onlyLayersMoved = enabled && !tracker.layersNeedPlanning && !tracker.hasDamage && size == plannedSize
        tracker.clearLayerChanges()
        // Views no longer wanting a layer leave the list (a view is listed again when it
        // wants a layer or joins the tree; those that left the tree left it then), with
        // layers or without: otherwise, offscreen or at a fractional scale, the list would
        // keep every view that was ever carried.
        if tracker.layerCandidates.contains(where: { !$0.view.prefersOwnLayer }) {
            tracker.layerCandidates.removeAll { !$0.view.prefersOwnLayer }
        }
        guard enabled || !activeLayers.isEmpty else { return }
        // Whatever the layers worked out as their views moved, this frame places them.
        for index in activeLayers.indices { activeLayers[index].layer.followedPosition = nil }
        if onlyLayersMoved && followMoves() { return }
        planAfresh(root, size: size, enabled: enabled, tracker: tracker)
    }

    /// `plan` when more than the layers' places changed: every candidate planned again.
    @inline(never)
    private func planAfresh(_ root: View, size: Size, enabled: Bool, tracker: DamageTracker) {
        decidedCount = 0
        transformCount = 0
        let surface = Rect(origin: .zero, size: size)
        plannedSize = size
        defer {
            if !chosen.isEmpty { chosen.removeAll(keepingCapacity: true) }  // Holds no view past the plan.
            measureRooms(root: root, surface: surface)
        }
        if enabled {
            for index in tracker.layerCandidates.indices {
                let view = tracker.layerCandidates[index].view
                guard let placement = placement(of: view, in: root, surface: surface) else { continue }
                chosen.append((view, placement))
            }
        }
        if chosen.count > 1 {
            let paths = chosen.map { paintPath(of: $0.view) }
            chosen = zip(chosen, paths).sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
        }
        // The same views as at the last plan, in the same order (carried items moving): only
        // their places change, updated where they are.
        // (Indices, not copies of the entries: each copy would retain and release a view.)
        if chosen.count == activeLayers.count, chosen.indices.allSatisfy({ chosen[$0].view === activeLayers[$0].view }) {
            for index in chosen.indices {
                activeLayers[index].extent = chosen[index].placement.extent
                activeLayers[index].toRoot = chosen[index].placement.toRoot
            }
            return
        }
        for entry in activeLayers where !chosen.contains(where: { $0.view === entry.view }) {
            entry.view.compositorLayer = nil
            removedIDs.append(entry.layer.id)
            entry.view.invalidateExtent()  // Drawn into the window's buffer again.
        }
        activeLayers.removeAll(keepingCapacity: true)
        for (view, placement) in chosen {
            let layer: CompositorLayer
            if let existing = view.compositorLayer {
                layer = existing
            } else {
                view.invalidateExtent()  // Erased from the window's buffer.
                layer = CompositorLayer(id: nextID)
                nextID += 1
                view.compositorLayer = layer
            }
            activeLayers.append(ActiveLayer(view: view, layer: layer, extent: placement.extent, toRoot: placement.toRoot))
        }
    }

    /// Places the active layers' views again, each against its layer's `room`; false, with
    /// nothing changed, when one of them left its room (a full plan decides then).
    private func followMoves() -> Bool {
        for index in activeLayers.indices {
            guard let placement = activeLayers[index].layer.placement(of: activeLayers[index].view) else { return false }
            if index < followed.count { followed[index] = placement } else { followed.append(placement) }
        }
        for index in activeLayers.indices {
            activeLayers[index].extent = followed[index].extent
            activeLayers[index].toRoot = followed[index].toRoot
        }
        return true
    }

    /// Works out the `room` of each active layer, after a full plan.
    private func measureRooms(root: View, surface: Rect) {
        for entry in activeLayers {
            var room = entry.layer.room
            entry.layer.room.obstacles = []  // Leaves `room.obstacles` its buffer's only owner.
            room.obstacles.removeAll(keepingCapacity: true)
            room.bounds = surface
            room.parentToRoot = .identity
            room.checked = LayerPlacement(extent: entry.extent, toRoot: entry.toRoot)
            var child = entry.view
            while child !== root, let parent = child.superview {
                // The plan's own transforms, so that a layer followed lands exactly where a full
                // plan would put it.
                let toRoot = transformToRoot(of: parent, root: root)
                if child === entry.view { room.parentToRoot = toRoot }
                if parent.clipsToBounds { room.bounds = room.bounds.intersection(parent.bounds.applying(toRoot)) }
                if let index = parent.subviews.lastIndex(where: { $0 === child }) {
                    for later in parent.subviews[(index + 1)...] { room.obstacles.append(later.drawExtent.applying(toRoot)) }
                }
                if (parent.borderWidth > 0 && parent.borderColor.alpha > 0) || parent.focusRing != nil {
                    room.obstacles.append(parent.ownExtent.applying(toRoot))
                }
                child = parent
            }
            entry.layer.room = room
        }
    }

    /// Where the layer showing `view` would be, nil when none can show it.
    private func placement(of view: View, in root: View, surface: Rect) -> LayerPlacement? {
        let key = ObjectIdentifier(view)
        if let known = decided[..<decidedCount].first(where: { $0.view == key }) { return known.placement }
        let index = decidedCount
        // Undecided counts as none: no question loops back.
        let undecided = Decision(view: key, placement: nil)
        if index < decided.count { decided[index] = undecided } else { decided.append(undecided) }
        decidedCount += 1
        let placement = computePlacement(of: view, in: root, surface: surface)
        decided[index].placement = placement
        return placement
    }

    /// `view`'s transform to the root (`view` is in the root's tree), remembered for the plan.
    private func transformToRoot(of view: View, root: View) -> AffineTransform {
        guard view !== root, let parent = view.superview else { return .identity }
        let key = ObjectIdentifier(view)
        if let known = transforms[..<transformCount].first(where: { $0.view == key }) { return known.toRoot }
        let result = view.transformToSuperview.concatenating(transformToRoot(of: parent, root: root))
        if transformCount < transforms.count { transforms[transformCount] = (key, result) } else { transforms.append((key, result)) }
        transformCount += 1
        return result
    }

    private func computePlacement(of view: View, in root: View, surface: Rect) -> LayerPlacement? {
        guard view.prefersOwnLayer, view !== root, !view.isHidden, view.alpha > 0 else { return nil }
        // A video shows below the window's surface, through a hole in its buffer: a layer's
        // image above would show the hole (the window beneath), not the video.
        if !root.damageTracker.videoViews.isEmpty && view.holdsVideoSurface(tracker: root.damageTracker) { return nil }
        let toRoot = transformToRoot(of: view, root: root)
        let extent = view.subtreeExtent(toRoot: toRoot)
        // The layer's image sits up to 1.5 pixels off the exact extent (see CompositorLayer).
        let guarded = extent.insetBy(dx: -2, dy: -2)
        guard !extent.isEmpty, surface.contains(guarded) else { return nil }
        var child = view
        while let parent = child.superview {
            guard !parent.isHidden, parent.alpha >= 1 else { return nil }
            if parent !== root, parent.prefersOwnLayer, placement(of: parent, in: root, surface: surface) != nil { return nil }
            let parentToRoot = transformToRoot(of: parent, root: root)
            // Under a turned or scaled ancestor a move of the view is a fraction of a pixel
            // on screen, which a layer placed in whole pixels would not show right.
            guard parentToRoot.isTranslationOnly else { return nil }
            if parent.clipsToBounds {
                guard parent.cornerRadius <= 0, parent.bounds.applying(parentToRoot).contains(guarded) else { return nil }
            }
            // From the back: a view that prefers a layer is usually brought to the front.
            guard let index = parent.subviews.lastIndex(where: { $0 === child }) else { return nil }
            for later in parent.subviews[(index + 1)...]
            where paints(later, over: guarded, parentToRoot: parentToRoot, root: root, surface: surface) {
                return nil
            }
            let paintsAbove = (parent.borderWidth > 0 && parent.borderColor.alpha > 0) || parent.focusRing != nil
            if paintsAbove && parent.ownExtent.applying(parentToRoot).intersects(guarded) { return nil }
            child = parent
        }
        guard child === root else { return nil }
        return LayerPlacement(extent: extent, toRoot: toRoot)
    }

    /// The indices from the root down to `view` (a view in the tree): its place in painting order.
    private func paintPath(of view: View) -> [Int] {
        var path: [Int] = []
        var child = view
        while let parent = child.superview {
            path.append(parent.subviews.lastIndex { $0 === child } ?? 0)
            child = parent
        }
        return path.reversed()
    }

    /// True when `view` (a subview of a view whose transform to the root is `parentToRoot`)
    /// or a descendant paints into `rect` (root space) in the window's buffer.
    private func paints(_ view: View, over rect: Rect, parentToRoot: AffineTransform, root: View, surface: Rect) -> Bool {
        guard !view.isHidden, view.alpha > 0, view.drawExtent.applying(parentToRoot).intersects(rect) else { return false }
        if view.prefersOwnLayer, placement(of: view, in: root, surface: surface) != nil { return false }  // A layer above.
        let toRoot = view.transformToSuperview.concatenating(parentToRoot)
        if view.paintsItself && view.ownExtent.applying(toRoot).intersects(rect) { return true }
        return view.subviews.contains { paints($0, over: rect, parentToRoot: toRoot, root: root, surface: surface) }
    }
}

extension View {
    /// False for a view known to paint nothing itself: no content of its own (`drawsContent`)
    /// and no visible background, shadow, border or focus ring.
    var paintsItself: Bool {
        drawsOwnContent || (backgroundColor?.alpha ?? 0) > 0 || (shadow?.color.alpha ?? 0) > 0
            || (borderWidth > 0 && borderColor.alpha > 0) || focusRing != nil
    }
}
