import Foundation
import Testing

/// The demo's tags scene against a headless weston at 1024×768 (kiosk shell): a finger on
/// the field brings the on-screen keyboard, whose keys the test finds in the event log's
/// `osk key` lines as any log reader would, types on it by touch (a two-thumb roll, an accent
/// by a long press) and with injected hardware keys, makes a tag with enter, finds it in the
/// state file and drags it into `keep`.
///
/// Geometry: the field spans (24, 24, 976×64); inbox, keep and bin are 309.33 wide from y 112
/// to 680, keep centred at (512, 396); a new tag's chip is 44 high and 32 + 12 px per
/// character wide, its first slot 16 px into inbox's corner.
@Suite struct DemoTextEntryTests {
    /// evdev key codes (KEY_Y types z on a German layout).
    static let keyS = 31, keyEnter = 28, keyY = 21

    /// The frames of the on-screen keys in the last block of `osk key` lines, by label.
    static func keyFrames(in lines: [String]) -> [String: (x: Double, y: Double)] {
        var centres: [String: (x: Double, y: Double)] = [:]
        for line in lines where line.hasPrefix("osk key ") {
            let fields = line.split(separator: " ").map(String.init)
            let numbers = fields[3...].compactMap { Double($0) }
            guard fields.count == 7, numbers.count == 4 else { continue }
            centres[fields[2]] = (numbers[0] + numbers[2] / 2, numbers[1] + numbers[3] / 2)
        }
        return centres
    }

    /// The saved tags of the tags scene: id, container and text of each.
    static func savedTags(_ run: DemoScenesTests.Run) -> [String] {
        let scene = (run.state()?["scenes"] as? [String: Any])?["tags"] as? [String: Any]
        let items = scene?["items"] as? [[String: Any]] ?? []
        return items.map { "\($0["id"] as? String ?? "?") \($0["container"] as? String ?? "?") \($0["text"] as? String ?? "?")" }
    }

    @Test func aWordTypedByTouchAndKeysBecomesATagThatDragsIntoKeep() throws {
        let run = try DemoScenesTests.launch(["--scene", "tags"])
        let harness = run.harness
        try run.waitFor(["field name 24 24 976 64"])
        try harness.touchDrag(from: (512, 56), to: (512, 56), steps: 1, startTime: 1000)
        try run.waitFor(["keyboard shown"])
        try harness.waitUntil("the keys in the event log") { Self.keyFrames(in: run.demo.lines)["enter"] != nil }
        let keys = Self.keyFrames(in: run.demo.lines)
        // weston's default keymap is US English: QWERTY (the window logged the layout's name).
        #expect(run.demo.lines.contains("keyboard layout English (US)"))
        #expect(keys["q"].map { $0.y < (keys["a"]?.y ?? 0) } == true && keys["z"].map { $0.x < (keys["x"]?.x ?? 0) } == true)
        let c = try #require(keys["c"]), a = try #require(keys["a"]), f = try #require(keys["f"]), e = try #require(keys["e"])

        // c, then a rolled over it: a goes down before c lifts; both type, in press order.
        try harness.touchDown(id: 0, x: c.x, y: c.y, time: 2000)
        try harness.touchFrame()
        try harness.touchDown(id: 1, x: a.x, y: a.y, time: 2030)
        try harness.touchFrame()
        try harness.touchUp(id: 0, time: 2060)
        try harness.touchFrame()
        try harness.touchUp(id: 1, time: 2090)
        try harness.touchFrame()
        try harness.touchDrag(from: f, to: f, steps: 1, startTime: 2200)
        try run.waitFor(["text name \"caf\""])
        // A still finger on e for longer than the half second opens its accents, é over the
        // key: lifting there types it.
        try harness.touchDown(id: 0, x: e.x, y: e.y, time: 3000)
        try harness.touchFrame()
        Thread.sleep(forTimeInterval: 0.9)
        try harness.touchUp(id: 0, time: 3900)
        try harness.touchFrame()
        try run.waitFor(["text name \"café\""])

        // The hardware keyboard types into the same field, and its Enter makes the tag.
        try DemoManipulationTests.press(Self.keyS, on: harness)
        try run.waitFor(["text name \"cafés\""])
        try DemoManipulationTests.press(Self.keyEnter, on: harness)
        try run.waitFor(["tag created tag-1 \"cafés\"", "text name \"\"", "state saved"])
        try harness.waitUntil("the tag in the state file") { Self.savedTags(run) == ["tag-1 inbox cafés"] }
        let fields = ((run.state()?["scenes"] as? [String: Any])?["tags"] as? [String: Any])?["fields"] as? [String: String]
        #expect(fields == ["name": ""])

        // The chip, 92 wide, centred at (86, 150): a finger carries it into keep.
        try harness.touchDrag(from: (86, 150), to: (512, 396), steps: 12, startTime: 5000)
        try run.waitFor(["drag started tag-1", "drag ended tag-1 moved into keep", "tag-1 rests in keep at (512, 396)"])
        try harness.waitUntil("the tag saved in keep") { Self.savedTags(run) == ["tag-1 keep cafés"] }
        #expect(run.savedItem("tag-1", in: "tags")?.frame == [466, 374, 92, 44])
    }

