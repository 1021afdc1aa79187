import Foundation
import Testing

/// The real demo's seed scenes against a headless weston at 1024×768 (kiosk shell), driven
/// by injected touch and mouse: what the demo traced (its event log), what its state file
/// holds, and what is on screen.
///
/// Geometry (the scenes lay out in 1024×704 above the 64 px home bar, whose nine scene buttons
/// sorting, putty, palette, colour, cart, tags, photos, video, settings, each 99.56 wide and
/// 8 apart after the 40 px accessibility button, are centred at x 105.8, 213.3, 320.9, 428.4,
/// 536, 643.6, 751.1, 858.7, 966.2, y 736;
/// the tests tap some off centre, where they were before the video scene came):
/// sorting's containers are 309.33 wide with 24 px gaps (middle centred at (512, 352)), its
/// 110 px tiles at tile-0 (95, 95), tile-1 (126.5, 126.5) on it, tile-2 (95, 252.5),
/// tile-3 (428.33, 95), tile-4 (554.33, 95), tile-5 (761.67, 95).
@Suite struct DemoScenesTests {
    /// A demo on its own weston, with its state file's path.
    struct Run {
        let harness: WestonHarness
        let demo: DemoWindowTests.Demo
        let statePath: String

        /// Waits until the event log holds every line of `expected`; a failure shows the log's
        /// last lines that are not raw input.
        func waitFor(_ expected: [String]) throws {
            try waitForLines(expected, in: "the demo's event log", on: harness, lines: { demo.lines },
                             shown: { lines in
                                 // Input lines would crowd out the rest; how many and the last few say what input arrived.
                                 let isInput = { (line: String) in line.hasPrefix("touch ") || line.hasPrefix("pointer ") }
                                 let input = lines.filter(isInput)
                                 return lines.filter { !isInput($0) } + ["(\(input.count) input lines, the last: "
                                                                         + input.suffix(8).joined(separator: " | ") + ")"]
                             })
        }

        /// Drags tile-2 into the right container at (800, 300) and returns the state file's
        /// bytes once that arrangement is saved.
        func moveTile2AndWaitForTheSave() throws -> Data? {
            try harness.touchDrag(from: (95, 252.5), to: (800, 300), steps: 12, startTime: 1000)
            try waitFor(["state saved"])
            return FileManager.default.contents(atPath: statePath)
        }

        /// The state file's JSON, nil while there is none.
        func state() -> [String: Any]? {
            guard let data = FileManager.default.contents(atPath: statePath) else { return nil }
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }

        /// The saved entry of item `id` in scene `scene`: its container and frame x, y, width, height.
        func savedItem(_ id: String, in scene: String = "sorting") -> (container: String, frame: [Double])? {
            let scenes = state()?["scenes"] as? [String: Any]
            let items = (scenes?[scene] as? [String: Any])?["items"] as? [[String: Any]]
            guard let item = items?.first(where: { $0["id"] as? String == id }),
                  let container = item["container"] as? String, let frame = item["frame"] as? [String: Double] else { return nil }
            return (container, ["x", "y", "width", "height"].compactMap { frame[$0] })
        }

        /// Waits until the screen shows `colour` (0xAARRGGBB) at each of `points`.
        func waitForPixels(_ colour: UInt32, at points: [(Int, Int)], _ what: String) throws {
            try harness.waitUntil(what) {
                let shot = try harness.screenshot()
                return points.allSatisfy { shot.pixel(x: $0.0, y: $0.1) == colour }
            }
        }
    }

    static func launch(_ arguments: [String] = [], statePath: String? = nil, harness: WestonHarness? = nil,
                       mappedAt point: (x: Double, y: Double) = (512, 352)) throws -> Run {
        let harness = try harness ?? WestonHarness(width: 1024, height: 768)
        let statePath = statePath ?? harness.runtimeDirectory + "/state-\(UUID().uuidString).json"
        let demo = try DemoWindowTests.launchDemo(on: harness, arguments: arguments + ["--state", statePath])
        try harness.waitForSurface(of: demo.process, atX: point.x, y: point.y)
        return Run(harness: harness, demo: demo, statePath: statePath)
    }

    // MARK: Sorting

