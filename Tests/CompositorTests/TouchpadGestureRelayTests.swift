import Testing
import TactileCore
@testable import TactileWayland

/// The Wayland side of touchpad gestures, in-process: the decoded protocol events, as a
/// gesture object's dispatcher hands them over, become the `TouchpadGestureEvent`s an input
/// handler receives, and gestures begun on another client's surface never reach it.
@Suite struct TouchpadGestureRelayTests {
    /// Records what the relay hands on; every other input is unexpected here.
    private final class RecordingHandler: InputHandler {
        var events: [TouchpadGestureEvent] = []
        func handleTouchpadGesture(_ event: TouchpadGestureEvent) { events.append(event) }
        func handleTouch(_ event: TouchEvent) { Issue.record("touch \(event)") }
        func handlePointer(_ event: PointerEvent) { Issue.record("pointer \(event)") }
        func handleKey(_ event: KeyEvent) { Issue.record("key") }
        func handleModifiers(_ modifiers: KeyModifiers) {}
        func handleKeyboardLayout(_ name: String) {}
        func handleKeyboardFocus(_ focused: Bool) {}
        func handleInputMethod(_ update: InputMethodUpdate) {}
        var lastInputWasTouch: Bool { false }
        func handleInputBatchEnd() {}
    }

    /// Hands touchpad gestures to a dispatcher, as the window host does, one read each.
    private final class DispatchingHandler: InputHandler {
        let dispatcher: InputDispatcher
        init(_ dispatcher: InputDispatcher) { self.dispatcher = dispatcher }
        func handleTouchpadGesture(_ event: TouchpadGestureEvent) {
            dispatcher.handleTouchpadGesture(event)
            dispatcher.endOfDispatchBatch()
        }
        func handleTouch(_ event: TouchEvent) {}
        func handlePointer(_ event: PointerEvent) {}
        func handleKey(_ event: KeyEvent) {}
        func handleModifiers(_ modifiers: KeyModifiers) {}
        func handleKeyboardLayout(_ name: String) {}
        func handleKeyboardFocus(_ focused: Bool) {}
        func handleInputMethod(_ update: InputMethodUpdate) {}
        var lastInputWasTouch: Bool { false }
        func handleInputBatchEnd() {}
    }

    /// Stand-ins for `wl_surface` proxies: only compared, never dereferenced.
    private let ours = OpaquePointer(bitPattern: 0x1000)!
    private let theirs = OpaquePointer(bitPattern: 0x2000)!

    private func relay(_ handler: RecordingHandler) -> TouchpadGestureRelay {
        TouchpadGestureRelay(isOwnSurface: { [ours] in $0 == ours }, handler: { handler })
    }

