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
/// A view with no superview is a root: its bounds space is the surface's space (logical
/// pixels) when it is the window's root view; its own `center` and `transform` are not used.
///
/// Every change that alters pixels reports the old and new on-screen extents to the root's
/// `damageTracker` (see View+Damage.swift).
///
/// Stored properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`), as
/// in every type a drag goes through: why, and why a few are computed, is told once in
/// the Tactile manual's "Performance code".
open class View {
    /// An optional name for finding the view in traces, tests and saved state.
    @exclusivity(unchecked) public var identifier: String?

    /// The view's own coordinate space: origin is the top-left corner, size its extent.
    @exclusivity(unchecked) public var bounds: Rect {
        willSet { if newValue != bounds { boundsWillChange(to: newValue) } }
        didSet {
            guard bounds != oldValue else { return }
            boundsDidChange(from: oldValue); invalidateHitCaches(); invalidateDrawExtent(); geometryDidChange()
            if bounds.size != oldValue.size { sizeDidChangeForLayout() }
        }
    }
    /// Where the middle of `bounds` sits in the superview's space.
    public var center: Point {
        get { storedCenter }
        @section(".text.hot") set {
            guard newValue != storedCenter else { return }
            let layer = compositorLayer
            if layer == nil { invalidateExtent(movesLayer: true) }
            storedCenter = newValue
            extentDidMove(in: layer); invalidateHitCaches(); invalidateDrawExtent(); geometryDidChange()
        }
    }
    @exclusivity(unchecked) private var storedCenter: Point
    /// Applied about the centre after placement: scale, rotation, translation.
    @exclusivity(unchecked) public var transform: AffineTransform = .identity {
        willSet { if newValue != transform && compositorLayer == nil { invalidateExtent(movesLayer: true) } }
        didSet {
            if transform != oldValue {
                extentDidMove(in: compositorLayer); invalidateHitCaches(); invalidateDrawExtent(); geometryDidChange()
            }
        }
    }

    /// The parent; nil for a root.
    public var superview: View? { @section(".text.hot") get { storedSuperview } }
    /// `superview`. Unowned rather than weak, with the same meaning: a view's `deinit` sets its subviews'
    /// `superview` to nil (why unowned and unchecked: the Tactile manual's "Performance code").
    @exclusivity(unchecked) private unowned(unsafe) var storedSuperview: View?
    /// Children ordered back to front: the last one draws on top and is hit first.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The gesture recognizers attached to the view, in the order they were added (see
    /// `addGestureRecognizer`); they receive touches bound to the view or its descendants.
    @exclusivity(unchecked) package internal(set) var gestureRecognizers: [GestureRecognizer] = []

    // MARK: Appearance

