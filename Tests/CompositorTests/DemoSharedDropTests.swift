import Foundation
import Testing

/// Drops from another real client onto the demo, under headless weston's desktop shell:
/// weston-dnd (weston's own drag-and-drop demo, in the weston package) offers its flowers as
/// `application/x-wayland-dnd-flower` and as text (`seed=<n> x=<dx> y=<dy>`, where the item
/// was grabbed); a flower dragged with the mouse, then with a finger, onto the palette's
/// `words` box becomes a word chip with that text, traced and saved.
///
/// The desktop shell places both windows at random: the test finds them by asking weston
/// which client owns the input at points of a grid (`client-at`, which also names the point
/// in the surface, so where weston-dnd's surface lies), finds weston-dnd's canvas inside its
/// window frame and its second flower 96 px right of the canvas's corner, and carries it along a
/// column of the demo that weston-dnd does not cover until the demo's event log says the
/// `words` box lit up. A drop on the list, which takes nothing from other apps, is refused.
@Suite struct DemoSharedDropTests {
    /// Where weston-dnd's canvas (4 columns of 64 px flowers with 16 px padding, 336 px a side)
    /// starts in its surface: weston 10's window frame puts a 32 px shadow margin and a 6 px
    /// border around it and a 27 px title bar above it (a 412×433 surface). Found from the
    /// surface rather than on a screenshot: the canvas is translucent, and where the demo's
    /// light pixels show through it, it does not look like itself.
    static let canvasInSurface = (x: 38.0, y: 59.0)
    /// Where weston-dnd's first flower (item 1, always present) is grabbed, from the canvas's
    /// top-left corner: its centre; the finger grabs it 5 px further down and right.
    static let flowerCentre = (x: 128.0, y: 48.0)

    /// A window's extent on screen, found on a grid: `x`…`maxX`, `y`…`maxY` (logical pixels).
    struct Extent {
        var x, y, maxX, maxY: Double
        func contains(_ px: Double, _ py: Double) -> Bool { px >= x && px <= maxX && py >= y && py <= maxY }
        /// The extent `margin` px larger on every side (a grid point is up to a step inside).
        func grown(by margin: Double) -> Extent { Extent(x: x - margin, y: y - margin, maxX: maxX + margin, maxY: maxY + margin) }
    }

    /// The extent of `pid`'s surfaces, up to `step` px short on each side, on a `step` px grid over the output; nil when none is seen.
    static func extent(of pid: Int32, on harness: WestonHarness, step: Double = 32) throws -> Extent? {
        var found: Extent?
        var y = 0.0
        while y < Double(harness.height) {
            var x = 0.0
            while x < Double(harness.width) {
                if try harness.clientProcessIdentifier(atX: x, y: y) == pid {
                    if var extent = found {
                        extent.x = min(extent.x, x); extent.maxX = max(extent.maxX, x)
                        extent.y = min(extent.y, y); extent.maxY = max(extent.maxY, y)
                        found = extent
                    } else {
                        found = Extent(x: x, y: y, maxX: x, maxY: y)
                    }
                }
                x += step
            }
            y += step
        }
        return found
    }

    /// The top-left corner of weston-dnd's canvas on screen: its surface's corner (a screen
    /// point of `extent` that is `pid`'s, less that point in the surface) and the frame's inset.
    static func canvasOrigin(of pid: Int32, in extent: Extent, on harness: WestonHarness, step: Double = 32) throws -> (x: Double, y: Double)? {
        for y in stride(from: extent.y, through: extent.maxY, by: step) {
            for x in stride(from: extent.x, through: extent.maxX, by: step) {
                if let client = try harness.client(atX: x, y: y), client.processIdentifier == pid {
                    return (x - client.surfaceX + canvasInSurface.x, y - client.surfaceY + canvasInSurface.y)
                }
            }
        }
        return nil
    }

