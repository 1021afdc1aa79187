/// Auto-scrolling for a `DragDropManager` (see `AutoScrollSettings`): scroll views that are
/// interested zones of a drag, or contain one, scroll while its finger rests near their
/// edge, each by an `AutoScroller`. Every offset they write is reported through
/// `contentDidScroll`, so that the manager finds the zones under still fingers again as a
/// finger movement would.
final class AutoScrollDriver {
    /// How scroll views scroll by themselves (the manager's `autoScroll`).
    var settings = AutoScrollSettings()
    /// The scroll views being auto-scrolled, by scroll view.
    private(set) var scrollers: [ObjectIdentifier: AutoScroller] = [:]
    private let rootView: View
    private let animator: Animator
    /// Told after every offset a scroller writes; set once by the manager.
    var contentDidScroll: () -> Void = {}

    /// Scrolls views in `rootView`'s tree on `animator`.
    init(rootView: View, animator: Animator) {
        self.rootView = rootView
        self.animator = animator
    }

    /// Lists, innermost first, the scroll views among the session's interested zones and
    /// their ancestors: the ones its finger may scroll. Called when the drag starts.
    static func scrollViews(for session: DragSession) -> [ScrollView] {
        var found: [(view: ScrollView, depth: Int)] = []
        var seen: Set<ObjectIdentifier> = []
        for zone in session.interestedZones.values {
            var ancestor = zone.view
            while let view = ancestor, seen.insert(ObjectIdentifier(view)).inserted {
                if let scrollView = view as? ScrollView { found.append((scrollView, depth(of: scrollView))) }
                ancestor = view.superview
            }
        }
        return found.sorted { $0.depth > $1.depth }.map(\.view)
    }

    /// Starts, changes or stops every auto-scroll for where the fingers of `sessions` whose
    /// items are carried in `overlay` are now; called when a finger moves and when a drag
    /// starts or ends.
    func update(for sessions: [DragSession], carriedIn overlay: DragOverlay) {
        var wanted: [ObjectIdentifier: (scrollView: ScrollView, velocity: Point)] = [:]
        if settings.isEnabled {
            for session in sessions where session.item?.superview === overlay {
                guard let (scrollView, velocity) = velocity(for: session) else { continue }
                let key = ObjectIdentifier(scrollView)
                // Two fingers at one edge: the faster wins on each axis.
                let other = wanted[key]?.velocity ?? .zero
                wanted[key] = (scrollView, Point(x: abs(velocity.x) > abs(other.x) ? velocity.x : other.x,
                                                 y: abs(velocity.y) > abs(other.y) ? velocity.y : other.y))
            }
        }
        for (key, scroller) in scrollers where wanted[key] == nil {
            scroller.stop()
            scrollers[key] = nil
        }
        for (key, target) in wanted {
            let scroller = scrollers[key]
                ?? AutoScroller(scrollView: target.scrollView, animator: animator, didScroll: contentDidScroll)
            scrollers[key] = scroller
            scroller.run(at: target.velocity)
        }
    }

    /// The innermost scroll view the session's finger scrolls and its velocity (content
    /// offset per second), nil when the finger is in no band with content beyond it.
    private func velocity(for session: DragSession) -> (ScrollView, Point)? {
        for scrollView in session.scrollViews where scrollView.root === rootView && !scrollView.isHidden {
            let point = scrollView.convert(session.location, from: nil), visible = scrollView.bounds
            guard visible.contains(point) else { continue }
            let limit = scrollView.maximumContentOffset, offset = scrollView.contentOffset
            var velocity = Point(x: settings.speed(toLow: point.x - visible.minX, toHigh: visible.maxX - point.x),
                                 y: settings.speed(toLow: point.y - visible.minY, toHigh: visible.maxY - point.y))
            // Only towards content that is not shown yet.
            if (velocity.x < 0 && offset.x <= 0) || (velocity.x > 0 && offset.x >= limit.x) { velocity.x = 0 }
            if (velocity.y < 0 && offset.y <= 0) || (velocity.y > 0 && offset.y >= limit.y) { velocity.y = 0 }
            if velocity != .zero { return (scrollView, velocity) }
        }
        return nil
    }

    private static func depth(of view: View) -> Int {
        var depth = 0, ancestor = view.superview
        while let parent = ancestor { depth += 1; ancestor = parent.superview }
        return depth
    }
}
