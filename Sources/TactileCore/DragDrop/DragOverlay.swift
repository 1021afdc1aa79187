/// The view a `DragDropManager` raises carried items into, above everything in the window:
/// the root's frontmost subview while anything is carried or flying to its place, removed
/// when empty. It is never hit itself, so touches go through it except onto the items in it
/// (a finger can catch an item on its way), and a second finger on a carried snapshot or
/// copy reaches its source view's pinch and rotation. It draws nothing of its own.
package final class DragOverlay: View {
    /// A carried snapshot or copy whose touches go to its source view.
    struct TouchTarget {
        weak var ghost: View?
        weak var source: View?
    }

    /// Carried ghosts of sources that a second finger may pinch, by ghost.
    private(set) var touchTargets: [ObjectIdentifier: TouchTarget] = [:]

    /// The overlay of the window whose root view is `root`, covering it (not yet added).
    init(covering root: View) {
        super.init(frame: root.bounds)
        identifier = "drag overlay"
    }

    /// False: the overlay only holds the items in the air.
    package override class var drawsContent: Bool { false }

    /// The item under `point`, or the source view of a ghost routed to it; never the overlay.
    package override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        guard hit !== self else { return nil }
        guard !touchTargets.isEmpty else { return hit }
        var view = hit
        while let current = view, current !== self {
            if let target = touchTargets[ObjectIdentifier(current)], target.ghost === current, let source = target.source {
                return source
            }
            view = current.superview
        }
        return hit
    }

    /// Puts the overlay on top of `root`, covering it.
    func show(over root: View) {
        frame = root.bounds
        if root.subviews.last !== self { root.addSubview(self) }
    }

    /// Takes the overlay away once nothing is carried or flying in it.
    func hideIfEmpty() {
        if subviews.isEmpty { removeFromSuperview() }
    }

    /// Moves `view` into the overlay, keeping its place on screen, in a compositor layer of its
    /// own where the window can (`View.prefersOwnLayer`): following the finger then repaints
    /// nothing. Cleared when the view lands.
    func raise(_ view: View) {
        view.moveToSuperview(self)
        view.prefersOwnLayer = true
    }

    /// The transform a view resting at `place` in `parent` has on screen, as a transform in
    /// the overlay (rotation and scale of the place and its container, the place's own
    /// translation); nil when the overlay's space cannot be reached from the root's.
    func transform(showing place: RestingPlace, in parent: View) -> AffineTransform? {
        guard let toOverlay = transformToRoot.inverted() else { return nil }
        let linear = place.transform.linearPart.concatenating(parent.transformToRoot.linearPart)
            .concatenating(toOverlay.linearPart)
        return AffineTransform(a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: place.transform.tx, ty: place.transform.ty)
    }

    /// Lets touches on the carried `ghost` (a snapshot or copy) reach `source`.
    func routeTouches(on ghost: View, to source: View) {
        touchTargets[ObjectIdentifier(ghost)] = TouchTarget(ghost: ghost, source: source)
        if ghost is SnapshotView { ghost.isUserInteractionEnabled = true }
    }

    /// Ends the routing to `source` (and any whose source is gone): a snapshot flying back
    /// lets touches through to the original again.
    func stopRoutingTouches(to source: View) {
        // Keyed by the ghost, which a landing move has already swapped for the source view.
        for (key, target) in touchTargets where target.source === source || target.source == nil {
            touchTargets[key] = nil
            if let snapshot = target.ghost as? SnapshotView { snapshot.isUserInteractionEnabled = false }
        }
    }
}
