import Tactile
import TestSupport
import Testing

/// Controls on a real host: the offscreen runner's input pipeline, frame pacing and renderer.
@Suite struct SceneHostControlTests {
    /// A host gives its root the renderer's text measurer, so controls size their titles as
    /// Pango will draw them rather than by the font-size estimate.
    @Test func aButtonInAHostSizesToItsMeasuredTitle() throws {
        let host = SceneHost(size: Size(width: 400, height: 300), clock: ManualClock())
        let button = Button(title: "Reset scene")
        host.rootView.addSubview(button)
        let measurer = try #require(host.rootView.textMeasurer)
        let title = measurer.size(of: "Reset scene", style: TextStyle(font: Theme.light.fonts.control, maximumLines: 1), width: nil)
        #expect(title.width > 0 && title.width != 11 * 18 * 0.6)
        #expect(button.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: title.width + 32, height: 48))
    }

    /// A 160×56 button at (20, 20) in a 200×120 window, tapped at t=0…30 ms: the frame drawn
    /// at the touch-down (t=0) already shows the pressed accent, the one after the lift the
    /// accent again, and the action ran once, at the lift.
    @Test func theFrameOfTheTouchDownShowsThePress() throws {
        let script = """
            {"size": {"width": 200, "height": 120}, "frameInterval": 16,
             "events": [{"t": 0, "type": "down", "id": 0, "x": 40, "y": 48}, {"t": 0, "type": "frame"},
                        {"t": 30, "type": "up", "id": 0}],
             "snapshots": [5, 40]}
            """
        let directory = TemporaryDirectory()
        var trace: [String] = []
        let runner = OffscreenRunner(script: try OffscreenScript(json: Array(script.utf8))) { trace.append($0) }
        let button = Button(frame: Rect(x: 20, y: 20, width: 160, height: 56), title: "Go")
        button.action = { _ in runner.host.trace("action") }
        runner.rootView.addSubview(button)
        let written = try runner.run(outputDirectory: directory.path)
        #expect(Array(trace.prefix(3)) == ["t=0 down 0 at (40, 48)", "t=0 frame", "t=0 drew"])
        #expect(trace.contains("t=30 action"))
        #expect(trace.filter { $0.hasSuffix("action") }.count == 1)
        func argb(_ color: Color) -> UInt32 {
            0xff00_0000 | UInt32((color.red * 255).rounded()) << 16 | UInt32((color.green * 255).rounded()) << 8 | UInt32((color.blue * 255).rounded())
        }
        #expect(pngPixels(written[0], at: [(30, 30)]) == [argb(Theme.light.colors.accentPressed)])
        #expect(pngPixels(written[1], at: [(30, 30)]) == [argb(Theme.light.colors.accent)])
    }
}
