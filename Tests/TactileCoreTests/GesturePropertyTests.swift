import PropertyBased
import Testing
@testable import TactileCore

/// Random multi-finger streams, mixed with cancels, impossible events, the mouse, Escape and
/// the passing of time, never crash the input layer, never break a recognizer's state
/// machine, and leave every recognizer possible once every touch is gone.
@Suite struct GesturePropertyTests {
    /// Every operation is one integer, so shrinking a failing stream shrinks plain numbers.
    private static let operationRange = 0...(16 * 12 * 100 * 100 - 1)

    /// A scene with every recognizer kind, simultaneous groups, a require-to-fail pair and
    /// nested views; each callback's state is appended to its recognizer's history.
    private final class Scene {
        let h = GestureHarness()
        var histories: [String: [GestureState]] = [:]

        init() {
            let card = h.addView(Rect(x: 100, y: 100, width: 400, height: 300), name: "card")
            let button = h.addView(Rect(x: 20, y: 20, width: 80, height: 80), to: card, name: "button")
            let rootPan = PanGestureRecognizer(), doubleTap = TapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            rootPan.require(toFail: doubleTap)
            let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
            pan.recognizeSimultaneously(with: pinch)
            pan.recognizeSimultaneously(with: rotation)
            pinch.recognizeSimultaneously(with: rotation)
            let slowPress = LongPressGestureRecognizer()
            slowPress.minimumPressDuration = .milliseconds(300)
            let tap = TapGestureRecognizer(), twoFingerTap = TapGestureRecognizer(), instantPress = LongPressGestureRecognizer()
            twoFingerTap.numberOfTouchesRequired = 2
            instantPress.minimumPressDuration = .zero
            instantPress.numberOfTouchesRequired = 2
            let attachments: [(View, GestureRecognizer, String)] = [
                (h.root, rootPan, "rootPan"), (h.root, doubleTap, "doubleTap"),
                (card, pan, "pan"), (card, pinch, "pinch"), (card, rotation, "rotation"), (card, slowPress, "slowPress"),
                (button, tap, "tap"), (button, twoFingerTap, "twoFingerTap"), (button, instantPress, "instantPress"),
            ]
            for (view, recognizer, name) in attachments {
                view.addGestureRecognizer(recognizer)
                recognizer.addAction { [unowned self] in self.histories[name, default: []].append($0.state) }
            }
        }
    }

    private static func run(_ operations: [Int], on scene: Scene) {
        let h = scene.h, dispatcher = h.dispatcher
        var time: UInt32 = 1000
        for operation in operations {
            time += 5
            let kind = operation % 16, id = Int32((operation / 16) % 12)
            let a = (operation / 192) % 100, b = (operation / 19_200) % 100
            let location = Self.location(a, b)
            let x = location.x, y = location.y
            switch kind {
            case 0...2: dispatcher.handleTouch(.down(time: time, id: id, location: location))
            case 3...5: dispatcher.handleTouch(.motion(time: time, id: id, location: location))
            case 6...8: dispatcher.handleTouch(.up(time: time, id: id))
            case 9: dispatcher.handleTouch(.frame)
            case 10: dispatcher.endOfDispatchBatch()
            case 11: dispatcher.handleTouch(id == 0 ? .cancel : .frame)
            case 12:
                let garbage = id % 2 == 0 ? Point(x: .nan, y: y) : Point(x: x + 1e7, y: -1e7)
                dispatcher.handleTouch(id % 4 < 2 ? .motion(time: time, id: id, location: garbage)
                                                  : .down(time: time, id: id, location: garbage))
            case 13: h.advance(to: UInt32(h.clock.now.sinceOrigin.milliseconds) + UInt32(x))
            case 14: pointer(id, at: location, time: time, dispatcher)
            default:
                switch id % 3 {
                case 0: dispatcher.handleKey(KeyEvent(time: MonotonicTime(wireMilliseconds: Int64(time)), keysym: Keysym.escape, pressed: true))
                case 1: dispatcher.updateModifiers(id % 2 == 0 ? [] : [.control])
                default: dispatcher.cancelAllTouches()
                }
            }
        }
    }

    /// Three quarters of the points land within 6 px of the button, the card or the bare
    /// root (so taps and presses happen), the rest anywhere on the surface.
    private static func location(_ a: Int, _ b: Int) -> Point {
        let jitter = Point(x: Double((a / 4) % 5 * 3 - 6), y: Double((b / 4) % 5 * 3 - 6))
        switch a % 4 {
        case 0: return Point(x: 160, y: 160) + jitter
        case 1: return Point(x: 300, y: 250) + jitter
        case 2: return Point(x: 650, y: 500) + jitter
        default: return Point(x: Double(b) * 8.5, y: Double(a) * 6.2)
        }
    }

    private static func pointer(_ id: Int32, at location: Point, time: UInt32, _ dispatcher: InputDispatcher) {
        let events: [PointerEvent] = switch id % 7 {
        case 0: [.enter(location: location)]
        case 1: [.motion(time: time, location: location)]
        case 2: [.button(time: time, button: PointerButton.left, pressed: true)]
        case 3: [.button(time: time, button: PointerButton.left, pressed: false)]
        case 4: [.axis(time: time, axis: .vertical, value: id % 2 == 0 ? 10 : -10)]
        case 5: [.axisValue120(axis: .horizontal, value120: 60), .axis(time: time, axis: .horizontal, value: 5)]
        default: [.leave]
        }
        for event in events { dispatcher.handlePointer(event) }
        dispatcher.handlePointer(.frame)
    }

    /// Lifts every finger the way weston would, releases the mouse and lets every timer run.
    private static func liftEverything(_ scene: Scene) {
        let h = scene.h
        for id in Int32(0)..<12 { h.dispatcher.handleTouch(.up(time: UInt32(h.clock.now.sinceOrigin.milliseconds) + 100_000, id: id)) }
        h.dispatcher.endOfDispatchBatch()
        for event in [PointerEvent.button(time: 0, button: PointerButton.left, pressed: false), .leave, .frame] {
            h.dispatcher.handlePointer(event)
        }
        h.advance(to: UInt32(h.clock.now.sinceOrigin.milliseconds) + 10_000)
    }

    /// True when `states` follows the state machine: began, changed…, then ended or
    /// cancelled, repeated; or recognized on its own.
    private static func isValidHistory(_ states: [GestureState]) -> Bool {
        var running = false
        for state in states {
            switch state {
            case .began: if running { return false } else { running = true }
            case .changed: if !running { return false }
            case .ended, .cancelled: if running { running = false } else { return false }
            case .recognized: if running { return false }
            case .possible, .failed: return false
            }
        }
        return !running
    }

    @Test func randomStreamsLeaveEveryRecognizerPossible() async {
        await propertyCheck(count: 300, input: Gen.int(in: Self.operationRange).array(of: 1...160)) { operations in
            let scene = Scene()
            Self.run(operations, on: scene)
            Self.liftEverything(scene)
            #expect(scene.h.allRecognizersIdle())
            #expect((0..<12).allSatisfy { scene.h.dispatcher.view(boundTo: $0) == nil })
            #expect(scene.h.clock.pendingTimerCount == 0)
            for (name, states) in scene.histories {
                #expect(Self.isValidHistory(states), "\(name): \(states)")
            }
        }
    }
}
