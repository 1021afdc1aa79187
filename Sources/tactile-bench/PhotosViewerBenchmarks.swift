import CShims
import Foundation

/// Two fingers spread in the photos scene's viewer at the window's size: a photo of
/// 6000×4000 (24 MP) opened by a tap on its thumbnail and, once its fitted picture is drawn
/// and the demo idle, pinched from 120 to 720 px apart in 120 motions over 2 s (six times
/// the fitted size, past the photo's own pixels). The figure is the demo's CPU over the
/// pinch, all threads (the tiles decoded again at the sizes shown with the main loop), per
/// frame committed; the same pinch on a photo of 1600×1200 (2 MP), measured alongside, is
/// the comparison. Frames are the latency report's (frames that showed input): the tap's
/// frame or two are among them.
func measurePinch(layout: PhotosLayout, injector: InjectorClient) throws {
    for (width, height) in [(6000, 4000), (1600, 1200)] {
        let photo = try PhotoFolder("photos-pinch", count: 1, width: width, height: height)
        let demo = try BenchDemo(photos: photo, scene: "photos", takingInputAt: layout.firstThumbnail, injector: injector)
        demo.waitForShownToSettle(quiet: 0.3)
        try injector.send("touch-down 0 \(layout.firstThumbnail.x) \(layout.firstThumbnail.y)", "touch-frame")
        usleep(60_000)
        try injector.send("touch-up 0", "touch-frame")
        guard demo.wait(seconds: 5, until: { demo.lines.contains { $0.text.hasPrefix("viewer opened") } }) else {
            throw BenchmarkError("the tap opened no viewer")
        }
        demo.waitUntilIdle()
        let cpuBefore = demo.processCPUNanoseconds(), mainBefore = try demo.mainThreadCPUNanoseconds()
        try pinch(around: layout.sceneCentre, from: 60, to: 360, motions: 120, injector: injector)
        let cpu = milliseconds(from: cpuBefore, to: demo.processCPUNanoseconds())
        let main = milliseconds(from: mainBefore, to: try demo.mainThreadCPUNanoseconds())
        demo.waitUntilIdle()
        let settle = milliseconds(from: cpuBefore, to: demo.processCPUNanoseconds()) - cpu
        demo.poll()
        let zoom = demo.lines.last { $0.text.hasPrefix("viewer zoom") }?.text ?? "no zoom traced"
        let summary = try demo.stop()
        let frames = latencyFigure("frames", in: summary) ?? 0
        print("pinch in the viewer, \(photo.size) photo at \(Int(layout.width))×\(Int(layout.sceneHeight)), 120 motions over 2 s: "
            + "\(format(cpu / max(frames, 1))) ms CPU a frame\(width == 6000 ? " (target ≤ 8 ms)" : " (the comparison)") "
            + "(\(format(cpu)) ms over \(Int(frames)) frames, main thread \(format(main)) ms; \(format(settle)) ms more after the lift; \(zoom);"
            + " input-to-commit p99 \(latencyFigure("p99", in: summary).map(format) ?? "?") ms)")
    }
}

/// Two fingers come down `from` px either side of `centre` (horizontally), move apart to
/// `to` px either side in `motions` steps 1/60 s apart, paced in real time, and lift.
private func pinch(around centre: (x: Double, y: Double), from: Double, to: Double, motions: Int, injector: InjectorClient) throws {
    try injector.send("touch-down 0 \(centre.x - from) \(centre.y)", "touch-down 1 \(centre.x + from) \(centre.y)", "touch-frame")
    let start = tactile_monotonic_ns()
    for step in 1...motions {
        sleep(until: start + Int64(step) * 1_000_000_000 / 60)
        let half = from + (to - from) * Double(step) / Double(motions)
        try injector.send("touch-motion 0 \(centre.x - half) \(centre.y)", "touch-motion 1 \(centre.x + half) \(centre.y)", "touch-frame")
    }
    sleep(until: start + Int64(motions + 1) * 1_000_000_000 / 60)
    try injector.send("touch-up 0", "touch-up 1", "touch-frame")
}

/// The demo's resident memory on a wall of 500 photos of 1600×1200 (2 MP): once the
/// thumbnails on screen are shown and it is idle (the start), and after the wall is flicked
/// to its end (every photo shown once), against the bound of the start plus the picture
/// cache's budget (64 MB, the demo's default) plus 10 MB. MB = 2^20 bytes.
func measureWallMemory(layout: PhotosLayout, injector: InjectorClient) throws {
    let photos = try PhotoFolder("photos-2mp", count: 500, width: 1600, height: 1200, distinct: 25)
    let demo = try BenchDemo(photos: photos, scene: "photos", takingInputAt: layout.firstThumbnail, injector: injector)
    demo.waitForShownToSettle()
    demo.waitUntilIdle()
    guard let start = processMemory(of: demo.pid, "VmRSS") else { throw BenchmarkError("the demo is gone") }
    let wall = layout.wall
    let x = wall.x + wall.width / 2
    var flicks = 0
    // Each flick moves the wall 300 px in 0.5 s and lets it glide about as far again: less
    // than the wall's height, so every row rests in view while its thumbnails decode (a
    // thumbnail that leaves the screen before its decode starts is never decoded).
    while Set(demo.shown.map(\.name)).count < photos.names.count, flicks < 100 {
        let y = wall.y + wall.height - 40
        try DragClient.drag(from: (x, y), to: (x, y - 300), isTouch: true, injector: injector, motions: 30) { _ in demo.poll() }
        demo.waitUntilIdle()
        demo.poll()
        flicks += 1
    }
    demo.waitUntilIdle()
    let shown = Set(demo.shown.map(\.name)).count
    guard let end = processMemory(of: demo.pid, "VmRSS"), let peak = processMemory(of: demo.pid, "VmHWM") else {
        throw BenchmarkError("the demo is gone")
    }
    _ = try demo.stop()
    let megabyte = 1_048_576.0, bound = Double(start) / megabyte + 64 + 10
    print("wall of 500 JPEGs of \(photos.size) (25 pictures, each in 20 files), flicked to its end in \(flicks) flicks, \(shown) shown: "
        + "RSS \(format(Double(start) / megabyte)) MB at the start, \(format(Double(end) / megabyte)) MB after, "
        + "peak \(format(Double(peak) / megabyte)) MB (bound: start + 64 MB budget + 10 MB = \(format(bound)) MB)")
}
