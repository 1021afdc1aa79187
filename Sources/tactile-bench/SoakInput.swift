import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// The demo's window as the soak stream aims at it: its size, its seed scenes in home-bar
/// order, and for each scene where its items and containers were at the start (from the
/// state file), so that fingers land on real items far more often than random points would.
struct SoakScreen {
    /// The home bar's height (`DemoShell.homeBarHeight`).
    static let homeBarHeight = 64.0
    /// The seed scenes in the order of the home bar's buttons (`DemoScenes.seeds`); the run
    /// checks the state file names the same scenes.
    static let sceneNames = ["sorting", "putty", "palette", "colour", "cart", "tags", "photos", "settings"]

    /// A place fingers aim at: an item or a container, in surface coordinates.
    struct Target {
        /// Its centre.
        let centre: Point
        /// Half its shown width and height (scale applied), for landing anywhere on it.
        let halfSize: Size
    }

    /// The window's logical size (the output's: kiosk-shell makes it fullscreen).
    let size: Size
    /// Per scene (home-bar order): its items as the state file placed them at the start.
    let items: [[Target]]
    /// Per scene (home-bar order): its containers (drop areas, the putty's window …).
    let containers: [[Target]]

    /// The height of the scene area above the home bar.
    var sceneHeight: Double { size.height - Self.homeBarHeight }

    /// The centre and half size of scene `index`'s home-bar button (`HomeBar.layout`: equal
    /// widths, 8 px from each other and from the bar's edges).
    func button(_ index: Int) -> Target {
        let gap = 8.0, count = Double(Self.sceneNames.count)
        let width = (size.width - gap * (count + 1)) / count
        let centre = Point(x: gap + Double(index) * (width + gap) + width / 2, y: sceneHeight + Self.homeBarHeight / 2)
        return Target(centre: centre, halfSize: Size(width: width / 2, height: Self.homeBarHeight / 2 - gap))
    }
}

/// What kind of input one gesture of the soak stream is, for the run's tally.
enum SoakGestureKind: String, CaseIterable {
    case touchDrag = "touch drags"
    case mouseDrag = "mouse drags and clicks"
    case pinchTurn = "pinches and turns"
    case touchCancel = "touch cancels"
    case keys = "key bursts"
    case wheel = "wheel zooms and turns"
    case sceneSwitch = "scene switches"
}

/// One gesture of the stream: command batches for the injector, each written at once (so its
/// events reach the demo in one compositor flush, as one libinput dispatch delivers them),
/// at times from the gesture's start. Every finger, button and key it presses it releases
/// (or a touch cancel ends), so the stream only ever sends what a real seat could.
struct SoakGesture {
    /// What it is.
    let kind: SoakGestureKind
    /// The batches and when to send them, in seconds from the gesture's start, in order.
    var steps: [(at: Double, lines: [String])] = []
    /// Seconds without input after the last batch.
    var pause = 0.0

    /// Adds a batch at `time` seconds.
    mutating func add(_ time: Double, _ lines: [String]) { steps.append((time, lines)) }
}

/// The soak's random input, deterministic for a seed and the start arrangement: touch drags
/// with 1–3 fingers (flicks among them), mouse drags and clicks, two-finger pinches and turns,
/// touch cancels, bursts of Tab, Enter, Escape and arrow keys, wheel zooms and turns, and
/// scene switches from the home bar (some by a second finger in the middle of a drag).
///
/// Pacing: motions at 60 Hz during gestures (a touchscreen reports at 60–120 Hz) and pauses
/// of 0.15–1.2 s between gestures, a few seconds now and then: about 25–35 input events a
/// second on average, some 7× denser than the user whose 25-minute soak averaged ~4 a second,
/// so that ten minutes here cover more input than that session did.
struct SoakStream {
    /// Seconds between motion frames during a gesture.
    static let frameTime = 1.0 / 60
    /// How many ends of drags per scene the stream remembers and aims at again (the items
    /// it moved are there now).
    static let rememberedDrops = 12

    /// The scene the stream believes is shown (index into `SoakScreen.sceneNames`): it
    /// switches scenes itself, and starts on the first.
    private(set) var scene = 0
    private var random: BenchmarkRandom
    private let screen: SoakScreen
    private var drops: [[Point]]

    /// A stream for `screen` from `seed`.
    init(seed: UInt64, screen: SoakScreen) {
        random = BenchmarkRandom(seed: seed)
        self.screen = screen
        drops = Array(repeating: [], count: SoakScreen.sceneNames.count)
    }