    /// Group opacity from 0 to 1: the view and its subviews are composited as one layer
    /// (a half-transparent parent fades its children as one). Below 0.01 the view is not hit.
    @exclusivity(unchecked) public var alpha: Double = 1 {
        didSet { if alpha != oldValue { invalidateExtent() } }
    }
    /// Whether the view is drawn and hit; hidden views hide their subviews too.
    @exclusivity(unchecked) public var isHidden = false {
        willSet { if newValue != isHidden { invalidateExtent() } }
        didSet { if isHidden != oldValue { invalidateExtent(); superview?.arrangedSubviewDidChange() } }
    }
    /// Whether drawing and hit testing of subviews are limited to the (rounded) bounds.
    @exclusivity(unchecked) public var clipsToBounds = false {
        willSet { if newValue != clipsToBounds { invalidateExtent() } }
        didSet { if clipsToBounds != oldValue { invalidateExtent(); invalidateHitExtent(); invalidateDrawExtent() } }
    }
    /// The colour filling the (rounded) bounds behind any custom drawing; nil draws nothing.
    @exclusivity(unchecked) public var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }
    /// Radius in logical pixels of the bounds' corners, for background, border, clipping and
    /// shadow (clamped to half the shorter side when drawn).
    @exclusivity(unchecked) public var cornerRadius: Double = 0 {
        didSet { if cornerRadius != oldValue { setNeedsDisplay() } }
    }
    /// Width in logical pixels of the border, drawn inside the bounds above the subviews.
    @exclusivity(unchecked) public var borderWidth: Double = 0 {
        didSet { if borderWidth != oldValue { setNeedsDisplay() } }
    }
    /// Colour of the border.
    @exclusivity(unchecked) public var borderColor: Color = .black {
        didSet { if borderColor != oldValue && borderWidth > 0 { setNeedsDisplay() } }
    }
    /// A shadow cast by the rounded bounds; nil casts none.
    @exclusivity(unchecked) public var shadow: Shadow? {
        willSet { if newValue != shadow { setNeedsDisplay() } }
        didSet { if shadow != oldValue { setNeedsDisplay() } }
    }
    /// The keyboard focus outline drawn around the bounds; nil draws none. The keyboard
    /// driver of drag-and-drop (`KeyboardDragController`) sets it on the view it focuses.
    @exclusivity(unchecked) public var focusRing: FocusRing? {
        willSet { if newValue != focusRing { setNeedsDisplay() } }
        didSet { if focusRing != oldValue { setNeedsDisplay() } }
    }

    // MARK: Layout

    /// How a layout container (`Stack`, `Grid`, `Flow`) sizes this view among its siblings;
    /// a plain superview ignores it, except for `fillsSuperview`. A change relays out the
    /// superview before the next frame.
    @exclusivity(unchecked) public var layout = LayoutParameters() {
        didSet { if layout != oldValue { superview?.arrangedSubviewDidChange() } }
    }
    /// The view's subviews must be placed again (`layoutSubviews`) before the next frame.
    @exclusivity(unchecked) package internal(set) var needsLayout = false
    /// Some descendant has `needsLayout`: the pass before the next frame walks down to it
    /// along these marks and nowhere else.
    @exclusivity(unchecked) var descendantNeedsLayout = false
    /// The root's layout settings and counters, created on first use (see `layoutEnvironment`).
    @exclusivity(unchecked) var layoutEnvironmentStorage: LayoutEnvironment?
    /// What the app and the drag-and-drop manager said about the view's meaning (see
    /// View+Accessibility.swift); nil for the many views nobody said anything of.
    var accessibilityStorage: AccessibilityStorage?

    /// Places the subviews in the bounds; called once per layout pass, before a frame is
    /// drawn, after `setNeedsLayout()`. The default covers the bounds with each subview whose
    /// `layout.fillsSuperview` is set and leaves the others where they are.
    open func layoutSubviews() {
        for subview in subviews where subview.layout.fillsSuperview { subview.frame = Rect(origin: .zero, size: bounds.size) }
    }

    /// True when this view's `layoutSubviews` depends on its subviews' sizes and layout
    /// parameters (a layout container does); a change in one of them then relays it out.
    open var arrangesSubviews: Bool { false }

    // MARK: Interaction

    /// Extra margin, in logical pixels, by which the touch area extends beyond the bounds
    /// (small targets stay easy to hit with a finger).
    @exclusivity(unchecked) public var touchAreaOutset: Double = 0 {
        didSet { if touchAreaOutset != oldValue { invalidateHitExtent() } }
    }
    /// Whether the view and its subviews take part in hit testing.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true

    // MARK: Compositing

    /// A hint that the view is about to move around above the rest of the scene (an item
    /// carried by a finger): a window then shows the view and its subviews in a compositor
    /// layer of their own (a Wayland subsurface), and moving the view repaints nothing, in
    /// the window or in the layer. The view is drawn with the rest of the scene whenever a
    /// layer could not show it exactly: something painted after it overlaps it, an ancestor
    /// clips, fades or hides it, another layer holds it, or it reaches the window's edge.
    /// It may be set at any time, in the window's tree or in a subtree added to it later.
    /// Offscreen rendering ignores it. See `LayerPlanner`.
    package var prefersOwnLayer: Bool {
        get { storedPrefersOwnLayer }
        @section(".text.hot") set {
            let oldValue = storedPrefersOwnLayer
            storedPrefersOwnLayer = newValue
            if newValue != oldValue { layerPreferenceDidChange() }
        }
    }
    @exclusivity(unchecked) private var storedPrefersOwnLayer = false
    /// Set by a view whose frames a video layer below the window's surface shows through a
    /// hole it clears in the window's buffer: no compositor layer above the window may show it
    /// or an ancestor of it (the layer's image would show the hole, that is, the window beneath,
    /// not the video). See `LayerPlanner`.
    package var showsVideoSurface: Bool {
        get { storedShowsVideoSurface }
        set {
            let oldValue = storedShowsVideoSurface
            storedShowsVideoSurface = newValue
            if newValue != oldValue { videoSurfaceDidChange() }
        }
    }
    private var storedShowsVideoSurface = false
    /// The layer showing the view while it is drawn apart from the rest of the scene; set by
    /// the window's `LayerPlanner`, nil otherwise.
    @exclusivity(unchecked) package internal(set) var compositorLayer: CompositorLayer?

    /// The theme and text measurer set on this view, nil for a view that inherits both (see
    /// View+Theme.swift): one reference, so that views without them stay small.
    @exclusivity(unchecked) var environment: ViewEnvironment?
    /// The tracker of a root view, created on first use (see `damageTracker`).
    @exclusivity(unchecked) var trackerStorage: DamageTracker?
    /// `transformToSuperview` inverted, kept until the geometry changes (see View+HitTesting.swift).
    @exclusivity(unchecked) var cachedInverseTransform: AffineTransform?
    /// The area of the superview's space where this subtree can be hit, kept until it changes.
    @exclusivity(unchecked) var cachedHitExtent: Rect?
    /// The subviews' `hitExtent`s, kept side by side so that hit testing scans one array
    /// instead of visiting thousands of objects (see `subviewHitExtents`).
    @exclusivity(unchecked) var subviewHitBoxes = SubviewExtents()
    /// Where this subtree may paint, in the superview's space, kept until it changes (see View+DrawExtent.swift).
    @exclusivity(unchecked) var cachedDrawExtent: Rect?
    /// The subviews' `drawExtent`s, kept side by side like the hit extents (see `subviewDrawExtents`).
    @exclusivity(unchecked) var subviewDrawBoxes = SubviewExtents()
    /// The class's `drawsContent`, read once at creation: the drawer asks for every view at
    /// every frame, and a call it cannot see into would make it copy (retain) what it holds.
    @exclusivity(unchecked) private(set) var drawsOwnContent = false

    /// Creates a view occupying `frame` in its future superview's space.
    public init(frame: Rect = .zero) {
        bounds = Rect(origin: .zero, size: frame.size)
        storedCenter = frame.center
        drawsOwnContent = Self.drawsContent
    }

    deinit {
        // The unowned references to this view become nil, as weak ones would.
        for subview in subviews { subview.storedSuperview = nil }
        for recognizer in gestureRecognizers { recognizer.storedView = nil }
    }

    // MARK: Drawing

    /// Draws the view's own content, in its bounds space, above its background and below its
    /// subviews. `rect` (bounds space) is the part that needs repainting; drawing outside it,
    /// or outside the bounds, is clipped away. The default draws nothing. A subclass whose
    /// content changes calls `setNeedsDisplay()` so that the change reaches the screen.
    open func draw(in context: DrawingContext, rect: Rect) {}

    /// The window's language changed (`LayoutEnvironment.language`), or the view joined a
    /// window that shows a language: a view showing text it resolves from a
    /// ``LocalizedString`` itself (`localized(_:)`) sets it again here. Labels, buttons,
    /// segmented controls and text fields given localized text do so by themselves. Called on
    /// every view of the tree, parents first, before the next frame's layout.
    open func languageDidChange() {}

    // MARK: Meaning (see View+Accessibility.swift)

    /// The element the view gives when the app says nothing (`accessibilityElement` applies
    /// the app's settings over it): nil for a plain view, whose subviews' elements then belong
    /// to its nearest ancestor's. Labels, images, controls, text fields and scroll views give
    /// theirs; an app's own control overrides it.
    open var defaultAccessibilityElement: AccessibilityElement? { nil }

    /// Does `action` as the view's own input would (a button's tap, a slider's step); true
    /// when it was done. The standard views override it for the actions their element
    /// offers; `performAccessibilityAction(_:)` asks the app's handler first.
    open func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool { false }

    /// The window's reading direction changed (`LayoutEnvironment.direction`): a view whose
    /// picture depends on it (a control drawn along x, text aligned to its natural side) asks
    /// to be drawn again, and a scroll view keeps its distance from the reading start. Called
    /// on every view of the tree, parents first; containers relay out by themselves.
    func directionDidChange() {}

    /// True when the class's `draw(in:rect:)` may paint something. A view that draws nothing
    /// of its own is just its background, shadow and border to the renderer, which can then
    /// fold the view's alpha into its fill, move its pixels when a list scrolls and skip
    /// clearing under it. A plain `View` draws nothing; a subclass is taken to draw (it may
    /// override `draw(in:rect:)`) unless it overrides this to say it does not, as containers do.
    open class var drawsContent: Bool { self != View.self }

    // MARK: Geometry

    /// The size this view would like when offered `proposal` (logical px; a dimension of
    /// `.infinity` means "as much as you like"). Layout containers ask it to place their
    /// children; controls answer from their content and the theme's minimum touch target.
    /// The default keeps the size the view already has, so a view sized by hand and then put
    /// into a stack stays as it was made.
    /// A view with content overrides it to answer from that content (`Label`, `ImageView`,
    /// the containers) and calls `invalidateIntrinsicSize()` when the answer changes.
    open func sizeThatFits(_ proposal: Size) -> Size { bounds.size }

    /// The bounding box of the transformed bounds, in the superview's space. Setting it
    /// moves and resizes the view (with a non-identity transform, sets the untransformed
    /// size and keeps the transform).
    public var frame: Rect {
        get { bounds.offsetBy(dx: -bounds.minX, dy: -bounds.minY).applying(boundsToSuperview(originAtZero: true)) }
        set {
            // Written whole: `bounds.size = …` goes through the observed property's modify
            // accessor, whose coroutine frame is allocated (a view following a finger sets it
            // at every motion).
            bounds = Rect(origin: bounds.origin, size: newValue.size)
            center = newValue.center
        }
    }

    /// Maps a point from this view's bounds space to its superview's space.
    package var transformToSuperview: AffineTransform { boundsToSuperview(originAtZero: false) }

    @section(".text.hot")
    private func boundsToSuperview(originAtZero: Bool) -> AffineTransform {
        // Each property read once: every read of a class property is a checked access.
        let bounds = bounds, transform = transform, center = center
        let originX = originAtZero ? 0 : bounds.minX, originY = originAtZero ? 0 : bounds.minY
        let toCenter = AffineTransform(translationX: -originX - bounds.width / 2, y: -originY - bounds.height / 2)
        if transform.isIdentity { return toCenter.translatedBy(x: center.x, y: center.y) }
        return toCenter.concatenating(transform).translatedBy(x: center.x, y: center.y)
    }

    /// Maps a point from this view's space to the root's space (the surface for a window's
    /// root); the identity for the root itself.
    public var transformToRoot: AffineTransform {
        @section(".text.hot") get {
            guard superview != nil else { return .identity }
            var result = transformToSuperview
            var ancestor = superview
            while let view = ancestor, view.superview != nil {
                result = result.concatenating(view.transformToSuperview)
                ancestor = view.superview
            }
            return result
        }
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
            let target = min(max(index, 0), subviews.count - 1)
            guard target != current else { return }
            subviews.remove(at: current)
            subviews.insert(view, at: target)
            // The same subviews: every box holds, moved with its view (this view's own extents too).
            subviewHitBoxes.move(from: current, to: target)
            subviewDrawBoxes.move(from: current, to: target)
            view.invalidateExtent(movesLayer: true)  // Restacked: a layer showing it is reordered, not redrawn.
            // Its siblings above it changed: the layers are planned afresh, not only moved.
            if view.compositorLayer != nil { view.root.trackerStorage?.layerDidChange() }
            view.hierarchyDidChange()
            if arrangesSubviews { arrangedSubviewDidChange() }  // The order is the arrangement's.
            return
        }
        view.unregisterLayerCandidates()  // A root joining a tree: its tracker is left behind.
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.storedSuperview = self
        forgetSubviewBoxes()
        // Its own tracker (if it was a rendered root) no longer sees its changes.
        view.trackerStorage?.invalidateAll()
        view.invalidateExtent()
        view.registerLayerCandidates()  // Its subtree's too: it may hold views that prefer a layer.
        view.inheritedThemeDidChange()  // Its controls' touch areas follow the theme they now inherit.
        // Its text shows in this window's language (made detached, it was resolved in none).
        if root.layoutEnvironmentStorage?.isLocalized == true { view.tellLanguageInSubtree() }
        // Its scroll views start at the reading start of a right-to-left window.
        if root.layoutEnvironmentStorage?.direction == .rightToLeft { view.tellDirection() }
        if subviews.count == 1 { translucencyMethodDidChange() }
        view.hierarchyDidChange()
        subviewWasAdded(view)
    }

    /// Detaches the view from its parent; it keeps its own subviews.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        hierarchyWillChange()
        invalidateExtent()
        unregisterLayerCandidates()
        parent.subviews.removeAll { $0 === self }
        storedSuperview = nil
        parent.forgetSubviewBoxes()
        if parent.subviews.isEmpty { parent.translucencyMethodDidChange() }
        parent.subviewWasRemoved(self)
    }

    /// A translucent view without subviews fades its own fill rather than a whole layer (see
    /// `SceneDrawer`), which rounds differently: gaining its first subview or losing its last
    /// repaints it, even when that subview shows nothing.
    private func translucencyMethodDidChange() {
        if alpha < 1 { setNeedsDisplay() }
    }

    /// Moves `view` to the front of its siblings.
    public func bringSubviewToFront(_ view: View) { insertSubview(view, at: subviews.count) }
    /// Moves `view` to the back of its siblings.
    public func sendSubviewToBack(_ view: View) { insertSubview(view, at: 0) }

    /// Moves the view into `newSuperview` at `index` (nil: on top) so that it stays exactly
    /// where it appears on screen: `center` and `transform` are recomputed in the new parent's
    /// space (any rotation and scale of old and new ancestors included). Both views must share
    /// a root; otherwise the view keeps its `center` and `transform`.
    public func moveToSuperview(_ newSuperview: View, at index: Int? = nil) {
        if newSuperview.root === root, let fromRoot = newSuperview.transformToRoot.inverted() {
            // toRoot = T(-origin - size/2) · transform · T(center) · parentToRoot must not change,
            // so transform · T(center) becomes placement = transform · T(center) · old · new⁻¹.
            let old = superview?.transformToRoot ?? .identity
            let placement = transform.translatedBy(x: center.x, y: center.y)
                .concatenating(old).concatenating(fromRoot)
            let keptTranslation = Point(x: transform.tx, y: transform.ty)
            removeFromSuperview()
            transform = AffineTransform(a: placement.a, b: placement.b, c: placement.c, d: placement.d,
                                        tx: keptTranslation.x, ty: keptTranslation.y)
            center = Point(x: placement.tx, y: placement.ty) - keptTranslation
        }
        newSuperview.insertSubview(self, at: index ?? newSuperview.subviews.count)
    }

    // MARK: Hooks for the rest of the scene

    /// Called after `bounds`, `center` or `transform` changed.
    @section(".text.hot")
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
    /// An override must not hit outside the bounds grown by `touchAreaOutset`, which bounds
    /// the cached extents that let hit testing skip whole subtrees.
    open func hitTest(_ point: Point) -> View? {
        guard canReceiveTouches else { return nil }
        let inside = isInsideTouchArea(point)
        if clipsToBounds && !inside { return nil }
        // Scans the children's extents side by side and visits only the children they admit:
        // among thousands of views, hit testing is otherwise spent in cache misses. (Reading
        // the children as unowned(unsafe) to save reference counting corrupted the heap in
        // optimised builds: the references stay strong.)
        let extents = subviewHitExtents
        let hit: View? = subviews.withUnsafeBufferPointer { children in
            for index in extents.indices.reversed() where extents[index].contains(point) {
                let subview = children[index]
                guard let inverse = subview.inverseTransformToSuperview else { continue }
                if let hit = subview.hitTest(inverse.apply(to: point)) { return hit }
            }
            return nil
        }
        return hit ?? (inside ? self : nil)
    }

    /// True when `point` (in this view's space) is within the view's touch area: its bounds
    /// grown by `touchAreaOutset`. An override must stay within that area.
    open func isInsideTouchArea(_ point: Point) -> Bool {
        touchArea.contains(point)
    }

    /// True when hit testing may return this view or a descendant.
    var canReceiveTouches: Bool { isUserInteractionEnabled && !isHidden && alpha >= 0.01 }
}
