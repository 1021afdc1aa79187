import Foundation
import Testing

/// The real `tactile-demo` against a private headless weston: the window maps at the output
/// size, raw input reaches the client, and a vanished compositor ends it with a clear error.
@Suite struct DemoWindowTests {
    /// The sorting scene's background, #20242c, as an opaque ARGB pixel.
    static let sceneBackground: UInt32 = 0xFF20_242C
    /// The home bar's background along the bottom, #12151b.
    static let homeBarBackground: UInt32 = 0xFF12_151B

    /// A demo process with an event log in a fresh temporary file.
    struct Demo {
        let process: HarnessProcess
        let logPath: String

        /// The event log's lines so far.
        var lines: [String] {
            (try? String(contentsOfFile: logPath, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        }
    }

    /// Starts the demo with an event log; its state file is `state.json` in the harness's
    /// runtime directory unless `arguments` name one, so no test writes to the user's. Returns
    /// once the log has `mappedLine`: by default the keyboard focus, which kiosk and desktop
    /// shells give a toplevel when they map it, after its first frame (a compositor whose seat
    /// has no keyboard, as headless sway's, needs another line).
    static func launchDemo(on harness: some CompositorHarness, arguments: [String] = [], environment: [String: String] = [:],
                           mappedLine: String = "keyboard focus in") throws -> Demo {
        let logPath = harness.runtimeDirectory + "/events-\(UUID().uuidString).log"
        let state = arguments.contains("--state") ? [] : ["--state", harness.runtimeDirectory + "/state.json"]
        let process = try harness.launchClient(
            executable: try WestonHarness.productPath(named: "tactile-demo"), arguments: arguments + state,
            environment: environment.merging(["TACTILE_EVENT_LOG": logPath]) { $1 })
        let demo = Demo(process: process, logPath: logPath)
        try harness.waitUntil("the demo's window to map", timeout: .harnessWait) { demo.lines.contains(mappedLine) }
        return demo
    }

    /// Waits until weston has composited the kiosk window: only then does it pick the
    /// window's surface for input (its view list is rebuilt on repaint). The sorting scene
    /// fills the top corners, the home bar the bottom ones.
    static func waitUntilShown(on harness: WestonHarness) throws {
        try harness.waitUntil("the scene on screen") {
            let shot = try harness.screenshot()
            return [(0, 0), (harness.width - 1, 0)].allSatisfy { shot.pixel(x: $0.0, y: $0.1) == Self.sceneBackground }
                && [(0, harness.height - 1), (harness.width - 1, harness.height - 1)]
                .allSatisfy { shot.pixel(x: $0.0, y: $0.1) == Self.homeBarBackground }
        }
    }

    @Test func windowMapsFullscreenAtTheOutputSizeUnderKioskShell() throws {
        let harness = try WestonHarness(width: 640, height: 480)
        let demo = try Self.launchDemo(on: harness)
        #expect(demo.lines.first { $0.hasPrefix("window ") } == "window 640x480 scale 1.0 fullscreen")
        // Kiosk-shell's own background is black: the scene's colour in all four corners means
        // the window covers the output exactly.
        try Self.waitUntilShown(on: harness)
        let shot = try harness.screenshot()
        #expect(shot.width == 640 && shot.height == 480)
        // The sorting scene's first tile (#e8505b) sits in the top-left corner of the left
        // container: logical 40…106.7 on both axes at 640×480.
        #expect(shot.pixel(x: 50, y: 50) == 0xFFE8_505B)
    }

    @Test func desktopShellLetsTheClientChooseItsSize() throws {
        let harness = try WestonHarness(width: 1280, height: 1024, shell: .desktop)
        let demo = try Self.launchDemo(on: harness)
        #expect(demo.lines.first { $0.hasPrefix("window ") } == "window 1024x768 scale 1.0")
    }

    @Test func touchPointerAndKeyEventsReachTheClient() throws {
        let harness = try WestonHarness()
        let demo = try Self.launchDemo(on: harness)
        try harness.waitForSurface(of: demo.process, atX: 100, y: 120)
        try harness.touchDown(id: 0, x: 100, y: 120)
        try harness.touchFrame()
        try harness.touchMotion(id: 0, x: 110.5, y: 125)
        try harness.touchFrame()
        try harness.touchUp(id: 0)
        try harness.touchDown(id: 1, x: 50, y: 60)
        try harness.touchFrame()
        try harness.touchCancel()
        try harness.pointerMotion(x: 200, y: 210)
        try harness.pointerFrame()
        try harness.button(272, pressed: true)
        try harness.pointerFrame()
        try harness.button(272, pressed: false)
        try harness.pointerFrame()
        try harness.axis(.vertical, 10)
        try harness.pointerFrame()
        try harness.key(1, pressed: true)
        try harness.key(1, pressed: false)
        let expected = [
            "touch down 0 100.0 120.0", "touch frame", "touch motion 0 110.5 125.0", "touch frame", "touch up 0",
            "touch down 1 50.0 60.0", "touch frame", "touch cancel",
            "pointer motion 200.0 210.0", "pointer frame", "pointer button 272 pressed", "pointer frame",
            "pointer button 272 released", "pointer frame", "pointer axis vertical 10.0", "pointer frame",
            "key 65307 pressed", "key 65307 released",
        ]
        try harness.waitUntil("all events in the log") { demo.lines.contains("key 65307 released") }
        // The pointer's enter (with its frame) came when the window mapped; from the first touch
        // on, the input arrives complete and in order.
        let lines = demo.lines
        let input = lines[(lines.firstIndex(of: expected[0]) ?? lines.endIndex)...].filter {
            $0.hasPrefix("touch") || $0.hasPrefix("key ") || $0.hasPrefix("pointer")
        }
        #expect(input == expected)
    }

    @Test func killingTheCompositorEndsTheClientWithAClearError() throws {
        let harness = try WestonHarness()
        let demo = try Self.launchDemo(on: harness)
        kill(harness.westonProcessIdentifier, SIGKILL)
        let status = try demo.process.waitForExit(timeout: .seconds(1))
        #expect(status == .exited(1))
        #expect(demo.process.standardError() ==
            "tactile-demo: the Wayland compositor connection was lost: the compositor closed the connection\n")
    }

