/// Turns raw `wl_touch` events into `TouchFrame`s, repairing what real compositors and
/// broken sequences get wrong, so everything above sees the same, well-formed frames.
///
/// - Events are collected until `wl_touch.frame` and handed on together.
/// - weston 10 drops the frame that should follow the last `up`; cage 0.1.4 never sends a
///   frame at all. The Wayland layer calls `endOfBatch` after each dispatched batch: pending
///   events are flushed there when no frame ever came (cage), or when every pending touch
///   has lifted (weston). A compositor that does send frames is never split mid-frame.
/// - sway 1.7 never sends `cancel`: nothing here depends on it; `cancelAll` lets the
///   application cancel when the seat loses its touch capability.
/// - Impossible events (a second down for a live id, motion/up/shape for an unknown id,
///   events for ids already cancelled, non-finite coordinates, coordinates far outside the
///   surface, more than `maximumTouchCount` fingers) are dropped with a line in the log;
///   none can leave a touch stuck or reach a recognizer.
/// - A touch that goes down and up before the next frame is split into two frames, so each
///   frame holds one phase per touch and a quick tap is never lost.
/// - With `coalescesMotions`, a frame that only moves touches is held until the batch ends,
///   and the motion frames after it in the same batch join it: a client that stalled and
///   reads a thousand motions at once does one frame's work for them, at their last places.
///   Any other event (a down, an up, a shape, a cancel) first hands the held frame on, so no
///   phase is lost or reordered. Motions join only with their own frame: a batch that ends
///   mid-frame (the compositor flushed one finger's motion, the other's came in the next
///   read) hands on the held frame without them, so fingers that moved together are never
///   seen moving one at a time (a pinch would see them close up and part again).
///
/// The frames are passed to `emit` closures given with each call (no stored callback, no
/// reference cycle); the frame's touch array must not be kept beyond the call.
package final class TouchFrameAssembler {
    /// The surface size in logical pixels; `.zero` (unknown) disables the range checks.
    @exclusivity(unchecked) package var surfaceSize: Size = .zero
    /// How many fingers may be down at once; further downs are dropped (logged).
    @exclusivity(unchecked) package var maximumTouchCount = 64
    /// How far outside the surface, in logical pixels, a down may land (rounding of
    /// fractional scales puts an edge touch a little outside).
    @exclusivity(unchecked) package var downTolerance: Double = 2
    /// Whether frames of motions only are held and merged until `endOfBatch` (see the type).
    /// Only for a caller that ends every batch, as the Wayland layer does after each read.
    @exclusivity(unchecked) package var coalescesMotions = false

    private let log: InputLog
    @exclusivity(unchecked) private var timeline = EventTimeline()
    /// Live touches plus those that ended in the pending frame, in down order.
    @exclusivity(unchecked) private var touches: [Touch] = []
    @exclusivity(unchecked) private var hasPending = false
    @exclusivity(unchecked) private var pendingTime: MonotonicTime = .zero
    @exclusivity(unchecked) private var compositorSendsFrames = false
    /// True while a frame of motions only waits for the batch's end (`coalescesMotions`).
    @exclusivity(unchecked) private var holdsMotions = false
    /// Motions that came after the held frame and before their own frame: they join the
    /// held frame when their frame comes, and wait for it when the held frame is handed on.
    @exclusivity(unchecked) private var unframedMotions: [(time: MonotonicTime, id: Int, location: Point)] = []

    /// Creates an assembler reporting dropped events to `log`.
    package init(log: InputLog = .silent) {
        self.log = log
        touches.reserveCapacity(16)
    }

    /// The number of touches down (after the pending events).
    package var liveTouchCount: Int { touches.count { $0.phase != .ended } }

    /// Takes one raw event; emits a frame at `wl_touch.frame` (or earlier, see the type).
    @inline(__always)
    package func handle(_ event: TouchEvent, emit: (TouchFrame) -> Void) {
        // A motion and a frame, what a drag sends, are told apart before the other events:
        // the switch over all of them reads a jump table, one more line for every event to fetch.
        if case let .motion(rawTime, id, location) = event {
            let time = timeline.time(for: rawTime)
            if holdsMotions { return holdUnframedMotion(time: time, id: Int(id), location: location) }
            return motion(time: time, id: Int(id), location: location)
        }
        if case .frame = event { return frame(emit: emit) }
        handleOther(event, emit: emit)
    }

    /// `handle` for the events other than a motion and a frame.
    @inline(never)
    private func handleOther(_ event: TouchEvent, emit: (TouchFrame) -> Void) {
        if holdsMotions { flush(emit: emit) }
        switch event {
        case let .down(rawTime, id, location):
            down(time: timeline.time(for: rawTime), id: Int(id), location: location, emit: emit)
        case .motion, .frame:
            return  // `handle` takes these itself.
        case let .up(rawTime, id):
            up(time: timeline.time(for: rawTime), id: Int(id), emit: emit)
        case let .shape(id, major, minor):
            guard let index = liveIndex(of: Int(id), event: "shape"), major.isFinite, minor.isFinite else { return }
            touches[index].major = major
            touches[index].minor = minor
            markChanged(index, time: touches[index].time)
        case let .orientation(id, degrees):
            guard let index = liveIndex(of: Int(id), event: "orientation"), degrees.isFinite else { return }
            touches[index].orientation = degrees
            markChanged(index, time: touches[index].time)
        case .cancel:
            cancelAll(emit: emit)
        }
    }

    /// `wl_touch.frame`: the pending events are handed on, or held to merge (`coalescesMotions`).
    @inline(__always)
    private func frame(emit: (TouchFrame) -> Void) {
        if holdsMotions { applyUnframedMotions() }
        compositorSendsFrames = true
        if coalescesMotions && hasPending && touches.allSatisfy({ $0.phase == .moved || $0.phase == .stationary }) {
            holdsMotions = true
        } else {
            flush(emit: emit)
        }
    }

    /// Keeps a motion that came after the held frame for its own frame (see `unframedMotions`).
    @inline(never)
    private func holdUnframedMotion(time: MonotonicTime, id: Int, location: Point) {
        unframedMotions.append((time, id, location))
    }

    /// Called by the Wayland layer after each dispatched batch of events: flushes what a
    /// compositor left without a frame (see the type's notes).
    @inline(__always)
    package func endOfBatch(emit: (TouchFrame) -> Void) {
        guard hasPending else { return }
        if holdsMotions || !compositorSendsFrames || touches.allSatisfy({ $0.phase == .ended }) { flush(emit: emit) }
    }

    /// Cancels every touch: pending events are dropped and one frame with every delivered
    /// touch `.cancelled` is emitted (nothing when no touch was down).
    package func cancelAll(emit: (TouchFrame) -> Void) {
        // Touches that went down in the pending frame were never seen: forget them quietly.
        touches.removeAll { $0.phase == .began }
        hasPending = false
        holdsMotions = false
        unframedMotions.removeAll()
        guard !touches.isEmpty else { return }
        for index in touches.indices { touches[index].phase = .cancelled }
        emit(TouchFrame(time: timeline.latest, touches: touches))
        touches.removeAll(keepingCapacity: true)
    }

    private func down(time: MonotonicTime, id: Int, location: Point, emit: (TouchFrame) -> Void) {
        guard isUsable(location, tolerance: downTolerance) else {
            log.debug("touch: dropped down \(id) at unusable location \(location)")
            return
        }
        if let index = touches.firstIndex(where: { $0.id == id }) {
            guard touches[index].phase == .ended else {
                log.debug("touch: dropped duplicate down for live id \(id)")
                return
            }
            // The same id lifted and landed again before a frame: deliver the lift first.
            flush(emit: emit)
        }
        guard liveTouchCount < maximumTouchCount else {
            log.debug("touch: dropped down \(id): already \(maximumTouchCount) touches down")
            return
        }
        touches.append(Touch(id: id, phase: .began, location: location, time: time))
        hasPending = true
        pendingTime = time
    }

    /// One function with its checks inlined, their logging out of line: every motion runs it.
    @section(".text.hot")
    private func motion(time: MonotonicTime, id: Int, location: Point) {
        guard let index = liveIndex(of: id, event: "motion") else { return }
        // A dragged finger may leave the surface (implicit grab), but not by more than the
        // surface's own size: further than that the coordinates are garbage.
        guard isUsable(location, tolerance: max(surfaceSize.width, surfaceSize.height)) else {
            return logDroppedMotion(id, to: location)
        }
        touches[index].location = location
        markChanged(index, time: time)
    }

    @inline(never)
    private func logDroppedMotion(_ id: Int, to location: Point) {
        log.debug("touch: dropped motion \(id) to unusable location \(location)")
    }

    private func up(time: MonotonicTime, id: Int, emit: (TouchFrame) -> Void) {
        guard var index = liveIndex(of: id, event: "up") else { return }
        if touches[index].phase == .began {
            // Down and up before a frame: deliver the down on its own first.
            flush(emit: emit)
            guard let stillThere = touches.firstIndex(where: { $0.id == id }) else { return }
            index = stillThere
        }
        touches[index].phase = .ended
        touches[index].time = time
        hasPending = true
        pendingTime = max(pendingTime, time)
    }

    @inline(__always)
    private func markChanged(_ index: Int, time: MonotonicTime) {
        if touches[index].phase == .stationary { touches[index].phase = .moved }
        touches[index].time = time
        hasPending = true
        pendingTime = max(pendingTime, time)
    }

    /// Ends touch `id` now where it last was, in a frame of its own after what is pending,
    /// as if it had lifted (the compositor took it over and keeps its `up`). Nothing when it
    /// is not down.
    package func end(_ id: Int, emit: (TouchFrame) -> Void) {
        guard touches.contains(where: { $0.id == id && $0.phase != .ended }) else { return }
        flush(emit: emit)
        guard let index = touches.firstIndex(where: { $0.id == id && $0.phase != .ended }) else { return }
        touches[index].phase = .ended
        hasPending = true
        pendingTime = max(pendingTime, touches[index].time)
        flush(emit: emit)
    }

    /// The index of the live (not lifted) touch `id`, or nil with a log line.
    @inline(__always)
    private func liveIndex(of id: Int, event: StaticString) -> Int? {
        if let index = touches.firstIndex(where: { $0.id == id && $0.phase != .ended }) { return index }
        logUnknown(id, event: event)
        return nil
    }

    @inline(never)
    private func logUnknown(_ id: Int, event: StaticString) {
        log.debug("touch: dropped \(event) for unknown id \(id)")
    }

    @inline(__always)
    private func isUsable(_ point: Point, tolerance: Double) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        guard surfaceSize.width > 0, surfaceSize.height > 0 else { return true }
        return point.x >= -tolerance && point.y >= -tolerance
            && point.x <= surfaceSize.width + tolerance && point.y <= surfaceSize.height + tolerance
    }

    /// Emits the pending frame; motions still waiting for their frame become the next one's.
    @inline(__always)
    private func flush(emit: (TouchFrame) -> Void) {
        guard hasPending else { return }
        hasPending = false
        holdsMotions = false
        emit(TouchFrame(time: pendingTime, touches: touches))
        // One pass makes the touches still down stationary and finds whether one lifted; only
        // then are the lifted removed: removeAll(where:) runs the array's general removal code.
        var lifted = false
        for index in touches.indices {
            if touches[index].phase == .ended { lifted = true } else { touches[index].phase = .stationary }
        }
        if lifted { touches.removeAll { $0.phase == .ended } }
        if !unframedMotions.isEmpty { applyUnframedMotions() }
    }

    /// Applies the motions that waited for their frame to the pending frame (a batch that
    /// ended mid-frame: rare).
    @inline(never)
    private func applyUnframedMotions() {
        guard !unframedMotions.isEmpty else { return }
        for motion in unframedMotions { self.motion(time: motion.time, id: motion.id, location: motion.location) }
        unframedMotions.removeAll(keepingCapacity: true)
    }
}
