import Foundation
import Tactile
import TactileCairo
import Testing
@testable import tactile_demo

/// A deterministic source of random numbers (SplitMix64): the same seed gives the same run,
/// so a failure can be replayed.
struct SeededRandom: RandomNumberGenerator {
    /// The position in the sequence, moved on by each number drawn.
    private var state: UInt64

    /// A generator whose sequence `seed` decides.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The demo on an offscreen runner (1024×768, a frame every 16 ms), played piece by piece by
/// seeded random interactions: one- and two-finger drags aimed mostly at items, pinches and
/// turns, touch cancels, scene switches from the home bar (also with a finger down and with
/// items in the air), taps, and keys (Tab, Enter, Escape, arrows: keyboard drags and nudges).
/// An `ObjectCensus` of the session looks at the scene after every step: every touch frame,
/// every key and every wait. The census holds the session weakly, so it can tell whether
/// everything went away with the run.
final class RandomDemoRun {
    /// The surface.
    static let size = BuiltInTour.size
    /// Plays the steps and draws the frames.
    let runner: OffscreenRunner
    /// The demo's scenes and home bar on the runner.
    let session: DemoSession
    /// Watches the session's objects.
    let census: ObjectCensus
    /// Touch and key events delivered so far (each touch frame's `wl_touch.frame` included).
    private(set) var eventCount = 0
    /// Interactions played so far.
    private(set) var interactionCount = 0
    /// The scenes' trace lines so far, counted by their first two words ("drag started",
    /// "scene putty", "focus tile-2"), and drags cancelled as "returned cancelled": what the
    /// random stream did.
    private(set) var traced: [String: Int] = [:]
    /// The most the renderer's caches held at any step (entries and bytes, each at its own peak).
    private(set) var peakCacheUsage = CacheUsage(entries: 0, bytes: 0)
    /// Decides every interaction, target and pause.
    private var random: SeededRandom
    /// The time of the last step.
    private var time = MonotonicTime.zero

    /// The demo showing `scene` (the first seed scene when nil), its interactions drawn from `seed`.
    init(scene: String?, seed: UInt64) {
        random = SeededRandom(seed: seed)
        var tally: ((String) -> Void)?
        runner = OffscreenRunner(script: OffscreenScript(size: Self.size, events: [], snapshots: []), trace: { _ in },
                                 sceneTrace: { tally?($0) })
        session = DemoSession(host: runner.host, sceneName: scene, state: nil, store: nil)
        session.resized(to: Self.size)
        runner.host.onRest = { [unowned session] in session.cameToRest() }
        // The roots: the window's root, every scene the shell keeps (shown or not: a scene
        // keeps its views, drags and keyboard driver while hidden), the home bar, the
        // accessibility panel (kept while closed), and the scenes' drag managers and keyboard
        // drivers.
        census = ObjectCensus { [weak runner, weak session] in
            guard let runner, let session else { return CensusRoots() }
            let scenes = session.shell.scenes
            return CensusRoots(views: [runner.rootView] + scenes.map(\.view)
                                   + [session.shell.homeBar, session.shell.accessibilityPanel].compactMap { $0 },
                               managers: scenes.compactMap { $0.keyboard?.manager }, keyboards: scenes.compactMap(\.keyboard),
                               clock: runner.clock)
        }
        census.observe()
        tally = { [unowned self] line in
            traced[line.split(separator: " ").prefix(2).joined(separator: " "), default: 0] += 1
            if line.hasSuffix(" returned cancelled") { traced["returned cancelled", default: 0] += 1 }
        }
    }

    // MARK: Steps

    /// One touch frame 16 ms after the last step: `kinds`, then `wl_touch.frame` (a cancel
    /// comes alone, as from a compositor).
    func touch(_ kinds: [OffscreenEvent.Kind]) {
        time += .milliseconds(16)
        var events = kinds.map { OffscreenEvent(time: time, kind: $0) }
        if kinds != [.cancel] { events.append(OffscreenEvent(time: time, kind: .frame)) }
        eventCount += events.count
        runner.play(events, until: time)
        look()
    }

    /// Nothing happens for `milliseconds` (animations run, frames are drawn).
    func wait(_ milliseconds: Double) {
        time += .milliseconds(milliseconds)
        runner.play([], until: time)
        look()
    }

    /// Presses and releases `keysym` (Shift held for `shifted`), each 50 ms after the last step.
    func key(_ keysym: UInt32, shifted: Bool = false) {
        for pressed in [true, false] {
            time += .milliseconds(50)
            runner.play([], until: time)
            runner.handleKey(KeyEvent(time: time, keysym: keysym, pressed: pressed, modifiers: shifted ? .shift : []))
            eventCount += 1
            look()
        }
    }

    /// After every step: the census walks the scene, and the caches' peak is kept.
    private func look() {
        census.observe()
        let usage = runner.host.rendererCacheUsage
        if usage.bytes > peakCacheUsage.bytes { peakCacheUsage.bytes = usage.bytes }
        if usage.entries > peakCacheUsage.entries { peakCacheUsage.entries = usage.entries }
    }

