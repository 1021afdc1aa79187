/// Pointer events that belong together (one `wl_pointer.frame`).
package struct PointerFrame: Sendable {
    /// The time (event timestamps made monotonic) of the latest timestamped event.
    package var time: MonotonicTime = .zero
    /// The pointer position in surface coordinates after the frame, nil when unknown
    /// (before the first enter).
    package var location: Point?
    /// True when the pointer moved in this frame.
    package var moved = false
    /// True when the pointer entered the surface in this frame.
    package var entered = false
    /// True when the pointer left the surface in this frame.
    package var left = false
    /// Button changes in order: Linux button code and whether it is now pressed.
    package var buttons: [(button: UInt32, pressed: Bool)] = []
    /// Scroll in wheel notches (positive: down or right), vertical then horizontal. Taken
    /// from value120 or discrete steps when the compositor sends them, else from the
    /// continuous value at `PointerFrameAssembler.unitsPerNotch`.
    package var notches: (vertical: Double, horizontal: Double) = (0, 0)

    /// True when the frame carries no enter, leave or button (a motion at most; the scroll
    /// is gathered apart until the frame is handed on).
    var hasNoEnterLeaveOrButton: Bool { !entered && !left && buttons.isEmpty }
    /// True when the frame carries nothing.
    package var isEmpty: Bool {
        !moved && !entered && !left && buttons.isEmpty && notches.vertical == 0 && notches.horizontal == 0
    }
}

/// Collects raw `wl_pointer` events into `PointerFrame`s at `wl_pointer.frame`; compositors
/// or seat versions without frames (before v5) are flushed at the end of each dispatched batch.
/// With `coalescesMotions`, a frame that only moves the pointer waits for the batch's end and
/// the motions after it join it, as `TouchFrameAssembler` does with touches.
package final class PointerFrameAssembler {
    /// Continuous scroll units per wheel notch, used when no discrete value arrives
    /// (weston reports 10 per notch).
    @exclusivity(unchecked) package var unitsPerNotch: Double = 10
    /// Whether frames that only move the pointer are held and merged until `endOfBatch`.
    /// Only for a caller that ends every batch, as the Wayland layer does after each read.
    @exclusivity(unchecked) package var coalescesMotions = false
    /// True while a frame of motion only waits for the batch's end (`coalescesMotions`).
    @exclusivity(unchecked) private var holdsMotion = false

    @exclusivity(unchecked) private var timeline = EventTimeline()
    @exclusivity(unchecked) private var pending = PointerFrame()
    @exclusivity(unchecked) private var continuous: (vertical: Double, horizontal: Double) = (0, 0)
    @exclusivity(unchecked) private var discrete: (vertical: Double?, horizontal: Double?) = (nil, nil)
    @exclusivity(unchecked) private var compositorSendsFrames = false
    private let log: InputLog

    /// Creates an assembler reporting dropped events to `log`.
    package init(log: InputLog = .silent) { self.log = log }

    /// Takes one raw event; emits a frame at `wl_pointer.frame`.
    @inline(__always)
    package func handle(_ event: PointerEvent, emit: (PointerFrame) -> Void) {
        // A motion and a frame, what a drag sends, are told apart before the other events, as
        // in `TouchFrameAssembler.handle` (a held frame takes further motions as they come).
        if case let .motion(rawTime, point) = event {
            pending.time = timeline.time(for: rawTime)
            pending.moved = setLocation(point) || pending.moved
            return
        }
        if case .frame = event { return frame(emit: emit) }
        handleOther(event, emit: emit)
    }

    /// `handle` for the events other than a motion and a frame.
    @inline(never)
    private func handleOther(_ event: PointerEvent, emit: (PointerFrame) -> Void) {
        if holdsMotion { flush(emit: emit) }
        switch event {
        case let .enter(point):
            // A leave not handed on yet ends its own frame first: the pointer went from one
            // surface to another within one frame (the protocol allows it), or the leave's frame
            // never came. The enter after it is where the pointer is now; in one frame with the
            // leave, the leave would win and a press at once would find no pointer.
            if pending.left { flush(emit: emit) }
            guard setLocation(point) else { return }
            pending.entered = true
        case .leave:
            pending.left = true
        case .motion, .frame:
            return  // `handle` takes these itself.
        case let .button(rawTime, button, pressed):
            pending.time = timeline.time(for: rawTime)
            pending.buttons.append((button, pressed))
        case let .axis(rawTime, axis, value):
            pending.time = timeline.time(for: rawTime)
            guard value.isFinite else { return log.debug("pointer: dropped non-finite axis value") }
            if axis == .vertical { continuous.vertical += value } else { continuous.horizontal += value }
        case let .axisDiscrete(axis, steps):
            addDiscrete(axis, Double(steps))
        case let .axisValue120(axis, value120):
            addDiscrete(axis, Double(value120) / 120)
        }
    }

    /// `wl_pointer.frame`: the pending events are handed on, or held to merge (`coalescesMotions`).
    @inline(__always)
    private func frame(emit: (PointerFrame) -> Void) {
        compositorSendsFrames = true
        if coalescesMotions && pending.moved && pending.hasNoEnterLeaveOrButton && continuous == (0, 0) && discrete == (nil, nil) {
            holdsMotion = true
        } else {
            flush(emit: emit)
        }
    }

    /// Called after each dispatched batch: flushes pending events when the compositor
    /// sends no pointer frames.
    @inline(__always)
    package func endOfBatch(emit: (PointerFrame) -> Void) {
        if holdsMotion || !compositorSendsFrames { flush(emit: emit) }
    }

    private func addDiscrete(_ axis: PointerAxis, _ notches: Double) {
        // value120 and discrete describe the same scroll as the continuous axis event; a
        // compositor sending both (discrete before v8) must not count it twice.
        if axis == .vertical { discrete.vertical = (discrete.vertical ?? 0) + notches }
        else { discrete.horizontal = (discrete.horizontal ?? 0) + notches }
    }

    @inline(__always)
    private func setLocation(_ point: Point) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            logNonFiniteLocation()
            return false
        }
        pending.location = point
        return true
    }

    @inline(never)
    private func logNonFiniteLocation() {
        log.debug("pointer: dropped non-finite location")
    }

    @inline(__always)
    private func flush(emit: (PointerFrame) -> Void) {
        holdsMotion = false
        pending.notches = (discrete.vertical ?? continuous.vertical / unitsPerNotch,
                           discrete.horizontal ?? continuous.horizontal / unitsPerNotch)
        continuous = (0, 0)
        discrete = (nil, nil)
        if !pending.isEmpty {
            // Moved out to be handed on and back after, rather than copied: a copy retains and
            // releases the button array and goes through the struct's outlined copy.
            var frame = PointerFrame()
            swap(&frame, &pending)
            emit(frame)
            swap(&frame, &pending)
        }
        // Reset in place: the position carries over, the button array keeps its storage.
        if pending.left { pending.location = nil }
        pending.moved = false
        pending.entered = false
        pending.left = false
        // Only when there are some: removeAll runs the array's general removal code even on
        // an empty array (a motion's frame has no button).
        if !pending.buttons.isEmpty { pending.buttons.removeAll(keepingCapacity: true) }
    }
}
