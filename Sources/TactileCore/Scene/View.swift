/// A rectangular node of the retained scene: it has a place in its parent, draws itself,
/// holds ordered subviews and receives the touches that land on it.
///
/// Geometry follows the usual convention of retained toolkits:
/// - `center` is in the superview's coordinate space;
/// - `bounds` is the view's own space (its origin is where the top-left corner is, so a
///   scroll view scrolls by moving `bounds.origin`);
/// - `transform` applies about the centre, after placing the view;
/// - `frame` is the bounding box of the transformed bounds in the superview's space.
///
/// A view with no superview is a root: its space is the surface's space when it is the
/// window's root view (`center` at half the surface size, identity transform).
open class View {
    /// An optional name for finding the view in traces, tests and saved state.
    public var identifier: String?

    /// The view's own coordinate space: origin is the top-left corner, size its extent.
    public var bounds: Rect {
        didSet { if bounds != oldValue { geometryDidChange() } }
    }
    /// Where the middle of `bounds` sits in the superview's space.
    public var center: Point {
        didSet { if center != oldValue { geometryDidChange() } }
    }
    /// Applied about the centre after placement: scale, rotation, translation.
    public var transform: AffineTransform = .identity {
        didSet { if transform != oldValue { geometryDidChange() } }
    }

    /// The parent; nil for a root.
    public private(set) weak var superview: View?
    /// Children ordered back to front: the last one draws on top and is hit first.
    public private(set) var subviews: [View] = []
    /// The gesture recognizers attached to the view, in the order they were added (see
    /// `addGestureRecognizer`); they receive touches bound to the view or its descendants.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Creates a view occupying `frame` in its future superview's space.
    public init(frame: Rect = .zero) {
        bounds = Rect(origin: .zero, size: frame.size)
        center = frame.center
    }

    /// The bounding box of the transformed bounds, in the superview's space. Setting it
    /// moves and resizes the view (with a non-identity transform, sets the untransformed
    /// size and keeps the transform).
    public var frame: Rect {
        get { bounds.offsetBy(dx: -bounds.minX, dy: -bounds.minY).applying(boundsToSuperview(originAtZero: true)) }
        set {
            bounds.size = newValue.size
            center = newValue.center
        }
    }

    /// Maps a point from this view's bounds space to its superview's space.
    public var transformToSuperview: AffineTransform { boundsToSuperview(originAtZero: false) }

    private func boundsToSuperview(originAtZero: Bool) -> AffineTransform {
        let originX = originAtZero ? 0 : bounds.minX, originY = originAtZero ? 0 : bounds.minY
        return AffineTransform(translationX: -originX - bounds.width / 2, y: -originY - bounds.height / 2)
            .concatenating(transform)
            .translatedBy(x: center.x, y: center.y)
    }

    /// Maps a point from this view's space to the root's space (the surface for a window's root).
    public var transformToRoot: AffineTransform {
        var result = transformToSuperview
        var ancestor = superview
        while let view = ancestor, view.superview != nil {
            result = result.concatenating(view.transformToSuperview)
            ancestor = view.superview
        }
        return result
    }

    /// The outermost ancestor (self when there is no superview).
    public var root: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// True when `ancestor` is this view or one of its ancestors.
    public func isDescendant(of ancestor: View) -> Bool {
        var view: View? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, removing it from any previous parent.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` (0 is the back), removing it from any previous parent.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(!isDescendant(of: view), "a view cannot become its own descendant")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.hierarchyDidChange()
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.hierarchyDidChange()
    }

    /// Detaches the view from its parent; it keeps its own subviews.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        hierarchyWillChange()
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Moves `view` to the front of its siblings.
    public func bringSubviewToFront(_ view: View) { insertSubview(view, at: subviews.count) }
    /// Moves `view` to the back of its siblings.
    public func sendSubviewToBack(_ view: View) { insertSubview(view, at: 0) }

    // MARK: Hooks for the rest of the scene

    /// Called after `bounds`, `center` or `transform` changed.
    func geometryDidChange() {}
    /// Called after the view was attached to a parent or reordered.
    func hierarchyDidChange() {}
    /// Called before the view is detached from its parent.
    func hierarchyWillChange() {}

    // MARK: Conversion

    /// Converts `point` from `view`'s space (nil: the root's space) to this view's space.
    /// Returns the point unchanged if this view's transform chain is not invertible.
    public func convert(_ point: Point, from view: View?) -> Point {
        let toRoot = view?.transformToRoot ?? .identity
        let rootPoint = toRoot.apply(to: point)
        guard let fromRoot = transformToRoot.inverted() else { return point }
        return fromRoot.apply(to: rootPoint)
    }

    /// Converts `point` from this view's space to `view`'s space (nil: the root's space).
    public func convert(_ point: Point, to view: View?) -> Point {
        let rootPoint = transformToRoot.apply(to: point)
        guard let view else { return rootPoint }
        return view.convert(rootPoint, from: nil)
    }

    /// Converts `rect` from this view's space to `view`'s space (nil: the root's space),
    /// as the bounding box of its transformed corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        var chain = transformToRoot
        if let view {
            guard let fromRoot = view.transformToRoot.inverted() else { return rect }
            chain = chain.concatenating(fromRoot)
        }
        return rect.applying(chain)
    }

    /// Converts `rect` from `view`'s space (nil: the root's space) to this view's space.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        guard let fromRoot = transformToRoot.inverted() else { return rect }
        return rect.applying((view?.transformToRoot ?? .identity).concatenating(fromRoot))
    }

    // MARK: Hit testing

    /// The topmost view under `point` (in this view's space) that can receive touches:
    /// subviews front to back before the view itself, honouring transforms and clipping.
    open func hitTest(_ point: Point) -> View? {
        guard canReceiveTouches else { return nil }
        let inside = isInsideTouchArea(point)
        if clipsToBounds && !inside { return nil }
        for subview in subviews.reversed() {
            guard let inverse = subview.transformToSuperview.inverted() else { continue }
            if let hit = subview.hitTest(inverse.apply(to: point)) { return hit }
        }
        return inside ? self : nil
    }

    /// True when `point` (in this view's space) is within the view's touch area: its bounds
    /// grown by `touchAreaOutset`.
    open func isInsideTouchArea(_ point: Point) -> Bool {
        bounds.insetBy(dx: -touchAreaOutset, dy: -touchAreaOutset).contains(point)
    }

    /// Extra margin, in logical pixels, by which the touch area extends beyond the bounds
    /// (small targets stay easy to hit with a finger).
    public var touchAreaOutset: Double = 0

    /// Whether the view and its subviews take part in hit testing.
    public var isUserInteractionEnabled = true
    /// Whether the view is drawn and hit; hidden views hide their subviews too.
    public var isHidden = false
    /// Whether drawing and hit testing of subviews are limited to the bounds.
    public var clipsToBounds = false
    /// Group opacity from 0 to 1; below 0.01 the view is not hit.
    public var alpha: Double = 1

    /// True when hit testing may return this view or a descendant.
    var canReceiveTouches: Bool { isUserInteractionEnabled && !isHidden && alpha >= 0.01 }
}