    @Test func aTapOutsideHidesTheKeyboardAndTheTextIsPutBackAtTheNextStart() throws {
        let first = try DemoScenesTests.launch(["--scene", "tags"])
        let harness = first.harness
        try harness.touchDrag(from: (512, 56), to: (512, 56), steps: 1, startTime: 1000)
        try first.waitFor(["keyboard shown"])
        try DemoManipulationTests.press(Self.keyS, on: harness)
        try first.waitFor(["text name \"s\"", "state saved"])
        // A tap on keep, which takes no typing.
        try harness.touchDrag(from: (512, 300), to: (512, 300), steps: 1, startTime: 2000)
        try first.waitFor(["keyboard hidden"])
        try harness.waitUntil("the field's text saved") {
            ((first.state()?["scenes"] as? [String: Any])?["tags"] as? [String: Any])?["fields"] as? [String: String] == ["name": "s"]
        }
        try first.demo.process.terminate()

        let second = try DemoScenesTests.launch(statePath: first.statePath, harness: harness)
        try second.waitFor(["state restored", "field name 24 24 976 64"])
        try harness.touchDrag(from: (512, 56), to: (512, 56), steps: 1, startTime: 4000)
        try second.waitFor(["keyboard shown"])
        try DemoManipulationTests.press(Self.keyS, on: harness)
        try second.waitFor(["text name \"ss\""])
    }

    @Test func onAGermanKeymapTheLettersAreQWERTZ() throws {
        let run = try DemoScenesTests.launch(["--scene", "tags"], harness: try WestonHarness(width: 1024, height: 768, keymapLayout: "de"))
        let harness = run.harness
        try harness.touchDrag(from: (512, 56), to: (512, 56), steps: 1, startTime: 1000)
        try run.waitFor(["keyboard layout German", "keyboard shown"])
        try harness.waitUntil("the keys in the event log") { Self.keyFrames(in: run.demo.lines)["enter"] != nil }
        let keys = Self.keyFrames(in: run.demo.lines)
        // z in the top row between t and u, y in the bottom row, and the umlauts.
        let t = try #require(keys["t"]), z = try #require(keys["z"]), u = try #require(keys["u"]), y = try #require(keys["y"])
        #expect(z.y == t.y && t.x < z.x && z.x < u.x && y.y > z.y)
        #expect(keys["ü"] != nil && keys["ö"] != nil && keys["ä"] != nil)
        // The hardware keyboard types by the same layout: the key right of T is Z.
        try DemoManipulationTests.press(Self.keyY, on: harness)
        try run.waitFor(["text name \"z\""])
    }

    /// A Greek keymap gives Greek letters, read from its XKB layout: λ typed by touch, then
    /// υ by the hardware key where US keyboards have Y.
    @Test func onAGreekKeymapTheLettersAreGreek() throws {
        let run = try DemoScenesTests.launch(["--scene", "tags"], harness: try WestonHarness(width: 1024, height: 768, keymapLayout: "gr"))
        let harness = run.harness
        try harness.touchDrag(from: (512, 56), to: (512, 56), steps: 1, startTime: 1000)
        try run.waitFor(["keyboard layout Greek", "keyboard shown"])
        try harness.waitUntil("the keys in the event log") { Self.keyFrames(in: run.demo.lines)["enter"] != nil }
        let keys = Self.keyFrames(in: run.demo.lines)
        #expect(keys["q"] == nil && keys["ς"] != nil && keys["ω"] != nil)
        let lambda = try #require(keys["λ"])
        try harness.touchDrag(from: lambda, to: lambda, steps: 1, startTime: 2000)
        try run.waitFor(["text name \"λ\""])
        try DemoManipulationTests.press(Self.keyY, on: harness)
        try run.waitFor(["text name \"λυ\""])
    }
}
