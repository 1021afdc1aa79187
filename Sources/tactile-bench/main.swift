#if canImport(Glibc)
import Glibc
#endif

// tactile-bench [GROUP…]: runs the named benchmark groups (all but `soak`, `drag-instructions`,
// `video` and `desktop` when none is named) and prints one line per figure. Build with -c release;
// `bash .ci/bench` does both under a headless weston.

// `tactile-bench play-video CLIP`: the video group's minimal app, run by the group in a
// process of its own.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == VideoPlayerApp.command {
    exit(VideoPlayerApp.run(clip: CommandLine.arguments[2]))
}

let groups: [String: () throws -> Void] = [
    "manipulation": runManipulationBenchmarks,
    "wayland": runWaylandBenchmarks,
    "scene": runSceneBenchmarks,
    "drag": runDragBenchmarks,
    "drag-instructions": runDragInstructionBenchmarks,
    "gestures": runGestureBenchmarks,
    "animation": runAnimationBenchmarks,
    "keyboard": runKeyboardBenchmarks,
    "language": runLanguageBenchmarks,
    "soak": runSoakBenchmarks,
    "text": runTextBenchmarks,
    "layout": runLayoutBenchmarks,
    "kiosk": runKioskBenchmarks,
    "images": runImageBenchmarks,
    "photos": runPhotosBenchmarks,
    "video": runVideoBenchmarks,
    "desktop": runDesktopBenchmarks,
    "accessibility": runAccessibilityBenchmarks,
]
/// Groups that run only when named: the soak takes 10 minutes by default, drag-instructions
/// needs valgrind, and video takes about 9 minutes at 1920×1080
/// (`TACTILE_WESTON_SIZE=1920x1080 bash .ci/bench video`; TACTILE_VIDEO_RSS_MINUTES=60 for
/// the hour of looping), and desktop needs weston's desktop shell on a large output
/// (`TACTILE_WESTON_SHELL=desktop-shell.so TACTILE_WESTON_SIZE=1920x1080 bash .ci/bench desktop`).
let onlyWhenNamed: Set = ["soak", "drag-instructions", "video", "desktop"]
let requested = CommandLine.arguments.dropFirst()
var failed = false
for name in (requested.isEmpty ? groups.keys.sorted().filter { !onlyWhenNamed.contains($0) } : Array(requested)) {
    guard let run = groups[name] else {
        print("unknown benchmark group \(name); known: \(groups.keys.sorted().joined(separator: ", "))")
        failed = true
        continue
    }
    print("== \(name)")
    do { try run() } catch {
        print("\(name): \(error)")
        failed = true
    }
}
exit(failed ? 1 : 0)
