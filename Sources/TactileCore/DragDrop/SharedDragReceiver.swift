/// Takes other apps' drags over a window to the drop zones that want them, through the same
/// lifecycle as the window's own drags: the topmost interested zone under the drag lights up
/// while it hovers (`DropZone.highlightChanged` too), a drop there reads the data without
/// blocking and hands it to the zone's `sharedDrops.received`.
///
/// It answers the source as the drag moves: over an interested zone the offer is accepted
/// with the zone's type and the zone's preferred action (copy and move allowed), anywhere
/// else it is refused (no type, no action), so a drop there never happens. After a drop the
/// data is read (at most `sizeLimit` bytes within `timeout`; text must be UTF-8); the offer is
/// finished when the zone takes it, and let go either way. A refusal (too large, too slow,
/// not UTF-8, the zone gone or unwilling) is one debug line, and the source hears the drop
/// was cancelled. A drag inside the window never comes here: only the compositor's drags do.
/// The window's own drag that went out to other apps and comes back is the in-app drag it
/// was (see `SharedDragReceiver+ReturningDrag.swift`).
///
/// One per window (`SceneHost.sharedDrops`); `add` the drag-and-drop managers whose zones
/// take part. Single-threaded, on the event loop.
public final class SharedDragReceiver {
    /// The largest drop read, in bytes (16 MB); more is refused.
    public var sizeLimit = 16 * 1024 * 1024
    /// How long a drop's data may take to arrive before it is refused.
    public var timeout = TimeSpan.seconds(5)
    /// The drag over the window now; nil when none.
    public private(set) var drag: SharedIncomingDrag?
    /// Receives one line per refusal and per drag that comes or goes (debugging).
    package var log: (String) -> Void = { _ in }
    /// Called after a drop's data was handed to a zone or refused (the scene may have
    /// changed): the host counts it as activity.
    package var afterDelivery: (() -> Void)?

    var managers: [WeakManager] = []
    /// The window's own drag, back over it; nil when none is.
    var returning: ReturningDrag?

    struct WeakManager {
        weak var manager: DragDropManager?
    }

    /// Creates a receiver with no managers.
    package init() {}

    /// Lets `manager`'s zones take other apps' drags (those with `sharedDrops`). The
    /// receiver holds it weakly.
    public func add(_ manager: DragDropManager) {
        managers.removeAll { $0.manager == nil || $0.manager === manager }
        managers.append(WeakManager(manager: manager))
    }

    /// Follows the data device's report of another app's drag.
    package func handle(_ event: SharedDragEvent) {
        switch event {
        case .enter(let offer, let location):
            if drag != nil { leave() }
            if returning != nil { returningLeft() }
            if !returningEntered(offer, at: location) { enter(offer, at: location) }
        case .motion(let location):
            if returning != nil { return returningMoved(to: location) }
            guard let drag else { return }
            drag.location = location
            updateHover(drag)
        case .leave:
            if returning != nil { returningLeft() }
            leave()
        case .drop:
            if returning != nil { return returningDropped() }
            drop()
        }
    }

    private func enter(_ offer: SharedDragOffer, at location: Point) {
        let drag = SharedIncomingDrag(offer: offer, location: location)
        for manager in managers.compactMap(\.manager) {
            for zone in manager.zones {
                guard let view = zone.view, view.root === manager.rootView, drag.type(for: zone) != nil,
                      zone.sharedDrops?.isInterested?(drag) ?? true else { continue }
                drag.interestedZones[ObjectIdentifier(view)] = zone
            }
        }
        self.drag = drag
        log("external drag entered offering \(drag.mimeTypes.joined(separator: " "))")
        updateHover(drag, answering: true)
    }

    /// Enters or exits zones as the drag moves, and tells the source when the answer changes
    /// (always when `answering`: the source has had none yet).
    private func updateHover(_ drag: SharedIncomingDrag, answering: Bool = false) {
        let zone = topmostZone(for: drag)
        guard zone !== drag.zone || answering else { return }
        if zone !== drag.zone {
            drag.zone?.setHovering(false)
            drag.zone = zone
            zone?.setHovering(true)
        }
        drag.offer.accept(drag.type(for: zone))
        drag.offer.setActions(preferring: zone?.sharedDrops?.preferredAction)
    }

    /// The topmost interested zone under the drag, whichever manager it belongs to.
    private func topmostZone(for drag: SharedIncomingDrag) -> DropZone? {
        // Runs at every motion: the weak entries are read in place, with no array made of them.
        for entry in managers {
            if let zone = entry.manager?.topmostZone(at: drag.location, among: drag.interestedZones) { return zone }
        }
        return nil
    }

    private func leave() {
        guard let drag else { return }
        self.drag = nil
        drag.zone?.setHovering(false)
        drag.zone = nil
        drag.offer.discard()
        log("external drag left")
    }

    private func drop() {
        guard let drag else { return }
        self.drag = nil
        guard let zone = drag.zone, let view = zone.view, let type = drag.type(for: zone) else {
            drag.offer.discard()
            return log("external drop refused: no interested zone under it")
        }
        zone.setHovering(false)
        drag.zone = nil
        let location = drag.location(in: view)
        let offer = drag.offer
        offer.receive(type, limit: sizeLimit, timeout: timeout) { [weak self, weak zone] result in
            self?.deliver(result, of: type, at: location, to: zone, from: offer)
        }
    }

    private func deliver(_ result: Result<[UInt8], any Error>, of type: String, at location: Point,
                         to zone: DropZone?, from offer: SharedDragOffer) {
        defer {
            offer.discard()
            afterDelivery?()
        }
        let bytes: [UInt8]
        switch result {
        case .success(let received): bytes = received
        case .failure(let error): return log("external drop of \(type) refused: \(error)")
        }
        var text: String?
        if SharedDrops.isText(type) {
            guard let valid = String(validating: bytes, as: UTF8.self) else {
                return log("external drop of \(type) refused: the text is not valid UTF-8")
            }
            text = valid
        }
        guard let zone, let rule = zone.sharedDrops, let view = zone.view, isRegistered(zone, in: view.root) else {
            return log("external drop of \(type) refused: the zone is gone")
        }
        let drop = SharedDrop(mimeType: type, bytes: bytes, text: text, location: location, zone: zone)
        guard rule.received(drop) else { return log("external drop of \(type) refused by its zone") }
        offer.finish()
        log("external drop of \(type) finished")
    }

    /// True when a manager whose root is `root` still has `zone`.
    private func isRegistered(_ zone: DropZone, in root: View) -> Bool {
        managers.contains { entry in
            guard let manager = entry.manager else { return false }
            return manager.rootView === root && manager.zones.contains { $0 === zone }
        }
    }
}
