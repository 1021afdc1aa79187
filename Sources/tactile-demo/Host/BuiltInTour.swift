import Tactile

/// The tour `tactile-demo --offscreen` plays: on a 1024×768 surface, one thing per seed
/// scene, each scene reached by tapping its home bar button, with a snapshot after each.
/// Where to touch is read from the scenes' own layout (built and laid out the same way as
/// the run will), so the tour follows any change of layout.
enum BuiltInTour {
    /// The tour's surface.
    static let size = Size(width: 1024, height: 768)

    /// The tour's script, starting on `sceneName` (as the run will) with `state` put back.
    static func script(sceneName: String?, state: LayoutState?) -> OffscreenScript {
        let root = View(frame: Rect(origin: .zero, size: size))
        let host = DemoHost(rootView: root, animator: Animator { 0 }, trace: { _ in })
        let session = DemoSession(host: host, sceneName: sceneName, state: state, store: nil)
        session.resized(to: size)
        let shell = session.shell
        var tour = TourWriter()
        tour.snapshot()
        for scene in shell.scenes {
            if let button = shell.homeBar?.buttons.first(where: { $0.identifier == "home-\(scene.name)" }) {
                tour.tap(at: button.surfaceCenter)
            }
            for step in scene.tourSteps { tour.perform(step) }
            tour.wait(milliseconds: 800)
            tour.snapshot()
        }
        return OffscreenScript(size: size, events: tour.events, snapshots: tour.snapshots)
    }
}

/// One thing the tour does in a scene, in surface coordinates.
enum TourStep {
    /// One finger touches and lifts without moving.
    case tap(Point)
    /// One finger drags from one point to another in 20 steps of 16 ms.
    case drag(from: Point, to: Point)
    /// Two fingers move from where they touch down to where they lift, together.
    case twoFingers(from: (Point, Point), to: (Point, Point))
    /// Nothing happens for a while (animations run, the cart fades).
    case wait(milliseconds: Double)
}

extension DemoScene {
    /// What the tour does in the scene; nothing by default.
    var tourSteps: [TourStep] { [] }
}

/// Writes the tour's events with times one after another.
private struct TourWriter {
    private(set) var events: [OffscreenEvent] = []
    private(set) var snapshots: [Double] = []
    private var time = 0.0

    mutating func snapshot() {
        snapshots.append(time)
        time += 16
    }

    mutating func wait(milliseconds: Double) { time += milliseconds }

    mutating func tap(at point: Point) {
        add(.down(id: 0, location: point))
        time += 50
        add(.up(id: 0))
        time += 400
    }

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

    /// Fingers 0, 1… go down at their starts, move to their ends in 20 frames and lift.
    private mutating func move(_ paths: [(start: Point, end: Point)]) {
        for (id, path) in paths.enumerated() { add(.down(id: Int32(id), location: path.start)) }
        let steps = 20
        for step in 1...steps {
            time += 16
            let fraction = Double(step) / Double(steps)
            for (id, path) in paths.enumerated() {
                add(.move(id: Int32(id), location: path.start + (path.end - path.start) * fraction))
            }
        }
        time += 16
        for id in paths.indices { add(.up(id: Int32(id))) }
        time += 600
    }

    /// Adds `kind` at the current time, followed by its frame.
    private mutating func add(_ kind: OffscreenEvent.Kind) {
        if case .frame = events.last?.kind, events.last?.time == time { events.removeLast() }
        events.append(OffscreenEvent(time: time, kind: kind))
        events.append(OffscreenEvent(time: time, kind: .frame))
    }
}
