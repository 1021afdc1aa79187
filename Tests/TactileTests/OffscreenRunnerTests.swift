import Tactile
import TestSupport
import Testing

/// A white 200×120 surface with a red 40×40 tile at (20, 20) that one finger drags with a pan.
private func makeDragScene(in runner: OffscreenRunner) -> View {
    runner.rootView.backgroundColor = .white
    let tile = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
    tile.identifier = "tile"
    tile.backgroundColor = Color(red: 1, green: 0, blue: 0)
    var start = Point.zero
    let pan = PanGestureRecognizer().onChange { pan in
        if pan.state == .began { start = tile.center }
        let translation = pan.translation(in: nil)
        tile.center = Point(x: start.x + translation.x, y: start.y + translation.y)
    }
    pan.name = "drag"
    tile.addGestureRecognizer(pan)
    runner.rootView.addSubview(tile)
    return tile
}

private let dragScript = """
    {"size": {"width": 200, "height": 120}, "frameInterval": 20,
     "events": [
       {"t": 0, "type": "down", "id": 0, "x": 40, "y": 40},
       {"t": 0, "type": "frame"},
       {"t": 10, "type": "move", "id": 0, "x": 60, "y": 40},
       {"t": 10, "type": "frame"},
       {"t": 30, "type": "move", "id": 0, "x": 100, "y": 60},
       {"t": 50, "type": "move", "id": 0, "x": 140, "y": 80},
       {"t": 50, "type": "frame"},
       {"t": 60, "type": "up", "id": 0}],
     "snapshots": [5, 70]}
    """