    @Test func aTouchDragMovesATileIntoAnotherContainerAndTheStateFileFollows() throws {
        let run = try Self.launch()
        try run.harness.touchDrag(from: (95, 252.5), to: (800, 300), steps: 12, startTime: 1000)
        try run.waitFor(["drag started tile-2", "drag ended tile-2 moved into right", "tile-2 rests in right at (800, 300)", "state saved"])
        let item = try #require(run.savedItem("tile-2"))
        #expect(item.container == "right" && item.frame == [745, 245, 110, 110])
        #expect(run.state()?["activeScene"] as? String == "sorting")
        #expect(run.state()?["surface"] as? [String: Double] == ["width": 1024, "height": 768])
        try run.waitForPixels(0xFF3C_AEA3, at: [(800, 300)], "tile-2 drawn where it landed")
        #expect(try run.harness.screenshot().pixel(x: 95, y: 252) == 0xFF2B_3340)
    }

    @Test func aCarriedTileIsShownInACompositorLayerOfItsOwn() throws {
        let run = try Self.launch()
        let harness = run.harness
        try harness.touchHold(from: (95, 252.5), to: (800, 300), steps: 12, startTime: 1000)
        try run.waitFor(["drag started tile-2"])
        try harness.waitUntil("a layer for the carried tile") { run.demo.lines.contains { $0.hasPrefix("layer 1 image ") } }
        // The subsurface, lifted (alpha 0.85) over the right container, where the finger is;
        // the tile's home shows the left container.
        try harness.waitUntil("the carried tile under the finger") {
            let shot = try harness.screenshot()
            return shot.pixel(x: 95, y: 252) == 0xFF2B_3340 && Self.isClose(shot.pixel(x: 800, y: 300), to: 0xFF39_9D94)
        }
        try harness.touchUp(id: 0, time: 1300)
        try harness.touchFrame()
        try run.waitFor(["tile-2 rests in right at (800, 300)", "layer 1 removed", "state saved"])
        try run.waitForPixels(0xFF3C_AEA3, at: [(800, 300)], "tile-2 drawn in the window where it landed")
    }

    /// True when every channel of the two 0xAARRGGBB pixels is within 2.
    static func isClose(_ pixel: UInt32, to expected: UInt32) -> Bool {
        (0..<4).allSatisfy { (byte: UInt32) -> Bool in
            let shift = byte * 8
            let a = Int((pixel >> shift) & 0xff), b = Int((expected >> shift) & 0xff)
            return abs(a - b) <= 2
        }
    }

    @Test func aDropOutsideEveryContainerSpringsBack() throws {
        let run = try Self.launch()
        // Lifted over the home bar, which is no container.
        try run.harness.touchDrag(from: (761.67, 95), to: (761.67, 740), steps: 12, startTime: 1000)
        try run.waitFor(["drag ended tile-5 returned noZone", "tile-5 rests in right at (761.67, 95)"])
        #expect(!run.demo.lines.contains { $0.hasPrefix("scene ") })
        try run.waitForPixels(0xFF20_639B, at: [(761, 95)], "tile-5 back home")
    }

    @Test func aTouchCancelMidDragSpringsBack() throws {
        let run = try Self.launch()
        try run.harness.touchDown(id: 0, x: 428.33, y: 95, time: 1000)
        try run.harness.touchFrame()
        for step in 1...6 {
            try run.harness.touchMotion(id: 0, x: 428.33 + 40 * Double(step), y: 95 + 50 * Double(step), time: 1000 + 16 * UInt32(step))
            try run.harness.touchFrame()
        }
        try run.harness.touchCancel()
        try run.waitFor(["drag started tile-3", "drag ended tile-3 returned cancelled", "tile-3 rests in middle at (428.33, 95)"])
        // A cancel changes nothing, so it need not save: a later drag's save must show tile-3
        // where it started.
        _ = try run.moveTile2AndWaitForTheSave()
        #expect(run.savedItem("tile-3")?.container == "middle")
    }