    /// How many trace lines began with `words` ("drag started", "scene" for every switch).
    func tracedCount(_ words: String) -> Int {
        traced.reduce(0) { $0 + ($1.key == words || $1.key.hasPrefix(words + " ") ? $1.value : 0) }
    }

    /// True when nothing is touched, carried, animated or waiting on a timer.
    var isAtRest: Bool {
        !runner.host.inputDispatcher.isInputInProgress && !runner.host.animator.isAnimating && runner.clock.pendingTimerCount == 0
    }

    /// Escape (an item the keyboard carries springs back), then waits until everything has
    /// come to rest: no finger is ever left down (every interaction lifts or cancels its fingers).
    func settle() {
        key(Keysym.escape)
        for _ in 0..<100 where !isAtRest { wait(100) }
        if !isAtRest { Issue.record("the demo did not come to rest within 10 s") }
        wait(100)  // The frame after the last animation, and the rest it reports.
    }

    /// Taps the home bar's button of `name` with finger 3.
    func show(_ name: String) {
        guard let button = session.shell.homeBar?.buttons.first(where: { $0.identifier == "home-\(name)" }) else { return }
        tap(button.surfaceCenter, finger: 3)
    }

    // MARK: Interactions

    /// Plays `count` random interactions, each followed by a random pause (often too short
    /// for things to land: the next one catches them in the air); `switchingScenes` lets them
    /// use the home bar.
    func interact(count: Int, switchingScenes: Bool) {
        for _ in 0..<count {
            interactionCount += 1
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case ..<34: dragOne()
            case ..<48: pinchAndTurn()
            case ..<56: dragTwo()
            case ..<70: keys()
            case ..<78: tap(somewhere(), finger: 0)
            case ..<86 where switchingScenes: switchScene()
            case ..<86: dragOne()
            default: wait(Double.random(in: 200...1200, using: &random))
            }
            if switchingScenes && chance(8) { switchScene() }  // Items still in the air.
            pause()
        }
    }

    /// One finger from a random target to a random destination; lifted, cancelled, or kept
    /// down while another finger switches scenes.
    private func dragOne() {
        drag([(somewhere(), destination())], steps: Int.random(in: 3...14, using: &random))
    }

    /// Two fingers on two targets, carried to a destination side by side, the gap between
    /// them turned and stretched (see `pinchFactor`).
    private func dragTwo() {
        let start = somewhere(), otherStart = somewhere(), end = destination()
        let turn = Double.random(in: -1.5...1.5, using: &random)
        let otherEnd = end + (otherStart - start).turned(by: turn, scaledBy: pinchFactor(at: start))
        drag([(start, end), (otherStart, otherEnd)], steps: Int.random(in: 4...12, using: &random))
    }

    /// Two fingers on one target, the second joining a frame later: the pair moves, spreads
    /// or closes, and turns (a carried tile is pinched and turned, the putty resized and turned).
    private func pinchAndTurn() {
        let start = target(), spread = Double.random(in: 30...80, using: &random)
        let angle = Double.random(in: 0..<(2 * .pi), using: &random)
        let offset = Point(x: cos(angle) * spread, y: sin(angle) * spread)
        let end = chance(50) ? start : destination()
        let endOffset = offset.turned(by: Double.random(in: -2...2, using: &random), scaledBy: pinchFactor(at: start))
        touch([.down(id: 0, location: start)])
        drag([(start, end), (start + offset, end + endOffset)], steps: Int.random(in: 4...14, using: &random), fingersDown: 1)
    }

    /// How much two fingers starting at `point` spread (above 1) or close: towards 0.5–2
    /// times the size at rest of the view under them. Pinches that compound at random would
    /// grow a view without limits (the gestures scene's tiles) to sizes no finger makes,
    /// whose shadows take seconds to draw.
    private func pinchFactor(at point: Point) -> Double {
        let shown = runner.rootView.hitTest(point)?.transformToRoot.scaleFactor ?? 1
        return Double.random(in: 0.5...2, using: &random) / max(shown, 0.1)
    }

    /// 2–8 keys: Tab, Shift-Tab, Enter, Escape and arrows (keyboard drags in the drag scenes,
    /// nudges in the putty and cart scenes).
    private func keys() {
        let arrows = [Keysym.left, Keysym.right, Keysym.up, Keysym.down]
        for _ in 0..<Int.random(in: 2...8, using: &random) {
            switch Int.random(in: 0..<100, using: &random) {
            case ..<30: key(Keysym.tab)
            case ..<40: key(Keysym.tab, shifted: true)
            case ..<65: key(Keysym.enter)
            case ..<72: key(Keysym.escape)
            default: key(arrows[Int.random(in: 0..<4, using: &random)])
            }
        }
    }