@Suite struct OffscreenRunnerTests {
    @Test func dragWithPanMovesTheTileAndWritesThePictures() throws {
        let directory = TemporaryDirectory()
        var trace: [String] = []
        let runner = OffscreenRunner(script: try OffscreenScript(json: Array(dragScript.utf8))) { trace.append($0) }
        let tile = makeDragScene(in: runner)
        var rests = 0
        runner.host.onRest = { rests += 1 }

        let written = try runner.run(outputDirectory: directory.path + "/out")

        #expect(tile.frame == Rect(x: 120, y: 60, width: 40, height: 40))
        #expect(written == ["\(directory.path)/out/frame-000005.png", "\(directory.path)/out/frame-000070.png"])
        #expect(rests == 1)
        let out = directory.path + "/out"
        // The move at t=30 has no frame of its own: like a compositor's, it waits for the
        // frame at t=50. The up without a frame is delivered at once, as weston needs.
        #expect(trace == [
            "t=0 down 0 at (40, 40)",
            "t=0 frame",
            "t=0 drew",
            "t=5 snapshot \(out)/frame-000005.png",
            "t=10 move 0 to (60, 40)",
            "t=10 frame",
            "t=10 drag on tile began at (60, 40)",
            "t=20 drew",
            "t=30 move 0 to (100, 60)",
            "t=50 move 0 to (140, 80)",
            "t=50 frame",
            "t=50 drag on tile changed at (140, 80)",
            "t=60 up 0",
            "t=60 drag on tile ended at (140, 80)",
            "t=60 drew",
            "t=60 at rest",
            "t=70 snapshot \(out)/frame-000070.png",
        ])
        let red: UInt32 = 0xffff_0000, white: UInt32 = 0xffff_ffff
        // Sampled: the tile's start, its end, and a point neither covers.
        let points = [(40, 40), (140, 80), (100, 10)]
        #expect(pngPixels(written[0], at: points) == [red, white, white])
        #expect(pngPixels(written[1], at: points) == [white, red, white])
    }

    @Test func aDragIsSavedWhenItComesToRestAndNotWhileItMoves() throws {
        // A first drag ends; a second one is still going when the script (the app) stops.
        let script = try OffscreenScript(json: Array("""
            {"size": {"width": 200, "height": 120},
             "events": [
               {"t": 0, "type": "down", "id": 0, "x": 40, "y": 40},
               {"t": 20, "type": "move", "id": 0, "x": 90, "y": 40},
               {"t": 40, "type": "up", "id": 0},
               {"t": 100, "type": "down", "id": 1, "x": 90, "y": 40},
               {"t": 120, "type": "move", "id": 1, "x": 90, "y": 100}],
             "snapshots": []}
            """.utf8))
        let directory = TemporaryDirectory()
        // The app's document: where each item is (x, y, width, height).
        let store = StateStore<[String: [Double]]>(path: directory.path + "/state.json") { Issue.record("unexpected line \($0)") }
        var trace: [String] = []
        let runner = OffscreenRunner(script: script) { trace.append($0) }
        let tile = makeDragScene(in: runner)
        tile.gestureRecognizers[0].addAction { _ in store.noteChange() }
        var saves: [Bool] = []
        runner.host.onRest = {
            saves.append(store.saveIfChanged { ["tile": [tile.frame.minX, tile.frame.minY, tile.frame.width, tile.frame.height]] })
        }
        try runner.run(outputDirectory: directory.path)

        #expect(tile.frame == Rect(x: 70, y: 80, width: 40, height: 40))
        #expect(saves == [true])
        #expect(trace.filter { $0.contains("rest") } == ["t=40 at rest"])
        #expect(StateStore<[String: [Double]]>(path: store.path) { _ in }.load() == ["tile": [70, 20, 40, 40]])
    }

    @Test func timersFireOnTheScriptsClockAndScaleMultipliesPixels() throws {
        let script = try OffscreenScript(json: Array("""
            {"size": {"width": 20, "height": 10}, "scale": 2, "frameInterval": 100,
             "events": [{"t": 0, "type": "down", "id": 0, "x": 5, "y": 5}, {"t": 0, "type": "frame"}],
             "snapshots": [450, 550]}
            """.utf8))
        let directory = TemporaryDirectory()
        var trace: [String] = []
        let runner = OffscreenRunner(script: script) { trace.append($0) }
        let press = LongPressGestureRecognizer().onChange { press in
            if press.state == .began { press.view?.backgroundColor = Color(red: 0, green: 0, blue: 1) }
        }
        press.name = "press"
        runner.rootView.addGestureRecognizer(press)
        let written = try runner.run(outputDirectory: directory.path)

        #expect(trace == [
            "t=0 down 0 at (5, 5)",
            "t=0 frame",
            "t=0 drew",
            "t=450 snapshot \(directory.path)/frame-000450.png",
            "t=500 press began at (5, 5)",
            "t=500 drew",
            "t=550 snapshot \(directory.path)/frame-000550.png",
        ])
        // The picture is 40×20 buffer pixels: the 20×10 surface at scale 2.
        #expect(pngPixels(written[0], at: [(0, 0), (39, 19)]) == [0, 0])
        #expect(pngPixels(written[1], at: [(0, 0), (39, 19)]) == [0xff00_00ff, 0xff00_00ff])
    }

    @Test func aCancelEndsTheDragWhereItIs() throws {
        let script = try OffscreenScript(json: Array("""
            {"size": {"width": 200, "height": 120},
             "events": [
               {"t": 0, "type": "down", "id": 0, "x": 40, "y": 40},
               {"t": 20, "type": "move", "id": 0, "x": 90, "y": 40},
               {"t": 30, "type": "cancel"}],
             "snapshots": []}
            """.utf8))
        var trace: [String] = []
        let runner = OffscreenRunner(script: script) { trace.append($0) }
        let tile = makeDragScene(in: runner)
        try runner.run(outputDirectory: TemporaryDirectory().path)
        #expect(trace == [
            "t=0 down 0 at (40, 40)",
            "t=0 drew",
            "t=20 move 0 to (90, 40)",
            "t=20 drag on tile began at (90, 40)",
            "t=30 cancel",
            "t=30 drag on tile cancelled at (90, 40)",
            "t=30 at rest",
        ])
        #expect(tile.frame == Rect(x: 70, y: 20, width: 40, height: 40))
    }

    @Test func anUnwritableOutputDirectoryIsAnError() throws {
        let directory = TemporaryDirectory()
        directory.write("", to: "file")
        let runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 4, height: 4), events: [], snapshots: [.zero])) { _ in }
        let thrown = #expect(throws: OffscreenRunError.self) { try runner.run(outputDirectory: directory.path + "/file/out") }
        #expect(thrown?.description == "cannot create directory \(directory.path)/file/out (mkdir: Not a directory)")
    }
}