    @Test func twoFingersDragTwoTilesAtOnce() throws {
        let run = try Self.launch()
        let harness = run.harness
        try harness.touchDown(id: 0, x: 95, y: 252.5, time: 1000)
        try harness.touchDown(id: 1, x: 761.67, y: 95, time: 1000)
        try harness.touchFrame()
        for step in 1...10 {
            let fraction = Double(step) / 10, time = 1000 + 16 * UInt32(step)
            try harness.touchMotion(id: 0, x: 95 + (761.67 - 95) * fraction, y: 252.5 + (400 - 252.5) * fraction, time: time)
            try harness.touchMotion(id: 1, x: 761.67 + (95 - 761.67) * fraction, y: 95 + (500 - 95) * fraction, time: time)
            try harness.touchFrame()
        }
        try harness.touchUp(id: 0, time: 1200)
        try harness.touchUp(id: 1, time: 1200)
        try harness.touchFrame()
        // 761.67 reaches the client as the wl_fixed 761.671875, just right of tile-5's centre
        // (761.667): the tile lands that much left of where the finger lifted.
        try run.waitFor(["drag ended tile-2 moved into right", "drag ended tile-5 moved into left",
                         "tile-2 rests in right at (761.67, 400)", "tile-5 rests in left at (94.99, 500)", "state saved"])
        try harness.waitUntil("both moves saved") { run.savedItem("tile-2")?.container == "right" && run.savedItem("tile-5")?.container == "left" }
    }

    /// Two fingers put on tile-2 in one frame lift it (a zero-delay press takes the first
    /// finger; the second is the carried tile's pinch-and-turn finger): moved together, they
    /// carry it without turning or scaling it.
    @Test func twoFingersLandingTogetherOnATileDragIt() throws {
        let run = try Self.launch()
        let harness = run.harness
        try harness.touchDown(id: 0, x: 95, y: 252.5, time: 1000)
        try harness.touchDown(id: 1, x: 110, y: 262.5, time: 1000)
        try harness.touchFrame()
        for step in 1...10 {
            let time = 1000 + 16 * UInt32(step)
            try harness.touchMotion(id: 0, x: 95 + 70.5 * Double(step), y: 252.5 + 4.75 * Double(step), time: time)
            try harness.touchMotion(id: 1, x: 110 + 70.5 * Double(step), y: 262.5 + 4.75 * Double(step), time: time)
            try harness.touchFrame()
        }
        try harness.touchUp(id: 1, time: 1200)
        try harness.touchFrame()
        try harness.touchUp(id: 0, time: 1216)
        try harness.touchFrame()
        try run.waitFor(["drag started tile-2", "drag ended tile-2 moved into right", "tile-2 rests in right at (800, 300)", "state saved"])
    }

    @Test func theMouseDragsATileLikeAFinger() throws {
        let run = try Self.launch()
        try run.harness.mouseDrag(from: (95, 252.5), to: (800, 300), steps: 10)
        try run.waitFor(["drag started tile-2", "drag ended tile-2 moved into right", "tile-2 rests in right at (800, 300)", "state saved"])
        // Up and left of the pointer, clear of the cursor weston draws into screenshots.
        try run.waitForPixels(0xFF3C_AEA3, at: [(760, 260)], "tile-2 drawn where the mouse left it")
    }

    // MARK: Persistence

    @Test func theArrangementIsRestoredOnRelaunch() throws {
        let first = try Self.launch()
        let saved = try #require(try first.moveTile2AndWaitForTheSave())
        // SIGTERM at rest: the file already holds this arrangement and is not written again.
        try first.demo.process.terminate()
        #expect(first.demo.lines.last == "signal 15" && FileManager.default.contents(atPath: first.statePath) == saved)
        let second = try Self.launch(statePath: first.statePath, harness: first.harness)
        try second.waitFor(["state restored"])
        try second.waitForPixels(0xFF3C_AEA3, at: [(800, 300)], "tile-2 where it was left")
        // Nothing changed, so nothing was written again.
        #expect(!second.demo.lines.contains("state saved"))
    }