    /// Finger `finger` touches `point` and lifts 48 ms later.
    private func tap(_ point: Point, finger: Int32) {
        touch([.down(id: finger, location: point)])
        wait(32)
        touch([.up(id: finger)])
    }

    /// Another seed scene from the home bar.
    private func switchScene() {
        let shell = session.shell
        guard shell.homeBar != nil else { return }
        let others = shell.scenes.filter { $0 !== shell.active }
        show(others[Int.random(in: 0..<others.count, using: &random)].name)
    }

    /// Fingers 0, 1… go down at their starts (those below `fingersDown` are down already),
    /// move to their ends in `steps` frames, a little off the straight line, then lift
    /// together or one by one, or a touch cancel takes them, or another finger switches
    /// scenes halfway and they go on and lift on the new scene.
    private func drag(_ paths: [(start: Point, end: Point)], steps: Int, fingersDown: Int = 0) {
        let ids = paths.indices.map { Int32($0) }
        let newFingers = ids.dropFirst(fingersDown).map { id in OffscreenEvent.Kind.down(id: id, location: paths[Int(id)].start) }
        if !newFingers.isEmpty { touch(newFingers) }
        let ending = Int.random(in: 0..<100, using: &random)
        let switchAt = session.shell.homeBar != nil && ending >= 85 ? steps / 2 : -1
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            touch(ids.map { id in
                let path = paths[Int(id)]
                let jitter = Point(x: Double.random(in: -3...3, using: &random), y: Double.random(in: -3...3, using: &random))
                return .move(id: id, location: clamped(path.start + (path.end - path.start) * fraction + jitter))
            })
            if step == switchAt { switchScene() }
        }
        if ending < 15 {
            touch([.cancel])
        } else if ids.count > 1 && chance(50) {
            for id in ids.shuffled(using: &random) { touch([.up(id: id)]) }
        } else {
            touch(ids.map { .up(id: $0) })
        }
    }

    /// Between interactions: often under 50 ms (things still fly), sometimes long enough to land.
    private func pause() {
        switch Int.random(in: 0..<100, using: &random) {
        case ..<40: wait(Double.random(in: 0...48, using: &random))
        case ..<80: wait(Double.random(in: 100...400, using: &random))
        default: wait(Double.random(in: 600...1200, using: &random))
        }
    }

    // MARK: Where to touch

    /// True `percent` times in a hundred.
    private func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    /// Where a finger goes down: mostly a target, sometimes anywhere.
    private func somewhere() -> Point { chance(80) ? target() : anywhere() }

    /// The centre of an item of the shown scene, or of one of its handles and buttons, a
    /// few pixels off; anywhere when the scene offers none on screen.
    private func target() -> Point {
        let scene = session.shell.active
        var views = scene.items
        switch scene {
        case let putty as PuttyScene:  // Its body (pinched, turned, moved) as often as its handles.
            views += [putty.putty, putty.putty.resizeThumb, putty.putty.rotationHandle, putty.button]
        case let palette as PaletteScene: views += [palette.scroller]
        case let gestures as GesturesScene: views += gestures.view.subviews
        default: break
        }
        let surface = Rect(origin: .zero, size: Self.size)
        let centres = views.map(\.surfaceCenter).filter { surface.contains($0) }
        guard !centres.isEmpty else { return anywhere() }
        let jitter = Point(x: Double.random(in: -6...6, using: &random), y: Double.random(in: -6...6, using: &random))
        return clamped(centres[Int.random(in: 0..<centres.count, using: &random)] + jitter)
    }

    /// Where a drag goes: a container's or an item's centre, anywhere, or the home bar.
    private func destination() -> Point {
        let scene = session.shell.active
        let views = scene.containers + scene.items
        switch Int.random(in: 0..<100, using: &random) {
        case ..<50 where !views.isEmpty: return clamped(views[Int.random(in: 0..<views.count, using: &random)].surfaceCenter)
        case ..<80: return anywhere()
        default: return Point(x: Double.random(in: 0...Self.size.width, using: &random), y: Self.size.height - 20)
        }
    }

    /// A point anywhere on the surface, the home bar included.
    private func anywhere() -> Point {
        Point(x: Double.random(in: 0...Self.size.width, using: &random), y: Double.random(in: 0...Self.size.height, using: &random))
    }

    /// `point` moved onto the surface (a touch outside it is not plausible).
    private func clamped(_ point: Point) -> Point {
        Point(x: min(max(point.x, 1), Self.size.width - 1), y: min(max(point.y, 1), Self.size.height - 1))
    }
}

fileprivate extension Point {
    /// The point as a vector from the origin, turned by `angle` radians (clockwise on screen)
    /// and scaled by `scale`.
    func turned(by angle: Double, scaledBy scale: Double) -> Point {
        Point(x: (x * cos(angle) - y * sin(angle)) * scale, y: (x * sin(angle) + y * cos(angle)) * scale)
    }
}