    @Test func aPinchOnOurSurfaceIsHandedOnEventForEvent() {
        let handler = RecordingHandler()
        let relay = relay(handler)
        let pinch: [ZwpPointerGesturePinchV1Event] = [
            .begin(serial: 7, time: 100, surface: ours, fingers: 2),
            .update(time: 110, dx: 1.5, dy: -2, scale: 1.25, rotation: 10),
            .update(time: 120, dx: 0, dy: 0.5, scale: 2, rotation: 80),
            .end(serial: 8, time: 130, cancelled: 0),
            .begin(serial: 9, time: 200, surface: ours, fingers: 2),
            .end(serial: 10, time: 210, cancelled: 1),
        ]
        for event in pinch { relay.handle(event) }
        #expect(handler.events == [
            .pinchBegin(time: 100, fingers: 2),
            .pinchUpdate(time: 110, delta: Point(x: 1.5, y: -2), scale: 1.25, rotation: 10),
            .pinchUpdate(time: 120, delta: Point(x: 0, y: 0.5), scale: 2, rotation: 80),
            .pinchEnd(time: 130, cancelled: false),
            .pinchBegin(time: 200, fingers: 2),
            .pinchEnd(time: 210, cancelled: true),
        ])
    }

    @Test func aGestureBegunOnAnotherSurfaceIsDroppedToItsEndAndTheOthersGoOn() {
        let handler = RecordingHandler()
        let relay = relay(handler)
        relay.handle(ZwpPointerGesturePinchV1Event.begin(serial: 1, time: 10, surface: theirs, fingers: 2))
        relay.handle(ZwpPointerGesturePinchV1Event.update(time: 20, dx: 5, dy: 5, scale: 3, rotation: 45))
        // A swipe and a hold on our surface meanwhile are followed on their own objects.
        relay.handle(ZwpPointerGestureHoldV1Event.begin(serial: 2, time: 25, surface: ours, fingers: 1))
        relay.handle(ZwpPointerGestureHoldV1Event.end(serial: 3, time: 26, cancelled: 1))
        relay.handle(ZwpPointerGesturePinchV1Event.end(serial: 4, time: 30, cancelled: 0))
        relay.handle(ZwpPointerGestureSwipeV1Event.begin(serial: 5, time: 40, surface: theirs, fingers: 3))
        relay.handle(ZwpPointerGestureSwipeV1Event.update(time: 50, dx: 0, dy: 9))
        relay.handle(ZwpPointerGestureSwipeV1Event.end(serial: 6, time: 60, cancelled: 0))
        // The next pinch, on our surface, goes through from its begin.
        relay.handle(ZwpPointerGesturePinchV1Event.begin(serial: 7, time: 100, surface: ours, fingers: 2))
        relay.handle(ZwpPointerGesturePinchV1Event.update(time: 110, dx: 0, dy: 0, scale: 1.5, rotation: 0))
        relay.handle(ZwpPointerGesturePinchV1Event.end(serial: 8, time: 120, cancelled: 0))
        relay.handle(ZwpPointerGestureSwipeV1Event.begin(serial: 9, time: 200, surface: ours, fingers: 4))
        relay.handle(ZwpPointerGestureSwipeV1Event.update(time: 210, dx: -3, dy: 0))
        relay.handle(ZwpPointerGestureSwipeV1Event.end(serial: 10, time: 220, cancelled: 1))
        #expect(handler.events == [
            .holdBegin(time: 25, fingers: 1), .holdEnd(time: 26, cancelled: true),
            .pinchBegin(time: 100, fingers: 2),
            .pinchUpdate(time: 110, delta: .zero, scale: 1.5, rotation: 0),
            .pinchEnd(time: 120, cancelled: false),
            .swipeBegin(time: 200, fingers: 4), .swipeUpdate(time: 210, delta: Point(x: -3, y: 0)),
            .swipeEnd(time: 220, cancelled: true),
        ])
    }

    @Test func theRelayedPinchScalesAndTurnsThePuttyThroughTheDispatcher() {
        // The whole path below the window: protocol events -> relay -> dispatcher -> putty.
        let clock = ManualClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let animator = Animator(clock: { clock.now })
        let putty = PuttyView(frame: Rect(x: 300, y: 200, width: 200, height: 150), contentView: View(), animator: animator)
        root.addSubview(putty)
        let dispatcher = InputDispatcher(rootView: root, clock: clock)
        let forward = DispatchingHandler(dispatcher)
        let relay = TouchpadGestureRelay(isOwnSurface: { [ours] in $0 == ours }, handler: { forward })
        dispatcher.handlePointer(.enter(location: Point(x: 400, y: 275)))
        dispatcher.handlePointer(.frame)
        relay.handle(ZwpPointerGesturePinchV1Event.begin(serial: 1, time: 0, surface: ours, fingers: 2))
        for step in 1...6 {
            relay.handle(ZwpPointerGesturePinchV1Event.update(time: UInt32(step) * 10, dx: 0, dy: 0,
                                                              scale: 1 + Double(step) / 6, rotation: 15))
        }
        relay.handle(ZwpPointerGesturePinchV1Event.end(serial: 2, time: 70, cancelled: 0))
        #expect(abs(putty.transform.scaleFactor - 2) < 1e-9)
        #expect(abs(putty.transform.rotationAngle - .pi / 2) < 1e-9)
        #expect(putty.center == Point(x: 400, y: 275))
        #expect(!dispatcher.hasTouchesDown)
    }
}
