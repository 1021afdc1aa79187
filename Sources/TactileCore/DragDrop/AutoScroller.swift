/// Scrolls one scroll view at a constant velocity towards its content's ends, on the
/// window's animator: each axis is a linear animation of the offset to the end it heads
/// for, lasting distance / speed, so it stops exactly there and costs nothing once stopped.
/// A new velocity replaces the animations from where they are. Every offset it writes is
/// reported through `didScroll`, so drags re-evaluate what lies under their fingers.
final class AutoScroller {
    private(set) weak var scrollView: ScrollView?
    private let animator: Animator
    private let didScroll: () -> Void
    /// Logical pixels per second of content offset (positive: towards the far end).
    private(set) var velocity = Point.zero

    init(scrollView: ScrollView, animator: Animator, didScroll: @escaping () -> Void) {
        self.scrollView = scrollView
        self.animator = animator
        self.didScroll = didScroll
    }

    /// The horizontal content offset, as the animator moves it (shown rounded to whole buffer
    /// pixels, see `ScrollView.offsetRoundingScale`).
    var offsetX: Double {
        get { scrollView?.contentOffset.x ?? 0 }
        set { show(newValue, along: \.x) }
    }

    /// The vertical content offset, as the animator moves it (rounded likewise).
    var offsetY: Double {
        get { scrollView?.contentOffset.y ?? 0 }
        set { show(newValue, along: \.y) }
    }

    /// Sets the content offset along `axis` to `offset`, rounded, and reports it.
    private func show(_ offset: Double, along axis: WritableKeyPath<Point, Double>) {
        guard let scrollView else { return }
        scrollView.contentOffset[keyPath: axis] = scrollView.roundedOffset(offset, limit: scrollView.maximumContentOffset[keyPath: axis])
        didScroll()
    }

    /// Scrolls at `velocity` from now on (`.zero` stops where it is).
    func run(at velocity: Point) {
        guard let scrollView, velocity != self.velocity || (velocity != .zero && !animator.isAnimating(self)) else { return }
        // The finger takes over from a flick's momentum.
        if self.velocity == .zero { animator.stop(scrollView, \ScrollView.alignedContentOffset) }
        self.velocity = velocity
        let limit = scrollView.maximumContentOffset
        glide(\.offsetX, speed: velocity.x, limit: limit.x)
        glide(\.offsetY, speed: velocity.y, limit: limit.y)
    }

    /// Stops scrolling where the content is.
    func stop() {
        animator.stop(self)
        velocity = .zero
    }

    private func glide(_ offset: ReferenceWritableKeyPath<AutoScroller, Double>, speed: Double, limit: Double) {
        // Stopped first, so the new speed runs from the offset the last frame showed (taking
        // over would start from where the old speed would be by now, and the duration,
        // worked out from the offset shown, would give a different speed).
        animator.stop(self, offset)
        let current = self[keyPath: offset], end = speed > 0 ? limit : 0
        guard speed != 0, current != end else { return }
        animator.animate(duration: .seconds(abs(end - current) / abs(speed)), curve: .linear, [PropertyTarget(self, offset, to: end)])
    }
}