    /// The demo, and the README's quick start (`Application.openOrExit`), say in one line which
    /// variables they used and exit with status 1: no crash report.
    @Test(arguments: ["tactile-demo", "tactile-example"])
    func withoutACompositorTheAppSaysWhichVariablesItUsed(product: String) throws {
        let harness = try WestonHarness()
        let process = try harness.launchClient(
            executable: try WestonHarness.productPath(named: product),
            environment: ["WAYLAND_DISPLAY": "no-such-display"])
        #expect(try process.waitForExit(timeout: .seconds(5)) == .exited(1))
        #expect(process.standardError() ==
            "\(product): cannot connect to a Wayland compositor (WAYLAND_DISPLAY=no-such-display, XDG_RUNTIME_DIR=\(harness.runtimeDirectory)): No such file or directory\n")
    }
}

/// HiDPI: on an output of integer scale 2 the window is laid out in logical pixels and drawn
/// into buffers of twice the size, so edges fall on device pixels.
@Suite struct ScaledOutputTests {
    @Test func aScale2OutputGetsLogicalSizeAndDoubleResolutionBuffers() throws {
        let harness = try WestonHarness(width: 640, height: 480, scale: 2)
        let demo = try DemoWindowTests.launchDemo(on: harness)
        // The output's scale is known before the surface enters it: no frame at scale 1.
        #expect(demo.lines.filter { $0.hasPrefix("window ") } == ["window 640x480 scale 2.0 fullscreen"])
        // The sorting scene's first tile spans logical x 40…106.7 (16 px into the left
        // container, which starts at 24): at scale 2 its left edge is device column 80, and
        // column 79 holds no red from a half-covered edge (only the container and the shadow).
        try harness.waitUntil("the tiles drawn at device resolution") {
            let shot = try harness.screenshot()
            return shot.width == 1280 && shot.height == 960 && (shot.pixel(x: 79, y: 100) >> 16) & 0xFF < 0x40
                && shot.pixel(x: 80, y: 100) == 0xFFE8_505B
        }
    }
}

