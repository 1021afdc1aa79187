import CShims
import Foundation
import Tactile

/// The `video` group, under the compositor in WAYLAND_DISPLAY with the injector of
/// `.ci/with-weston`, meant at 1920×1080 (`TACTILE_WESTON_SIZE=1920x1080 bash .ci/bench video`);
/// every figure is measured in the same run under the same weston, on the 1080p30 H.264 clip
/// of `VideoClips.h264`, long enough that no client reaches its end while measured:
///
/// - playback (`measurePlayback`): the client CPU (user + system, /proc/PID/stat) over 30 s of
///   the clip played fullscreen by (a) the floor, `gst-launch-1.0 playbin` into `waylandsink`,
///   (b) a minimal Tactile app (`VideoPlayerApp`: one fullscreen `VideoView`), (c) the same
///   with every frame drawn through the renderer; the ratios b/a (target ≤ 1.15) and c/a, the
///   main thread's share and the compositor's CPU over the same time;
/// - the RSS of (b) sampled every 10 s as it loops on for `TACTILE_VIDEO_RSS_MINUTES` (3 by
///   default; 60 for the hour of the goal), and its slope after the first 2 minutes;
/// - the demo's video scene: a tile dragged over the playing clip against the same scene with
///   no clip (`measureVideoDrags`);
/// - a blanked kiosk that had an attract video against one that had the drifting title
///   (`measureBlankedAttractVideo`).
///
/// About 9 minutes with the defaults, 57 more for the hour of looping (the clip, made once into
/// Tactile's clip cache, takes 20 s more the first time).
func runVideoBenchmarks() throws {
    let environment = ProcessInfo.processInfo.environment
    let size = environment["TACTILE_WESTON_SIZE"] ?? "1280x800"
    let sides = size.split(separator: "x").compactMap { Double($0) }
    guard sides.count == 2 else { throw BenchmarkError("TACTILE_WESTON_SIZE is not WxH") }
    if size != "1920x1080" { print("note: the figures are meant at 1920×1080 (TACTILE_WESTON_SIZE=1920x1080); this weston is \(size)") }
    let minutes = environment["TACTILE_VIDEO_RSS_MINUTES"].flatMap(Double.init).map { max($0, 1) } ?? 3
    let clip: String
    switch VideoClips.h264(seconds: videoClipSeconds) {
    case .success(let path): clip = path
    case .failure(let failure): throw BenchmarkError("cannot make the benchmark's clip: \(failure.reason)")
    }
    let injector = try InjectorClient()
    let centre = (x: sides[0] / 2, y: sides[1] / 2)
    print("load average before: \(loadAverage()); clip \(clip) (1920×1080 H.264, 30 fps, \(videoClipSeconds) s, no sound track)")
    // Each part's lines as they come, also into a file or a pipe (nil: every stream): the
    // group runs for minutes.
    fflush(nil)
    try measurePlayback(clip: clip, centre: centre, rssMinutes: minutes, injector: injector)
    fflush(nil)
    try measureVideoDrags(clip: clip, injector: injector)
    fflush(nil)
    try measureBlankedAttractVideo(clip: clip, centre: centre, injector: injector)
    print("load average after: \(loadAverage())")
}

/// The clip's length: the floor's `gst-launch-1.0` does not loop, and plays it from its
/// window's first frame through the warm-up and the measured 30 s.
private let videoClipSeconds = 40

/// Seconds a client plays before its CPU is counted: past the pipeline's start and its first
/// buffers.
private let warmUp = 3.0

/// Seconds over which a client's CPU is counted.
private let measured = 30.0

/// What one client cost over the measured time.
private struct PlaybackCost {
    /// The client's CPU seconds, all threads.
    let client: Double
    /// Its main thread's.
    let mainThread: Double
    /// The compositor's over the same time; nil when it was not found.
    let compositor: Double?
    /// The client's VmRSS at the end, MB.
    let rss: Double

    /// The line's figures, with the client's share of a core.
    var text: String {
        "client \(format(client)) s = \(format(client / measured * 100)) % of a core (main thread \(format(mainThread)) s"
            + " = \(format(client > 0 ? mainThread / client * 100 : 0)) % of the client's); "
            + (compositor.map { "weston \(format($0)) s, client + weston \(format(client + $0)) s" } ?? "weston not found")
            + "; client RSS at the end \(format(rss)) MB"
    }
}

/// The three playback figures, (b)'s client kept looping for the RSS samples.
private func measurePlayback(clip: String, centre: (x: Double, y: Double), rssMinutes: Double, injector: InjectorClient) throws {
    let weston = ProcessTimes.compositorPID()
    let bench = CommandLine.arguments[0]
    print("playing the clip fullscreen, CPU (user + system, /proc/PID/stat, \(Int(ProcessTimes.ticksPerSecond)) ticks/s) over"
        + " \(Int(measured)) s from \(Int(warmUp)) s after the client's window took input:")
    // Video only (playbin's flags 0x1): no audio or subtitle branch, as Tactile's muted
    // pipeline has none (the clip has no sound track either way).
    let floor = try measureClient("/usr/bin/gst-launch-1.0", ["playbin", "uri=file://\(clip)", "video-sink=waylandsink", "flags=0x1"],
                                  centre: centre, weston: weston, injector: injector).cost
    print("  (a) floor, gst-launch-1.0 playbin uri=file://CLIP video-sink=waylandsink flags=0x1 (muted: video only): \(floor.text)")
    let drawn = try measureClient(bench, [VideoPlayerApp.command, clip], environment: ["TACTILE_VIDEO_THROUGH_RENDERER": "1"],
                                  centre: centre, weston: weston, injector: injector).cost
    let (tactile, rss) = try measureClient(bench, [VideoPlayerApp.command, clip], centre: centre, weston: weston, injector: injector,
                                           rssMinutes: rssMinutes)
    print("  (b) Tactile, one fullscreen VideoView (muted, looping; VideoPlayerApp): \(tactile.text)")
    print("  (c) the same with TACTILE_VIDEO_THROUGH_RENDERER=1 (every frame drawn by the renderer): \(drawn.text)")
    print("  ratios: b/a \(format(tactile.client / floor.client)) (target ≤ 1.15), c/a \(format(drawn.client / floor.client))"
        + total(of: tactile, drawn, floor: floor))
    printResidentMemory(rss, minutes: rssMinutes)
}

