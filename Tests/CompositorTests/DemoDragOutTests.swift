import Foundation
import Testing

/// Drags out of the demo's window onto another real app, under headless weston's desktop
/// shell: the palette's word `apple` dragged by the mouse or by a finger past the window's
/// edge is handed to weston (`wl_data_device.start_drag`) and arrives as text in
/// `tactile-drop-target`, a maximized window beneath the demo's; dragged back into the demo,
/// it is the in-app drag it was: let go over a zone that takes words it lands there, elsewhere
/// the drag is cancelled and the word springs home.
@Suite struct DemoDragOutTests {
    /// The demo (its palette scene) over the drop target, and where weston put the demo's
    /// window (desktop-shell picks the place).
    struct Setup {
        let run: DemoScenesTests.Run
        let target: DropTargetProgram
        let origin: (x: Double, y: Double)

        /// The screen point of surface point (`x`, `y`) of the demo's window.
        func screen(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (origin.x + x, origin.y + y) }

        /// A screen point on the drop target, 150 px beside the demo's window on its wider side.
        var besideTheWindow: (x: Double, y: Double) {
            (origin.x >= 300 ? origin.x - 150 : origin.x + 1024 + 150, origin.y + 400)
        }
    }

    /// weston at 1600×900 with the drop target maximized, then the demo (1024×768) above it.
    static func setUp(taking mimeType: String = "text/plain;charset=utf-8") throws -> Setup {
        let harness = try WestonHarness(width: 1600, height: 900, shell: .desktop)
        let target = try DropTargetProgram(on: harness, taking: mimeType)
        let run = try DemoScenesTests.launch(["--scene", "palette"], harness: harness, mappedAt: (800, 450))
        // The window covers (576…1024, 132…768) wherever weston puts it; weston may put its top
        // under the panel, so its corner comes from the surface point there, not from what shows.
        let centre = try #require(try harness.client(atX: 800, y: 450))
        #expect(centre.processIdentifier == run.demo.process.processIdentifier)
        return Setup(run: run, target: target, origin: (800 - centre.surfaceX, 450 - centre.surfaceY))
    }

    /// Presses on `apple` with the mouse or a finger, moves out onto the drop target, waits
    /// for the hand-off, moves on over the target and, when `back` is given, back to that
    /// surface point of the demo's window, and lets go there.
    private func dragAppleOut(_ setup: Setup, byTouch: Bool, back: (x: Double, y: Double)? = nil) throws {
        let harness = setup.run.harness
        let apple = setup.screen(108, 412), outside = setup.besideTheWindow
        let points = (1...8).map { step -> (Double, Double) in
            let f = Double(step) / 8
            return (apple.x + (outside.x - apple.x) * f, apple.y + (outside.y - apple.y) * f)
        }
        func move(_ point: (Double, Double)) throws {
            if byTouch {
                try harness.touchMotion(id: 0, x: point.0, y: point.1)
                try harness.touchFrame()
            } else {
                try harness.pointerMotion(x: point.0, y: point.1)
                try harness.pointerFrame()
            }
        }
        if byTouch {
            try harness.touchDown(id: 0, x: apple.x, y: apple.y)
            try harness.touchFrame()
        } else {
            try harness.pointerMotion(x: apple.x, y: apple.y)
            try harness.pointerFrame()
            try harness.button(272, pressed: true)
            try harness.pointerFrame()
        }
        for point in points { try move(point) }
        try setup.run.waitFor(["drag started word-apple", "drag left window word-apple"])
        // weston's drag follows the input from here: the target hears it come over.
        try move((outside.x, outside.y + 10))
        try move((outside.x, outside.y + 20))
        try harness.waitUntil("the drag over the target") { setup.target.lines.contains { $0.hasPrefix("enter ") } }
        if let back {
            let point = setup.screen(back.x, back.y)
            try move((point.x, point.y - 10))
            try move(point)
            // Let go only once weston has the demo's answer (its source hears it), as a user
            // who lets go a moment after coming over a zone.
            try harness.waitUntil("weston's word of the demo's answer") {
                let sinceBack = setup.run.demo.lines.drop { !$0.hasPrefix("log: external drag entered") }
                return sinceBack.contains { $0.hasPrefix("log: drag out: word-apple: the app under it accepts ") }
            }
        }
        if byTouch { try harness.touchUp(id: 0); try harness.touchFrame() } else { try harness.button(272, pressed: false); try harness.pointerFrame() }
    }

