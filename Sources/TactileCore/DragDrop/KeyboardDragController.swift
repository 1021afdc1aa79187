/// The keyboard alternative to every drag of a `DragDropManager`, for accessibility and for
/// kiosks with a keypad. Enabling it takes two lines (keep `keyboard` as long as the window:
/// the dispatcher holds it weakly):
///
/// ```swift
/// let keyboard = KeyboardDragController(manager: manager)
/// keyboard.attach(to: app.inputDispatcher)
/// keyboard.register(putty.mover)   // views the arrow keys may nudge
/// ```
///
/// Keys:
/// - Tab / Shift-Tab move the focus among the draggable items (enabled registered sources)
///   and the registered movers' views, in the scene's order (`View.focusOrder`), wrapping
///   around. The focused view shows `focusRing`.
/// - Enter (or the keypad's Enter) picks the focused item up: it starts a drag exactly as a
///   finger at the item's centre would (the same session, hooks, delegate calls and lift),
///   and the drag hovers over whatever interested zone lies under it.
/// - While an item is carried, Tab / Shift-Tab take it to the next / previous interested
///   zone (the item shown over the zone's centre, the zone entered and the previous one
///   exited, the ring around the zone); the arrow keys move it by `step` like a finger,
///   hovering over the zone under it; Enter drops it as a lifted finger would (the zone's
///   placement decides; a refusing or missing zone springs it back); Escape cancels (the
///   item springs back).
/// - Without a carried item, the arrow keys nudge a registered mover's focused view by `step`
///   (`DragMover.nudge`: lit up, clamped or sprung back inside as its containment says).
///
/// Focus in view: Tab to a view inside a `ScrollView` (a row of a long list, at any depth of
/// nested scroll views) scrolls it into sight, ring and `scrollMargin` included, by the least
/// amount and within the content; so does Tab carrying the item to a zone in a list.
///
/// Touch and keys: a finger or a mouse button going down hides the ring, as other platforms
/// hide their keyboard focus indicator once the user turns to the screen; the focus itself
/// is kept. The next key the driver would use (Tab, Shift-Tab, an arrow, Enter) only shows
/// the ring again on that same view, scrolled into sight, and does nothing else: after
/// touching, the user cannot know which view the keys would act on, and Enter picking up or
/// an arrow nudging an unseen view would surprise them.
/// While the keyboard carries an item a touch leaves the ring alone: it shows where the keys
/// are taking the item.
///
/// Keyboard and touch: each drag is its own session, so a finger dragging another item goes
/// on independently of the keyboard's. The item the keyboard carries cannot be grabbed: its
/// source refuses a second drag (its recognizer fails), so the finger does nothing to it and
/// the keyboard keeps it; likewise Enter does nothing to an item a finger is dragging. Escape
/// also cancels every gesture, finger drags included, as it always has.
///
/// Keys the driver does not use (and Enter, Escape and the arrows when there is nothing to do)
/// go on to the next key responder and the dispatcher's `keyHandler`.
///
/// Sharing Tab: a screen with controls or text fields as well gives the driver to its
/// `ControlFocus` (`dragKeyboard`) instead of attaching it: Tab then goes through the
/// controls, fields and items in one order, and the focus feeds the driver its keys.
public final class KeyboardDragController {
    /// The manager whose sources and zones the keyboard drives.
    public let manager: DragDropManager
    /// How the focused view is outlined; changing it redraws the current ring.
    public var focusRing = FocusRing() {
        didSet { if isFocusRingShown { focusedView?.focusRing = focusRing } }
    }
    /// The space in logical pixels kept between a view scrolled into sight and the edges of
    /// its scroll view, outside the ring.
    public var scrollMargin = 8.0
    /// How far, in logical pixels of the screen, an arrow key moves a carried item or nudges
    /// a view.
    public var step = 10.0
    /// Called with the newly focused view (nil: none) whenever the focus moves.
    public var focusChanged: ((View?) -> Void)?
    /// The view showing the focus ring: an item, a mover's view, or the zone a carried item
    /// hovers over (the carried item itself when it hovers over none).
    public private(set) var focusedView: View?
    /// False once a touch or a mouse press has hidden the ring, until the next key the driver
    /// uses shows it again; `focusedView` keeps the focus meanwhile.
    package private(set) var isFocusRingShown = true
    /// The drag the keyboard is carrying, nil when none.
    public private(set) var session: DragSession?

    /// The views the arrow keys nudge, by their movers.
    private var movers: [WeakMover] = []
    /// Keys whose press the driver used: their repeats and releases are used too.
    private var heldKeys: Set<UInt32> = []

