import PropertyBased
import Testing
@testable import TactileCore

/// Random streams of fingers on the on-screen keyboard (presses, slides, lifts, long holds,
/// rolls of up to six fingers, cancels, Escape, the mouse, lost frames) never leave it stuck:
/// every key pressed is released, in order, each finger types at most once, and once every
/// finger is up nothing is pressed, no pop-up or preview stays, and no timer is left.
@Suite struct KeyboardPropertyTests {
    /// Every operation is one integer, so shrinking a failing stream shrinks plain numbers.
    private static let operationRange = 0...(12 * 6 * 100 * 100 - 1)

    private static func run(_ operations: [Int], on h: KeyboardHarness) -> Int {
        let dispatcher = h.dispatcher
        var downs = 0
        for operation in operations {
            let time = UInt32(h.clock.now.sinceOrigin.milliseconds) + 5
            h.gestures.advance(to: time)
            let kind = operation % 12, id = Int32((operation / 12) % 6)
            let a = (operation / 72) % 100, b = (operation / 7_200) % 100
            // Three quarters on the keyboard (y 372…600), the rest anywhere, the pop-ups' rows included.
            let location = a % 4 < 3 ? Point(x: Double(b) * 8, y: 372 + Double(a) * 2.28)
                                     : Point(x: Double(b) * 8, y: Double(a) * 6)
            switch kind {
            case 0...2:
                downs += 1
                dispatcher.handleTouch(.down(time: time, id: id, location: location))
            case 3...4: dispatcher.handleTouch(.motion(time: time, id: id, location: location))
            case 5...6: dispatcher.handleTouch(.up(time: time, id: id))
            case 7: dispatcher.handleTouch(.frame)
            case 8: dispatcher.endOfDispatchBatch()
            case 9: h.gestures.advance(to: time + UInt32(a * 10))   // up to a second: accents, repeats
            case 10:
                downs += 1
                for event in [PointerEvent.enter(location: location), .button(time: time, button: PointerButton.left,
                                                                                pressed: id % 2 == 0), .frame] {
                    dispatcher.handlePointer(event)
                }
            default:
                switch id % 3 {
                case 0: dispatcher.handleTouch(.cancel)
                case 1: dispatcher.handleKey(KeyEvent(time: MonotonicTime(wireMilliseconds: Int64(time)), keysym: Keysym.escape, pressed: true))
                default: h.keyboard.show(for: id == 2 ? .pin : .text)
                }
            }
        }
        return downs
    }

    /// Lifts every finger and the mouse button, then lets the timers and animations run out.
    private static func liftEverything(_ h: KeyboardHarness) {
        let time = UInt32(h.clock.now.sinceOrigin.milliseconds) + 100
        for id in Int32(0)..<6 { h.dispatcher.handleTouch(.up(time: time, id: id)) }
        h.dispatcher.handleTouch(.frame)
        h.dispatcher.endOfDispatchBatch()
        for event in [PointerEvent.button(time: time, button: PointerButton.left, pressed: false), .leave, .frame] {
            h.dispatcher.handlePointer(event)
        }
        h.gestures.advance(to: time + 10_000)
        h.settle()
    }

    /// Key events as the app saw them, checked like a hardware keyboard's: a key is pressed,
    /// perhaps repeated, then released before it is pressed again. Returns the number of
    /// presses (repeats aside), or nil when the order is broken.
    private static func presses(in events: [String]) -> Int? {
        var held: Set<String> = [], count = 0
        for event in events where !event.hasPrefix("+ff1b") {    // Escape, sent by the test itself
            let key = String(event.dropFirst().prefix { $0 != "@" })
            switch event.first {
            case "+":
                guard held.insert(key).inserted else { return nil }
                count += 1
            case "*": guard held.contains(key) else { return nil }
            default: guard held.remove(key) != nil else { return nil }
            }
        }
        return held.isEmpty ? count : nil
    }

    @Test func randomStreamsNeverLeaveTheKeyboardStuck() async {
        await propertyCheck(count: 200, input: Gen.int(in: Self.operationRange).array(of: 1...120)) { operations in
            let h = KeyboardHarness()
            h.show()
            let downs = Self.run(operations, on: h)
            Self.liftEverything(h)
            let pressCount = Self.presses(in: h.recorder.keys)
            #expect(pressCount != nil, "\(h.recorder.keys)")
            #expect((pressCount ?? 0) <= downs)
            #expect(h.keyboard.model.touches.isEmpty && h.keyboard.model.pressedKeys.isEmpty)
            #expect(h.keyboard.model.accentPopup == nil)
            #expect(h.keyboard.subviews.isEmpty)                  // no preview, no pop-up
            #expect(h.gestures.allRecognizersIdle())
            #expect(h.clock.pendingTimerCount == 0 && !h.animator.isAnimating)
        }
    }
}
