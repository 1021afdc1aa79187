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
        // The home bar's six buttons share its width, 8 px apart and from the edges; tags is the last.
        let button = (width - 8 * 7) / 6
        try harness.touchDrag(from: (width - 8 - button / 2, height - 32), to: (width - 8 - button / 2, height - 32),
                              steps: 1, startTime: 1000)
        try run.waitFor(["scene tags", "field name 24 24 \(harness.width - 48) 64"])
        try harness.touchDrag(from: (width / 2, 56), to: (width / 2, 56), steps: 1, startTime: 2000)
        try run.waitFor(["keyboard shown"])
    }
}
