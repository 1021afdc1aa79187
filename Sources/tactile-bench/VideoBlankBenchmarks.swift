import CShims
import Foundation

/// A kiosk blanked after its attract video against the same kiosk blanked after the drifting
/// title: the demo with `--attract-after 1 --blank-after 3` (and `--attract-video CLIP`), no
/// input after it shows. From 2 s after its `blank on` line, over 60 s: its CPU (user +
/// system ticks, /proc/PID/stat, which keeps the time of threads that ended) and wake-ups
/// (voluntary context switches, /proc/PID/task/*/status, read every second: a thread that
/// ends takes its count with it, so one that ends during the 60 s counts its switches up to
/// its last reading and one more, the wake-up that ended it); target 0 beyond the drifting
/// title's blank, which has the same rest-time trims.
func measureBlankedAttractVideo(clip: String, centre: (x: Double, y: Double), injector: InjectorClient) throws {
    for video in [clip, nil] {
        let demo = try BenchDemo(arguments: ["--attract-after", "1", "--blank-after", "3"] + (video.map { ["--attract-video", $0] } ?? []),
                                 takingInputAt: centre, injector: injector)
        guard demo.wait(seconds: 20, until: { demo.lines.contains { $0.text == "blank on" } }) else {
            throw BenchmarkError("the demo did not blank within 20 s")
        }
        let blanked = tactile_monotonic_ns()
        sleep(until: blanked + 2_000_000_000)
        let pid = demo.pid
        guard let times = ProcessTimes(of: pid) else { throw BenchmarkError("the demo ended within 2 s of its blank (\(demo.ending ?? "?"))") }
        var first = voluntarySwitches(of: pid), last = first
        var ended: [Int] = []  // The seconds at which threads were found gone.
        var wakeups = 0
        for second in 1...60 {
            sleep(until: blanked + Int64(2 + second) * 1_000_000_000)
            let now = voluntarySwitches(of: pid)
            for (thread, count) in last where now[thread] == nil {
                ended.append(second)
                wakeups += count - first[thread]! + 1
                last[thread] = nil
            }
            for (thread, count) in now {
                if first[thread] == nil { first[thread] = count }
                last[thread] = count
            }
        }
        guard let after = ProcessTimes(of: pid) else { throw BenchmarkError("the demo ended while blank, from 2 to 62 s after it (\(demo.ending ?? "?"))") }
        wakeups += last.map { $0.value - first[$0.key]! }.reduce(0, +)
        demo.poll()
        // What the attract screen played before the blank.
        let videoLines = demo.lines.map(\.text).filter { $0.hasPrefix("video ") }
        _ = try? demo.stop()
        let endings = ended.isEmpty ? "" : " (\(ended.count) thread(s) ended, by \(ended.map { "\($0) s" }.joined(separator: ", ")))"
        print((video == nil ? "blanked after the drifting title" : "blanked after the attract video (--attract-video CLIP)")
            + ", 60 s from 2 s after `blank on`: \(after.process - times.process) CPU ticks (main thread \(after.mainThread - times.mainThread)),"
            + " \(wakeups) wake-ups\(endings); \(first.count) threads in all, \(last.count) at the end"
            + (videoLines.isEmpty ? "" : "; its video lines: \(videoLines.joined(separator: ", "))"))
    }
}

/// Each thread's voluntary context switches so far, by thread id (/proc/PID/task/TID/status).
private func voluntarySwitches(of pid: Int32) -> [String: Int] {
    var counts: [String: Int] = [:]
    for thread in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? [] {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("voluntary_ctxt_switches:") }),
              let count = Int(line.split(separator: "\t").last ?? "") else { continue }
        counts[thread] = count
    }
    return counts
}
