import Foundation
import Testing

/// Two demo windows under headless weston's desktop shell, each with its own state file and
/// event log, exchange a sorting tile: dragged with the mouse out of the first window and let
/// go over a container of the second, it becomes a new tile there (`tile-6`, the tile's
/// colour, in that container) and leaves the first window; both state files say so.
///
/// The desktop shell places the windows (1024×768) at random, the second over the first
/// where they meet: the test finds each window's corner with weston's `client-at`, which
/// names the surface point under a screen point (the first while it is alone), picks a tile
/// of the first window that the second does not cover (by its colour, on a screenshot), and
/// a point of one of the second window's containers that the first window, raised by the
/// press, will not cover.
@Suite struct DemoSortingWindowsTests {
    static let windowSize = (width: 1024.0, height: 768.0)
    /// The sorting tiles' colours, `tile-0` first (SortingScene.colours).
    static let colours: [UInt32] = [0xe8505b, 0xf9a03f, 0x3caea3, 0x8e6cc9, 0xf6d55c, 0x20639b]

    /// A window's rectangle on screen.
    struct Area {
        var x, y: Double
        func contains(_ point: (x: Double, y: Double), margin: Double = 0) -> Bool {
            point.x >= x - margin && point.x < x + windowSize.width + margin && point.y >= y - margin && point.y < y + windowSize.height + margin
        }
    }

    /// The rectangle of `pid`'s window: a point of it on a 64 px grid, and where that point
    /// lies in the window's surface (its top may be under the panel, hidden from `client-at`).
    static func area(of pid: Int32, on harness: WestonHarness) throws -> Area {
        var inside: (x: Double, y: Double, surfaceX: Double, surfaceY: Double)?
        try harness.waitUntil("the window on screen", timeout: .seconds(10)) {
            inside = nil
            for y in stride(from: 32.0, to: Double(harness.height), by: 64) {
                for x in stride(from: 32.0, to: Double(harness.width), by: 64) {
                    if let client = try harness.client(atX: x, y: y), client.processIdentifier == pid {
                        inside = (x, y, client.surfaceX, client.surfaceY)
                        return true
                    }
                }
            }
            return false
        }
        let point = try #require(inside)
        return Area(x: point.x - point.surfaceX, y: point.y - point.surfaceY)
    }

