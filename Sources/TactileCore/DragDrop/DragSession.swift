/// One drag in progress: one source, one finger (or whatever drives the source's
/// recognizer), its payload and where it hovers. Several sessions run at once, one per
/// dragging finger, each with its own lifecycle.
public final class DragSession {
    /// A number unique within the manager, counting from 1 in the order drags start.
    public let id: Int
    /// The source being dragged.
    public let source: DragSource
    /// The source's view: the view that moves on a drop, or the original of a copy.
    public let sourceView: View
    /// The payload; the source writes it in `willStart`, zones read it.
    public let pasteboard = DragPasteboard()
    /// The view following the finger: the source view itself, its snapshot, or its copy.
    /// Nil until the item is lifted (in `shouldStart` and `willStart`).
    public internal(set) var item: View?
    /// The finger's position in the root view's space (logical surface pixels).
    public internal(set) var location: Point
    /// The interested zone under the finger, nil when none.
    public internal(set) weak var zone: DropZone?
    /// The scale a second finger has given the item (see `DragSource.manipulation`),
    /// relative to its size before the drag: 1 until someone pinches.
    public internal(set) var scale = 1.0
    /// The angle a second finger has turned the item by, in radians, clockwise on screen:
    /// 0 until someone turns it.
    public internal(set) var rotation = 0.0

    /// Where the source view rests when the drag starts: where it springs back to.
    let origin: RestingPlace
    /// The item's alpha at rest, which it settles back to when it lands.
    var restingAlpha: Double = 1
    /// The item's transform in the overlay before the lift's scale.
    var unliftedTransform = AffineTransform.identity
    /// Where a snapshot or copy sits over the source view, in the overlay's space.
    var ghostHome = RestingPlace(parent: nil, index: 0, center: .zero, transform: .identity, bounds: .zero, alpha: 1)
    /// The item's centre minus the finger, in the overlay's space: kept so nothing jumps.
    var offset = Point.zero
    /// The zones interested in this drag, by view, decided at its start.
    var interestedZones: [ObjectIdentifier: DropZone] = [:]
    /// The scroll views the finger may auto-scroll, innermost first, found at its start.
    var scrollViews: [ScrollView] = []
    /// The drag's hand-off to other apps once it has left the window; nil while it is inside.
    package internal(set) var sharedDrag: SharedDragHandOff?
    /// The interested zones and scroll views of a drag handed to other apps, put aside while
    /// it is away and taken up again when it comes back over the window.
    var keptWhileAway: (zones: [ObjectIdentifier: DropZone], scrollViews: [ScrollView]) = ([:], [])
    /// True between leaving the window and the hand-off, which runs just after the current input.
    var isLeavingWindow = false
    /// True when the carrier could not take the drag: it stays in the window.
    var sharedDragRefused = false

    init(id: Int, source: DragSource, sourceView: View, location: Point, origin: RestingPlace) {
        self.id = id
        self.source = source
        self.sourceView = sourceView
        self.location = location
        self.origin = origin
    }

    /// The finger's position in `view`'s space.
    public func location(in view: View) -> Point { view.convert(location, from: nil) }

    /// The item's transform in the overlay without the lift's scale but with the second
    /// finger's scale and turn: the look a placement that keeps the transform gives it.
    var manipulatedTransform: AffineTransform { unliftedTransform.manipulated(scale: scale, rotation: rotation) }

    /// True when the carried item is the source view itself (a move with the item lift).
    var carriesSourceView: Bool { item === sourceView }
}

/// What became of a drag, as reported to the source's `ended` hook and the delegate.
public enum DragOutcome {
    /// The source view was moved into the zone.
    case moved(into: DropZone)
    /// A copy of the source view was placed in the zone.
    case copied(into: DropZone)
    /// The zone took the payload itself (`.handledByZone`); the item went back home.
    case handled(by: DropZone)
    /// Nothing was dropped; the item sprang back to where it came from.
    case returned(DragReturnReason)
    /// The drag left the window and another app took it: with `.move` the item was removed
    /// here, with `.copy` it sprang home.
    case sentToOtherApp(SharedDragActions)
}

/// Why a dragged item sprang back.
public enum DragReturnReason: Sendable {
    /// The finger lifted over no interested zone.
    case noZone
    /// The zone under the finger had no room (every slot taken).
    case refused
    /// The drag was cancelled: touch cancel, Escape, the touch capability lost, a competing
    /// recognizer, or `cancelAllDrags`.
    case cancelled
}
