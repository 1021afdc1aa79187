#if canImport(Glibc)
import Glibc
#endif

// tactile-bench [GROUP…]: runs the named benchmark groups (all but `soak` when none is named)
// and prints one line per figure. Build with -c release; `bash .ci/bench` does both under a
// headless weston.
let groups: [String: () throws -> Void] = [
    "manipulation": runManipulationBenchmarks,
    "wayland": runWaylandBenchmarks,
    "scene": runSceneBenchmarks,
    "drag": runDragBenchmarks,
    "drag-instructions": runDragInstructionBenchmarks,
    "gestures": runGestureBenchmarks,
    "animation": runAnimationBenchmarks,
    "keyboard": runKeyboardBenchmarks,
    "soak": runSoakBenchmarks,
    "text": runTextBenchmarks,
    "layout": runLayoutBenchmarks,
    "kiosk": runKioskBenchmarks,
    "images": runImageBenchmarks,
    "photos": runPhotosBenchmarks,
]
/// Groups that run only when named: the soak takes 10 minutes by default, and
/// drag-instructions needs valgrind.
let onlyWhenNamed: Set = ["soak", "drag-instructions"]
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