    private struct WeakMover {
        weak var mover: DragMover?
    }

    /// Creates the driver of `manager`'s drags; it hears no key until attached (or fed by
    /// `handle`). A manager has one keyboard driver: a newer one takes over from an older.
    public init(manager: DragDropManager) {
        self.manager = manager
        manager.sessionDidEnd = { [weak self] session in self?.dragDidEnd(session) }
    }

    /// Makes the driver a key responder of `dispatcher` (the window's, whose root is the
    /// manager's), ahead of its `keyHandler`, and an input hold there while it carries an
    /// item (the scene is not at rest, so nothing is saved with the item in the air). Touches
    /// and mouse presses there hide the ring.
    public func attach(to dispatcher: InputDispatcher) {
        dispatcher.addKeyResponder { [weak self] event in self?.handle(event) ?? false }
        dispatcher.addTouchDownObserver { [weak self] _ in self?.hideFocusRing() }
        dispatcher.addInputHold { [weak self] in self?.session != nil }
    }

    /// Lets the arrow keys nudge `mover`'s view, which becomes focusable.
    public func register(_ mover: DragMover) {
        movers.removeAll { $0.mover == nil || $0.mover === mover }
        movers.append(WeakMover(mover: mover))
    }

    /// Moves the focus to `view` (nil: no focus, no ring). Ignored while an item is carried:
    /// the carried item and its zones have the focus then. While the ring is hidden the view
    /// takes the focus without showing it.
    public func focus(_ view: View?) {
        guard session == nil else { return }
        setFocus(view)
    }

    /// Hides the ring until the next key the driver uses, keeping the focus: the user turned
    /// to the screen. Ignored while keys carry an item. `attach` calls it at every touch-down
    /// and mouse press; call it yourself (from `InputDispatcher.addTouchDownObserver`) when
    /// you feed the driver through `handle` instead.
    public func hideFocusRing() {
        guard session == nil, isFocusRingShown else { return }
        isFocusRingShown = false
        focusedView?.focusRing = nil
    }

    /// Takes one key event; true when the driver used it (then nobody else should see it).
    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool {
        let key = KeyboardDragCommand.physicalKey(of: event.keysym)
        guard event.pressed else { return heldKeys.remove(key) != nil }
        if event.isRepeat {
            // A held key belongs to whoever took its press. Holding Enter must not drop what it
            // just picked up; held arrows and Tab go on.
            guard heldKeys.contains(key) else { return false }
            if let command = KeyboardDragCommand(keysym: event.keysym, modifiers: event.modifiers),
               command != .activate, command != .cancel {
                _ = perform(command)
            }
            return true
        }
        guard let command = KeyboardDragCommand(keysym: event.keysym, modifiers: event.modifiers),
              revealFocus(for: command) || perform(command) else { return false }
        heldKeys.insert(key)
        return true
    }

    // MARK: Commands

    /// Carries out `command`; false when there was nothing for it to do.
    private func perform(_ command: KeyboardDragCommand) -> Bool {
        if let focusedView, focusedView.root !== manager.rootView { setFocus(nil) }
        switch command {
        case .next, .previous:
            return session == nil ? moveFocus(backward: command == .previous) : carryToZone(backward: command == .previous)
        case .activate:
            if let session {
                manager.drop(session)
                return true
            }
            return pickUp()
        case .cancel:
            guard let session else { return false }
            manager.cancel(session)
            return true
        case .move(let dx, let dy):
            let delta = Point(x: dx * step, y: dy * step)
            return session == nil ? nudgeFocusedView(by: delta) : moveCarriedItem(by: delta)
        }
    }

    /// The first key after a touch hid the ring: the ring shows again around the kept focus,
    /// brought into sight, and the key does nothing more. False when the ring is shown, when
    /// there is no focus left to show (the key then acts as usual), and for Escape, which
    /// has nothing to do on a focus.
    private func revealFocus(for command: KeyboardDragCommand) -> Bool {
        guard !isFocusRingShown, command != .cancel else { return false }
        isFocusRingShown = true
        guard let focusedView, focusedView.root === manager.rootView else { return false }
        focusedView.focusRing = focusRing
        scrollIntoView(focusedView)
        return true
    }

