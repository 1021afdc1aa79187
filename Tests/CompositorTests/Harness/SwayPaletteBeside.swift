/// The demo's palette on a 2048×768 headless sway, tiled at the left half (1024×768) beside
/// another app's window at the right, and the input-method client's virtual pointer to drive
/// both: what the tests of drags between the demo and another app start from.
struct SwayPaletteBeside<Other> {
    let harness: SwayHarness
    let demo: DemoWindowTests.Demo
    /// The other app, started by `launchOther` once the demo has mapped.
    let other: Other
    let pointer: InputMethodProgram

    /// Starts sway, the demo, the other app and the pointer; returns once sway has tiled the
    /// demo beside the other app's window.
    init(launchOther: (SwayHarness) throws -> Other) throws {
        harness = try SwayHarness(width: 2048, height: 768)
        demo = try DemoWindowTests.launchDemo(on: harness, arguments: ["--scene", "palette"], mappedLine: "window 2048x768 scale 1.0")
        other = try launchOther(harness)
        pointer = try InputMethodProgram(on: harness)
        try harness.waitUntil("the demo tiled at the left half") { [demo] in demo.lines.contains("window 1024x768 scale 1.0") }
    }

    /// Sends the pointer `command` (`move`, `press`, `click`) at (`x`, `y`) in output coordinates.
    func send(_ command: String, _ x: Double, _ y: Double) throws {
        try pointer.send("\(command) \(Int(x)) \(Int(y)) \(harness.width) \(harness.height)")
    }
}
