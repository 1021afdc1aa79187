/// Drag-and-drop for one window: carries items from drag sources to drop zones with
/// touch (several fingers at once, each its own `DragSession`) or the mouse, and puts every
/// item back where it came from when a drag does not end on a zone that takes it.
///
/// Making tiles draggable into a tray takes a few lines:
///
/// ```swift
/// let manager = DragDropManager(rootView: app.rootView, animator: app.animator)
/// for tile in tiles {
///     let source = DragSource(view: tile)
///     source.willStart = { session in session.pasteboard.text = tile.identifier }
///     manager.register(source)
/// }
/// let zone = DropZone(view: tray, placement: .slots(trayCells))
/// zone.isInterested = { session in session.pasteboard.text != nil }
/// manager.register(zone)
/// ```
///
/// How a drag goes:
/// - It starts when the source's recognizer begins (by default at touch-down), or when the
///   keyboard picks the item up (`KeyboardDragController`, the same lifecycle). The item is
///   lifted into `overlay`, a view kept on top of the root while something is carried,
///   keeping its place on screen and the finger's offset from its centre, so nothing jumps.
/// - While the finger moves, the topmost interested zone under it is entered (highlighted),
///   moved over and exited. Views hidden or almost transparent hide the zones inside them.
/// - A second finger on the item pinches and turns it where its source allows it
///   (`DragSource.manipulation`); a scroll view holding an interested zone scrolls while
///   the finger rests near its edge (`autoScroll`), and the zones are found again as the
///   content moves under the finger.
/// - When the finger lifts over a zone, the zone's `placement` decides where the item goes;
///   it flies there in the overlay with `settleSpring` and joins the zone when it lands.
/// - Lifting elsewhere, a refused drop, touch cancel, Escape, losing the touch capability
///   (all of which cancel the source's recognizer) and `cancelAllDrags()` spring the item
///   back to its original container, index and position. A finger can catch an item on its
///   way anywhere: it stops where it is, and its home stays the place it was flying to.
///
/// Coordinates: the finger is in the root view's space (logical surface pixels); placements
/// are in the zone view's bounds space. Single-threaded: everything runs on the event loop
/// that feeds the input dispatcher and ticks the animator.
///
/// The manager registers, lifts, carries and drops (DragDropManager+Lift.swift,
/// +Placement.swift, +Manipulation.swift); what flies once a drag is over is the
/// `DragAirspace`'s, scrolling under a resting finger the `AutoScrollDriver`'s.
public final class DragDropManager {
    /// The window's root view: sources and zones must be in its tree.
    public let rootView: View
    /// Runs the lift, drop and spring-back animations.
    public let animator: Animator
    /// Watches and steers every drag (see `DragDropManagerDelegate`).
    public weak var delegate: DragDropManagerDelegate?
    /// The view carried items are raised into: the root's frontmost subview while anything
    /// is carried or flying to its place, removed when empty. It takes no touches itself;
    /// the items flying in it can be caught (see `DragOverlay`).
    package let overlay: DragOverlay
    /// How long the lift's scale and dimming take.
    public var liftDuration = TimeSpan.seconds(0.15)
    /// The spring that lands a dropped item and springs a returning one back.
    public var settleSpring: Spring {
        get { airspace.spring }
        set { airspace.spring = newValue }
    }
    /// How scroll views scroll by themselves while a dragging finger rests near their edge.
    public var autoScroll: AutoScrollSettings {
        get { autoScrolling.settings }
        set { autoScrolling.settings = newValue }
    }
    /// The drags in progress, oldest first.
    public internal(set) var sessions: [DragSession] = []
    /// Carries drags out of the window to other apps (see `DragSource.sharedDrag`); nil (the
    /// default, and offscreen) keeps every drag inside. An app sets it with
    /// `SceneHost.shareDrags(of:)`.
    package weak var sharedDrags: SharedDragCarrier?
    /// How long a drag handed to other apps may go without any app accepting a type it
    /// offers before it is given up and springs home (`SharedDragReturn.timedOut`); nil waits for the
    /// compositor however long it takes.
    public var sharedDragTimeout: TimeSpan? = .seconds(3)

    /// Registered sources by their view.
    var sources: [ObjectIdentifier: DragSource] = [:]
    /// Registered zones in registration order (the order they are asked for interest).
    var zones: [DropZone] = []
    /// What is flying to its place once its drag is over.
    let airspace: DragAirspace
    /// Scrolls scroll views under resting fingers.
    let autoScrolling: AutoScrollDriver
    private var nextSessionID = 1
    /// True once the input dispatcher counts drags carried by other apps as input in
    /// progress (see `holdRestWhileCarriedElsewhere`).
    var holdsRestForSharedDrags = false
    /// Told about every drag once it is over (after the hooks): the keyboard driver follows
    /// its drag's end this way, whatever ended it.
    var sessionDidEnd: ((DragSession) -> Void)?
    /// The drag that speech mode or a screen reader picked up (see
    /// DragDropManager+Accessibility.swift), until it ends.
    var accessibleSession: DragSession?

