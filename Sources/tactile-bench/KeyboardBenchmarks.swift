import TactileCairo
import TactileCore

/// On-screen keyboard figures, in-process at 1280×800 (no compositor): the client's cost from
/// a touch-down on a key to the frame showing it pressed with its preview drawn (the input
/// frame dispatched, then a damage-only render), the same for the lift that types it, and
/// the frames of the slide-in; then the same keys measured to the commit under weston.
func runKeyboardBenchmarks() throws {
    let width = 1280, height = 800, stride = width * 4
    let pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
    defer { pixels.deallocate() }
    let target = PixelBuffer(pixels: pixels, width: width, height: height, stride: stride, scale: 1)
    let renderer = SceneRenderer()
    let clock = ManualClock()
    let root = View(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    root.backgroundColor = Color(red: 0.12, green: 0.14, blue: 0.17)
    let dispatcher = InputDispatcher(rootView: root, clock: clock)
    dispatcher.surfaceSize = root.bounds.size
    let animator = Animator(clock: { clock.now })
    let keyboard = OnScreenKeyboard(dispatcher: dispatcher, animator: animator)
    root.addSubview(keyboard)
    renderer.render(root, into: target, bufferAge: 0)

    // The slide-in, a frame every 16 ms, each drawn from its damage.
    keyboard.show()
    var slideFrames: [Double] = []
    var fullRepaints = 0
    let wallClock = ContinuousClock()
    while animator.isAnimating {
        clock.advance(by: .milliseconds(16))
        let elapsed = wallClock.measure {
            animator.tick(now: clock.now)
            if root.damageTracker.isFullyDamaged { fullRepaints += 1 }
            renderer.render(root, into: target, bufferAge: 1)
        }
        slideFrames.append(microseconds(elapsed))
    }
    report("keyboard slide-in, \(slideFrames.count) frames (\(fullRepaints) full repaints), per frame",
           slideFrames.sorted())

    // Presses and lifts on every key of the letters page but the page and hide keys, in turn.
    let keys = keyboard.model.layout.keys.filter {
        switch $0.key.action {
        case .hide, .page: false
        default: true
        }
    }
    var presses: [Double] = [], characterPresses: [Double] = [], lifts: [Double] = []
    for round in 0..<40 {
        for placed in keys {
            let point = keyboard.convert(placed.frame.center, to: nil)
            clock.advance(by: .milliseconds(30))
            let time = clock.now
            presses.append(microseconds(wallClock.measure {
                dispatcher.process(TouchFrame(time: time, touches: [Touch(id: round, phase: .began, location: point, time: time)]))
                renderer.render(root, into: target, bufferAge: 1)
            }))
            if case .character = placed.key.action { characterPresses.append(presses[presses.count - 1]) }
            clock.advance(by: .milliseconds(40))
            let lift = clock.now
            lifts.append(microseconds(wallClock.measure {
                dispatcher.process(TouchFrame(time: lift, touches: [Touch(id: round, phase: .ended, location: point, time: lift)]))
                renderer.render(root, into: target, bufferAge: 1)
            }))
        }
    }
    report("keyboard touch-down to pressed key and preview drawn, \(presses.count) presses", presses.sorted())
    print("  p99 \(format(percentile(presses.sorted(), 0.99))) µs, worst \(format(presses.max() ?? 0)) µs")
    report("  of which character keys (no shift, whose press repaints every label)", characterPresses.sorted())
    print("  p99 \(format(percentile(characterPresses.sorted(), 0.99))) µs")
    report("keyboard lift (key typed, preview gone) drawn", lifts.sorted())
    print("  p99 \(format(percentile(lifts.sorted(), 0.99))) µs")
    try benchmarkKeyboardToCommit()
}

private func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}
