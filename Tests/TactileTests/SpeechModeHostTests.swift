import Tactile
import TestSupport
import Testing

/// Speech mode on a real host, through the offscreen runner's input pipeline: no speech
/// server here, so the event log's `speak` lines are what it would have said.
@Suite struct SpeechModeHostTests {
    private func run(_ events: String, setUp: (OffscreenRunner) -> Void = { _ in }) throws -> (trace: [String], runner: OffscreenRunner) {
        let script = """
            {"size": {"width": 400, "height": 300}, "frameInterval": 16, "events": [\(events)], "snapshots": []}
            """
        var trace: [String] = []
        let runner = OffscreenRunner(script: try OffscreenScript(json: Array(script.utf8))) { trace.append($0) }
        setUp(runner)
        _ = try runner.run(outputDirectory: TemporaryDirectory().path)
        return (trace.filter { $0.contains("speech") || $0.contains("speak") || $0.contains("action") }, runner)
    }

    /// Three fingers held still for two seconds start speech mode: the button under them is
    /// not pressed, the start is announced, the note says speech cannot be heard; from then a
    /// finger explores without pressing and a double tap presses.
    @Test func threeFingersHeldStartSpeechMode() throws {
        var pressed = 0
        let (trace, runner) = try run("""
            {"t": 0, "type": "down", "id": 0, "x": 40, "y": 40}, {"t": 0, "type": "down", "id": 1, "x": 80, "y": 40},
            {"t": 0, "type": "down", "id": 2, "x": 120, "y": 40}, {"t": 0, "type": "frame"},
            {"t": 2100, "type": "up", "id": 0}, {"t": 2100, "type": "up", "id": 1}, {"t": 2100, "type": "up", "id": 2},
            {"t": 2100, "type": "frame"},
            {"t": 3000, "type": "down", "id": 3, "x": 60, "y": 40}, {"t": 3000, "type": "frame"},
            {"t": 3060, "type": "up", "id": 3}, {"t": 3060, "type": "frame"},
            {"t": 4000, "type": "down", "id": 4, "x": 300, "y": 250}, {"t": 4000, "type": "frame"},
            {"t": 4050, "type": "up", "id": 4}, {"t": 4050, "type": "frame"},
            {"t": 4150, "type": "down", "id": 5, "x": 300, "y": 250}, {"t": 4150, "type": "frame"},
            {"t": 4200, "type": "up", "id": 5}, {"t": 4200, "type": "frame"}
            """) { runner in
            let button = Button(frame: Rect(x: 20, y: 20, width: 160, height: 56), title: "Go")
            button.action = { _ in pressed += 1; runner.host.trace("action") }
            runner.rootView.addSubview(button)
        }
        #expect(trace.first?.hasPrefix("t=2000 speak \"Speech on.") == true)
        #expect(Array(trace.dropFirst()) == ["t=2000 speech on", "t=3000 speak \"Go, button\"", "t=4200 action"])
        #expect(pressed == 1)
        #expect(runner.host.isSpeechModeOn)
        #expect(runner.rootView.subviews.contains { $0.identifier == "speech unavailable" })
    }

    /// A view that needs a name and has none is named in the log once.
    @Test func anUnnamedSwitchIsReportedOnce() throws {
        var lines: [String] = []
        let runner = OffscreenRunner(script: try OffscreenScript(json: Array("""
            {"size": {"width": 400, "height": 300}, "frameInterval": 16, "events": [{"t": 100, "type": "frame"}], "snapshots": []}
            """.utf8))) { lines.append($0) }
        let toggle = Toggle(frame: Rect(x: 20, y: 20, width: 60, height: 48))
        toggle.identifier = "sound"
        runner.rootView.addSubview(toggle)
        runner.host.setSpeechMode(true)
        _ = try runner.run(outputDirectory: TemporaryDirectory().path)
        #expect(lines.filter { $0.contains("unnamed") } == ["t=0 a11y unnamed toggle sound"])
    }
}