    /// Creates the manager of the window whose root view is `rootView`.
    public init(rootView: View, animator: Animator) {
        self.rootView = rootView
        self.animator = animator
        overlay = DragOverlay(covering: rootView)
        airspace = DragAirspace(overlay: overlay, rootView: rootView, animator: animator)
        autoScrolling = AutoScrollDriver(rootView: rootView, animator: animator)
        // Content scrolled under the fingers: each carried item's zone is found again.
        autoScrolling.contentDidScroll = { [weak self] in
            guard let self else { return }
            for session in sessions where session.item?.superview === overlay { updateHover(session) }
        }
    }

    // MARK: Registration

    /// Makes `source.view` draggable: attaches the source's recognizer to it and remembers
    /// where the view is now as its home. Moves the source from any other manager.
    public func register(_ source: DragSource) {
        guard let view = source.view else { return }
        if let previous = source.manager, previous !== self { previous.unregister(source) }
        source.manager = self
        source.home = RestingPlace(of: view)
        sources[ObjectIdentifier(view)] = source
        view.markAccessibleDragSource(source)
        if source.recognizer.view !== view { view.addGestureRecognizer(source.recognizer) }
        source.recognizer.shouldBegin = { [weak self, weak source] _ in
            guard let self, let source else { return false }
            return self.shouldBegin(source)
        }
        guard !source.isWired else { return }
        source.isWired = true
        source.recognizer.addAction { [weak source] recognizer in
            guard let source, let manager = source.manager else { return }
            manager.recognizerChanged(source, recognizer)
        }
        updateManipulation(of: source)
    }

    /// Stops `source` taking part: a drag in progress is cancelled (the item springs back)
    /// and its recognizer is detached.
    public func unregister(_ source: DragSource) {
        guard source.manager === self else { return }
        source.view?.removeGestureRecognizer(source.recognizer)
        source.manipulator?.detach()
        if let session = source.session, session.item != nil { cancel(session) }
        source.recognizer.shouldBegin = nil
        if let view = source.view, sources[ObjectIdentifier(view)] === source { sources[ObjectIdentifier(view)] = nil }
        source.manager = nil
        source.session = nil
    }

    /// Makes `zone.view` a drop target for drags that start from now on.
    public func register(_ zone: DropZone) {
        guard !zones.contains(where: { $0 === zone }) else { return }
        zones.append(zone)
        zone.view?.markAccessibleDropZone(zone, of: self)
    }

    /// Removes `zone`: drags hovering over it exit it, and none can drop on it any more.
    public func unregister(_ zone: DropZone) {
        for session in sessions where session.zone === zone { exit(session) }
        for session in sessions {
            if let view = zone.view { session.interestedZones[ObjectIdentifier(view)] = nil }
        }
        zones.removeAll { $0 === zone }
        if zone.view?.accessibilityStorage?.dropZone === zone { zone.view?.accessibilityStorage?.dropZone = nil }
    }

    /// Registers every `DragSourceView` and `DropZoneView` in `view`'s subtree (the whole
    /// window when nil) that is not registered yet.
    public func discover(in view: View? = nil) {
        let start = view ?? rootView
        if let carrier = start as? DragSourceView, carrier.dragSource.manager !== self { register(carrier.dragSource) }
        if let carrier = start as? DropZoneView { register(carrier.dropZone) }
        for subview in start.subviews where subview !== overlay { discover(in: subview) }
    }

    /// The registered source of `view`, if any.
    public func source(for view: View) -> DragSource? {
        guard let source = sources[ObjectIdentifier(view)], source.view === view else { return nil }
        return source
    }

    /// Cancels every drag in progress (the window is closing, the app changes screens):
    /// each item springs back and each source's `ended` reports `.returned(.cancelled)`.
    public func cancelAllDrags() {
        for session in sessions { session.source.recognizer.withdraw() }
        for session in sessions { cancel(session) }
    }

    /// Lands every item still in the air now: items springing back or settling into a zone
    /// are put in their places, snapshots flying back vanish. For an app changing screens
    /// after `cancelAllDrags()`: nothing of the old screen then flies over the new one, where
    /// a finger could catch it far from its own zones.
    public func landFlyingItems() {
        airspace.landAll()
    }

    // MARK: The lifecycle, driven by the sources' recognizers

    /// The recognizer is about to begin: a drag starts if the source, the manager's rules and
    /// the delegate agree. Prepares the session its `began` will lift; `location` (root
    /// space) is where the drag starts when it is not the recognizer's (the keyboard's).
    func shouldBegin(_ source: DragSource, at location: Point? = nil) -> Bool {
        guard source.isEnabled, source.session?.item == nil, let view = source.view, view.superview != nil,
              view.root === rootView else { return false }
        let session = DragSession(id: nextSessionID, source: source, sourceView: view,
                                  location: location ?? source.recognizer.location(in: nil), origin: airspace.restingPlace(of: view))
        source.session = nil
        guard source.shouldStart?(session) ?? true,
              delegate?.dragDropManager(self, shouldStart: session) ?? true else { return false }
        nextSessionID += 1
        source.session = session
        return true
    }