    @Test func sigtermMidDragLeavesTheStateAtRest() throws {
        let run = try Self.launch()
        let harness = run.harness
        let saved = try #require(try run.moveTile2AndWaitForTheSave())
        // tile-3 is held over the right container when the signal comes.
        try harness.touchDown(id: 0, x: 428.33, y: 95, time: 5000)
        try harness.touchFrame()
        for step in 1...6 {
            try harness.touchMotion(id: 0, x: 428.33 + 50 * Double(step), y: 95 + 20 * Double(step), time: 5000 + 16 * UInt32(step))
            try harness.touchFrame()
        }
        try run.waitFor(["drag started tile-3"])
        run.demo.process.send(signal: SIGTERM)
        #expect(try run.demo.process.waitForExit(timeout: .seconds(5)) == .exited(0))
        #expect(run.demo.lines.contains("signal 15"))
        #expect(FileManager.default.contents(atPath: run.statePath) == saved)
        let tile = try #require(run.savedItem("tile-3"))
        #expect(tile.container == "middle" && tile.frame.map { ($0 * 100).rounded() / 100 } == [373.33, 40, 110, 110])
    }

    @Test func aCompositorDyingMidDragLeavesTheStateAtRest() throws {
        let run = try Self.launch()
        let harness = run.harness
        let saved = try #require(try run.moveTile2AndWaitForTheSave())
        try harness.touchDown(id: 0, x: 800, y: 300, time: 5000)
        try harness.touchFrame()
        try harness.touchMotion(id: 0, x: 900, y: 300, time: 5016)
        try harness.touchFrame()
        try run.waitFor(["drag started tile-2"])
        kill(harness.westonProcessIdentifier, SIGKILL)
        #expect(try run.demo.process.waitForExit(timeout: .seconds(5)) == .exited(1))
        #expect(FileManager.default.contents(atPath: run.statePath) == saved)
        // The drag ended while the app was whole, before the connection was torn down.
        #expect(run.demo.lines.contains("drag ended tile-2 returned cancelled"))
    }

    /// A carried tile's layer may reach past the window's bottom edge: the window's geometry
    /// stays the configured size (weston ends a fullscreen client whose geometry grows).
    @Test func aTileCarriedAlongTheBottomEdgeKeepsTheWindowItsSize() throws {
        let run = try Self.launch()
        let harness = run.harness
        try harness.touchDown(id: 0, x: 761.67, y: 95, time: 1000)
        try harness.touchFrame()
        // Down to 120 px above the bottom edge, then a pixel at a time to it: the lifted tile
        // and its shadow cross the edge, their layer's buffer (rounded up) before them.
        let approach: [Double] = (1...10).map { 95 + 54.5 * Double($0) }
        let path: [Double] = approach + (1...127).map { 640 + Double($0) }
        for (step, y) in path.enumerated() {
            try harness.touchMotion(id: 0, x: 761.67, y: y, time: 1016 + 8 * UInt32(step))
            try harness.touchFrame()
            usleep(4_000)
        }
        try harness.touchUp(id: 0, time: 2500)
        try harness.touchFrame()
        try run.waitFor(["drag ended tile-5 returned noZone", "tile-5 rests in right at (761.67, 95)"])
        #expect(run.demo.process.isRunning)
        #expect(!run.demo.process.standardError().contains("protocol error"))
    }

