@testable import TactileCore

/// One raw touch event of a scripted frame: finger id and surface coordinates.
enum Step {
    case down(Int32, Double, Double)
    case move(Int32, Double, Double)
    case up(Int32)
}

/// A scripted frame: the timestamp in milliseconds and its events.
typealias ScriptFrame = (time: UInt32, steps: [Step])

/// How each compositor delivers a frame of touch events (DESIGN.md, "Facts about this
/// machine's compositor").
enum Compositor: CaseIterable {
    /// Sends wl_touch.frame after every group, never cancels (sway 1.7).
    case sway
    /// Sends frames but drops the one after the last up (weston 10).
    case weston
    /// Never sends wl_touch.frame (cage 0.1.4): only the end of each dispatched batch.
    case cage
}

/// A window-sized root view, a manual clock and a dispatcher, recording every recognizer
/// callback and every log line as text.
final class GestureHarness {
    let clock = ManualClock()
    let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let dispatcher: InputDispatcher
    let recorder = Recorder()
    private var down: Set<Int32> = []

    /// Collected lines, shared with closures that must not capture the harness.
    final class Recorder {
        var trace: [String] = []
        var log: [String] = []
    }

    var trace: [String] { recorder.trace }
    var log: [String] { recorder.log }

    init() {
        let recorder = recorder
        dispatcher = InputDispatcher(rootView: root, clock: clock, log: InputLog { recorder.log.append($0) })
        dispatcher.surfaceSize = Size(width: 800, height: 600)
    }

    /// A harness whose root carries `recognizer`, traced as `name` with its location and
    /// the clock's time.
    static func tracing<R: GestureRecognizer>(_ recognizer: R, as name: String) -> GestureHarness {
        let h = GestureHarness(), clock = h.clock
        h.root.addGestureRecognizer(recognizer)
        h.watch(recognizer, name) { "\($0.location(in: nil)) at \(fmt(clock.now))" }
        return h
    }

    /// Adds a subview at `frame` (in `parent`'s space, the root when nil).
    @discardableResult
    func addView(_ frame: Rect, to parent: View? = nil, name: String) -> View {
        let view = View(frame: frame)
        view.identifier = name
        (parent ?? root).addSubview(view)
        return view
    }

    /// Records a trace line through `describe` at each of the recognizer's callbacks.
    func watch<R: GestureRecognizer>(_ recognizer: R, _ name: String, _ describe: @escaping (R) -> String = { _ in "" }) {
        recognizer.name = name
        let recorder = recorder
        recognizer.onChange { r in
            let detail = describe(r)
            recorder.trace.append("\(name) \(r.state)" + (detail.isEmpty ? "" : " " + detail))
        }
    }

    /// Appends a free-form line to the trace (to mark where a step happened).
    func note(_ line: String) { recorder.trace.append(line) }

    /// Replays scripted frames as `compositor` would deliver them, advancing the clock to
    /// each frame's time first (timers due before it fire).
    func play(_ frames: [ScriptFrame], on compositor: Compositor = .sway) {
        for frame in frames {
            advance(to: frame.time)
            for step in frame.steps {
                switch step {
                case let .down(id, x, y):
                    down.insert(id)
                    dispatcher.handleTouch(.down(time: frame.time, id: id, location: Point(x: x, y: y)))
                case let .move(id, x, y):
                    dispatcher.handleTouch(.motion(time: frame.time, id: id, location: Point(x: x, y: y)))
                case let .up(id):
                    down.remove(id)
                    dispatcher.handleTouch(.up(time: frame.time, id: id))
                }
            }
            switch compositor {
            case .sway: dispatcher.handleTouch(.frame)
            case .weston: if !down.isEmpty { dispatcher.handleTouch(.frame) }
            case .cage: break
            }
            dispatcher.endOfDispatchBatch()
        }
    }

    /// Moves the manual clock forward to `time` milliseconds (never back).
    func advance(to time: UInt32) {
        let target = MonotonicTime(sinceOrigin: .milliseconds(Double(time)))
        if target > clock.now { clock.advance(by: target - clock.now) }
    }

    /// True when no recognizer in the tree is engaged and every one is possible.
    func allRecognizersIdle() -> Bool {
        dispatcher.engagedRecognizers.isEmpty && everyRecognizer(in: root).allSatisfy { $0.state == .possible }
    }

    private func everyRecognizer(in view: View) -> [GestureRecognizer] {
        view.gestureRecognizers + view.subviews.flatMap(everyRecognizer(in:))
    }
}

/// A number as traces print it: at most two decimals, no trailing zeros.
func fmt(_ value: Double) -> String { formatCoordinate(value) }

/// A time as the milliseconds since its clock's origin, as traces show it.
func fmt(_ time: MonotonicTime) -> String { fmt(time.sinceOrigin.milliseconds) }

/// A straight drag of finger `id` from (x0, y0) to (x1, y1) in `steps` equal frames, 10 ms
/// apart starting at `start` ms, with the down and the up in frames of their own.
func drag(_ id: Int32, from start: (Double, Double), to end: (Double, Double), steps: Int, at time: UInt32) -> [ScriptFrame] {
    var frames: [ScriptFrame] = [(time, [.down(id, start.0, start.1)])]
    for step in 1...steps {
        let f = Double(step) / Double(steps)
        frames.append((time + UInt32(step) * 10, [.move(id, start.0 + (end.0 - start.0) * f, start.1 + (end.1 - start.1) * f)]))
    }
    frames.append((time + UInt32(steps + 1) * 10, [.up(id)]))
    return frames
}
