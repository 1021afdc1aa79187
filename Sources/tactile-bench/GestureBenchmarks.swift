import TactileCore

/// Benchmarks of the input layer, printed as figures (never asserted).
///
/// The scene: a 1920×1080 root holding a 10×10 grid of cards, each holding a 10×10 grid of
/// tiles: 10,000 tiles with a pan and a tap each, 100 cards with a pinch and a rotation
/// each, a long-press on the root. Ten fingers go down on ten tiles of ten different cards
/// and drag them; the figure is the time for one touch frame (ten motions and
/// `wl_touch.frame`, through the assembler, the dispatcher, the recognizers and their
/// actions), once with actions that only read the translation (the input layer alone) and
/// once with actions that move their tile, as a real drag does (the scene's bookkeeping added).
func runGestureBenchmarks() {
    let clock = ManualClock()
    let root = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080))
    var recognizerCount = 1
    var actionsMoveTiles = false
    for card in 0..<100 {
        let cardView = View(frame: Rect(x: Double(card % 10) * 192, y: Double(card / 10) * 108, width: 192, height: 108))
        root.addSubview(cardView)
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        pinch.recognizeSimultaneously(with: rotation)
        cardView.addGestureRecognizer(pinch)
        cardView.addGestureRecognizer(rotation)
        for tile in 0..<100 {
            let tileView = View(frame: Rect(x: Double(tile % 10) * 19.2, y: Double(tile / 10) * 10.8, width: 19.2, height: 10.8))
            cardView.addSubview(tileView)
            let pan = PanGestureRecognizer().onChange { pan in
                let step = pan.translation(in: tileView.superview)
                guard actionsMoveTiles else { return }
                // `center += step` would go through the modify accessor, which allocates.
                tileView.center = tileView.center + step
                pan.setTranslation(.zero, in: tileView.superview)
            }
            tileView.addGestureRecognizer(pan)
            tileView.addGestureRecognizer(TapGestureRecognizer())
        }
        recognizerCount += 202
    }
    root.addGestureRecognizer(LongPressGestureRecognizer())

    let dispatcher = InputDispatcher(rootView: root, clock: clock)
    dispatcher.surfaceSize = root.bounds.size
    let fingers = Int32(10)
    var positions = (0..<Int(fingers)).map { finger in
        // The middle tile of the cards on the diagonal.
        Point(x: Double(finger) * 192 + 105.6, y: Double(finger) * 108 + 59.4)
    }
    var time: UInt32 = 1
    let timer = ContinuousClock()
    /// Ten fingers down in one frame, then (unless `keep`) up again; returns the down frame's time.
    func touchDown(keep: Bool) -> Duration {
        time += 8
        let start = timer.now
        for finger in 0..<fingers { dispatcher.handleTouch(.down(time: time, id: finger, location: positions[Int(finger)])) }
        dispatcher.handleTouch(.frame)
        let elapsed = timer.now - start
        if !keep {
            for finger in 0..<fingers { dispatcher.handleTouch(.up(time: time, id: finger)) }
            dispatcher.handleTouch(.frame)
        }
        return elapsed
    }
    // Hit testing visits every view that does not clip, so unclipped cards cost far more.
    let unclippedDown = touchDown(keep: false)
    for card in root.subviews { card.clipsToBounds = true }
    let clippedDown = touchDown(keep: true)

    func moveAll(by dx: Double) {
        time += 8
        for finger in 0..<Int(fingers) {
            positions[finger].x += dx
            dispatcher.handleTouch(.motion(time: time, id: Int32(finger), location: positions[finger]))
        }
        dispatcher.handleTouch(.frame)
    }
    /// The mean time of one frame over steady dragging back and forth, in microseconds.
    func dragFrameTime() -> Double {
        let frames = 50_000
        let start = timer.now
        for frame in 0..<frames { moveAll(by: frame % 200 < 100 ? 1 : -1) }
        return microseconds(timer.now - start) / Double(frames)
    }
    for _ in 0..<20 { moveAll(by: 1) }   // the pans begin
    let readingFrame = dragFrameTime()
    actionsMoveTiles = true
    let movingFrame = dragFrameTime()

    print("gestures: 10,000 tiles, \(recognizerCount) recognizers")
    print("gestures: touch-down frame of 10 fingers, hit tests included: \(microsecondFigure(microseconds(unclippedDown))) µs "
        + "(cards not clipping), \(microsecondFigure(microseconds(clippedDown))) µs (cards clipping)")
    print("gestures: touch frame with 10 moving fingers: \(microsecondFigure(readingFrame)) µs per frame, "
        + "\(microsecondFigure(movingFrame)) µs with the tiles moved (target ≤ 20 µs)")
}

/// A figure with two decimals (other benchmark files define their own `format`).
private func microsecondFigure(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100), fraction = Int(hundredths) % 100
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}