    @Test func aCorruptStateFileIsKeptAsideReportedInOneLineAndTheDefaultsUsed() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let statePath = harness.runtimeDirectory + "/state.json"
        try Data("{\"version\":1,".utf8).write(to: URL(fileURLWithPath: statePath))
        let run = try Self.launch(statePath: statePath, harness: harness)
        let asides = try FileManager.default.contentsOfDirectory(atPath: harness.runtimeDirectory).filter { $0.hasPrefix("state.json.corrupt-") }
        #expect(asides.count == 1)
        let errors = run.demo.process.standardError().split(separator: "\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("tactile-demo: state: \(statePath) is corrupt (") == true)
        #expect(errors.first?.hasSuffix("; kept as \(harness.runtimeDirectory)/\(asides.first ?? ""), starting from the defaults") == true)
        #expect(FileManager.default.contents(atPath: harness.runtimeDirectory + "/" + (asides.first ?? "")) == Data("{\"version\":1,".utf8))
        // The defaults are on screen, and the next rest writes a good file.
        try run.waitForPixels(0xFF3C_AEA3, at: [(95, 252)], "tile-2 at its default place")
        try harness.touchDrag(from: (95, 252.5), to: (800, 300), steps: 12, startTime: 1000)
        try run.waitFor(["state saved"])
        #expect(run.savedItem("tile-2")?.container == "right")
    }

    // MARK: The other scenes, through the home bar

    @Test func thePuttysButtonWorksUnderAFingerAndTheWheelPinchesIt() throws {
        let run = try Self.launch()
        try run.harness.touchDrag(from: (194.5, 736), to: (194.5, 736), steps: 1, startTime: 1000)
        try run.waitFor(["scene putty"])
        try run.harness.touchDrag(from: (512, 382), to: (512, 382), steps: 1, startTime: 2000)
        try run.waitFor(["button tapped 1"])
        try run.waitForPixels(0xFFCD_ECCF, at: [(400, 330)], "the putty's content in its second colour")
        // Its title drags it.
        try run.harness.touchDrag(from: (512, 272), to: (612, 322), steps: 10, startTime: 3000)
        try run.waitFor(["putty drag ended", "putty rests at (612, 416) size 360×240 scale 1 rotation 0", "state saved"])
        try run.harness.waitUntil("the putty's place saved") { run.savedItem("putty", in: "putty")?.frame == [432, 296, 360, 240] }
        #expect(run.state()?["activeScene"] as? String == "putty")
        // Two wheel notches up over its centre pinch it 1.1× each, about the pointer.
        try run.harness.pointerMotion(x: 612, y: 416)
        try run.harness.pointerFrame()
        for _ in 0..<2 {
            try run.harness.axis(.vertical, -10)
            try run.harness.pointerFrame()
        }
        try run.waitFor(["putty pinch ended", "putty rests at (612, 416) size 360×240 scale 1.21 rotation 0"])
    }

    @Test func thePaletteTakesAWordIntoTheListWithTheMouse() throws {
        let run = try Self.launch()
        let harness = run.harness
        try harness.mouseDrag(from: (321.5, 736), to: (321.5, 736), steps: 1)  // a click on the palette button
        try run.waitFor(["scene palette"])
        try harness.mouseDrag(from: (108, 412), to: (762, 204), steps: 12)
        try run.waitFor(["highlight on list", "drag ended word-apple moved into list", "word-apple rests in list at (762, 204)"])
        #expect(!run.demo.lines.contains("highlight on colours"))
        try run.waitForPixels(0xFF8E_6CC9, at: [(712, 204)], "the word in the list's third row")
    }

    @Test func theColourTargetTakesATilesColour() throws {
        let run = try Self.launch()
        try run.harness.touchDrag(from: (448.5, 736), to: (448.5, 736), steps: 1, startTime: 1000)
        try run.waitFor(["scene colour"])
        try run.harness.touchDrag(from: (76, 76), to: (762, 352), steps: 12, startTime: 2000)
        try run.waitFor(["target colour #e8505b", "drag ended red handled by target", "red rests in tray at (76, 76)", "state saved"])
        try run.waitForPixels(0xFFE8_505B, at: [(762, 352), (76, 76)], "the target red and the tile home")
    }

    @Test func theMouseDragsTheCartWhichSpringsBackInsideAndFades() throws {
        let run = try Self.launch()
        try run.harness.touchDrag(from: (512, 736), to: (512, 736), steps: 1, startTime: 1000)
        try run.waitFor(["scene cart"])
        // Dragged with the mouse, half off the left edge.
        try run.harness.mouseDrag(from: (952, 632), to: (10, 300), steps: 12)
        try run.waitFor(["cart drag ended", "cart rests at (72, 300) alpha 0.2"])
        // Faded to 0.2 over the shop's background: no longer the cart's red.
        let shot = try run.harness.screenshot()
        #expect(shot.pixel(x: 42, y: 300) != 0xFFE8_505B && shot.pixel(x: 42, y: 300) != 0xFFF4_F1EA)
    }

    // MARK: Without a compositor

    @Test func aUserScriptPlaysOffscreenAndABadOneIsRefusedInOneLine() throws {
        let harness = try WestonHarness()
        let directory = harness.runtimeDirectory
        let script = """
            {"size": {"width": 1024, "height": 768}, "events": [
              {"t": 0, "type": "down", "id": 0, "x": 95, "y": 252.5}, {"t": 0, "type": "frame"},
              {"t": 16, "type": "move", "id": 0, "x": 450, "y": 280}, {"t": 16, "type": "frame"},
              {"t": 32, "type": "move", "id": 0, "x": 800, "y": 300}, {"t": 32, "type": "frame"},
              {"t": 48, "type": "up", "id": 0}],
             "snapshots": [1000]}
            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: directory + "/tour.json"))
        let demo = try WestonHarness.productPath(named: "tactile-demo")
        let process = try harness.launchClient(executable: demo, arguments: ["--script", directory + "/tour.json", "--out", directory + "/out"])
        #expect(try process.waitForExit(timeout: .seconds(30)) == .exited(0))
        let output = process.standardOutput().split(separator: "\n").map(String.init)
        #expect(output.contains("t=48 drag ended tile-2 moved into right"))
        #expect(output.contains { $0.hasSuffix(" tile-2 rests in right at (800, 300)") })
        #expect(output.last == "tactile-demo: 1 frame written to \(directory)/out")
        #expect(FileManager.default.fileExists(atPath: directory + "/out/frame-001000.png"))

        try Data(script.replacingOccurrences(of: "\"move\"", with: "\"drag\"").utf8).write(to: URL(fileURLWithPath: directory + "/bad.json"))
        let refused = try harness.launchClient(executable: demo, arguments: ["--script", directory + "/bad.json", "--out", directory + "/out"])
        #expect(try refused.waitForExit(timeout: .seconds(30)) == .exited(1))
        #expect(refused.standardError() == "tactile-demo: script \(directory)/bad.json: events[2].type: unknown type \"drag\" (expected down, move, up, frame or cancel)\n")
    }

    @Test func withoutAWaylandDisplayTheDemoPlaysTheOffscreenTour() throws {
        let harness = try WestonHarness()
        let out = harness.runtimeDirectory + "/frames"
        // Small photos: the demo's own are 6 megapixels, which every drawing decodes for now.
        let photos = harness.runtimeDirectory + "/photos"
        try DemoPhotosSceneTests.paint(DemoPhotosSceneTests.photos, into: photos)
        let process = try harness.launchClient(executable: try WestonHarness.productPath(named: "tactile-demo"),
                                               arguments: ["--out", out, "--photos", photos], environment: ["WAYLAND_DISPLAY": ""])
        #expect(try process.waitForExit(timeout: .seconds(60)) == .exited(0))
        let output = process.standardOutput().split(separator: "\n").map(String.init)
        #expect(output.first == "tactile-demo: no Wayland display (no WAYLAND_DISPLAY or WAYLAND_SOCKET, no wayland-0 in XDG_RUNTIME_DIR): playing the offscreen tour into \(out)")
        #expect(output.last == "tactile-demo: 10 frames written to \(out)")  // the start, then one per seed scene (nine)
        #expect(output.contains { $0.hasSuffix(" target colour #e8505b") })
        #expect(output.contains { $0.hasSuffix(" viewer opened a.png") })
        let frames = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
        #expect(frames.count == 10)
    }

    /// A session whose compositor exports no WAYLAND_DISPLAY: libwayland then connects to
    /// wayland-0 in XDG_RUNTIME_DIR, and so does the demo instead of playing the tour.
    @Test func withWaylandDisplayUnsetTheDemoOpensItsWindowOnWayland0() throws {
        let harness = try WestonHarness()
        try FileManager.default.createSymbolicLink(atPath: harness.runtimeDirectory + "/wayland-0",
                                                   withDestinationPath: harness.runtimeDirectory + "/" + harness.waylandDisplay)
        let demo = try WestonHarness.productPath(named: "tactile-demo")
        let process = try harness.launchClient(executable: "/usr/bin/env", arguments: ["-u", "WAYLAND_DISPLAY", demo, "--state", harness.runtimeDirectory + "/state.json"])
        try harness.waitForSurface(of: process, atX: 512, y: 352, timeout: .seconds(30))
        #expect(!process.standardOutput().contains("offscreen"))
    }
}
