import Foundation
import Testing

/// Direct manipulation beyond dropping, in the real demo on a headless weston at 1024×768
/// (geometry as in DemoScenesTests): the putty's thumb and handle, a sorting tile pinched and
/// turned by a second finger mid-drag, the cart springing back inside, the palette's list
/// scrolling under a held word, and the keyboard alternative (evdev key codes).
///
/// The putty scene: the 360×240 putty centred at (512, 366), its thumb centred at
/// (684.5, 478.5), its rotation handle at (512, 218).
@Suite struct DemoManipulationTests {
    static let tab = 15, enter = 28, escape = 1, leftShift = 42, up = 103, left = 105, right = 106, down = 108

    /// Presses and releases `code`.
    static func press(_ code: Int, on harness: WestonHarness) throws {
        try harness.key(code, pressed: true)
        try harness.key(code, pressed: false)
    }

    /// The saved entry of item `id` in `scene` as its JSON object.
    static func savedEntry(_ id: String, in scene: String, of run: DemoScenesTests.Run) -> [String: Any]? {
        let scenes = run.state()?["scenes"] as? [String: Any]
        let items = (scenes?[scene] as? [String: Any])?["items"] as? [[String: Any]]
        return items?.first { $0["id"] as? String == id }
    }

    // MARK: The putty

    @Test func theThumbResizesThePuttyAndTheOppositeCornerStaysStill() throws {
        let run = try DemoScenesTests.launch(["--scene", "putty"])
        try run.harness.touchDrag(from: (684.5, 478.5), to: (784.5, 538.5), steps: 10, startTime: 1000)
        // 100 px wider and 60 taller, its top-left corner still at (332, 246).
        try run.waitFor(["putty resize ended", "putty rests at (562, 396) size 460×300 scale 1 rotation 0", "state saved"])
        try run.harness.waitUntil("the new size saved") { run.savedItem("putty", in: "putty")?.frame == [332, 246, 460, 300] }
        // The content (#f4f1ea) now reaches where only the scene was, and still starts at the old corner.
        try run.waitForPixels(0xFFF4_F1EA, at: [(760, 510), (340, 300)], "the content grown to the thumb")
    }

    @Test func theHandleTurnsThePuttyAboutItsCentre() throws {
        let run = try DemoScenesTests.launch(["--scene", "putty"])
        // The handle, 148 px above the centre, is carried a quarter turn round to 148 px right of it.
        try run.harness.touchDrag(from: (512, 218), to: (660, 366), steps: 12, startTime: 1000)
        try run.waitFor(["putty turn ended", "putty rests at (512, 366) size 360×240 scale 1 rotation 90", "state saved"])
        let saved = try #require(Self.savedEntry("putty", in: "putty", of: run))
        #expect((saved["rotation"] as? Double).map { ($0 * 1000).rounded() } == 90_000)
        // Turned, it stands 240 wide and 360 tall: content 160 px below the centre, scene
        // (#1e2a30) 168 px right of it where the content used to be.
        try run.waitForPixels(0xFFF4_F1EA, at: [(512, 526)], "the turned content below the centre")
        #expect(try run.harness.screenshot().pixel(x: 680, y: 300) == 0xFF1E_2A30)
    }

    // MARK: Sorting: pinch and turn during a drag