    private func recognizerChanged(_ source: DragSource, _ recognizer: GestureRecognizer) {
        // A drag handed to other apps no longer follows its recognizer (which lets go of it).
        guard let session = source.session, session.sharedDrag == nil else { return }
        session.location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            if session.item == nil { start(session) }
        case .changed:
            guard session.item != nil else { break }
            follow(session)
            if source.sharedDrag != nil { handOffIfOutside(session) }
        case .ended:
            if session.item != nil { drop(session) } else { source.session = nil }
        case .cancelled:
            if session.item != nil { cancel(session) } else { source.session = nil }
        case .possible, .failed, .recognized:
            break
        }
    }

    func start(_ session: DragSession) {
        session.source.willStart?(session)
        for zone in zones {
            guard let view = zone.view, view.root === rootView, !view.isDescendant(of: session.sourceView) else { continue }
            if zone.isInterested?(session) ?? true { session.interestedZones[ObjectIdentifier(view)] = zone }
        }
        session.scrollViews = AutoScrollDriver.scrollViews(for: session)
        lift(session)
        routeTouches(toSourceOf: session)
        sessions.append(session)
        session.source.started?(session)
        delegate?.dragDropManager(self, didStart: session)
        updateHover(session)
        autoScrolling.update(for: sessions, carriedIn: overlay)
    }

    /// Moves the item with the finger (at `session.location`, keeping its offset); it hovers
    /// over `target` when given (the keyboard's choice), else over the zone under the finger.
    func follow(_ session: DragSession, hovering target: DropZone? = nil) {
        guard let item = session.item, item.superview === overlay else { return }
        item.center = overlay.convert(session.location, from: nil) + session.offset
        updateHover(session, to: target)
        autoScrolling.update(for: sessions, carriedIn: overlay)
    }

    /// Enters, moves over or exits zones as the finger moves or content moves under it; the
    /// session hovers over `target` when given, else over the zone under the finger.
    func updateHover(_ session: DragSession, to target: DropZone? = nil) {
        let zone = target ?? topmostZone(for: session)
        if zone === session.zone {
            if let zone {
                makeRoom(for: session, in: zone)
                zone.moved?(session)
            }
            return
        }
        exit(session)
        guard let zone else { return }
        session.zone = zone
        zone.setHovering(true)
        makeRoom(for: session, in: zone)
        zone.entered?(session)
        delegate?.dragDropManager(self, session: session, didEnter: zone)
    }

    /// Leaves the zone the session hovers over, if any.
    func exit(_ session: DragSession) {
        guard let zone = session.zone else { return }
        session.zone = nil
        zone.setHovering(false)
        closeRoom(in: zone)
        zone.exited?(session)
        delegate?.dragDropManager(self, session: session, didExit: zone)
    }

    func drop(_ session: DragSession) {
        guard let zone = session.zone, let zoneView = zone.view, zoneView.root === rootView else {
            return sendBack(session, reason: .noZone)
        }
        zone.setHovering(false)
        let outcome: DragOutcome
        var displaced: View?
        switch zone.placement {
        case .handledByZone:
            returnItem(of: session)
            outcome = .handled(by: zone)
        default:
            guard let landing = land(session, in: zoneView, placement: zone.placement) else {
                session.zone = nil
                closeRoom(in: zone)
                zone.exited?(session)
                delegate?.dragDropManager(self, session: session, didExit: zone)
                return sendBack(session, reason: .refused)
            }
            displaced = landing.displaced
            if case .copy = session.source.operation { outcome = .copied(into: zone) } else { outcome = .moved(into: zone) }
        }
        zone.dropped?(session)
        delegate?.dragDropManager(self, session: session, didDropOn: zone)
        if let displaced {
            zone.displaced?(displaced, session)
            delegate?.dragDropManager(self, session: session, didDisplace: displaced, from: zone)
        }
        finishSession(session, outcome)
    }

    func cancel(_ session: DragSession) {
        if cancelSharedDrag(of: session) { return }
        exit(session)
        sendBack(session, reason: .cancelled)
    }

    private func sendBack(_ session: DragSession, reason: DragReturnReason) {
        returnItem(of: session)
        finishSession(session, .returned(reason))
    }

    /// Ends `session` with `outcome`: it leaves `sessions` and its hooks hear how it went.
    func finishSession(_ session: DragSession, _ outcome: DragOutcome) {
        sessions.removeAll { $0 === session }
        if session.source.session === session { session.source.session = nil }
        if accessibleSession === session { accessibleSession = nil }
        overlay.stopRoutingTouches(to: session.sourceView)
        autoScrolling.update(for: sessions, carriedIn: overlay)
        session.source.ended?(session, outcome)
        delegate?.dragDropManager(self, didEnd: session, outcome: outcome)
        sessionDidEnd?(session)
    }
}