extension ScaledOutputTests {
    /// A tile lifted at scale 2 is drawn into a layer of twice its logical size: it shows, lifted
    /// (alpha 0.85 over the left container), where it was; the layer ends when it is put down.
    @Test func aLiftedTileShowsInADoubleResolutionLayer() throws {
        let harness = try WestonHarness(width: 640, height: 480, scale: 2)
        let demo = try DemoWindowTests.launchDemo(on: harness)
        try harness.waitForSurface(of: demo.process, atX: 73, y: 60)
        try harness.touchDown(id: 0, x: 73.3, y: 60)
        try harness.touchFrame()
        try harness.waitUntil("a layer for the lifted tile") { demo.lines.contains { $0.hasPrefix("layer 1 image ") } }
        // The tile with its shadow spans 84 logical pixels: 168 buffer pixels at scale 2. The
        // lift grows it by up to 3 % over 0.15 s, and how far it has grown when the first frame
        // is drawn depends on the machine's load: 84 to 87 logical pixels, plus one where a
        // grown edge's fraction rounds out (on each axis apart: the sides may differ), twice
        // that in pixels.
        let line = try #require(demo.lines.first { $0.hasPrefix("layer 1 image ") })
        let sides = line.dropFirst("layer 1 image ".count).split(separator: "x").compactMap { Int($0) }
        #expect(sides.count == 2 && sides.allSatisfy { (168...176).contains($0) && $0 % 2 == 0 }, "\(line)")
        try harness.waitUntil("the lifted tile on screen") {
            DemoScenesTests.isClose(try harness.screenshot().pixel(x: 147, y: 120), to: 0xFFCC_4C57)
        }
        try harness.touchUp(id: 0)
        try harness.touchFrame()
        try harness.waitUntil("the layer removed once the tile is down") { demo.lines.contains("layer 1 removed") }
    }
}

/// The mouse cursor: shown while the mouse is used, hidden once a finger touches, back when
/// the mouse moves (weston composites the cursor into its screenshots).
@Suite struct CursorTests {
    /// True when any pixel of the 12×12 square below-right of (x, y) differs from the
    /// scene's background: the arrow's body.
    static func cursorVisible(near x: Int, _ y: Int, in shot: Screenshot) -> Bool {
        (0..<12).contains { dy in (0..<12).contains { dx in shot.pixel(x: x + dx, y: y + dy) != DemoWindowTests.sceneBackground } }
    }

    @Test func theCursorHidesForTouchAndReturnsWithTheMouse() throws {
        let harness = try WestonHarness()
        let demo = try DemoWindowTests.launchDemo(on: harness)
        // The 24 px gap between the sorting scene's left and middle containers (x 205…229)
        // shows the scene's background.
        try harness.waitForSurface(of: demo.process, atX: 210, y: 40)
        try harness.pointerMotion(x: 210, y: 40)
        try harness.pointerFrame()
        try harness.waitUntil("the arrow shown") { Self.cursorVisible(near: 210, 40, in: try harness.screenshot()) }
        try harness.touchDown(id: 0, x: 10, y: 200)
        try harness.touchFrame()
        try harness.touchUp(id: 0)
        try harness.touchFrame()
        try harness.waitUntil("the arrow hidden after a touch") { !Self.cursorVisible(near: 210, 40, in: try harness.screenshot()) }
        try harness.pointerMotion(x: 212, y: 60)
        try harness.pointerFrame()
        try harness.waitUntil("the arrow back with the mouse") { Self.cursorVisible(near: 212, 60, in: try harness.screenshot()) }
    }

    /// A theme whose arrow file is corrupt: the reason is logged and libwayland-cursor's
    /// theme loading (its built-in cursors, as the path holds no usable theme) shows the arrow.
    @Test func aCorruptCursorFileFallsBackToLibwaylandCursor() throws {
        let harness = try WestonHarness()
        let cursors = harness.runtimeDirectory + "/icons/default/cursors"
        try FileManager.default.createDirectory(atPath: cursors, withIntermediateDirectories: true)
        // An Xcursor header and one table entry whose image lies far past the file's end.
        let words: [UInt32] = [0x7275_6358, 16, 0x1_0000, 1, 0xfffd_0002, 24, 0xffff]
        try Data(words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } })
            .write(to: URL(fileURLWithPath: cursors + "/left_ptr"))
        let demo = try DemoWindowTests.launchDemo(on: harness, environment: ["XCURSOR_PATH": harness.runtimeDirectory + "/icons"])
        try harness.waitForSurface(of: demo.process, atX: 210, y: 40)
        try harness.pointerMotion(x: 210, y: 40)
        try harness.pointerFrame()
        try harness.waitUntil("the fallback arrow shown") { Self.cursorVisible(near: 210, 40, in: try harness.screenshot()) }
        try demo.process.terminate()  // Its log is printed to a file: buffered until it exits.
        #expect(demo.process.standardOutput().contains(
            "cursor: \(cursors)/left_ptr: the image header at 65535 runs past the end of the file; libwayland-cursor's theme loading is used instead"))
    }
}
