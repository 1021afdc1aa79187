import Foundation
import Testing

/// The drag benchmark still runs: a change to the injector's answers, the demo's arguments or
/// its bench scene once stopped `tactile-bench` silently, since nothing in the suite ran it.
/// One round of `tactile-bench drag` (debug build, so its figures mean nothing here) against a
/// private weston of the bench's 1280×800, which must end well and print every figure.
@Suite struct BenchSmokeTests {
    @Test func oneRoundOfTheDragBenchmarkPrintsEveryFigure() throws {
        let harness = try WestonHarness(width: 1280, height: 800)
        let bench = try harness.launchClient(
            executable: try WestonHarness.productPath(named: "tactile-bench"), arguments: ["drag"],
            environment: ["TACTILE_INJECT_SOCKET": harness.injectorSocketPath, "TACTILE_BENCH_ROUNDS": "1",
                          "TACTILE_WESTON_SIZE": "1280x800"])
        let status = try bench.waitForExit(timeout: .seconds(120))
        let output = bench.standardOutput()
        #expect(status == .exited(0), "tactile-bench drag ended with \(status): \(output) \(bench.standardError())")
        for kind in ["touch drag", "touch drag back", "mouse drag", "mouse drag back", "the same touches from the background"] {
            #expect(output.contains("\(kind), ") || output.contains("\(kind):"), "no line for \(kind) in: \(output)")
        }
        let ratios = output.split(separator: "\n").filter { $0.contains("× the floor") }
        #expect(ratios.count == 10, "five whole-drag and five per-motion lines with a ratio to the floor: \(output)")
        let splits = output.split(separator: "\n").filter { $0.contains(", per motion: ") && $0.contains("the press ") && $0.contains("the drop ") }
        #expect(splits.count == 6, "the floor's and five per-motion lines with the press and the drop: \(output)")
    }

    /// The photos benchmark still runs to its end and prints each figure, on pictures a tenth
    /// of the size (`TACTILE_PHOTOS_BENCH_SHRINK`) so that the debug build writes and decodes
    /// them in seconds: the scene's layout it aims at, the event-log lines it waits for and
    /// the tray's drop are what a change could break.
    @Test func thePhotosBenchmarkPrintsEveryFigure() throws {
        let harness = try WestonHarness(width: 1280, height: 800)
        let bench = try harness.launchClient(
            executable: try WestonHarness.productPath(named: "tactile-bench"), arguments: ["photos"],
            environment: ["TACTILE_INJECT_SOCKET": harness.injectorSocketPath, "TACTILE_PHOTOS_BENCH_SHRINK": "10",
                          "TACTILE_WESTON_SIZE": "1280x800"])
        let status = try bench.waitForExit(timeout: .seconds(300))
        let output = bench.standardOutput()
        #expect(status == .exited(0), "tactile-bench photos ended with \(status): \(output) \(bench.standardError())")
        #expect(output.contains("60 of 60 shown"), "the wall of 60 was not all shown: \(output)")
        let drags = output.split(separator: "\n").filter { $0.hasPrefix("thumbnail held") && $0.contains("p99 ") }
        #expect(drags.count == 2 && !output.contains("did NOT reach the tray"), "two drags into the tray: \(output)")
        let pinches = output.split(separator: "\n").filter { $0.hasPrefix("pinch in the viewer") && $0.contains("viewer zoom") }
        #expect(pinches.count == 2, "two pinches that zoomed: \(output)")
        #expect(output.contains("500 shown: RSS"), "the wall of 500 was not all shown: \(output)")
    }
}
