import Foundation
import Testing

/// The demo on a headless weston output of 1024×768 turned by each of the four rotations:
/// it lays out for the size it is given (portrait for a quarter turn: the field spans the
/// window's width less its margins, the home bar the bottom) and a finger lands where it
/// touches: on the home bar's `tags` button, then on the field, which brings the on-screen
/// keyboard.
@Suite struct RotatedOutputTests {
    @Test(arguments: ["normal", "rotate-90", "rotate-180", "rotate-270"])
    func theDemoLaysOutForTheTurnedOutputAndTouchLandsUnderTheFinger(transform: String) throws {
        let harness = try WestonHarness(width: 1024, height: 768, transform: transform)
        let run = try DemoScenesTests.launch(["--idle-reset", "0", "--attract-after", "0"], harness: harness)
        let width = Double(harness.width), height = Double(harness.height)
        try run.waitFor(["window \(harness.width)x\(harness.height) scale 1.0 fullscreen"])
        // The home bar's nine buttons share its width, 8 px apart and from the edges; tags is
        // the sixth (photos the seventh, video the eighth, settings the last).
        let button = (width - 10 * 8) / 9, tags = 8 + button / 2 + 5 * (button + 8)
        try harness.touchDrag(from: (tags, height - 32), to: (tags, height - 32), steps: 1, startTime: 1000)
        try run.waitFor(["scene tags", "field name 24 24 \(harness.width - 48) 64"])
        try harness.touchDrag(from: (width / 2, 56), to: (width / 2, 56), steps: 1, startTime: 2000)
        try run.waitFor(["keyboard shown"])
    }

    /// The demo's first screen on a turned output, as weston's screenshot shows the panel,
    /// must be the picture an upright output of the same logical size shows, turned: pixel for
    /// pixel, on a 7 px grid, with the app drawing its frames turned
    /// (`wl_surface.set_buffer_transform`, logged as `buffer transform 90`) so that the
    /// compositor need not turn each one.
    @Test(arguments: ["rotate-90", "rotate-180", "rotate-270"])
    func theTurnedOutputShowsWhatAnUprightOneShowsTurned(transform: String) throws {
        let quarterTurn = transform != "rotate-180"
        let logical = quarterTurn ? (width: 768, height: 1024) : (width: 1024, height: 768)
        // Where logical pixel (x, y) lies on the panel weston captures.
        func panel(_ x: Int, _ y: Int) -> (Int, Int) {
            switch transform {
            case "rotate-90": (y, logical.width - 1 - x)
            case "rotate-180": (logical.width - 1 - x, logical.height - 1 - y)
            default: (logical.height - 1 - y, x)
            }
        }
        /// The first screen once composited (the scene at the logical top left, the home bar
        /// at the bottom left; `place` maps logical pixels to the panel's) after a tap on the
        /// scene's background, which hides the pointer's cursor.
        func firstScreen(on harness: WestonHarness, place: (Int, Int) -> (Int, Int)) throws -> DemoScenesTests.Run {
            let run = try DemoScenesTests.launch(["--idle-reset", "0", "--attract-after", "0"], harness: harness)
            try run.waitFor(["window \(logical.width)x\(logical.height) scale 1.0 fullscreen"])
            try harness.touchDrag(from: (4, 4), to: (4, 4), steps: 1, startTime: 1000)
            try harness.waitUntil("the first screen composited") {
                let shot = try harness.screenshot()
                let top = place(0, 0), bottom = place(0, logical.height - 1)
                return shot.pixel(x: top.0, y: top.1) == DemoWindowTests.sceneBackground
                    && shot.pixel(x: bottom.0, y: bottom.1) == DemoWindowTests.homeBarBackground
            }
            return run
        }
        let uprightRun = try firstScreen(on: try WestonHarness(width: logical.width, height: logical.height)) { ($0, $1) }
        var upright = try uprightRun.harness.screenshot()
        try uprightRun.harness.waitUntil("the upright picture still") {
            let again = try uprightRun.harness.screenshot()
            defer { upright = again }
            return again.pixels == upright.pixels
        }
        let turnedRun = try firstScreen(on: try WestonHarness(width: 1024, height: 768, transform: transform), place: panel)
        // The app draws the frames turned: the compositor need not turn each one.
        try turnedRun.waitFor(["buffer transform \(transform.dropFirst("rotate-".count))"])
        var differing: [String] = []
        do {
            try turnedRun.harness.waitUntil("the turned picture to match the upright one") {
                let turned = try turnedRun.harness.screenshot()
                differing = []
                for y in stride(from: 0, to: logical.height, by: 7) {
                    for x in stride(from: 0, to: logical.width, by: 7) {
                        let (px, py) = panel(x, y)
                        let shown = turned.pixel(x: px, y: py), wanted = upright.pixel(x: x, y: y)
                        if shown != wanted { differing.append("(\(x), \(y)) \(String(shown, radix: 16)) for \(String(wanted, radix: 16))") }
                    }
                }
                return differing.isEmpty
            }
        } catch {
            Issue.record("\(differing.count) pixels differ, first \(differing.prefix(5))")
        }
    }
}