    /// The first tile of the window at `area` whose colour shows as a whole square (the centre
    /// of its pixels of that colour) outside `covered`: its index and centre on screen.
    static func visibleTile(in area: Area, outside covered: Area, shot: Screenshot) -> (index: Int, centre: (x: Double, y: Double))? {
        for (index, colour) in colours.enumerated() {
            var count = 0, minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            for y in Int(area.y)..<min(shot.height, Int(area.y + windowSize.height)) {
                for x in Int(area.x)..<min(shot.width, Int(area.x + windowSize.width))
                where shot.pixel(x: x, y: y) & 0xffffff == colour && !covered.contains((Double(x), Double(y)), margin: 16) {
                    count += 1
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            guard count > 0 else { continue }
            let width = maxX - minX + 1, height = maxY - minY + 1
            guard width >= 40, abs(width - height) <= 2, Double(count) >= 0.9 * Double(width * height) else { continue }
            return (index, (Double(minX + maxX) / 2, Double(minY + maxY) / 2))
        }
        return nil
    }

    /// The saved items of the sorting scene in the state file at `path`: id, container, colour.
    static func savedTiles(at path: String) -> [(id: String, container: String, colour: String)] {
        guard let data = FileManager.default.contents(atPath: path),
              let state = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let items = ((state["scenes"] as? [String: Any])?["sorting"] as? [String: Any])?["items"] as? [[String: Any]] else { return [] }
        return items.map { ($0["id"] as? String ?? "", $0["container"] as? String ?? "", $0["color"] as? String ?? "") }
    }

    /// Two windows on weston, the first's sorting board and the second's `secondScene`, and a
    /// tile of the first carried onto the second and let go there.
    struct CarriedTile {
        let harness: WestonHarness
        let first: DemoWindowTests.Demo, second: DemoWindowTests.Demo
        let firstRun: DemoScenesTests.Run, secondRun: DemoScenesTests.Run
        let firstState: String, secondState: String
        /// The tile carried: `tile-<index>`.
        let index: Int
    }

    /// Launches both windows, picks a tile of the first in sight and a point of the second at
    /// one of `targets` (fractions of its width and height, the first clear of the first
    /// window; the second is launched again while none is), carries the tile there with the mouse or a finger, waits until the second
    /// window's answer (`accepting`) reached the first's source, and lets go.
    static func carryATile(byTouch: Bool, secondScene: String, targets: [(x: Double, y: Double)],
                           accepting acceptedType: String) throws -> CarriedTile {
        let harness = try WestonHarness(width: 2600, height: 1000, shell: .desktop, backgroundColor: 0xFF80_8080)
        let firstState = harness.runtimeDirectory + "/first.json", secondState = harness.runtimeDirectory + "/second.json"
        // The first window's protocol log shows what its drag's source hears (`target`, `dnd_finished`).
        let first = try DemoWindowTests.launchDemo(on: harness, arguments: ["--scene", "sorting", "--state", firstState],
                                                   environment: ["WAYLAND_DEBUG": "client"])
        let firstArea = try Self.area(of: first.process.processIdentifier, on: harness)
        // weston places the second window at random: one that hides every target is put
        // somewhere else by launching it again.
        var second: DemoWindowTests.Demo?, secondArea = Area(x: 0, y: 0), clear: (x: Double, y: Double)?
        for _ in 1...6 where clear == nil {
            if let hidden = second { try hidden.process.terminate() }
            let launched = try DemoWindowTests.launchDemo(on: harness, arguments: ["--scene", secondScene, "--state", secondState])
            secondArea = try Self.area(of: launched.process.processIdentifier, on: harness)
            second = launched
            clear = targets.map { (x: secondArea.x + $0.x * Self.windowSize.width, y: secondArea.y + $0.y * Self.windowSize.height) }
                .first { !firstArea.contains($0, margin: 24) }
        }
        let secondDemo = try #require(second)
        let firstRun = DemoScenesTests.Run(harness: harness, demo: first, statePath: firstState)
        let secondRun = DemoScenesTests.Run(harness: harness, demo: secondDemo, statePath: secondState)

        var found: (index: Int, centre: (x: Double, y: Double))?
        try harness.waitUntil("a tile of the first window in sight", timeout: .seconds(10)) {
            found = Self.visibleTile(in: firstArea, outside: secondArea, shot: try harness.screenshot())
            return found != nil
        }
        let (index, grab) = try #require(found)
        let target = try #require(clear, "no target in the second window clear of the first: \(firstArea) \(secondArea)")

        func move(_ x: Double, _ y: Double) throws {
            if byTouch {
                try harness.touchMotion(id: 0, x: x, y: y)
                try harness.touchFrame()
            } else {
                try harness.pointerMotion(x: x, y: y)
                try harness.pointerFrame()
            }
        }
        if byTouch {
            try harness.touchDown(id: 0, x: grab.x, y: grab.y)
            try harness.touchFrame()
        } else {
            try move(grab.x, grab.y)
            try harness.button(272, pressed: true)
            try harness.pointerFrame()
        }
        try firstRun.waitFor(["drag started tile-\(index)"])
        for step in 1...16 {
            let f = Double(step) / 16
            try move(grab.x + (target.x - grab.x) * f, grab.y + (target.y - grab.y) * f)
        }
        try firstRun.waitFor(["drag left window tile-\(index)"])
        // weston's drag grab picks its target at a motion; the drop goes where the target
        // accepted last.
        try move(target.x + 4, target.y)
        try move(target.x, target.y)
        try secondRun.waitFor(["log: external drag entered offering text/plain;charset=utf-8 text/plain application/x-tactile-item"])
        try harness.waitUntil("the first window's drag accepted") {
            DemoSharedDropTests.sourceEvents(of: first.process).last { $0.hasPrefix("target(") } == "target(\"\(acceptedType)\")"
        }
        if byTouch {
            try harness.touchUp(id: 0)
            try harness.touchFrame()
        } else {
            try harness.button(272, pressed: false)
            try harness.pointerFrame()
        }
        return CarriedTile(harness: harness, first: first, second: secondDemo, firstRun: firstRun, secondRun: secondRun,
                           firstState: firstState, secondState: secondState, index: index)
    }

    @Test(arguments: [false, true])
    func aTileDraggedIntoTheOtherWindowMovesThere(byTouch: Bool) throws {
        // The middle of a container of the second window (right, middle, left; at half, two
        // thirds or a third of its height) away from the first window.
        var targets: [(x: Double, y: Double)] = []
        for fx in [5.0 / 6, 1.0 / 2, 1.0 / 6] {
            for fy in [0.5, 0.65, 0.35] { targets.append((fx, fy)) }
        }
        let carried = try Self.carryATile(byTouch: byTouch, secondScene: "sorting", targets: targets,
                                          accepting: "application/x-tactile-item")
        let (harness, second, firstRun, secondRun) = (carried.harness, carried.second, carried.firstRun, carried.secondRun)
        let (firstState, secondState, index) = (carried.firstState, carried.secondState, carried.index)

        try secondRun.waitFor(["log: external drop of application/x-tactile-item finished"])
        let made = try #require(second.lines.first { $0.hasPrefix("external drop tile-6 into ") }, "\(second.lines.suffix(10))")
        let container = String(made.dropFirst("external drop tile-6 into ".count))
        #expect(["left", "middle", "right"].contains(container))
        try firstRun.waitFor(["log: drag out: tile-\(index) taken by another app (move)", "tile-\(index) moved to another window"])
        let colour = "#" + String(Self.colours[index], radix: 16)
        try harness.waitUntil("both state files saved") {
            Self.savedTiles(at: secondState).contains { $0 == ("tile-6", container, colour) }
                && Self.savedTiles(at: firstState).count == 5
        }
        #expect(!Self.savedTiles(at: firstState).contains { $0.id == "tile-\(index)" })
        #expect(Self.savedTiles(at: secondState).count == 7)
    }

    /// A tile let go over the other window's palette, on its `colours` box: the palette makes
    /// a swatch of the tile's colour and asks for a copy, so the tile stays in the first
    /// window (it springs home, and is not taken out of its state).
    @Test(arguments: [false, true])
    func aTileDroppedOnTheOtherWindowsPaletteIsCopied(byTouch: Bool) throws {
        // Points of the colours box (the upper half of the left half) of the second window.
        var targets: [(x: Double, y: Double)] = []
        for fx in [0.25, 0.1, 0.4] {
            for fy in [0.25, 0.15, 0.35] { targets.append((fx, fy)) }
        }
        let carried = try Self.carryATile(byTouch: byTouch, secondScene: "palette", targets: targets,
                                          accepting: "text/plain;charset=utf-8")
        let index = carried.index
        let hex = String(Self.colours[index], radix: 16)
        try carried.secondRun.waitFor(["external drop swatch-\(hex) into colours", "log: external drop of text/plain;charset=utf-8 finished"])
        try carried.firstRun.waitFor(["log: drag out: tile-\(index) taken by another app (copy)",
                                      "drag ended tile-\(index) sent to another app copied"])
        // It springs home and the window comes to rest (a mouse drag's button, kept by weston,
        // holds nothing back).
        try carried.harness.waitUntil("the tile at rest at home") {
            carried.first.lines.contains { $0.hasPrefix("tile-\(index) rests in ") }
        }
        #expect(!carried.first.lines.contains("tile-\(index) moved to another window"))
        // The first window had no state file: it writes one at a rest (`state saved`), which
        // still has all six tiles.
        try carried.harness.waitUntil("the first window's state written") { carried.first.lines.contains("state saved") }
        let saved = Self.savedTiles(at: carried.firstState)
        #expect(saved.count == 6 && saved.contains { $0.id == "tile-\(index)" }, "\(saved)")
    }
}