    @Test(arguments: [false, true])
    func aWordDraggedOutArrivesAsTextInAnotherApp(byTouch: Bool) throws {
        let setup = try Self.setUp()
        try dragAppleOut(setup, byTouch: byTouch)
        try setup.run.harness.waitUntil("the drop in the target") { setup.target.lines.contains { $0.hasPrefix("dropped ") } }
        #expect(setup.target.lines.first { $0.hasPrefix("enter ") }
                == "enter text/plain;charset=utf-8,text/plain,application/x-tactile-item,image/png")
        #expect(setup.target.lines.last == "dropped 1 apple")
        try setup.run.waitFor(["drag ended word-apple sent to another app copied", "word-apple rests in words at (108, 412)"])
        #expect(setup.run.demo.lines.contains { $0.hasPrefix("log: drag out: handed to the compositor (\(byTouch ? "touch(id: 0)" : "pointer")") })
    }

    /// An app that takes pictures gets the word as a PNG: the chip drawn at its size (the
    /// window's scale is 1 here), made only when the target asked for it.
    @Test func aWordDraggedOutArrivesAsAPictureInAnAppThatTakesImages() throws {
        let setup = try Self.setUp(taking: "image/png")
        try dragAppleOut(setup, byTouch: false)
        try setup.run.harness.waitUntil("the drop in the target") { setup.target.lines.contains { $0.hasPrefix("dropped ") } }
        let dropped = try #require(setup.target.lines.last).split(separator: " ")
        #expect(dropped.count == 6 && dropped[1] == "1" && dropped[2] == "image/png" && dropped[4] == "bytes")
        let size = dropped.last?.split(separator: "x").compactMap { Int($0) } ?? []
        #expect(size.count == 2 && size[0] > 40 && size[1] > 20, "\(dropped)")
        try setup.run.waitFor(["drag ended word-apple sent to another app copied"])
    }

    /// Straight out onto desktop-shell's panel, which takes no drops (it sets actions but
    /// accepts no type): no app shows interest, so after `sharedDragTimeout` (3 s) the drag is given up and the word springs home, the
    /// app told why and a debug line written, with the button still held.
    @Test func aDragNoAppTakesIsGivenUpAfterTheTimeout() throws {
        let setup = try Self.setUp()
        let harness = setup.run.harness
        // Beside the window, as the window's top may lie under the panel; and only once the
        // panel is there (desktop-shell maps it after weston starts; without it the point is
        // the drop target's, which takes text).
        let apple = setup.screen(108, 412), panel = (x: setup.besideTheWindow.x, y: 10.0)
        try harness.waitUntil("desktop-shell's panel at \(panel)") {
            try harness.clientProcessIdentifier(atX: panel.x, y: panel.y)
                .map { ![setup.run.demo.process.processIdentifier, setup.target.process.processIdentifier].contains($0) } ?? false
        }
        try harness.pointerMotion(x: apple.x, y: apple.y)
        try harness.pointerFrame()
        try harness.button(272, pressed: true)
        try harness.pointerFrame()
        try harness.pointerMotion(x: panel.x, y: panel.y)
        try harness.pointerFrame()
        try setup.run.waitFor(["drag started word-apple", "drag left window word-apple"])
        try harness.pointerMotion(x: panel.x + 10, y: panel.y)
        try harness.pointerFrame()
        try setup.run.waitFor(["drag came back word-apple timedOut 3000.0 ms", "drag ended word-apple returned cancelled"])
        #expect(setup.run.demo.lines.contains("log: drag out: word-apple: no app took the drag within 3000.0 ms "
                                              + "(the compositor does not deliver it): it goes home"))
        try harness.button(272, pressed: false)
        try harness.pointerFrame()
        try setup.run.waitFor(["word-apple rests in words at (108, 412)"])
        #expect(!setup.target.lines.contains { $0.hasPrefix("dropped ") })
    }

    /// Out onto the target and back into the demo's own window, by the mouse and by a finger:
    /// the drag is the in-app drag it was. Let go over the list, which takes words, it lands
    /// there as an in-app drop (the list lights up; weston carried it, the demo finished its
    /// own offer; the state file has it in the list); let go over the colours box, which takes no words, weston cancels it and the
    /// word springs home. The other app gets nothing either way.
    @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
    func aDragBroughtBackIsTheInAppDragItWas(byTouch: Bool, overAZone: Bool) throws {
        let setup = try Self.setUp()
        try dragAppleOut(setup, byTouch: byTouch, back: overAZone ? (700, 400) : (250, 150))
        if overAZone {
            try setup.run.waitFor(["highlight on list", "drag ended word-apple moved into list"])
            try setup.run.waitFor(["log: drag out: word-apple is over: it came back and landed in the window"])
            try setup.run.harness.waitUntil("the word at rest") { setup.run.demo.lines.contains { $0.hasPrefix("word-apple rests in ") } }
            #expect(setup.run.demo.lines.first { $0.hasPrefix("word-apple rests in ") }?.hasPrefix("word-apple rests in list at ") == true)
            #expect(setup.run.demo.lines.contains("log: external drop: word-apple, the window's own drag, dropped in the window"))
            try setup.run.harness.waitUntil("the word saved in the list") { setup.run.savedItem("word-apple", in: "palette")?.container == "list" }
        } else {
            try setup.run.waitFor(["drag came back word-apple cancelled", "drag ended word-apple returned cancelled",
                                   "word-apple rests in words at (108, 412)"])
            let sinceItLeft = setup.run.demo.lines.drop { $0 != "drag left window word-apple" }
            #expect(!sinceItLeft.contains { $0.hasPrefix("highlight on") }, "\(sinceItLeft)")
        }
        #expect(!setup.target.lines.contains { $0.hasPrefix("dropped ") })
    }
}