    /// The next gesture.
    mutating func next() -> SoakGesture {
        let roll = int(100)
        var gesture: SoakGesture
        switch roll {
        case ..<30: gesture = touchDrag(fingers: [1, 1, 1, 1, 2, 2, 3][int(7)])
        case ..<44: gesture = mouseDrag()
        case ..<58: gesture = pinchTurn()
        case ..<63: gesture = touchCancel()
        case ..<77: gesture = keys()
        case ..<88: gesture = wheel()
        default: gesture = sceneSwitch()
        }
        // Mostly short pauses, now and then a longer look at the screen.
        gesture.pause += chance(0.1) ? double(1.5, 4) : double(0.15, 1.2)
        return gesture
    }

    /// What ends the stream: every gesture ends released already, but a key burst may have
    /// left an item carried by the keyboard, which Escape puts back so the demo can rest and save.
    func finish() -> [String] { ["key 1 pressed", "key 1 released"] }

    // MARK: Gestures

    /// `fingers` fingers land one after another, mostly on items, move together to their
    /// own ends (a flick now and then) and lift together or one by one.
    private mutating func touchDrag(fingers: Int) -> SoakGesture {
        var gesture = SoakGesture(kind: .touchDrag)
        let starts = (0..<fingers).map { _ in aimStart() }
        let ends = starts.map { aimEnd(from: $0) }
        let isFlick = chance(0.15)
        let frames = max(3, Int((isFlick ? double(0.08, 0.25) : double(0.3, 2.5)) * 60))
        // A second finger on the home bar in the middle of a one-finger drag: the scene
        // leaves under the drag, which must spring back.
        // (Drags of 20 frames or more: the tap's 6 frames fit before the drag's end.)
        let switchAt = fingers == 1 && frames >= 20 && chance(0.12) ? frames / 2 : nil
        var time = 0.0
        for id in 0..<fingers {  // Fingers land one frame apart, as they reach the glass.
            gesture.add(time, ["touch-down \(id) \(text(starts[id]))", "touch-frame"])
            time += Self.frameTime
        }
        let wobble = double(0, 6)
        for frame in 1...frames {
            let fraction = ease(Double(frame) / Double(frames))
            var lines = (0..<fingers).map { id in
                "touch-motion \(id) \(text(along(starts[id], ends[id], fraction, wobble: wobble, phase: Double(frame + id * 7))))"
            }
            if frame == switchAt { lines.append("touch-down 9 \(text(switchTarget()))") }
            if let switchAt, frame == switchAt + 6 { lines.append("touch-up 9") }
            gesture.add(time, lines + ["touch-frame"])
            time += Self.frameTime
        }
        if chance(0.3) { time += double(0.1, 0.5) }  // A finger resting before it lifts.
        if chance(0.3) {
            for id in 0..<fingers {  // Lifted one by one.
                gesture.add(time, ["touch-up \(id)", "touch-frame"])
                time += Self.frameTime
            }
        } else {
            gesture.add(time, (0..<fingers).map { "touch-up \($0)" } + ["touch-frame"])
        }
        if switchAt == nil { for end in ends { remember(end) } }
        return gesture
    }

    /// The left button drags from an item (or anywhere) to an end, or just clicks.
    private mutating func mouseDrag() -> SoakGesture {
        var gesture = SoakGesture(kind: .mouseDrag)
        let start = aimStart()
        gesture.add(0, ["pointer-motion \(text(start))", "pointer-frame"])
        var time = double(0.05, 0.3)  // The pointer arrives, then the click.
        gesture.add(time, ["button 272 pressed", "pointer-frame"])
        if chance(0.15) {  // A click: a tap on whatever is there (the putty's button, the cart).
            gesture.add(time + double(0.05, 0.15), ["button 272 released", "pointer-frame"])
            return gesture
        }
        let end = aimEnd(from: start)
        let frames = max(3, Int(double(0.2, 2.5) * 60))
        let wobble = double(0, 4)
        for frame in 1...frames {
            time += Self.frameTime
            let point = along(start, end, ease(Double(frame) / Double(frames)), wobble: wobble, phase: Double(frame))
            gesture.add(time, ["pointer-motion \(text(point))", "pointer-frame"])
        }
        gesture.add(time + double(0.02, 0.3), ["button 272 released", "pointer-frame"])
        remember(end)
        return gesture
    }