    @Test func aSecondFingerPinchesAndTurnsATileMidDragAndTheDropKeepsIt() throws {
        let run = try DemoScenesTests.launch()
        let harness = run.harness
        try harness.touchDown(id: 0, x: 428.33, y: 95, time: 1000)
        try harness.touchFrame()
        try harness.touchDown(id: 1, x: 468.33, y: 95, time: 1016)
        try harness.touchFrame()
        // Finger 0 carries tile-3 to (845, 400) in the right container while finger 1 ends
        // 80 px below it: twice as far as it started, a quarter turn clockwise.
        let steps = 20
        for step in 1...steps {
            let fraction = Double(step) / Double(steps), time = UInt32(1016 + 16 * step)
            let x = 428.33 + (845 - 428.33) * fraction, y = 95 + (400 - 95) * fraction
            try harness.touchMotion(id: 0, x: x, y: y, time: time)
            try harness.touchMotion(id: 1, x: x + 40 * (1 - fraction), y: y + 80 * fraction, time: time)
            try harness.touchFrame()
        }
        try harness.touchUp(id: 0, time: 1400)
        try harness.touchUp(id: 1, time: 1400)
        try harness.touchFrame()
        // 428.33 reaches the client as 428.328125, 0.005 px left of the tile's centre: turned
        // and doubled, that offset puts the centre 0.01 px below the finger.
        try run.waitFor(["drag started tile-3", "drag ended tile-3 moved into right",
                         "tile-3 rests in right at (845, 400.01) scale 2 rotation 90", "state saved"])
        try harness.waitUntil("the tile's scale and angle saved") {
            let saved = Self.savedEntry("tile-3", in: "sorting", of: run)
            return saved?["container"] as? String == "right"
                && (saved?["scale"] as? Double).map { ($0 * 1000).rounded() } == 2000
                && (saved?["rotation"] as? Double).map { ($0 * 1000).rounded() } == 90_000
        }
        // 220 px on screen: purple 100 px left of and 90 px below the finger.
        try run.waitForPixels(0xFF8E_6CC9, at: [(745, 400), (845, 490)], "the doubled tile")
    }

    // MARK: The cart

    @Test func theCartDroppedOffScreenSpringsBackFullyInsideTheSafeArea() throws {
        let run = try DemoScenesTests.launch(["--scene", "cart"])
        // Let go with its centre 30 px from the left and 10 px from the top: more than half off screen.
        try run.harness.touchDrag(from: (952, 632), to: (30, 10), steps: 12, startTime: 1000)
        // Back 24 px inside both edges: centred at 24 + 48.
        try run.waitFor(["cart drag ended", "cart rests at (72, 72) alpha 0.2", "state saved"])
        try run.harness.waitUntil("its place saved") { run.savedItem("cart", in: "cart")?.frame == [24, 24, 96, 96] }
        // Faded over the shelf: neither the cart's full red nor the shelf's colour at its centre.
        let shot = try run.harness.screenshot()
        #expect(shot.pixel(x: 72, y: 72) != 0xFFE8_505B && shot.pixel(x: 72, y: 72) != 0xFFE8_D8C3)
    }

    // MARK: The palette: auto-scroll

