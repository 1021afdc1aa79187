import Tactile
@testable import TactileCore

/// Where an `ObjectCensus` starts its walks: what an app keeps for as long as it runs. Only
/// strong references are followed from there, since a weak one keeps nothing alive.
struct CensusRoots {
    /// Roots of view trees: the window's root, and the views an app keeps out of the window
    /// (scenes built once and shown in turn).
    var views: [View] = []
    /// Drag-and-drop managers: their overlay, sessions, sources, zones, flights, flying-back
    /// ghosts and auto-scrollers.
    var managers: [DragDropManager] = []
    /// Keyboard drivers: their focused view and carried drag.
    var keyboards: [KeyboardDragController] = []
    /// The clock whose pending timers are counted, if any.
    var clock: ManualClock?
}

/// How many of each thing the census reached in one walk. Two walks of a scene at rest,
/// before and after any amount of interaction, must give the same counts.
struct CensusCounts: Equatable, CustomStringConvertible {
    /// Views in the trees, overlays, sessions and ghosts.
    var views = 0
    /// Gesture recognizers attached to those views or held by sources.
    var recognizers = 0
    /// Drags in progress (finger or keyboard).
    var sessions = 0
    /// Registered drag sources.
    var sources = 0
    /// Registered drop zones.
    var zones = 0
    /// Compositor layers the views hold (none offscreen, where layers are never planned).
    var layers = 0
    /// Entries of the damage trackers' lists of views that asked for a layer: each is a weak
    /// reference, whose side table outlives the view until the entry goes.
    var layerCandidates = 0
    /// Items flying to a place after a drop or a return.
    var flights = 0
    /// Snapshots and copies flying back over their sources.
    var ghosts = 0
    /// Scroll views scrolling under a resting finger.
    var autoScrollers = 0
    /// Overlay routes from a carried ghost to its source's recognizers.
    var touchTargets = 0
    /// Timers waiting on the clock (tap intervals, long-press delays, the wheel's idle time).
    var timers = 0

    /// "views 92, recognizers 71, …", every figure named.
    var description: String {
        let figures: [(String, Int)] = [
            ("views", views), ("recognizers", recognizers), ("sessions", sessions), ("sources", sources), ("zones", zones),
            ("layers", layers), ("layer candidates", layerCandidates), ("flights", flights), ("ghosts", ghosts),
            ("auto-scrollers", autoScrollers), ("touch targets", touchTargets), ("timers", timers),
        ]
        return figures.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}

/// Finds objects that outlive their place in an app: retain cycles and forgotten references.
/// Each `observe` walks the strong references from the roots and remembers, weakly, every
/// view, recognizer, drag session, source, zone, layer and damage tracker met; `leaks` then
/// names those seen once that are still alive although no walk reaches them any more.
///
/// Nothing global: a census sees only its own roots, so tests running side by side in the
/// process cannot disturb each other's figures (counters in initialisers would count every
/// test's objects). Observe often (after every step of a run) so that short-lived objects
/// (a drag's snapshot, a session) are seen while they are reachable.
final class ObjectCensus {
    /// An object the census has met, held weakly, with what it was when first met.
    private struct Sighting {
        /// The object; nil once it is gone.
        weak var object: AnyObject?
        /// "SnapshotView swatch-red", "PanGestureRecognizer on putty".
        let label: String
    }

    /// One walk's findings: the objects reached (held only while it lasts) and the counts.
    private struct Walk {
        /// Every object reached, with how to name it (worked out only for new sightings).
        var reached: [ObjectIdentifier: (object: AnyObject, label: () -> String)] = [:]
        /// What was reached, by kind.
        var counts = CensusCounts()

        /// Notes `object`; false when it was reached already (its references were followed).
        mutating func reach(_ object: AnyObject, _ label: @autoclosure @escaping () -> String) -> Bool {
            let key = ObjectIdentifier(object)
            guard reached[key] == nil else { return false }
            reached[key] = (object, label)
            return true
        }
    }

    /// An object seen reachable before, alive now, that no walk reaches.
    struct Leak: CustomStringConvertible {
        /// Its type and name when first seen.
        let label: String
        /// Its address, to tell two of the same name apart.
        let address: String

        /// "View leaky (0x…)".
        var description: String { "\(label) (\(address))" }
    }

    /// Asked for the roots at each walk (they may change: a drag manager made later).
    private let roots: () -> CensusRoots
    /// Every object met so far, by identity, while it lives (a dead one's entry may be
    /// taken over by a new object at the same address).
    private var sightings: [ObjectIdentifier: Sighting] = [:]
    /// How many distinct objects of each type the walks have met so far, alive or gone: what
    /// the census has watched ("SnapshotView": 212).
    private(set) var seen: [String: Int] = [:]
    /// Walks since the dead sightings were last dropped.
    private var walksSincePruning = 0

    /// A census of what `roots` (asked anew at each walk) hold.
    init(roots: @escaping () -> CensusRoots) {
        self.roots = roots
    }

