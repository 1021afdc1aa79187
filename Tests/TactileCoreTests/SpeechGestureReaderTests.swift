import Testing
@testable import TactileCore

@Suite struct SpeechGestureReaderTests {
    private func read(_ script: (SpeechFingers) -> Void) -> [String] {
        var gestures: [String] = []
        var reader: SpeechGestureReader?
        let fingers = SpeechFingers { reader?.handle($0) }
        reader = SpeechGestureReader(clock: fingers.clock)
        reader?.onGesture = { gesture in
            switch gesture {
            case .began: gestures.append("began")
            case .explore(let p): gestures.append("explore \(Int(p.x)),\(Int(p.y))")
            case .tap(let p): gestures.append("tap \(Int(p.x)),\(Int(p.y))")
            case .doubleTap(let p): gestures.append("double tap \(Int(p.x)),\(Int(p.y))")
            case .swipe(let direction, let count): gestures.append("swipe \(direction.rawValue) \(count)")
            case .multiTap(let count): gestures.append("tap \(count) fingers")
            case .longPress(let count): gestures.append("long press \(count) fingers")
            }
        }
        script(fingers)
        return gestures
    }

    /// A finger explores from its landing, with no delay, and as it slides slowly; a quick
    /// lift is a tap, a second one soon after a double tap.
    @Test func exploreTapAndDoubleTap() {
        #expect(read { f in
            f.down(0, 100, 100)
            f.wait(300)
            f.move(0, 150, 100)
            f.wait(50)
            f.up(0)
            f.wait(500)
            f.doubleTap(400, 300)
        } == ["began", "explore 100,100", "explore 150,100",
              "began", "explore 400,300", "tap 400,300", "began", "explore 400,300", "double tap 400,300"])
    }

    /// A flick explores nothing on its way and goes by its direction; two taps too far apart
    /// in time are two taps.
    @Test func flicksAndSlowTaps() {
        #expect(read { f in
            f.flick(from: 100, 100, by: 120, 0)
            f.wait(500)
            f.flick(from: 300, 300, by: -10, -100)
            f.wait(500)
            f.tap(10, 10)
            f.wait(600)
            f.tap(10, 10)
        } == ["began", "explore 100,100", "swipe right 1", "began", "explore 300,300", "swipe up 1",
              "began", "explore 10,10", "tap 10,10", "began", "explore 10,10", "tap 10,10"])
    }

    /// Several fingers: taps and flicks of two and three; three held still for two seconds
    /// are a long press, whatever they do after.
    @Test func severalFingers() {
        #expect(read { f in
            f.multiTap(2)
            f.wait(500)
            f.multiTap(3)
            f.wait(500)
            f.flick(from: 100, 400, by: 0, -100, fingers: 2)
            f.wait(500)
            f.down(0, 100, 300); f.down(1, 150, 300); f.down(2, 200, 300)
            f.wait(2000)
            f.move(0, 300, 300)
            f.up(0); f.up(1); f.up(2)
        } == ["began", "explore 100,300", "tap 2 fingers", "began", "explore 100,300", "tap 3 fingers",
              "began", "explore 100,400", "swipe up 2", "began", "explore 100,300", "long press 3 fingers"])
    }
}
