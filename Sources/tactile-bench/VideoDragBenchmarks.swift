import CShims
import Foundation

/// The bench drag in the demo's video scene: a coloured tile held and dragged by touch, 180
/// motions over 3 s, from its place beside the large clip to over it, with the clip playing
/// (`--video CLIP`: the large view and the clip tile both play it) against the same scene with
/// no clip (`--video` of a missing file: both views show their poster, nothing decodes). The
/// runs alternate, round after round (`TACTILE_BENCH_ROUNDS`, 3 when unset), each a fresh
/// demo; each figure is the median over the rounds: input-to-commit p50 and p99
/// (TACTILE_LATENCY_REPORT, the drag being the run's only input), the demo's CPU over the drag
/// (all threads, /proc/PID/task/*/schedstat), and its main thread's, per motion.
func measureVideoDrags(clip: String, injector: InjectorClient) throws {
    let rounds = ProcessInfo.processInfo.environment["TACTILE_BENCH_ROUNDS"].flatMap { Int($0) }.map { max(1, $0) } ?? 3
    let missing = NSTemporaryDirectory() + "tactile-bench-no-such-clip-\(getpid()).mp4"
    var samples: [Bool: [VideoDragSample]] = [:]
    for _ in 0..<rounds {
        for playing in [true, false] {
            samples[playing, default: []].append(try videoDrag(video: playing ? clip : missing, injector: injector))
        }
    }
    for playing in [true, false] {
        let runs = samples[playing]!
        let p99 = runs.compactMap(\.p99)
        print((playing ? "tile dragged over the video scene's clip playing (--video CLIP: the large view and the clip tile play it)"
                       : "the same with no clip (--video of a missing file: posters, nothing decodes)")
            + ", touch, 180 motions over 3 s: input-to-commit p50 \(middle(runs.compactMap(\.p50))) ms,"
            + " p99 \(middle(p99)) ms (\(p99.isEmpty ? "no report" : "\(format(p99.min()!))–\(format(p99.max()!))")),"
            + " \(runs.map(\.frames).sorted()[runs.count / 2]) frames; demo CPU over the drag \(middle(runs.map(\.cpuMilliseconds))) ms"
            + " (main thread \(middle(runs.map(\.mainMilliseconds))) ms = \(middle(runs.map { $0.mainMilliseconds * 1000 / Double(DragClient.motions) })) µs"
            + " per motion); median of \(runs.count)")
    }
}

/// One drag's figures.
private struct VideoDragSample {
    let cpuMilliseconds: Double
    let mainMilliseconds: Double
    let p50: Double?
    let p99: Double?
    let frames: Int
}

/// The median of `values`, formatted ("?" for none).
private func middle(_ values: [Double]) -> String { values.isEmpty ? "?" : format(values.sorted()[values.count / 2]) }

/// Starts the demo's video scene on `video`, waits until its clip plays (or is refused) and 1 s
/// more, drags the red tile, and stops the demo.
private func videoDrag(video: String, injector: InjectorClient) throws -> VideoDragSample {
    let (start, end) = try redTileDrag()
    let demo = try BenchDemo(arguments: ["--scene", "video", "--video", video], takingInputAt: start, injector: injector)
    guard demo.wait(seconds: 10, until: { demo.lines.contains { $0.text.hasPrefix("video playing") || $0.text.hasPrefix("video refused") } }) else {
        throw BenchmarkError("the video scene neither played nor refused \(video) within 10 s")
    }
    usleep(1_000_000)
    let cpuBefore = demo.processCPUNanoseconds(), mainBefore = try demo.mainThreadCPUNanoseconds()
    try DragClient.drag(from: start, to: end, isTouch: true, injector: injector)
    usleep(200_000)  // The last frame.
    let cpu = milliseconds(from: cpuBefore, to: demo.processCPUNanoseconds())
    let main = milliseconds(from: mainBefore, to: try demo.mainThreadCPUNanoseconds())
    let summary = try demo.stop()
    return VideoDragSample(cpuMilliseconds: cpu, mainMilliseconds: main, p50: latencyFigure("p50", in: summary),
                           p99: latencyFigure("p99", in: summary), frames: latencyFigure("frames", in: summary).map { Int($0) } ?? 0)
}

/// Where the video scene puts its red tile on this weston's output (as `VideoScene.layout`
/// does, in the window above the demo's 64 px home bar: the large clip 16:9 at the left, the
/// tiles in a column to its right), and where the drag ends: 540 px left and 270 px down, over
/// the clip.
private func redTileDrag() throws -> (start: (x: Double, y: Double), end: (x: Double, y: Double)) {
    let size = (ProcessInfo.processInfo.environment["TACTILE_WESTON_SIZE"] ?? "1280x800").split(separator: "x").compactMap { Double($0) }
    guard size.count == 2 else { throw BenchmarkError("TACTILE_WESTON_SIZE is not WxH") }
    let margin = 24.0, top = 44.0, height = size[1] - 64
    let clipWidth = min(size[0] * 0.64, (height - top - margin) * 16 / 9).rounded()
    let start = (x: margin + clipWidth + margin + 60, y: top + 60)
    return (start, (start.x - 540, start.y + 270))
}