    /// Two fingers either side of a centre, mostly an item's, spread or close, turn, or both,
    /// while the centre wanders a little.
    private mutating func pinchTurn() -> SoakGesture {
        var gesture = SoakGesture(kind: .pinchTurn)
        let centre = chance(0.85) ? aimItem() : randomScenePoint()
        let radius = double(35, 90), angle = double(0, 2 * .pi)
        let style = int(10)  // 0–3 pinch only, 4–6 turn only, 7–9 both.
        let scale = style >= 4 && style <= 6 ? 1 : double(0.55, 1.9)
        let turn = style <= 3 ? 0 : double(-1.6, 1.6)
        let shift = Point(x: double(-60, 60), y: double(-60, 60))
        let frames = max(3, Int(double(0.5, 1.8) * 60))
        func finger(_ id: Int, _ fraction: Double) -> Point {
            let r = radius * (1 + (scale - 1) * fraction), a = angle + turn * fraction + Double(id) * .pi
            return clamp(Point(x: centre.x + shift.x * fraction + r * cos(a), y: centre.y + shift.y * fraction + r * sin(a)))
        }
        var time = 0.0
        if chance(0.6) {
            gesture.add(time, ["touch-down 0 \(text(finger(0, 0)))", "touch-down 1 \(text(finger(1, 0)))", "touch-frame"])
        } else {
            gesture.add(time, ["touch-down 0 \(text(finger(0, 0)))", "touch-frame"])
            time += Self.frameTime
            gesture.add(time, ["touch-down 1 \(text(finger(1, 0)))", "touch-frame"])
        }
        for frame in 1...frames {
            time += Self.frameTime
            let fraction = ease(Double(frame) / Double(frames))
            gesture.add(time, ["touch-motion 0 \(text(finger(0, fraction)))", "touch-motion 1 \(text(finger(1, fraction)))", "touch-frame"])
        }
        time += Self.frameTime
        if chance(0.5) {
            gesture.add(time, ["touch-up 0", "touch-up 1", "touch-frame"])
        } else {
            gesture.add(time, ["touch-up 1", "touch-frame"])
            gesture.add(time + double(0.02, 0.2), ["touch-up 0", "touch-frame"])
        }
        return gesture
    }

    /// 1–3 fingers land and move, then the compositor cancels the touches.
    private mutating func touchCancel() -> SoakGesture {
        var gesture = SoakGesture(kind: .touchCancel)
        let fingers = 1 + int(3)
        let starts = (0..<fingers).map { _ in aimStart() }
        let ends = starts.map { aimEnd(from: $0) }
        gesture.add(0, (0..<fingers).map { "touch-down \($0) \(text(starts[$0]))" } + ["touch-frame"])
        let frames = max(2, Int(double(0.1, 1.0) * 60))
        var time = 0.0
        for frame in 1...frames {
            time += Self.frameTime
            let fraction = Double(frame) / Double(frames) * 0.7
            gesture.add(time, (0..<fingers).map { "touch-motion \($0) \(text(along(starts[$0], ends[$0], fraction, wobble: 0, phase: 0)))" } + ["touch-frame"])
        }
        // The compositor takes the touches (a system gesture, a screen lock): every drag
        // must go home.
        gesture.add(time + Self.frameTime, ["touch-cancel"])
        return gesture
    }

    /// 1–6 keys, each pressed and released: focus, pick up, nudge, drop or cancel.
    private mutating func keys() -> SoakGesture {
        var gesture = SoakGesture(kind: .keys)
        var time = 0.0
        for _ in 0..<(1 + int(6)) {
            let roll = int(100)
            // Tab 15, Enter 28, Escape 1, Up 103, Left 105, Right 106, Down 108 (linux codes).
            let code = roll < 25 ? 15 : roll < 45 ? 28 : roll < 55 ? 1 : [103, 105, 106, 108][int(4)]
            gesture.add(time, ["key \(code) pressed"])
            gesture.add(time + double(0.05, 0.12), ["key \(code) released"])
            time += double(0.15, 0.5)
        }
        return gesture
    }

    /// 2–8 wheel notches over an item, mostly one way, the pointer moving now and then.
    private mutating func wheel() -> SoakGesture {
        var gesture = SoakGesture(kind: .wheel)
        var point = chance(0.8) ? aimItem() : randomScenePoint()
        gesture.add(0, ["pointer-motion \(text(point))", "pointer-frame"])
        // Vertical notches pinch about the pointer (up: zoom in), horizontal ones turn.
        let axis = chance(0.7) ? "vertical" : "horizontal"
        var direction = chance(0.5) ? 10.0 : -10.0
        var time = double(0.05, 0.2)
        for _ in 0..<(2 + int(7)) {
            if chance(0.2) { direction = -direction }
            var lines = ["axis \(axis) \(Int(direction))"]
            if chance(0.25) {  // The pointer moves on: the wheel's two fingers pan.
                point = clamp(Point(x: point.x + double(-30, 30), y: point.y + double(-30, 30)))
                lines.insert("pointer-motion \(text(point))", at: 0)
            }
            gesture.add(time, lines + ["pointer-frame"])
            time += double(0.04, 0.15)
        }
        gesture.pause = 0.3  // The wheel's fingers lift 250 ms after the last notch.
        return gesture
    }

