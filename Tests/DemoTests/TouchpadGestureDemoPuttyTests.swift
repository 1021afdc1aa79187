import Tactile
import Testing
@testable import tactile_demo

/// The demo's putty under a touchpad pinch, through the scene host as the window delivers it:
/// it scales and turns as under two fingers.
@Suite struct TouchpadGestureDemoPuttyTests {
    @Test func aTouchpadPinchScalesThePuttyTwiceAndTurnsItAQuarter() {
        let run = TagsRun(scene: PuttyScene.name)
        let host = run.runner.host
        // The putty is centred at (512, 366) at 1024×768.
        host.handlePointer(.enter(location: Point(x: 512, y: 366)))
        host.handlePointer(.frame)
        host.inputDispatcher.endOfDispatchBatch()
        func send(_ event: (UInt32) -> TouchpadGestureEvent) {
            host.handleTouchpadGesture(event(UInt32(run.now.sinceOrigin.milliseconds)))
            host.inputDispatcher.endOfDispatchBatch()
            run.runner.play([], until: run.now + .milliseconds(16))
        }
        send { .pinchBegin(time: $0, fingers: 2) }
        for step in 1...6 {
            send { .pinchUpdate(time: $0, delta: .zero, scale: 1 + Double(step) / 6, rotation: 15) }
        }
        send { .pinchEnd(time: $0, cancelled: false) }
        run.runner.play([], until: run.now + .milliseconds(600))
        // Turned and doubled it stands 720 px tall, taller than the 704 px scene: its spring-back
        // aligns it with the top edge, centre 360.
        #expect(run.lines == [
            "putty pinch ended", "putty rotation ended",
            "putty rests at (512, 360) size 360×240 scale 2 rotation 90",
        ])
    }
}
