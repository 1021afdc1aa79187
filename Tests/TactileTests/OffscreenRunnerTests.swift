import CCairo
import Tactile
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

/// Decodes a PNG with Cairo and returns its pixels (premultiplied 0xAARRGGBB) at `points`.
private func pngPixels(_ path: String, at points: [(Int, Int)]) -> [UInt32]? {
    guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return points.map { x, y in UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
}

@Suite struct OffscreenRunnerTests {
    @Test func dragWithPanMovesTheTileAndWritesThePictures() throws {
        let directory = TemporaryDirectory()
        var trace: [String] = []
        let runner = OffscreenRunner(script: try OffscreenScript(json: Array(dragScript.utf8))) { trace.append($0) }
        let tile = makeDragScene(in: runner)
        var rests = 0
        runner.onRest = { rests += 1 }

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
            "t=0 drew 0,0 200×120",
            "t=5 snapshot \(out)/frame-000005.png",
            "t=10 move 0 to (60, 40)",
            "t=10 frame",
            "t=10 drag on tile began at (60, 40)",
            "t=20 drew 20,20 60×40",
            "t=30 move 0 to (100, 60)",
            "t=50 move 0 to (140, 80)",
            "t=50 frame",
            "t=50 drag on tile changed at (140, 80)",
            "t=60 up 0",
            "t=60 drag on tile ended at (140, 80)",
            "t=60 drew 40,20 40×40, 120,60 40×40",
            "t=60 at rest",
            "t=70 snapshot \(out)/frame-000070.png",
        ])
        let red: UInt32 = 0xffff_0000, white: UInt32 = 0xffff_ffff
        // Sampled: the tile's start, its end, and a point neither covers.
        let points = [(40, 40), (140, 80), (100, 10)]
        #expect(pngPixels(written[0], at: points) == [red, white, white])
        #expect(pngPixels(written[1], at: points) == [white, red, white])
    }
}
