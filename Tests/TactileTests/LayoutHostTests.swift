@testable import Tactile
import TestSupport
import Testing

/// Layout in a running host: it runs once before the frame that follows a change, with text
/// measured by the renderer (Pango), and idle frames do no layout work.
@Suite struct LayoutHostTests {
    /// A 200×100 window whose root holds a row filling it: a white label, empty at first,
    /// and a blue flexible view taking the rest. A tap gives the label text at t=100; frames
    /// every 10 ms until 200 ms.
    private let script = """
        {"size": {"width": 200, "height": 100}, "frameInterval": 10,
         "events": [
           {"t": 100, "type": "down", "id": 0, "x": 150, "y": 50},
           {"t": 100, "type": "frame"},
           {"t": 110, "type": "up", "id": 0},
           {"t": 110, "type": "frame"}],
         "snapshots": [50, 200]}
        """

    @Test func newTextRelaysOutBeforeTheNextFrameAndIdleFramesDoNoLayout() throws {
        let directory = TemporaryDirectory()
        let runner = OffscreenRunner(script: try OffscreenScript(json: Array(script.utf8))) { _ in }
        let label = Label(text: "")
        label.backgroundColor = .white
        let fill = View()
        fill.backgroundColor = Color(red: 0, green: 0, blue: 1)
        fill.layout.width = .flexible()
        let row = Stack(.horizontal, [label, fill])
        row.layout.fillsSuperview = true
        runner.rootView.addSubview(row)
        var passesAtTap = -1
        let tap = TapGestureRecognizer().onChange { tap in
            guard tap.state == .recognized || tap.state == .ended else { return }
            passesAtTap = runner.rootView.layoutEnvironment.passCount
            label.text = "WWWWWW"
        }
        runner.rootView.addGestureRecognizer(tap)

        let written = try runner.run(outputDirectory: directory.path)

        // One pass for the first frame, one after the tap: the 19 other frames laid nothing out.
        #expect(passesAtTap == 1)
        #expect(runner.rootView.layoutEnvironment.passCount == 2)
        #expect(label.frame.width > 60 && label.frame.width < 120 && label.frame.height == 100)
        #expect(fill.frame.minX == label.frame.maxX && fill.frame.maxX == 200)
        let blue: UInt32 = 0xFF00_00FF, white: UInt32 = 0xFFFF_FFFF
        #expect(pngPixels(written[0], at: [(10, 90), (195, 90)]) == [blue, blue])
        #expect(pngPixels(written[1], at: [(10, 90), (195, 90)]) == [white, blue])
    }

    /// A new output scale relays out every container once (text measures follow the scale);
    /// the same scale again, or the same size, does nothing.
    @Test func aNewScaleRelaysOutEveryContainer() {
        let host = SceneHost(size: Size(width: 200, height: 100), clock: ManualClock())
        let column = Stack(.vertical, [Stack(.horizontal, [Label(text: "a")]), Grid(columnCount: 2)])
        column.layout.fillsSuperview = true
        host.rootView.addSubview(column)
        let environment = host.rootView.layoutEnvironment
        host.rootView.layoutIfNeeded()
        let before = environment.layoutCount
        host.resize(to: Size(width: 200, height: 100), scale: 1)
        host.rootView.layoutIfNeeded()
        #expect(environment.layoutCount == before)
        host.resize(to: Size(width: 200, height: 100), scale: 2)
        host.rootView.layoutIfNeeded()
        #expect(environment.layoutCount == before + 4)  // root, column, row, grid
    }
}
