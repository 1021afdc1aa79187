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
}