    /// A tap or a click on another scene's home-bar button.
    private mutating func sceneSwitch() -> SoakGesture {
        var gesture = SoakGesture(kind: .sceneSwitch)
        let point = switchTarget()
        if chance(0.7) {
            gesture.add(0, ["touch-down 0 \(text(point))", "touch-frame"])
            gesture.add(double(0.05, 0.15), ["touch-up 0", "touch-frame"])
        } else {
            gesture.add(0, ["pointer-motion \(text(point))", "pointer-frame"])
            let press = double(0.05, 0.2)
            gesture.add(press, ["button 272 pressed", "pointer-frame"])
            gesture.add(press + double(0.05, 0.15), ["button 272 released", "pointer-frame"])
        }
        return gesture
    }

    // MARK: Aiming

    /// A point on another scene's home-bar button; the stream now believes that scene shown.
    private mutating func switchTarget() -> Point {
        let count = SoakScreen.sceneNames.count
        scene = (scene + 1 + int(count - 1)) % count
        return land(on: screen.button(scene), spread: 0.6)
    }

    /// Where a gesture starts: mostly on an item, else anywhere in the scene.
    private mutating func aimStart() -> Point {
        chance(0.65) ? aimItem() : randomScenePoint()
    }

    /// A point on one of the scene's items, where it started or where a drag left one.
    private mutating func aimItem() -> Point {
        let remembered = drops[scene]
        if !remembered.isEmpty && chance(0.3) {
            let drop = remembered[int(remembered.count)]
            return clamp(Point(x: drop.x + double(-15, 15), y: drop.y + double(-15, 15)))
        }
        let items = screen.items[scene]
        return items.isEmpty ? randomScenePoint() : land(on: items[int(items.count)], spread: 0.6)
    }

    /// Where a drag from `start` ends: anywhere in the scene, in a container, a short move,
    /// or anywhere in the window (the home bar included, where a tile springs back).
    private mutating func aimEnd(from start: Point) -> Point {
        let roll = int(100)
        let containers = screen.containers[scene]
        if roll < 40 { return randomScenePoint() }
        if roll < 70, !containers.isEmpty { return land(on: containers[int(containers.count)], spread: 0.8) }
        if roll < 88 { return clamp(Point(x: start.x + double(-90, 90), y: start.y + double(-90, 90))) }
        return clamp(Point(x: double(0, screen.size.width), y: double(0, screen.size.height)))
    }

    /// Anywhere above the home bar.
    private mutating func randomScenePoint() -> Point {
        clamp(Point(x: double(0, screen.size.width), y: double(0, screen.sceneHeight)))
    }

    /// A point within `spread` of `target`'s half size from its centre.
    private mutating func land(on target: SoakScreen.Target, spread: Double) -> Point {
        let dx = target.halfSize.width * spread, dy = target.halfSize.height * spread
        return clamp(Point(x: target.centre.x + double(-dx, dx), y: target.centre.y + double(-dy, dy)))
    }

    /// Notes where a drag in the shown scene ended, to aim at it again.
    private mutating func remember(_ end: Point) {
        guard end.y < screen.sceneHeight else { return }  // Dropped on the bar: springs back.
        drops[scene].append(end)
        if drops[scene].count > Self.rememberedDrops { drops[scene].removeFirst() }
    }

    // MARK: Numbers and text

    /// `point` kept a pixel inside the window (the injector takes only points on the output).
    private func clamp(_ point: Point) -> Point {
        Point(x: min(max(point.x, 1), screen.size.width - 1), y: min(max(point.y, 1), screen.size.height - 1))
    }

    /// The point `fraction` of the way from `start` to `end`, off the straight line by up to
    /// `wobble` pixels (a hand does not move in a ruler's line).
    private func along(_ start: Point, _ end: Point, _ fraction: Double, wobble: Double, phase: Double) -> Point {
        let offset = wobble * sin(phase * 0.37)
        return clamp(Point(x: start.x + (end.x - start.x) * fraction + offset, y: start.y + (end.y - start.y) * fraction - offset))
    }

    /// Smooth start and stop, as a hand accelerates and slows down.
    private func ease(_ fraction: Double) -> Double { fraction * fraction * (3 - 2 * fraction) }

    /// "x y" with one decimal, as the injector's commands take them.
    private func text(_ point: Point) -> String {
        "\((point.x * 10).rounded() / 10) \((point.y * 10).rounded() / 10)"
    }

    /// A number between `low` and `high`.
    private mutating func double(_ low: Double, _ high: Double) -> Double { random.double(in: low...high) }

    /// A whole number in 0..<`count`.
    private mutating func int(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

    /// True with `probability`.
    private mutating func chance(_ probability: Double) -> Bool { random.double(in: 0...1) < probability }
}
