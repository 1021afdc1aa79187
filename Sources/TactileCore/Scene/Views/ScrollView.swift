/// A clipping view whose subviews lie on a content plane larger than itself, scrolled by
/// moving `bounds.origin` (the content offset). Subviews are placed in content coordinates.
open class ScrollView: View {
    /// The extent of the content plane, in logical pixels.
    /// When the window reads right to left, a change of width keeps the distance from the
    /// content's right end, where its reading starts (see `directionDidChange`).
    public var contentSize: Size = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            var offset = contentOffset
            if offsetDirection == .rightToLeft { offset.x += contentSize.width - oldValue.width }
            setContentOffset(offset)
        }
    }
    /// The reading direction the content offset is kept for: in a right-to-left window the
    /// distance from the content's right end is what changes of size keep.
    private var offsetDirection = LayoutDirection.leftToRight
    /// The width the view had at its last change of geometry.
    private var keptWidth = 0.0

    /// The point of the content plane shown at the top-left corner (bounds.origin). Setting it
    /// directly is not clamped (animations may overshoot); `setContentOffset` clamps.
    public var contentOffset: Point {
        get { bounds.origin }
        // Written whole, not through `bounds`' modify accessor, whose coroutine frame is
        // allocated (a finger scrolling sets it at every motion).
        set { bounds = Rect(origin: newValue, size: bounds.size) }
    }

    /// The largest offset that keeps the view filled with content (zero when content is smaller).
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    /// Buffer pixels per logical pixel to which the finger, a flick's momentum and
    /// auto-scrolling round the content offset: whole buffer pixels let a renderer move what
    /// it drew rather than repaint it. Nil (the default) takes the buffer scale of the surface
    /// the view is drawn on (`DamageTracker.bufferScale`); 0 leaves offsets as they come.
    package var offsetRoundingScale: Double?

    /// The content offset, rounded to whole buffer pixels when set (see
    /// `offsetRoundingScale`) except at and beyond the content's ends, which stay exact (a
    /// rubber band there moves smoothly). What scrolling by touch and its momentum write.
    package var alignedContentOffset: Point {
        get { contentOffset }
        set {
            let limit = maximumContentOffset, scale = offsetScale  // One walk to the root for both axes.
            contentOffset = Point(x: roundedOffset(newValue.x, limit: limit.x, scale: scale),
                                  y: roundedOffset(newValue.y, limit: limit.y, scale: scale))
        }
    }

    /// `offset` along an axis whose largest offset is `limit`, rounded to whole buffer pixels
    /// (see `offsetRoundingScale`), except at and beyond the ends, which stay exact.
    func roundedOffset(_ offset: Double, limit: Double) -> Double {
        roundedOffset(offset, limit: limit, scale: offsetScale)
    }

    /// The scale `roundedOffset` rounds to (see `offsetRoundingScale`).
    private var offsetScale: Double { offsetRoundingScale ?? root.trackerStorage?.bufferScale ?? 1 }

    private func roundedOffset(_ offset: Double, limit: Double, scale: Double) -> Double {
        guard scale > 0, offset > 0, offset < limit else { return offset }
        return min(limit, (offset * scale).rounded() / scale)
    }

    /// False for a scroll view, which shows only its background and subviews; a subclass is
    /// taken to draw, as for `View`.
    open override class var drawsContent: Bool { self != ScrollView.self }

    /// Creates a scroll view at `frame` (superview space), clipping its content.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        keptWidth = bounds.width
        clipsToBounds = true
    }

    /// Scrolls so that `offset` is at the top-left corner, clamped to the content.
    public func setContentOffset(_ offset: Point) {
        let limit = maximumContentOffset
        contentOffset = Point(x: min(max(offset.x, 0), limit.x), y: min(max(offset.y, 0), limit.y))
    }

    /// Scrolls by the least amount that shows `rect` (content coordinates), as much of it as
    /// fits, to whole buffer pixels (see `alignedContentOffset`; a half pixel more or less
    /// lets the renderer move the list rather than repaint it).
    public func scrollRectToVisible(_ rect: Rect) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let limit = maximumContentOffset
        alignedContentOffset = Point(x: min(max(offset.x, 0), limit.x), y: min(max(offset.y, 0), limit.y))
    }

    /// Keeps the distance from the reading start, where a container laid out in the content
    /// begins (its left end, or its right end when reading right to left): a row scrolled to
    /// its start shows its start after the switch. The offset itself is a point on the content
    /// plane in either direction, so that the finger moves the content the way it moves.
    /// Also told when the view joins a right-to-left window: built before, it showed the left end.
    /// A scrolling series of items: a list whose children are the elements inside it.
    open override var defaultAccessibilityElement: AccessibilityElement? { AccessibilityElement(role: .list) }

    override func directionDidChange() {
        let direction = existingLayoutEnvironment?.direction ?? .leftToRight
        guard direction != offsetDirection else { return }
        offsetDirection = direction
        contentOffset.x = maximumContentOffset.x - contentOffset.x
    }

    /// In a right-to-left window a change of width keeps the distance from the content's
    /// right end: a scroll view a container sizes after it joined still shows the start.
    override func geometryDidChange() {
        guard bounds.width != keptWidth else { return }
        let old = keptWidth
        keptWidth = bounds.width
        guard offsetDirection == .rightToLeft else { return }
        contentOffset.x = min(max(contentOffset.x + old - bounds.width, 0), maximumContentOffset.x)
    }

    /// Lets the finger scroll the content as on a touch list: one to one, with momentum after
    /// a flick and rubber-banding at the ends (see `FlickScroller`), the momentum running on
    /// `animator` (the window's). Returns the scroller, to tune it.
    @discardableResult
    public func enableFlickScrolling(animator: Animator) -> FlickScroller {
        let scroller = FlickScroller(animator: animator)
        scroller.attach(to: self)
        return scroller
    }
}
