import CShims
import Foundation

/// A kiosk blanked after its attract video against the same kiosk blanked after the drifting
/// title: the demo with `--attract-after 1 --blank-after 3` (and `--attract-video CLIP`), no
/// input after it shows. From 2 s after its `blank on` line, over 60 s: its CPU (user +
/// system ticks, /proc/PID/stat) and wake-ups (voluntary context switches of every thread,
/// /proc/PID/task/*/status; target 0 beyond the drifting title's blank, which has the same
/// rest-time trims), and its threads.
func measureBlankedAttractVideo(clip: String, centre: (x: Double, y: Double), injector: InjectorClient) throws {
    for video in [clip, nil] {
        let demo = try BenchDemo(arguments: ["--attract-after", "1", "--blank-after", "3"] + (video.map { ["--attract-video", $0] } ?? []),
                                 takingInputAt: centre, injector: injector)
        guard demo.wait(seconds: 20, until: { demo.lines.contains { $0.text == "blank on" } }) else {
            throw BenchmarkError("the demo did not blank within 20 s")
        }
        usleep(2_000_000)
        let pid = demo.pid
        let times = ProcessTimes(of: pid), counts = try KernelCounts(of: pid)
        usleep(60_000_000)
        guard let times, let after = ProcessTimes(of: pid) else { throw BenchmarkError("the demo ended while blank") }
        let switches = try KernelCounts(of: pid).since(counts)
        demo.poll()
        // What the attract screen played before the blank, and what the blank did to it.
        let videoLines = demo.lines.map(\.text).filter { $0.hasPrefix("video ") }
        _ = try? demo.stop()
        print((video == nil ? "blanked after the drifting title" : "blanked after the attract video (--attract-video CLIP)")
            + ", 60 s from 2 s after `blank on`: \(after.process - times.process) CPU ticks (main thread \(after.mainThread - times.mainThread)),"
            + " \(switches.voluntarySwitches) wake-ups (voluntary switches, all threads), \(switches.involuntarySwitches) preemptions,"
            + " \(switches.threads) threads" + (videoLines.isEmpty ? "" : "; its video lines: \(videoLines.joined(separator: ", "))"))
    }
}