/// Starts `executable`, waits until its window takes input at `centre`, counts its CPU (and
/// the compositor's) over `measured` seconds from `warmUp` seconds later, and stops it. With
/// `rssMinutes`, it runs that long, its VmRSS sampled every 10 s from when its window took
/// input (MB).
private func measureClient(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           centre: (x: Double, y: Double), weston: Int32?, injector: InjectorClient,
                           rssMinutes: Double = 0) throws -> (cost: PlaybackCost, rss: [(seconds: Double, megabytes: Double)]) {
    let client = Process()
    client.executableURL = URL(fileURLWithPath: executable)
    client.arguments = arguments
    client.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    client.standardOutput = FileHandle.nullDevice
    client.standardError = FileHandle.nullDevice
    do { try client.run() } catch { throw BenchmarkError("cannot start \(executable): \(error)") }
    defer { DragClient.stop(client) }
    let pid = client.processIdentifier
    try DragClient.waitForClient(pid, at: centre, injector: injector, attempts: 1000)
    let shown = tactile_monotonic_ns()
    // The counts, at their times: CPU at the warm-up's end and `measured` seconds later, RSS every 10 s.
    let rssMarks = rssMinutes > 0 ? Array(stride(from: 0.0, through: rssMinutes * 60, by: 10)) : []
    let marks = ([warmUp, warmUp + measured] + rssMarks).sorted()
    var times: [ProcessTimes] = [], westonTimes: [ProcessTimes] = []
    var rss: [(seconds: Double, megabytes: Double)] = []
    for mark in marks {
        sleep(until: shown + Int64(mark * 1e9))
        if mark == warmUp || mark == warmUp + measured {
            guard let now = ProcessTimes(of: pid) else { throw BenchmarkError("\(executable) ended before its \(Int(measured)) s were counted") }
            times.append(now)
            if let weston, let compositor = ProcessTimes(of: weston) { westonTimes.append(compositor) }
        } else {
            guard let bytes = processMemory(of: pid, "VmRSS") else { throw BenchmarkError("\(executable) ended after \(Int(mark)) s") }
            rss.append((mark, Double(bytes) / SoakReport.megabyte))
        }
    }
    let seconds = times[1].seconds(since: times[0])
    let compositor = westonTimes.count == 2 ? westonTimes[1].seconds(since: westonTimes[0]).process : nil
    let resident = Double(processMemory(of: pid, "VmRSS") ?? 0) / SoakReport.megabyte
    return (PlaybackCost(client: seconds.process, mainThread: seconds.mainThread, compositor: compositor, rss: resident), rss)
}

/// The ratios of client + compositor, b/a and c/a, for the ratios' line; empty without the compositor's.
private func total(of tactile: PlaybackCost, _ drawn: PlaybackCost, floor: PlaybackCost) -> String {
    guard let floorCompositor = floor.compositor, let tactileCompositor = tactile.compositor, let drawnCompositor = drawn.compositor else { return "" }
    let floorTotal = floor.client + floorCompositor
    return "; client + weston: b/a \(format((tactile.client + tactileCompositor) / floorTotal)), c/a \(format((drawn.client + drawnCompositor) / floorTotal))"
}

/// The RSS line: a sample a minute, the range, and the slope after the first 2 minutes.
private func printResidentMemory(_ samples: [(seconds: Double, megabytes: Double)], minutes: Double) {
    let perMinute = samples.filter { $0.seconds.truncatingRemainder(dividingBy: 60) == 0 }
        .map { "\(SoakReport.clock($0.seconds)) \(SoakReport.number($0.megabytes))" }.joined(separator: ", ")
    let settled = samples.filter { $0.seconds >= 120 }
    let slope = settled.count >= 2 ? SoakReport.number(SoakReport.leastSquaresSlope(settled.map { ($0.seconds / 60, $0.megabytes) }), 3, signed: true) : "?"
    let values = samples.map(\.megabytes)
    print("RSS of (b) looping for \(SoakReport.number(minutes, 1)) min (TACTILE_VIDEO_RSS_MINUTES), every 10 s, MB = 2^20 bytes;"
        + " at each minute: \(perMinute); range \(SoakReport.number(values.min() ?? 0))–\(SoakReport.number(values.max() ?? 0));"
        + " slope after the first 2 min \(slope) MB/min over \(settled.count) samples (goal ≤ 0.1 MB/min)")
}
