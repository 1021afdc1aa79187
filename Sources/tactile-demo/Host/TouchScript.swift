import Tactile

/// Writes touch events for an `OffscreenScript` one gesture after another, each down and
/// move followed by its frame, 16 ms between moves: the tour's and the tests' way to say
/// what the fingers do.
struct TouchScript {
    /// The events so far, in time order.
    private(set) var events: [OffscreenEvent] = []
    /// The snapshot times so far.
    private(set) var snapshots: [MonotonicTime] = []
    /// The time the next event gets (the script's clock starts at zero).
    private(set) var time = MonotonicTime.zero

    /// A script of these events and snapshots on a surface of `size`.
    func script(size: Size, scale: Double = 1) -> OffscreenScript {
        OffscreenScript(size: size, scale: scale, events: events, snapshots: snapshots)
    }

    /// A picture now; the next event comes 16 ms later.
    mutating func snapshot() {
        snapshots.append(time)
        time += .milliseconds(16)
    }

    /// Nothing happens for `milliseconds`.
    mutating func wait(milliseconds: Double) { time += .milliseconds(milliseconds) }

    /// Finger 0 touches `point` and lifts 50 ms later; the next event comes 400 ms after that.
    mutating func tap(at point: Point) {
        add(.down(id: 0, location: point))
        time += .milliseconds(50)
        add(.up(id: 0))
        time += .milliseconds(400)
    }

    /// Finger `id` touches down at `point` (and stays).
    mutating func down(_ id: Int32 = 0, at point: Point) { add(.down(id: id, location: point)) }

    /// Finger `id` moves to `point` 16 ms after the last event.
    mutating func move(_ id: Int32 = 0, to point: Point) {
        time += .milliseconds(16)
        add(.move(id: id, location: point))
    }

    /// Several fingers move together, in one frame 16 ms after the last event: each `id` to
    /// its point.
    mutating func move(_ fingers: [(id: Int32, to: Point)]) {
        time += .milliseconds(16)
        for finger in fingers { add(.move(id: finger.id, location: finger.to)) }
    }

    /// Finger `id` lifts 16 ms after the last event.
    mutating func up(_ id: Int32 = 0) {
        time += .milliseconds(16)
        add(.up(id: id))
    }

    /// The compositor cancels every touch 16 ms after the last event.
    mutating func cancel() {
        time += .milliseconds(16)
        events.append(OffscreenEvent(time: time, kind: .cancel))
    }

    /// Does what `step` says.
    mutating func perform(_ step: TourStep) {
        switch step {
        case .tap(let point):
            tap(at: point)
        case .drag(let start, let end):
            move([(start, end)])
        case .twoFingers(let start, let end):
            move([(start.0, end.0), (start.1, end.1)])
        case .wait(let milliseconds):
            wait(milliseconds: milliseconds)
        }
    }

    /// Fingers 0, 1… go down at their starts, move to their ends in 20 frames and lift; the
    /// next event comes 600 ms later, once things have settled.
    private mutating func move(_ paths: [(start: Point, end: Point)]) {
        for (id, path) in paths.enumerated() { add(.down(id: Int32(id), location: path.start)) }
        let steps = 20
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            move(paths.enumerated().map { id, path in (Int32(id), path.start + (path.end - path.start) * fraction) })
        }
        time += .milliseconds(16)
        for id in paths.indices { add(.up(id: Int32(id))) }
        time += .milliseconds(600)
    }

    /// Adds `kind` at the current time, followed by its frame.
    private mutating func add(_ kind: OffscreenEvent.Kind) {
        if case .frame = events.last?.kind, events.last?.time == time { events.removeLast() }
        events.append(OffscreenEvent(time: time, kind: kind))
        events.append(OffscreenEvent(time: time, kind: .frame))
    }
}