    /// Walks the roots, remembers every object reached and returns the counts.
    @discardableResult
    func observe() -> CensusCounts {
        let walk = self.walk()
        for (key, entry) in walk.reached where sightings[key]?.object !== entry.object {
            // New, or a new object at the address of a dead one.
            sightings[key] = Sighting(object: entry.object, label: entry.label())
            seen["\(type(of: entry.object))", default: 0] += 1
        }
        walksSincePruning += 1
        if walksSincePruning >= 256 {
            // The weak references of dead objects keep their side tables: let them go.
            walksSincePruning = 0
            sightings = sightings.filter { $0.value.object != nil }
        }
        return walk.counts
    }

    /// The objects seen by earlier walks that are alive but not reachable now, sorted by
    /// label. Call it with the scene at rest: mid-animation, an item may be held by the
    /// animator alone, legitimately, for a moment.
    func leaks() -> [Leak] {
        let walk = self.walk()
        var found: [Leak] = []
        for (key, sighting) in sightings {
            guard let object = sighting.object, walk.reached[key] == nil else { continue }
            found.append(Leak(label: sighting.label, address: "\(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()))"))
        }
        return found.sorted { ($0.label, $0.address) < ($1.label, $1.address) }
    }

    // MARK: The walk

    /// Follows the strong references from the roots.
    private func walk() -> Walk {
        var walk = Walk()
        let roots = roots()
        for view in roots.views { visit(view, &walk) }
        for manager in roots.managers { visit(manager, &walk) }
        for keyboard in roots.keyboards {
            if let view = keyboard.focusedView { visit(view, &walk) }
            if let session = keyboard.session { visit(session, &walk) }
        }
        walk.counts.timers = roots.clock?.pendingTimerCount ?? 0
        return walk
    }

    /// A view: its recognizers, layer, damage tracker (counting its layer candidates) and subviews.
    private func visit(_ view: View, _ walk: inout Walk) {
        guard walk.reach(view, Self.label(of: view)) else { return }
        walk.counts.views += 1
        for recognizer in view.gestureRecognizers { visit(recognizer, &walk) }
        if let layer = view.compositorLayer, walk.reach(layer, "CompositorLayer \(layer.id)") { walk.counts.layers += 1 }
        if let tracker = view.trackerStorage, walk.reach(tracker, "DamageTracker of \(Self.label(of: view))") {
            // Weak entries: counted, not followed.
            walk.counts.layerCandidates += tracker.layerCandidates.count
        }
        if let overlay = view as? DragOverlay { walk.counts.touchTargets += overlay.touchTargets.count }
        for subview in view.subviews { visit(subview, &walk) }
    }

    /// A recognizer, and those it waits for (the partners it runs with are held weakly).
    private func visit(_ recognizer: GestureRecognizer, _ walk: inout Walk) {
        let on = recognizer.view.map { " on \(Self.label(of: $0))" } ?? ""
        guard walk.reach(recognizer, "\(type(of: recognizer))\(recognizer.name.map { " '\($0)'" } ?? "")\(on)") else { return }
        walk.counts.recognizers += 1
        for required in recognizer.failureRequirements { visit(required, &walk) }
    }

    /// A drag manager: its overlay, drags, sources, zones and flying-back ghosts; its flights
    /// and auto-scrollers are counted (they hold their views weakly).
    private func visit(_ manager: DragDropManager, _ walk: inout Walk) {
        guard walk.reach(manager, "DragDropManager") else { return }
        visit(manager.overlay, &walk)
        for session in manager.sessions { visit(session, &walk) }
        for source in manager.sources.values { visit(source, &walk) }
        for zone in manager.zones where walk.reach(zone, "DropZone on \(zone.view.map(Self.label(of:)) ?? "nothing")") {
            walk.counts.zones += 1
        }
        walk.counts.flights += manager.airspace.flightCount  // Weak views, in the overlay while they fly.
        let ghosts = manager.airspace.returningGhostViews
        walk.counts.ghosts += ghosts.count
        for ghost in ghosts { visit(ghost, &walk) }
        walk.counts.autoScrollers += manager.autoScrolling.scrollers.count
    }

    /// A drag: its source and source view, its carried item, the scroll views it may scroll.
    private func visit(_ session: DragSession, _ walk: inout Walk) {
        guard walk.reach(session, "DragSession \(session.id) of \(Self.label(of: session.sourceView))") else { return }
        walk.counts.sessions += 1
        visit(session.sourceView, &walk)
        if let item = session.item { visit(item, &walk) }
        visit(session.source, &walk)
        for scrollView in session.scrollViews { visit(scrollView, &walk) }
    }

    /// A source: its recognizer, the pinch and rotation of its manipulation, its drag.
    private func visit(_ source: DragSource, _ walk: inout Walk) {
        guard walk.reach(source, "DragSource of \(source.view.map(Self.label(of:)) ?? "nothing")") else { return }
        walk.counts.sources += 1
        visit(source.recognizer, &walk)
        if let manipulator = source.manipulator {
            visit(manipulator.pinch, &walk)
            visit(manipulator.rotation, &walk)
        }
        if let session = source.session { visit(session, &walk) }
    }

    /// "View tile-3", "SnapshotView swatch-red", "Label" (no identifier).
    private static func label(of view: View) -> String {
        "\(type(of: view))" + (view.identifier.map { " \($0)" } ?? "")
    }
}
