/// Finger scrolling for a scroll view, as on a touch list: a pan moves the content one to
/// one (rubber-banded past the ends), releasing continues with momentum (`Decay`) and
/// bounces back at the ends, and a touch stops the motion where it is (that touch taps
/// nothing). Other taps on the content still work: the content's recognizers sit deeper and
/// the pan only begins on movement.
///
/// Only an axis along which the content is larger than the view scrolls. The momentum is an
/// animation of the content offset (`alignedContentOffset`: whole buffer pixels between the
/// ends, so the renderer moves the list's pixels) on the window's animator.
public final class FlickScroller {
    /// The scroll view moved; the scroller does not keep it alive.
    package private(set) weak var scrollView: ScrollView?
    /// The finger's drag over the content.
    public let pan = PanGestureRecognizer()
    /// The fraction of its speed the momentum keeps per millisecond (see `Decay`).
    public var decelerationRate = Decay.normalDecelerationRate

    private let animator: Animator
    private weak var observer: TouchObserver?
    /// The content offset when the drag started, before rubber-banding (content grabbed
    /// mid-bounce starts from where its band says the finger would be): the translation is
    /// measured from it.
    private var dragStart = Point.zero

    /// Creates a scroller whose momentum runs on `animator`; it scrolls nothing until attached.
    package init(animator: Animator) {
        self.animator = animator
    }

    /// Attaches the scroller to `scrollView`: from the next touch-down on, the finger scrolls it.
    package func attach(to scrollView: ScrollView) {
        precondition(self.scrollView == nil && observer == nil, "a scroller is attached to one scroll view only")
        self.scrollView = scrollView
        pan.name = "scroll"
        pan.onChange { [weak self] pan in self?.drag(with: pan) }
        observer = TouchObserver.attach(to: scrollView, with: pan, onFirstTouch: { self.stop() },
                                        onLastTouch: { self.settle() })
    }

    /// A touch holds the content where it is, mid-flight or mid-bounce. A touch that caught
    /// moving content claims its sequence, so it taps nothing in the list (as on a phone).
    private func stop() -> Bool {
guard let scrollView, animator.isAnimating(scrollView, \ScrollView.alignedContentOffset) else { return false }
        animator.stop(scrollView, \ScrollView.alignedContentOffset)
        return true
    }

    /// Every finger left without a flick (a tap, a press): content held past an end goes back.
    private func settle() {
        guard let scrollView, !animator.isAnimating(scrollView, \ScrollView.alignedContentOffset) else { return }
        flick(scrollView, velocity: .zero)
    }

    private func drag(with pan: PanGestureRecognizer) {
        guard let scrollView else { return }
        switch pan.state {
        case .began, .changed:
            if pan.state == .began { dragStart = unbanded(scrollView.contentOffset, in: scrollView) }
            let pull = pan.translation(in: scrollView)
            let limit = scrollView.maximumContentOffset, size = scrollView.bounds.size
            var offset = scrollView.contentOffset
            if scrolls(scrollView, horizontally: true) {
                offset.x = Self.banded(dragStart.x - pull.x, limit: limit.x, dimension: size.width)
            }
            if scrolls(scrollView, horizontally: false) {
                offset.y = Self.banded(dragStart.y - pull.y, limit: limit.y, dimension: size.height)
            }
            scrollView.alignedContentOffset = offset
        case .ended:
            let velocity = pan.velocity(in: scrollView)
            flick(scrollView, velocity: Point(x: scrolls(scrollView, horizontally: true) ? -velocity.x : 0,
                                              y: scrolls(scrollView, horizontally: false) ? -velocity.y : 0))
        default:
            flick(scrollView, velocity: .zero)
        }
    }

    /// Glides on at `velocity` (content offset per second) and bounces back inside the limits.
    private func flick(_ scrollView: ScrollView, velocity: Point) {
        let offset = scrollView.contentOffset, limit = scrollView.maximumContentOffset
        let inside = offset.x >= 0 && offset.x <= limit.x && offset.y >= 0 && offset.y <= limit.y
        guard velocity != .zero || !inside else { return }
        animator.decay(scrollView, \ScrollView.alignedContentOffset, velocity: velocity, decelerationRate: decelerationRate,
                       limits: (.zero, limit))
    }

    /// True when the content is larger than the view along the axis, so the finger scrolls it.
    private func scrolls(_ scrollView: ScrollView, horizontally: Bool) -> Bool {
        horizontally ? scrollView.contentSize.width > scrollView.bounds.width
            : scrollView.contentSize.height > scrollView.bounds.height
    }

    /// `offset` along one axis with any part beyond 0 or `limit` rubber-banded.
    private static func banded(_ offset: Double, limit: Double, dimension: Double) -> Double {
        let overshoot = offset < 0 ? offset : max(offset - limit, 0)
        guard overshoot != 0 else { return offset }
        let band = Decay.rubberBand(overshoot: overshoot, dimension: dimension, coefficient: rubberBandCoefficient)
        return offset < 0 ? band : limit + band
    }

    /// The offset whose rubber-banded value is `offset` (the inverse of `banded`), per axis.
    private func unbanded(_ offset: Point, in scrollView: ScrollView) -> Point {
        let limit = scrollView.maximumContentOffset, size = scrollView.bounds.size
        return Point(x: Self.unbanded(offset.x, limit: limit.x, dimension: size.width),
                     y: Self.unbanded(offset.y, limit: limit.y, dimension: size.height))
    }

    /// Solves `rubberBand(overshoot: x, dimension: d) = y` for x:
    /// x = (d / 0.55) · (1 / (1 − |y| / d) − 1), keeping the sign.
    private static func unbanded(_ offset: Double, limit: Double, dimension: Double) -> Double {
        let overshoot = offset < 0 ? offset : max(offset - limit, 0)
        guard overshoot != 0, dimension > 0 else { return offset }
        let fraction = min(abs(overshoot) / dimension, 0.99)
        let magnitude = dimension / rubberBandCoefficient * (1 / (1 - fraction) - 1)
        return offset < 0 ? -magnitude : limit + magnitude
    }

    /// The coefficient `Decay.rubberBand` uses by default.
    private static let rubberBandCoefficient = 0.55
}
