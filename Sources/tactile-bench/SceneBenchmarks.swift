import TactileCairo

import TactileCore

/// Scene-graph and renderer figures: hit testing among 10,000 views, one frame after moving a
/// 120×120 view in a 1920×1080 scene of 500 views, a drag's press and drop in that scene drawn
/// into two buffers in turn, a full repaint of that scene, and a full repaint with the
/// renderer's caches warm and emptied.
func runSceneBenchmarks() {
    benchmarkHitTesting()
    benchmarkRendering()
    benchmarkLiftAndDrop()
    benchmarkColdCacheRepaint()
}

/// 10,000 views two ways: 100 panels of 100 tiles each (some panels rotated), as a screen is
/// usually built, and 10,000 siblings in one flat list (the worst case: no subtree to skip).
private func benchmarkHitTesting() {
    var random = BenchmarkRandom(seed: 42)
    let points = (0..<10_000).map { _ in Point(x: random.double(in: 0...1920), y: random.double(in: 0...1080)) }

    let nested = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080))
    for panelIndex in 0..<100 {
        let panel = View(frame: Rect(x: Double(panelIndex % 10) * 192, y: Double(panelIndex / 10) * 108, width: 192, height: 108))
        if panelIndex % 7 == 0 { panel.transform = AffineTransform(rotationAngle: 0.1) }
        for tileIndex in 0..<100 {
            panel.addSubview(View(frame: Rect(x: Double(tileIndex % 10) * 19.2 + 1, y: Double(tileIndex / 10) * 10.8 + 1, width: 17, height: 9)))
        }
        nested.addSubview(panel)
    }
    let flat = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080))
    for _ in 0..<10_000 {
        flat.addSubview(View(frame: Rect(x: random.double(in: 0...1880), y: random.double(in: 0...1040), width: 40, height: 40)))
    }

    for (name, root) in [("nested 100×100", nested), ("flat 10000", flat)] {
        var hits = 0
        let samples = measure(iterations: 20) {
            for point in points where root.hitTest(point) != nil { hits += 1 }
        }
        report("hit test, 10,000 views, \(name)", samples, per: points.count)
        if hits == 0 { print("  (no hits)") }
    }
}

/// The 1920×1080 scene: a background and 500 views of assorted size and look (rounded,
/// bordered, translucent, a few with shadows), one of them a 120×120 card that moves (measured
/// without and with a shadow of its own).
private func makeRenderScene() -> (root: View, card: View) {
    var random = BenchmarkRandom(seed: 7)
    let root = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080))
    root.backgroundColor = Color(red: 0.12, green: 0.14, blue: 0.17)
    for index in 0..<499 {
        let view = View(frame: Rect(x: random.double(in: 0...1800), y: random.double(in: 0...980),
                                    width: random.double(in: 20...120), height: random.double(in: 20...100)))
        view.backgroundColor = Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
                                     alpha: index % 3 == 0 ? 0.7 : 1)
        view.cornerRadius = index % 2 == 0 ? 8 : 0
        if index % 5 == 0 { view.borderWidth = 2; view.borderColor = .white }
        if index % 25 == 0 { view.shadow = Shadow() }
        root.addSubview(view)
    }
    let card = View(frame: Rect(x: 400, y: 300, width: 120, height: 120))
    card.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.35, alpha: 0.9)
    card.cornerRadius = 12
    root.addSubview(card)
    return (root, card)
}

/// `count` buffers of the scene's 1920×1080 pixels at scale 1, which the caller deallocates.
private func makeSceneTargets(count: Int) -> [PixelBuffer] {
    let width = 1920, height = 1080, stride = width * 4
    return (0..<count).map { _ in
        PixelBuffer(pixels: .allocate(byteCount: stride * height, alignment: 64), width: width, height: height, stride: stride, scale: 1)
    }
}

/// A drag's press and drop, over and over, in that scene drawn into two buffers in turn as a
/// window draws them: a view hidden where it lay (the lift leaves its hole), then shown again
/// across the screen (the drop). Each frame's damage lies far from the last one's, which the
/// buffer, two frames old, lacks too: measured repainting both, then copying the last one's
/// from the newest buffer (`SceneRenderer.render(_:into:bufferAge:newest:layers:)`).
private func benchmarkLiftAndDrop() {
    let (root, _) = makeRenderScene()
    let targets = makeSceneTargets(count: 2)
    defer { for target in targets { target.pixels.deallocate() } }
    let renderer = SceneRenderer()
    let clock = ContinuousClock()
    var drawn = 0, lifted = 0
    // Draws one frame into the buffer whose turn it is and returns its time (µs).
    func frame(copying: Bool) -> Double {
        let newest = copying && drawn > 0 ? targets[(drawn - 1) % 2] : nil
        let time = clock.measure {
            renderer.render(root, into: targets[drawn % 2], bufferAge: drawn < 2 ? 0 : 2, newest: newest, layers: nil)
        }
        drawn += 1
        return microseconds(time)
    }
    for copying in [false, true] {
        var presses: [Double] = [], drops: [Double] = []
        for round in 0..<303 {  // The first three rounds warm up.
            let view = root.subviews[lifted % 400]
            lifted += 1
            view.isHidden = true
            let press = frame(copying: copying)
            view.center = Point(x: 1920 - view.center.x, y: 1080 - view.center.y)
            view.isHidden = false
            let drop = frame(copying: copying)
            if round >= 3 {
                presses.append(press)
                drops.append(drop)
            }
        }
        let how = copying ? "copying the last frame's damage from the newest buffer" : "repainting both frames' damage"
        report("press (a view hidden), buffer age 2, \(how)", presses.sorted())
        report("drop (shown across the screen), buffer age 2, \(how)", drops.sorted())
    }
}

private func benchmarkRendering() {
    let (root, card) = makeRenderScene()
    let width = 1920, height = 1080
    let targets = makeSceneTargets(count: 3)
    defer { for target in targets { target.pixels.deallocate() } }
    let renderer = SceneRenderer()

    // Everything damaged each time: with nothing changed the renderer draws nothing at all.
    let full = measure(iterations: 20) {
        root.damageTracker.invalidateAll()
        renderer.render(root, into: targets[0], bufferAge: 0)
    }
    report("full repaint, 500 views, 1920×1080", full)

    var step = 0.0
    for shadow in [nil, Shadow()] {
        card.shadow = shadow
        for age in 1...3 {
            var repainted = 0.0
            let frames = measure(iterations: 300) {
                step += 1
                card.center = Point(x: 460 + step.truncatingRemainder(dividingBy: 200) * 4, y: 360 + step.truncatingRemainder(dividingBy: 50) * 2)
                let rects = renderer.render(root, into: targets[Int(step) % age], bufferAge: age)
                repainted += rects.reduce(0) { $0 + Double($1.width * $1.height) }
            }
            report("frame after moving a 120×120 view\(shadow == nil ? "" : " with shadow"), buffer age \(age)", frames)
            let median = frames[frames.count / 2], fullMedian = full[full.count / 2]
            print("  = \(format(median / fullMedian * 100)) % of a full repaint; "
                  + "\(format(repainted / 303 / Double(width * height) * 100)) % of the pixels repainted")
        }
    }
}