    @Test func textDraggedFromWestonDndWithTheMouseAndAFingerBecomesAWordChip() throws {
        let harness = try WestonHarness(width: 2048, height: 1200, shell: .desktop, backgroundColor: 0xFF80_8080)
        let statePath = harness.runtimeDirectory + "/state.json"
        let demo = try DemoWindowTests.launchDemo(on: harness, arguments: ["--scene", "palette", "--state", statePath])
        let run = DemoScenesTests.Run(harness: harness, demo: demo, statePath: statePath)
        // Its protocol log shows what the source hears: `target` (our accept), `dnd_finished`.
        let dnd = try harness.launchClient(executable: "weston-dnd", environment: ["WAYLAND_DEBUG": "1"])
        var demoExtent: Extent?, dndExtent: Extent?
        try harness.waitUntil("both windows on screen", timeout: .seconds(10)) {
            demoExtent = try Self.extent(of: demo.process.processIdentifier, on: harness)
            dndExtent = try Self.extent(of: dnd.processIdentifier, on: harness)
            return demoExtent != nil && dndExtent != nil
        }
        let demoArea = try #require(demoExtent), dndArea = try #require(dndExtent)
        let origin = try #require(try Self.canvasOrigin(of: dnd.processIdentifier, in: dndArea, on: harness))
        // A column of the demo's left half (where `colours` sits above `words`) that weston-dnd
        // does not cover, from the top of the demo to its bottom.
        let column = try #require(stride(from: demoArea.x + 40, through: demoArea.x + 480, by: 20).first { x in
            stride(from: demoArea.y, through: demoArea.maxY, by: 16).allSatisfy { !dndArea.grown(by: 32).contains(x, $0) }
        }, "no column of the demo's left half free of weston-dnd: demo \(demoArea), weston-dnd \(dndArea)")

        let grab = (x: origin.x + Self.flowerCentre.x, y: origin.y + Self.flowerCentre.y)
        /// Grabs the flower with `down` and waits until weston-dnd has asked for the drag:
        /// motions before that would reach weston first and start nothing.
        func grabFlower(_ down: () throws -> Void) throws {
            let started = Self.dragStarts(of: dnd)
            try down()
            do {
                try harness.waitUntil("weston-dnd to start its drag") { Self.dragStarts(of: dnd) > started }
            } catch {
                let tail = dnd.standardError().split(separator: "\n").suffix(25).joined(separator: "\n")
                throw HarnessError("\(error)\nweston-dnd's protocol log ends:\n\(tail)")
            }
        }
        func press() throws {
            try grabFlower {
                try harness.pointerMotion(x: grab.x, y: grab.y)
                try harness.pointerFrame()
                try harness.button(272, pressed: true)
                try harness.pointerFrame()
            }
        }

        // Dropped on the list, which takes nothing from other apps: refused (weston sends no
        // drop), the drag leaves, nothing is made, and the next drag works.
        let listPoint = try #require(stride(from: demoArea.x + 560, through: demoArea.maxX - 40, by: 20)
            .map { ($0, demoArea.y + 300) }.first { !dndArea.grown(by: 32).contains($0.0, $0.1) })
        try press()
        for point in [(listPoint.0 - 20, listPoint.1), listPoint] {  // weston's drag grab picks its target at a motion.
            try harness.pointerMotion(x: point.0, y: point.1)
            try harness.pointerFrame()
        }
        try run.waitFor(["log: external drag entered offering application/x-wayland-dnd-flower text/plain;charset=utf-8"])
        try harness.button(272, pressed: false)
        try harness.pointerFrame()
        try run.waitFor(["log: external drag left"])
        #expect(!run.demo.lines.contains { $0.hasPrefix("external drop") || $0 == "highlight on list" })
        try harness.waitUntil("weston-dnd told the drag was cancelled") { Self.sourceEvents(of: dnd).contains("cancelled()") }

        // With the mouse: press on the flower, carry it down the column until `words` lights up.
        try press()
        try carry(to: column, over: demoArea, run: run, source: dnd) { x, y in
            try harness.pointerMotion(x: x, y: y)
            try harness.pointerFrame()
        }
        try harness.button(272, pressed: false)
        try harness.pointerFrame()
        let pointerWord = try droppedWord(run: run, after: 0)
        try waitUntilSaved(pointerWord, run: run)

        // With a finger, grabbing 5 px further in: the text differs, so does the chip.
        let drops = run.demo.lines.filter { $0.hasPrefix("external drop ") }.count
        try grabFlower {
            try harness.touchDown(id: 0, x: grab.x + 5, y: grab.y + 5)
            try harness.touchFrame()
        }
        try carry(to: column, over: demoArea, run: run, source: dnd) { x, y in
            try harness.touchMotion(id: 0, x: x, y: y)
            try harness.touchFrame()
        }
        try harness.touchUp(id: 0)
        try harness.touchFrame()
        let touchWord = try droppedWord(run: run, after: drops)
        // weston-dnd's text names where its flower was grabbed: 5 px further for the finger.
        let mouseOffset = try #require(Self.grabOffset(in: pointerWord)), touchOffset = try #require(Self.grabOffset(in: touchWord))
        #expect(touchOffset.x == mouseOffset.x + 5 && touchOffset.y == mouseOffset.y + 5, "\(pointerWord) then \(touchWord)")
        #expect((0..<64).contains(mouseOffset.x) && (0..<64).contains(mouseOffset.y))
        try waitUntilSaved(touchWord, run: run)
        // The source heard both drops finished.
        #expect(run.demo.lines.filter { $0 == "log: external drop of text/plain;charset=utf-8 finished" }.count == 2)
        try harness.waitUntil("weston-dnd told both drops finished") {
            Self.sourceEvents(of: dnd).filter { $0 == "dnd_finished()" }.count == 2
        }
    }

    /// The grab offset weston-dnd's text `seed=<n> x=<dx> y=<dy>` names.
    static func grabOffset(in word: String) -> (x: Int, y: Int)? {
        let fields = word.split(separator: " ")
        guard fields.count == 3, fields[1].hasPrefix("x="), fields[2].hasPrefix("y="),
              let x = Int(fields[1].dropFirst(2)), let y = Int(fields[2].dropFirst(2)) else { return nil }
        return (x, y)
    }

    /// The events weston-dnd's data sources received, from its WAYLAND_DEBUG log, without
    /// object IDs: `target("text/plain;charset=utf-8")`, `target(nil)`, `dnd_finished()`…
    static func sourceEvents(of dnd: HarnessProcess) -> [String] {
        dnd.standardError().split(separator: "\n").compactMap { line in
            guard !line.contains(" -> "), let at = line.range(of: "wl_data_source@"),
                  let dot = line[at.upperBound...].firstIndex(of: ".") else { return nil }
            return String(line[line.index(after: dot)...])
        }
    }

    /// How many drags weston-dnd has asked weston to start (`start_drag` requests in its log).
    static func dragStarts(of dnd: HarnessProcess) -> Int {
        dnd.standardError().split(separator: "\n").filter { $0.contains(" -> wl_data_device@") && $0.contains(".start_drag(") }.count
    }

    /// Moves the drag (`move` takes it to a point) to the top of `column` in the demo, then
    /// down it in 16 px steps until the demo's log says `words` lit up and `source` has heard
    /// the demo accept text there (weston drops only what the target accepted last).
    private func carry(to column: Double, over demo: Extent, run: DemoScenesTests.Run, source: HarnessProcess,
                       move: (Double, Double) throws -> Void) throws {
        let lit = run.demo.lines.filter { $0 == "highlight on words" }.count
        let entered = run.demo.lines.filter { $0.hasPrefix("log: external drag entered") }.count
        var y = demo.y + 8
        try move(column, y)
        try run.harness.waitUntil("the drag over the demo") {
            run.demo.lines.filter { $0.hasPrefix("log: external drag entered") }.count > entered
        }
        while y < demo.maxY {
            y += 16
            try move(column, y)
            if (try? run.harness.waitUntil("words lit", timeout: .milliseconds(60)) {
                run.demo.lines.filter { $0 == "highlight on words" }.count > lit
            }) != nil {
                return try run.harness.waitUntil("the source told text is accepted") {
                    Self.sourceEvents(of: source).last { $0.hasPrefix("target(") } == "target(\"text/plain;charset=utf-8\")"
                }
            }
        }
        Issue.record("the words box never lit up along x = \(column)")
    }

    /// The word of the chip the `drops`-th external drop made (waits for its trace line).
    private func droppedWord(run: DemoScenesTests.Run, after drops: Int) throws -> String {
        var line: String?
        do {
            try run.harness.waitUntil("the drop traced") {
                line = run.demo.lines.filter { $0.hasPrefix("external drop ") }.dropFirst(drops).first
                return line != nil
            }
        } catch {
            let shown = run.demo.lines.filter { !$0.hasPrefix("touch ") && !$0.hasPrefix("pointer ") }.suffix(20)
            throw HarnessError("\(error)\nthe demo's event log ends:\n\(shown.joined(separator: "\n"))")
        }
        let traced = try #require(line)
        #expect(traced.hasPrefix("external drop word-seed=") && traced.hasSuffix(" into words"), "\(traced)")
        return String(traced.dropFirst("external drop word-".count).dropLast(" into words".count))
    }

    /// Waits until the state file holds the chip `word-<word>` in `words` with its word.
    private func waitUntilSaved(_ word: String, run: DemoScenesTests.Run) throws {
        try run.harness.waitUntil("word-\(word) in the state file") {
            let items = (run.state()?["scenes"] as? [String: Any]).flatMap { $0["palette"] as? [String: Any] }?["items"] as? [[String: Any]]
            return items?.contains {
                $0["id"] as? String == "word-\(word)" && $0["container"] as? String == "words" && $0["text"] as? String == word
            } == true
        }
    }
}
