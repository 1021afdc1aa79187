import CShims
import Foundation

/// The demo's photos scene under the compositor in WAYLAND_DISPLAY with the injector of
/// `.ci/with-weston`, on folders of camera-like JPEGs the bench writes (`PhotoFolder`):
///
/// - the scene opened from the home bar on 60 photos of 12 MP (4000×3000): from the tap's lift
///   to the first `image shown` line of the event log (target ≤ 300 ms), to the last thumbnail
///   in view shown, and, the wall then flicked at once to its end, to all 60 shown (target ≤ 2 s);
///   against the floor of `djpeg -scale 1/8` (the DCT scale the thumbnails decode at) of one
///   of the files, and of all 60 two at a time (one a core);
/// - a thumbnail held and dragged into the favourites tray while the thumbnails on screen
///   still decode (pressed as the first is shown), against the same drag once they
///   are all shown: input-to-commit p50 and p99 (TACTILE_LATENCY_REPORT) and the demo's CPU;
/// - a pinch in the viewer (`PhotosViewerBenchmarks`) and the memory of a 500-photo wall.
///
/// The times of event-log lines are when the bench read them: it polls every 0.5 ms while it
/// waits, and before each motion of a drag (1/60 s apart).
func runPhotosBenchmarks() throws {
    let layout = try PhotosLayout()
    let injector = try InjectorClient()
    let photos = try PhotoFolder("photos-12mp", count: 60, width: 4000, height: 3000)
    // The decoding threads run at nice 10: other processes busy on the machine take most of
    // a core from them, so the load goes with the figures.
    print("load average before: \(loadAverage())")
    try measureOpening(photos, layout: layout, injector: injector)
    try measureDragWhileDecoding(photos, layout: layout, injector: injector)
    try measurePinch(layout: layout, injector: injector)
    try measureWallMemory(layout: layout, injector: injector)
    print("load average after: \(loadAverage())")
}

/// The first three fields of /proc/loadavg (1, 5 and 15 minutes).
func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").split(separator: " ").prefix(3).joined(separator: " ")
}

/// Milliseconds between two CLOCK_MONOTONIC times in nanoseconds.
func milliseconds(from start: Int64, to end: Int64) -> Double { Double(end - start) / 1e6 }

private func measureOpening(_ photos: PhotoFolder, layout: PhotosLayout, injector: InjectorClient) throws {
    let files = photos.files
    let clock = ContinuousClock()
    let oneFloor = measure(iterations: 5, warmup: 1) { _ = runToEnd("/usr/bin/djpeg", ["-scale", "1/8", "-outfile", "/dev/null", files[0]]) }[0]
    let allFloor = microseconds(clock.measure {
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for file in stride(from: half, to: files.count, by: 2).map({ files[$0] }) {
                _ = runToEnd("/usr/bin/djpeg", ["-scale", "1/8", "-outfile", "/dev/null", file])
            }
        }
    })

    let demo = try BenchDemo(photos: photos, scene: "sorting", takingInputAt: layout.photosButton, injector: injector)
    demo.waitUntilIdle()
    try injector.send("touch-down 0 \(layout.photosButton.x) \(layout.photosButton.y)", "touch-frame")
    usleep(60_000)
    try injector.send("touch-up 0", "touch-frame")
    let asked = tactile_monotonic_ns()
    let inView = layout.thumbnailsInView(of: photos.names.count)
    demo.wait(seconds: 10) { demo.shown.count >= inView }
    let onScreen = demo.shown
    guard let first = onScreen.first, let last = onScreen.last else { throw BenchmarkError("the photos scene showed no thumbnail") }

    // Flicked up as soon as the thumbnails in view are shown: 12 motions in 0.2 s, then the
    // wall glides on to its end (again if it fell short).
    let scrolled = tactile_monotonic_ns()
    let wall = layout.wall
    let x = wall.x + wall.width / 2
    for _ in 0..<10 where Set(demo.shown.map(\.name)).count < photos.names.count {
        try DragClient.drag(from: (x, wall.y + wall.height - 40), to: (x, wall.y + 40), isTouch: true, injector: injector, motions: 12) { _ in demo.poll() }
        demo.wait(seconds: 3) { Set(demo.shown.map(\.name)).count == photos.names.count }
    }
    let names = Set(demo.shown.map(\.name))
    _ = try demo.stop()
    print("photos scene, 60 JPEGs of \(photos.size) (\(photosSize(photos)) MB), thumbnails \(format(layout.thumbnailSide)) px, from the home-bar tap's lift:"
        + " first shown \(format(milliseconds(from: asked, to: first.time))) ms (target ≤ 300 ms),"
        + " the \(onScreen.count) on screen \(format(milliseconds(from: asked, to: last.time))) ms")
    // Each photo's line comes once, the first time it is drawn: the last line is the last photo's.
    let all = names.count == photos.names.count ? demo.shown.last : nil
    print("  wall flicked to its end from \(format(milliseconds(from: asked, to: scrolled))) ms: \(names.count) of \(photos.names.count) shown"
        + (all.map { ", the last at \(format(milliseconds(from: asked, to: $0.time))) ms after the tap (target ≤ 2000 ms)"
            + " = \(format(milliseconds(from: asked, to: $0.time) * 1000 / allFloor))× the floor" } ?? "")
        + "; floor: djpeg -scale 1/8 of one file \(format(oneFloor / 1000)) ms (best of 5), of all 60 two at a time \(format(allFloor / 1000)) ms")
}