    /// The views Tab may focus: the enabled sources' views and the registered movers' views.
    package var focusableViews: Set<ObjectIdentifier> {
        var members = Set<ObjectIdentifier>()
        for source in manager.sources.values where source.isEnabled {
            if let view = source.view { members.insert(ObjectIdentifier(view)) }
        }
        for entry in movers {
            if let view = entry.mover?.view { members.insert(ObjectIdentifier(view)) }
        }
        return members
    }

    /// Focuses `view` (one of `focusableViews`; nil: none) with its ring shown, brought into
    /// sight, as the driver's own Tab would: a Tab order the driver shares with other views
    /// (`ControlFocus.dragKeyboard`) came to it, or the first key after a touch showed it
    /// again. Ignored while an item is carried.
    package func focusFromSharedOrder(_ view: View?) {
        guard session == nil else { return }
        isFocusRingShown = true
        guard let view else { return setFocus(nil) }
        scrollIntoView(view)
        setFocus(view)
        view.focusRing = focusRing
    }

    /// Tab without a carried item: the next item or mover view in the scene's order.
    private func moveFocus(backward: Bool) -> Bool {
        let order = manager.rootView.focusOrder(among: focusableViews)
        guard !order.isEmpty else { return false }
        let current = focusedView.flatMap { focused in order.firstIndex { $0 === focused } }
        let next = order[focusStep(from: current, count: order.count, backward: backward)]
        scrollIntoView(next)
        setFocus(next)
        return true
    }

    /// Enter on the focused item: a drag starts from its centre, as a finger's would.
    private func pickUp() -> Bool {
        guard let view = focusedView, let source = manager.source(for: view) else { return false }
        // A refusal (the source, the delegate, a finger already dragging it) uses the key all the same.
        guard manager.shouldBegin(source, at: view.convert(view.bounds.center, to: nil)),
              let session = source.session else { return true }
        self.session = session
        manager.start(session)
        showFocus(of: session)
        return true
    }

    /// Tab while carrying: over the next interested zone in the scene's order.
    private func carryToZone(backward: Bool) -> Bool {
        guard let session else { return false }
        let zones = session.interestedZones.values.filter { $0.view?.root === manager.rootView }
        let order = manager.rootView.focusOrder(among: Set(zones.compactMap { $0.view.map(ObjectIdentifier.init) }))
        guard !order.isEmpty else { return true }
        let current = session.zone?.view.flatMap { hovered in order.firstIndex { $0 === hovered } }
        let zoneView = order[focusStep(from: current, count: order.count, backward: backward)]
        guard let zone = zones.first(where: { $0.view === zoneView }) else { return true }
        scrollIntoView(zoneView)
        session.location = zoneView.convert(zoneView.bounds.center, to: nil)
        manager.follow(session, hovering: zone)
        showFocus(of: session)
        return true
    }

    /// An arrow while carrying: the item moves like a finger would, over whatever zone is there.
    private func moveCarriedItem(by delta: Point) -> Bool {
        guard let session else { return false }
        session.location += delta
        manager.follow(session)
        showFocus(of: session)
        return true
    }

    /// An arrow without a carried item: the focused mover view is nudged (`delta` in screen
    /// axes, turned into its superview's).
    private func nudgeFocusedView(by delta: Point) -> Bool {
        guard let view = focusedView, let mover = movers.lazy.compactMap(\.mover).first(where: { $0.view === view })
        else { return false }
        let toSuperview = view.superview?.transformToRoot.inverted()?.linearPart ?? .identity
        mover.nudge(by: toSuperview.apply(to: delta))
        return true
    }

    // MARK: Focus

    /// The keyboard's drag is over (dropped, refused, cancelled by a key, Escape, the window
    /// closing or the source going away): the focus goes back to the item's own view.
    private func dragDidEnd(_ ended: DragSession) {
        guard ended === session else { return }
        session = nil
        setFocus(ended.sourceView.root === manager.rootView ? ended.sourceView : nil)
    }

    /// While carrying, the ring is around the zone hovered over, else around the item.
    private func showFocus(of session: DragSession) {
        setFocus(session.zone?.view ?? session.item)
    }

    private func setFocus(_ view: View?) {
        guard view !== focusedView else { return }
        focusedView?.focusRing = nil
        focusedView = view
        view?.focusRing = isFocusRingShown ? focusRing : nil
        focusChanged?(view)
    }

    /// Shows `view` and its ring, with `scrollMargin` around, in the scroll views holding it.
    private func scrollIntoView(_ view: View) {
        let shown = focusRing.extent(around: view.bounds).insetBy(dx: -scrollMargin, dy: -scrollMargin)
        view.scrollIntoView(shown, animator: manager.animator)
    }
}