    @Test func aWordHeldAtTheListsBottomEdgeScrollsItAndLandsInTheRowUnderTheFinger() throws {
        let run = try DemoScenesTests.launch(["--scene", "palette"])
        let harness = run.harness
        // "pear" (244, 412) is carried to 50 px above the list's bottom edge (680), 10 px into
        // the 60 px band, and held there: the list scrolls at 200 px/s, for about 0.3 s (the
        // offset it reaches, short of its end, 208, depends on when the lift comes).
        try harness.touchHold(from: (244, 412), to: (762, 630), steps: 10, startTime: 1000)
        try harness.waitUntil("the word over the list") { run.demo.lines.contains("highlight on list") }
        Thread.sleep(forTimeInterval: 0.3)  // the finger rests: the list scrolls by itself
        try harness.touchUp(id: 0, time: 2000)
        try harness.touchFrame()
        try run.waitFor(["drag ended word-pear moved into list", "state saved"])
        // The row is the one under the finger in the content as scrolled when it lifted:
        // row n spans 72n…72n + 72 of the content, which starts at 24 − offset on screen.
        let scrolled = try #require(run.demo.lines.last { $0.hasPrefix("list scrolled to ") })
        let offset = try #require(Double(scrolled.dropFirst("list scrolled to ".count)))
        #expect(offset > 0 && offset <= 208)
        let row = ((630 - 24 + offset) / 72).rounded(.down)
        let centre = 24 + 72 * row + 36 - offset
        let prefix = "word-pear rests in list at (762, "
        let rest = try #require(run.demo.lines.last { $0.hasPrefix(prefix) })
        // The trace gives the centre and the offset to two decimals, so the centre it gives is
        // exactly 24 + 72n + 36 less the offset it gives.
        #expect(Double(rest.dropFirst(prefix.count).dropLast()).map { ($0 * 100).rounded() } == (centre * 100).rounded(),
                "\(rest), offset \(offset)")
        try harness.waitUntil("the row saved") {
            let saved = run.savedItem("word-pear", in: "palette")
            // The file keeps the exact offset, the trace two decimals of it.
            return saved?.container == "list" && saved?.frame.count == 4
                && saved.map { abs($0.frame[1] + $0.frame[3] / 2 - centre) <= 0.01 } == true
        }
    }

    // MARK: The keyboard alternative

    @Test func aFullKeyboardDragMovesATileAndEscapeSpringsAnotherBack() throws {
        let run = try DemoScenesTests.launch()
        let harness = run.harness
        // Tab: tile-0, ringed in orange 2 px outside its top edge (y 40).
        try Self.press(Self.tab, on: harness)
        try run.waitFor(["focus tile-0"])
        try run.waitForPixels(0xFFFF_8C00, at: [(60, 36)], "the focus ring around tile-0")
        // Tab: tile-1 (on tile-0); Enter lifts it over left; Tab: over middle; Enter drops it
        // there, into the grid's cell nearest the middle's centre: the third, after tile-4.
        for code in [Self.tab, Self.enter, Self.tab, Self.enter] { try Self.press(code, on: harness) }
        try run.waitFor(["focus tile-0", "focus tile-1", "drag started tile-1", "focus left", "focus middle",
                         "drag ended tile-1 moved into middle", "tile-1 rests in middle at (428.33, 221)",
                         "grid middle tile-3 tile-4 tile-1", "state saved"])
        try harness.waitUntil("tile-1 saved in middle") { run.savedItem("tile-1")?.container == "middle" }
        #expect(run.savedItem("tile-1")?.frame.map { ($0 * 100).rounded() / 100 } == [373.33, 166, 110, 110])
        try run.waitForPixels(0xFFF9_A03F, at: [(428, 221)], "tile-1 drawn in the middle")
        // Tab: tile-5; Enter lifts it over right; Shift-Tab carries it over middle; Escape sends it home.
        try Self.press(Self.tab, on: harness)
        try Self.press(Self.enter, on: harness)
        try harness.key(Self.leftShift, pressed: true)
        try Self.press(Self.tab, on: harness)
        try harness.key(Self.leftShift, pressed: false)
        try Self.press(Self.escape, on: harness)
        try run.waitFor(["focus tile-5", "drag started tile-5", "focus right", "drag ended tile-5 returned cancelled",
                         "tile-5 rests in right at (761.67, 95)"])
        // Keys and compositor layers (which frames draw, as timing allows) aside.
        let carried = run.demo.lines.filter { !$0.hasPrefix("key ") && !$0.hasPrefix("layer ") }.drop { $0 != "drag started tile-5" }
        #expect(Array(carried.prefix(4)) == ["drag started tile-5", "focus right", "focus middle", "drag ended tile-5 returned cancelled"])
        try run.waitForPixels(0xFF20_639B, at: [(761, 95)], "tile-5 back home")
    }

    @Test func arrowKeysNudgeTheCartAndThenThePuttyOnlyInTheShownScene() throws {
        let run = try DemoScenesTests.launch(["--scene", "cart"])
        let harness = run.harness
        for code in [Self.tab, Self.left, Self.left, Self.left, Self.up, Self.up] { try Self.press(code, on: harness) }
        // From (952, 632): 30 px left and 20 up.
        try run.waitFor(["focus cart", "cart rests at (922, 612) alpha 0.2", "state saved"])
        try harness.waitUntil("the cart's place saved") { run.savedItem("cart", in: "cart")?.frame == [874, 564, 96, 96] }
        // The home bar's putty button: the cart's ring goes, and the keys go to the putty scene.
        try harness.touchDrag(from: (194.5, 736), to: (194.5, 736), steps: 1, startTime: 5000)
        try run.waitFor(["focus none", "scene putty"])
        for code in [Self.tab, Self.right, Self.right] { try Self.press(code, on: harness) }
        try run.waitFor(["focus putty", "putty rests at (532, 366) size 360×240 scale 1 rotation 0"])
        try harness.waitUntil("the putty's place saved") { run.savedItem("putty", in: "putty")?.frame == [352, 246, 360, 240] }
        #expect(run.savedItem("cart", in: "cart")?.frame == [874, 564, 96, 96])
        #expect(run.demo.lines.filter { $0.hasPrefix("cart rests") } == ["cart rests at (922, 612) alpha 0.2"])
    }

    /// A finger on the background (the gap between the left and middle containers) after Tab
    /// hides tile-0's ring and keeps the focus: the next Tab shows the ring around tile-0
    /// again and moves nowhere; the one after goes on to tile-1.
    @Test func aTouchHidesTheFocusRingUntilTheNextKey() throws {
        let run = try DemoScenesTests.launch()
        let harness = run.harness
        let unringed = try harness.screenshot().pixel(x: 60, y: 36)
        try Self.press(Self.tab, on: harness)
        try run.waitFor(["focus tile-0"])
        try run.waitForPixels(0xFFFF_8C00, at: [(60, 36)], "the focus ring around tile-0")
        try harness.touchDrag(from: (345, 352), to: (345, 352), steps: 1, startTime: 1000)
        try run.waitForPixels(unringed, at: [(60, 36)], "the ring hidden by the finger")
        try Self.press(Self.tab, on: harness)
        try run.waitForPixels(0xFFFF_8C00, at: [(60, 36)], "the ring back around tile-0")
        try Self.press(Self.tab, on: harness)
        try run.waitFor(["focus tile-1"])
        #expect(run.demo.lines.filter { $0.hasPrefix("focus ") } == ["focus tile-0", "focus tile-1"])
    }

    /// The palette's list (screen y 24…680, content 864 tall, so 208 below the fold): scrolled
    /// to its end, the keys carry swatch-red onto the list (its centre, screen y 248) and 37
    /// steps of 10 px down to 618 (content 802, row 11), where it rests at (762, 644). A finger scrolls the list back
    /// to the top, hiding the ring; the next Tab shows the ring on swatch-red again and
    /// scrolls the list the least that shows it (828 + 32 + 2 + 3 + 1 + 8 − 656 = 218,
    /// clamped to the end, 208).
    @Test func tabAfterATouchScrollsTheFocusedSwatchBackIntoTheList() throws {
        let run = try DemoScenesTests.launch(["--scene", "palette"])
        let harness = run.harness
        let scrolledToEnd = { run.demo.lines.filter { $0 == "list scrolled to 208" }.count }
        try harness.touchDrag(from: (762, 600), to: (762, 300), steps: 10, startTime: 1000)
        try run.waitFor(["list scrolled to 208"])
        for code in [Self.tab, Self.enter, Self.tab] + Array(repeating: Self.down, count: 37) + [Self.enter] {
            try Self.press(code, on: harness)
        }
        try run.waitFor(["focus swatch-red", "focus list", "drag ended swatch-red moved into list",
                         "swatch-red rests in list at (762, 644)"])
        try harness.touchDrag(from: (762, 200), to: (762, 600), steps: 10, startTime: 5000)
        try run.waitFor(["list scrolled to 0"])
        try Self.press(Self.tab, on: harness)
        try harness.waitUntil("the list scrolled back to its end") { scrolledToEnd() == 2 }
        // The swatch (#e8505b) on screen again, its ring's line at y 607…610 above its top edge (612).
        try run.waitForPixels(0xFFE8_505B, at: [(762, 644)], "swatch-red in sight")
        try run.waitForPixels(0xFFFF_8C00, at: [(762, 608)], "its focus ring")
        #expect(run.demo.lines.filter { $0.hasPrefix("focus ") } == ["focus swatch-red", "focus colours", "focus list", "focus swatch-red"])
    }
}