/// The folder's size in MB (2^20 bytes), for the figure's line.
private func photosSize(_ photos: PhotoFolder) -> String {
    let bytes = photos.files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    return format(Double(bytes) / 1_048_576)
}

private func measureDragWhileDecoding(_ photos: PhotoFolder, layout: PhotosLayout, injector: InjectorClient) throws {
    for decoding in [true, false] {
        let demo = try BenchDemo(photos: photos, scene: "photos", takingInputAt: layout.firstThumbnail, injector: injector)
        // Pressed once the scene is drawn and its first thumbnail shown, the others decoding;
        // or once every thumbnail in view is shown and the demo idle.
        if decoding {
            demo.wait(seconds: 10) { !demo.shown.isEmpty }
        } else {
            demo.waitForShownToSettle()
            demo.waitUntilIdle()
        }
        let shownBefore = demo.shown.count
        let cpuBefore = demo.processCPUNanoseconds(), mainBefore = try demo.mainThreadCPUNanoseconds()
        let start = tactile_monotonic_ns()
        // Held 0.5 s (the scene lifts a thumbnail held 0.3 s), then 180 motions over 3 s to the tray.
        try DragClient.drag(from: layout.firstThumbnail, to: layout.tray, isTouch: true, injector: injector, holding: 500_000) { _ in demo.poll() }
        usleep(200_000)
        let cpu = milliseconds(from: cpuBefore, to: demo.processCPUNanoseconds())
        let main = milliseconds(from: mainBefore, to: try demo.mainThreadCPUNanoseconds())
        demo.poll()
        let during = demo.shown.dropFirst(shownBefore)
        let dropped = demo.wait(seconds: 3) { demo.lines.contains { $0.text.hasPrefix("favourites photo-0001.jpg") } }
        let summary = try demo.stop()
        let p50 = latencyFigure("p50", in: summary).map(format) ?? "?", p99 = latencyFigure("p99", in: summary).map(format) ?? "?"
        let frames = latencyFigure("frames", in: summary).map { Int($0) } ?? 0
        print("thumbnail held 0.5 s and dragged into the tray, 180 motions over 3 s, "
            + (decoding ? "pressed at the first thumbnail shown, the others decoding" : "every thumbnail on screen shown")
            + ": input-to-commit p50 \(p50) ms, p99 \(p99) ms (\(frames) frames); demo CPU \(format(cpu)) ms (main thread \(format(main)) ms);"
            + " \(during.count) thumbnails shown during it"
            + (during.last.map { ", the last \(format(milliseconds(from: start, to: $0.time))) ms after the press" } ?? "")
            + (dropped ? "" : "; the photo did NOT reach the tray"))
    }
}
