// Design: what the three containers share.
//
// - A container is an ordinary view whose subviews, in order, are what it arranges; hidden
//   ones take no room (and no spacing). No separate "arranged subviews" list to keep in step.
// - Nothing grows unless asked: children keep their length and pack at the leading end
//   unless they are flexible or the distribution says otherwise (Flutter's rows start
//   packed too); across, they stretch (`.fill`), so a row of buttons is one height.
// - Layout never throws or asserts. Flutter reports an error when a flexible child sits in
//   an unbounded row; here a flexible child simply gets its minimum where no room is left,
//   children longer than the container run past its trailing edge (clipped if it clips), and
//   each such case writes one line to the environment's debug log.
// - Mirroring for right-to-left is done once, on the finished frames (x becomes width − maxX),
//   so every container and every distribution mirrors the same way, padding included.
// - Moves while a drag hovers (room opening for a drop) are animated with the drag's
//   animator; every other layout applies at once, in the pass before the frame.

/// The common part of `Stack`, `Grid` and `Flow`: a view that sizes and places its visible
/// subviews, in subview order, inside its bounds less `padding`, each as its `View.layout`
/// parameters ask. Not meant to be subclassed outside Tactile.
public class LayoutContainer: View {
    /// Room kept clear inside the bounds, on each side (a negative, NaN or infinite side
    /// counts as 0).
    public var padding: EdgeInsets = .zero {
        didSet {
            padding = EdgeInsets(top: sanitized(padding.top), left: sanitized(padding.left),
                                 bottom: sanitized(padding.bottom), right: sanitized(padding.right))
            if padding != oldValue { arrangementDidChange() }
        }
    }
    /// Logical pixels between neighbouring children (negative or NaN counts as 0).
    public var spacing: Double = 0 {
        didSet { spacing = sanitized(spacing); if spacing != oldValue { arrangementDidChange() } }
    }
    /// What happens to free room along the main axis (see `LayoutDistribution`). Packed at
    /// the leading end by default: nothing grows unless it is flexible or this says so.
    public var distribution: LayoutDistribution = .leading {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }
    /// Where children shorter than the room across the main axis go.
    public var alignment: LayoutAlignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }
    /// The spring of the moves children make while a drag opens room among them.
    public var roomSpring = Spring(response: .seconds(0.25))

    /// The last natural size measured and the proposal it answered: a container above asks
    /// again at each of its layouts, and one label's new text would otherwise measure every
    /// container of the screen. Forgotten when anything it depends on changes.
    private var fittingCache: (proposal: Size, size: Size)?
    /// The room kept for a drop while a drag hovers, and until the dropped item arrives.
    var dropRoom: DropRoom?
    /// The centres the drop room would have at each index, for the hover in progress: found
    /// once, not at each drag frame (see `insertionIndex`); forgotten at each layout.
    var roomCentres: RoomCentres?
    /// Animates the next layout's moves (set when the drop room opens, moves or closes).
    private var transition: Animator?
    /// The animator of the last transition: moves it may still be running are stopped
    /// before a layout that applies at once, which then lets it go. Held strongly: a weak
    /// reference would give the drag's animator a side table, and every retain of it in a
    /// drag frame would take the runtime's slow path.
    private var lastTransitionAnimator: Animator?

    /// Containers arrange their subviews.
    public override var arrangesSubviews: Bool { true }
    /// A container draws nothing of its own (a background and border at most).
    open override class var drawsContent: Bool { false }

    /// The size the visible children need, plus padding, when offered `proposal`.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        if let cache = fittingCache, cache.proposal == proposal { return cache.size }
        let size = measureFittingSize(proposal)
        fittingCache = (proposal, size)
        return size
    }

    /// Forgets the natural sizes measured by this container and the containers above it
    /// (something they depend on changed).
    func forgetFittingSizes() {
        var view: View? = self
        while let container = view as? LayoutContainer {
            container.fittingCache = nil
            view = container.superview
        }
    }

    private func measureFittingSize(_ proposal: Size) -> Size {
        let inner = Size(width: max(proposal.width - padding.left - padding.right, 0),
                         height: max(proposal.height - padding.top - padding.bottom, 0))
        let content = fittingSize(of: arrangedItems(), in: inner)
        return Size(width: content.width + padding.left + padding.right, height: content.height + padding.top + padding.bottom)
    }

    /// Places the visible subviews (and the room kept for a drop).
    public override func layoutSubviews() {
        let animator = transition
        transition = nil
        roomCentres = nil
        var items = arrangedItems(excluding: dropRoom?.dragged, reserving: 1)
        if let room = dropRoom { items.insert(LayoutItem(room: room.size), at: min(room.index, items.count)) }
        let frames = finishedFrames(of: items)
        for (item, frame) in zip(items, frames) {
            guard let view = item.view else { continue }
            place(view, at: frame, animator: animator)
        }
        if animator == nil { lastTransitionAnimator = nil }
    }

    // MARK: What each container computes

    /// The frames of `items` in the content box (origin at 0,0) of `size`, left to right.
    func frames(of items: [LayoutItem], in size: Size) -> [Rect] { [] }

    /// The content size `items` need when offered `proposal` (padding excluded).
    func fittingSize(of items: [LayoutItem], in proposal: Size) -> Size { .zero }


    // MARK: Shared machinery

    /// The visible subviews, in order, with room for `extra` more (the room kept for a drop,
    /// inserted without growing the buffer).
    func arrangedItems(excluding excluded: ObjectIdentifier? = nil, reserving extra: Int = 0) -> [LayoutItem] {
        var items: [LayoutItem] = []
        items.reserveCapacity(subviews.count + extra)
        for subview in subviews where !subview.isHidden && ObjectIdentifier(subview) != excluded { items.append(LayoutItem(subview)) }
        return items
    }

    /// The frames of `items` in the bounds: padded, and mirrored for right-to-left. Bounds
    /// of a negative, NaN or infinite size lay out as a size of 0 there, with a debug line.
    func finishedFrames(of items: [LayoutItem]) -> [Rect] {
        let size = Size(width: sanitized(bounds.width), height: sanitized(bounds.height))
        if size != bounds.size { debug("bounds of \(bounds.size) laid out as \(size)") }
        let inner = padding.inset(Rect(origin: .zero, size: size))
        let mirrored = isMirrored, origin = bounds.origin
        var frames = frames(of: items, in: inner.size)
        for index in frames.indices {
            var frame = frames[index].offsetBy(dx: inner.minX, dy: inner.minY)
            if mirrored { frame.origin.x = size.width - frame.maxX }
            frames[index] = frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        return frames
    }

    /// True when the window reads right to left.
    var isMirrored: Bool { existingLayoutEnvironment?.direction == .rightToLeft }

    /// Writes a debug line about this container.
    func debug(_ message: @autoclosure () -> String) {
        existingLayoutEnvironment?.debug("\(identifier ?? "\(type(of: self))"): \(message())")
    }

    private func place(_ view: View, at frame: Rect, animator: Animator?) {
        if let animator {
            // A child the room leaves where it rests (and that is not on its way elsewhere)
            // gets no animation: opening room at the end of a grid moves nothing, and costs
            // nothing in the drag frame that opens it.
            if view.frame == frame, !animator.isAnimating(view, \View.center), !animator.isAnimating(view, \View.bounds) { return }
            animator.animate(spring: roomSpring, [
                PropertyTarget(view, \View.center, to: frame.center),
                PropertyTarget(view, \View.bounds, to: Rect(origin: view.bounds.origin, size: frame.size)),
            ])
            lastTransitionAnimator = animator
            return
        }
        if let running = lastTransitionAnimator {
            running.stop(view, \View.center)
            running.stop(view, \View.bounds)
        }
        view.frame = frame
    }

    /// A setting of the container changed: it is laid out again, and so is its own container.
    func arrangementDidChange() {
        forgetFittingSizes()
        setNeedsLayout()
        invalidateIntrinsicSize()
    }

    /// Relays out with the moves animated by `animator` (the drop room changed).
    func setNeedsAnimatedLayout(_ animator: Animator) {
        transition = animator
        setNeedsLayout()
    }

    /// A subview was added: a dropped item taking its room closes it.
    func subviewArrived(_ view: View) {
        if let room = dropRoom, room.awaited == ObjectIdentifier(view) { dropRoom = nil }
    }
}

/// Room a container keeps among its children for an item being dropped.
struct DropRoom {
    /// Where the item goes among the visible children (the dragged view left out).
    var index: Int
    /// The room's size: the item's.
    var size: Size
    /// The dragged view, left out of the arrangement while it is dragged (it may still be a
    /// subview, under the snapshot that is carried). Views are known by identity only here:
    /// a weak reference would give the carried view a side table, and each of its retains in
    /// a drag frame would take the runtime's slow path.
    var dragged: ObjectIdentifier?
    /// The item flying to the room after the drop; the room closes when it arrives.
    var awaited: ObjectIdentifier?
}

/// Where room for an item of `size` would be centred at each index (content box,
/// unmirrored), with `dragged` left out.
struct RoomCentres {
    var dragged: ObjectIdentifier?
    var size: Size
    var centres: [Point]
}
