// Dirty tracking for layout. A change that alters what a container would compute (a child's
// content or size parameters, its visibility, a child added or removed, the container's own
// size, the window's scale or direction) marks the container `needsLayout` and its ancestors
// `descendantNeedsLayout`, and asks the window for a frame. Nothing is computed then: input
// handling only marks. The host runs `layoutIfNeeded()` on the root once before drawing each
// frame; it walks down the marks only, so a frame where nothing changed costs one test of two
// flags at the root.

extension View {
    /// The root's layout environment (direction, text measurer, debug log, counters), created
    /// on first use.
    public var layoutEnvironment: LayoutEnvironment {
        let owner = root
        if let environment = owner.layoutEnvironmentStorage { return environment }
        let environment = LayoutEnvironment(directionDidChange: { [unowned owner] in owner.directionDidChangeInSubtree() },
                                            languageDidChange: { [unowned owner] in owner.tellLanguageInSubtree() },
                                            textScaleDidChange: { [unowned owner] in owner.textScaleDidChangeInSubtree() })
        owner.layoutEnvironmentStorage = environment
        return environment
    }

    /// The root's environment if it has one: reading it never creates one.
    var existingLayoutEnvironment: LayoutEnvironment? { root.layoutEnvironmentStorage }

    /// Asks for `layoutSubviews` to run before the next frame (never right away).
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        markAncestorsForLayout()
    }

    /// Tells the container holding this view that `sizeThatFits` now answers differently
    /// (new text, a new image): it is relaid out before the next frame, and so is each
    /// container above it whose own size depends on it.
    public func invalidateIntrinsicSize() {
        superview?.arrangedSubviewDidChange()
    }

    /// Runs the pending layout of this subtree now: each marked view's `layoutSubviews`,
    /// parents before children. The host calls it on the root before drawing a frame; an app
    /// calls it only to read frames right after changing what they depend on.
    @section(".text.hot")
    public func layoutIfNeeded() {
        guard needsLayout || descendantNeedsLayout else { return }
        let environment = layoutEnvironment
        let wasLayingOut = environment.isLayingOut
        environment.isLayingOut = true
        let before = environment.layoutCount
        layOutMarked(environment)
        environment.isLayingOut = wasLayingOut
        if !wasLayingOut && environment.layoutCount > before { environment.passCount += 1 }
    }

    /// At most this many rounds at one view in one pass: a layout that keeps marking itself
    /// (a view changing its own size in `layoutSubviews`) stops here, with a debug line,
    /// instead of looping forever.
    private static var roundsPerPass: Int { 8 }

    private func layOutMarked(_ environment: LayoutEnvironment) {
        var rounds = 0
        while needsLayout || descendantNeedsLayout {
            rounds += 1
            if rounds > Self.roundsPerPass {
                environment.debug("\(identifier ?? "\(type(of: self))") did not settle in \(Self.roundsPerPass) rounds; stopped until its next change")
                clearLayoutMarks()
                return
            }
            if needsLayout {
                needsLayout = false
                environment.layoutCount += 1
                layoutSubviews()
            }
            if descendantNeedsLayout {
                descendantNeedsLayout = false
                for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
                    subview.layOutMarked(environment)
                }
            }
        }
    }

    /// Drops the marks of the whole subtree (a layout that did not settle): later changes
    /// mark it afresh.
    private func clearLayoutMarks() {
        needsLayout = false
        descendantNeedsLayout = false
        for subview in subviews { subview.clearLayoutMarks() }
    }

    /// Sets `descendantNeedsLayout` up to the first ancestor that has it; reaching the root,
    /// asks its window for a frame (unless a pass is running, which will get to it).
    private func markAncestorsForLayout() {
        var view = self
        while let parent = view.superview {
            if parent.descendantNeedsLayout { return }
            parent.descendantNeedsLayout = true
            view = parent
        }
        if view.layoutEnvironmentStorage?.isLayingOut != true { view.trackerStorage?.requestFrame() }
    }

    /// A subview's size parameters, visibility or intrinsic size changed, or one was added,
    /// removed or reordered: a container relays out, and so does its own container.
    func arrangedSubviewDidChange() {
        guard arrangesSubviews else { return }
        (self as? LayoutContainer)?.forgetFittingSizes()
        setNeedsLayout()
        invalidateIntrinsicSize()
    }

    /// Marks every view of the subtree that arranges its subviews, to be laid out before the
    /// next frame: the output scale or the direction changed, and text measures and
    /// mirroring with them.
    package func setNeedsLayoutInSubtree() {
        (self as? LayoutContainer)?.forgetFittingSizes()
        if arrangesSubviews || subviews.contains(where: { $0.layout.fillsSuperview }) { setNeedsLayout() }
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }

    /// Relays the subtree out and tells each of its views that the direction changed.
    private func directionDidChangeInSubtree() {
        setNeedsLayoutInSubtree()
        tellDirection()
    }

    /// Relays the subtree out, its views sized to their text measured anew, and repaints every
    /// view: any of them may draw text (an app's own view too), and a visitor changes the
    /// text size rarely enough that one full repaint is nothing.
    private func textScaleDidChangeInSubtree() {
        setNeedsLayoutInSubtree()
        setNeedsDisplayInSubtree()
    }

    /// Repaints every view of the subtree.
    private func setNeedsDisplayInSubtree() {
        setNeedsDisplay()
        for subview in subviews { subview.setNeedsDisplayInSubtree() }
    }

    /// Tells each view of the subtree that the direction changed (or that it joined a window
    /// reading another way).
    func tellDirection() {
        directionDidChange()
        for subview in subviews { subview.tellDirection() }
    }

    /// The bounds' size changed: the subviews are placed again where that matters, and the
    /// containers above forget what they measured (a plain view answers `sizeThatFits` with
    /// its size).
    func sizeDidChangeForLayout() {
        (superview as? LayoutContainer)?.forgetFittingSizes()
        if arrangesSubviews || subviews.contains(where: { $0.layout.fillsSuperview }) { setNeedsLayout() }
    }

    /// `view` became a subview: a container arranges it, and marks inside it reach the root.
    func subviewWasAdded(_ view: View) {
        if arrangesSubviews || view.layout.fillsSuperview { arrangedSubviewDidChange(); setNeedsLayout() }
        if view.needsLayout || view.descendantNeedsLayout { view.markAncestorsForLayout() }
        (self as? LayoutContainer)?.subviewArrived(view)
    }

    /// `view` stopped being a subview: a container closes the room it had.
    func subviewWasRemoved(_ view: View) {
        arrangedSubviewDidChange()
    }
}
