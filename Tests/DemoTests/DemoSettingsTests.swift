import DemoState
import Foundation
import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// The settings scene on the offscreen runner at 1024×768 with the manual clock: its
/// controls, found by the `control` lines it traces, change the theme of every scene, the
/// sorting tiles' size and the on-screen keyboard's letters, reset a scene, and persist.
@Suite struct DemoSettingsTests {
    /// The frames the settings scene traced, by control id (the last line of each).
    static func controlFrames(_ lines: [String]) -> [String: Rect] { tracedFrames(lines, prefix: "control") }

    /// Where the controls are at 1024×768, as a session that is never driven lays them out
    /// (the way the built-in tour finds where to touch).
    static let frames: [String: Rect] = {
        var lines: [String] = []
        let host = SceneHost(size: BuiltInTour.size, clock: ManualClock(), trace: { lines.append($0) })
        DemoSession(host: host, sceneName: SettingsScene.name, state: nil, store: nil).resized(to: BuiltInTour.size)
        return controlFrames(lines)
    }()

    /// The home bar button of the sorting scene (the first of eight).
    static let sortingButton = Point(x: 67.5, y: 736)
    /// The home bar button of the settings scene (the last of eight).
    static let settingsButton = Point(x: 956.5, y: 736)

    @Test func theSceneTracesEachControlsFrame() {
        let run = TagsRun(scene: SettingsScene.name)
        // One row each, 72 px apart from y 24, the controls after a 260 px caption column.
        #expect(run.lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                == ["control theme", "control tile-size", "control keyboard", "control reset"])
        let frames = Self.controlFrames(run.lines)
        #expect(frames["theme"] == Rect(x: 308, y: 44, width: 52, height: 32))
        #expect(frames["tile-size"] == Rect(x: 308, y: 108, width: 480, height: 48))
        #expect(frames["keyboard"]?.minX == 308 && frames["keyboard"]?.midY == 204 && frames["reset"]?.midY == 276)
        #expect(frames == Self.frames)
    }

    @Test func theThemeToggleRepaintsTheOtherScenesAndTheHomeBar() throws {
        var touches = TouchScript()
        touches.tap(at: Self.frames["theme"]!.center)
        touches.wait(milliseconds: 300)
        touches.tap(at: Self.sortingButton)
        let run = DemoRun(touches, scene: SettingsScene.name)
        let frame = try #require(try run.play().last)
        #expect(run.lines.contains("setting theme light") && run.lines.last == "scene sorting")
        // The sorting scene's background and the home bar's, both in the light look.
        #expect(pngPixels(frame, at: [(10, 10), (2, 766)]) == [0xFFEE_F0F3, 0xFFDF_E3E8])
        #expect(run.session.shell.settings.appearance == .light)
        #expect(run.session.shell.host.rootView.effectiveTheme.colors.background == DemoLook.light.theme.colors.background)
        // A scene not shown follows too: the palette's boxes, its list and the list's stripes.
        let palette = run.session.scene(PaletteScene.self)
        #expect(palette.containers.map(\.backgroundColor) == [DemoLook.light.container, DemoLook.light.container, nil])
        let stripes = try #require(palette.list.superview?.subviews.first)
        #expect(stripes.subviews.prefix(2).map(\.backgroundColor) == DemoLook.light.listStripes)

        // Without the tap: the dark look the demo always had.
        var plain = TouchScript()
        plain.tap(at: Self.sortingButton)
        let dark = DemoRun(plain, scene: SettingsScene.name)
        let darkFrame = try #require(try dark.play().last)
        #expect(pngPixels(darkFrame, at: [(10, 10), (2, 766)]) == [0xFF20_242C, 0xFF12_151B])
    }

    @Test func theSliderResizesTheSortingTiles() {
        let run = TagsRun(scene: SettingsScene.name)
        let track = Self.frames["tile-size"]!
        var touches = TouchScript()
        // A drag begun on the track moves the thumb by the finger's movement: to the far end.
        touches.perform(.drag(from: Point(x: track.minX + 30, y: track.midY), to: Point(x: track.maxX, y: track.midY)))
        run.play(touches)
        #expect(run.lines.last { $0.hasPrefix("setting tile-size") } == "setting tile-size 160")
        let sorting = run.session.scene(SortingScene.self)
        #expect(sorting.items.allSatisfy { $0.bounds.size == Size(width: 160, height: 160) })
        // tile-0 keeps its first grid place, spaced for 160 px tiles; tile-2 stays one row below it.
        #expect(sorting.items[0].center == Point(x: 96, y: 96) && sorting.items[2].center == Point(x: 96, y: 96 + 1.25 * 176))
        #expect(run.session.shell.settings.tileSize == 160)
    }

    @Test func theSegmentedControlOrdersTheKeyboardsLetters() {
        let run = TagsRun(scene: SettingsScene.name)
        let control = Self.frames["keyboard"]!
        // Three equal segments: QWERTY, QWERTZ, AZERTY.
        run.tap(Point(x: control.minX + control.width / 2, y: control.midY))
        #expect(run.lines.last == "setting keyboard qwertz")
        #expect(run.runner.host.textEntry?.keyboard.arrangement == .qwertz)
        // A hardware keymap that comes later does not take the chosen letters back.
        run.runner.host.keyboardLayoutDidChange("fr")
        #expect(run.runner.host.textEntry?.keyboard.arrangement == .qwertz)
        run.tap(Point(x: control.minX + control.width * 5 / 6, y: control.midY))
        #expect(run.lines.last == "setting keyboard azerty" && run.runner.host.textEntry?.keyboard.arrangement == .azerty)
    }

    @Test func tabFocusesTheControlsAndSpaceFlipsTheSwitch() {
        let run = TagsRun(scene: SettingsScene.name)
        let press = { (keysym: UInt32) in
            run.runner.handleKey(KeyEvent(time: run.now, keysym: keysym, pressed: true))
            run.runner.handleKey(KeyEvent(time: run.now, keysym: keysym, pressed: false))
            run.runner.play([], until: run.now + .milliseconds(100))
        }
        press(Keysym.tab)
        #expect(run.session.shell.controlFocus.focused === run.session.scene(SettingsScene.self).theme)
        press(Keysym.space)
        #expect(run.lines.last == "setting theme light")
        // The arrows move the focused slider by a step.
        press(Keysym.tab)
        press(Keysym.right)
        #expect(run.lines.last == "setting tile-size 120")
    }

    @Test func theResetButtonPutsTheSceneShownBeforeBack() {
        let run = TagsRun(scene: SortingScene.name)
        let sorting = run.session.scene(SortingScene.self)
        let start = sorting.items[2].surfaceCenter
        var touches = TouchScript()
        touches.perform(.drag(from: start, to: Point(x: 500, y: 300)))
        run.play(touches)
        #expect(sorting.items[2].superview?.identifier == "middle")
        run.tap(Self.settingsButton)
        #expect(run.session.scene(SettingsScene.self).reset.title == "Reset sorting")
        let reset = Self.controlFrames(run.lines)["reset"]!
        #expect(run.lines(during: { run.tap(reset.center) }).contains("scene reset sorting"))
        #expect(sorting.items[2].superview?.identifier == "left" && sorting.items[2].surfaceCenter == start)
    }

    @Test func aResetOfTheTagsTakesTheTagsAwayAndEmptiesTheField() {
        let run = TagsRun()
        run.tap(run.scene.field.surfaceCenter)
        run.typeOnHardware("pear", enter: true)
        run.typeOnHardware("pl")
        #expect(run.scene.tags.count == 1 && run.scene.field.text == "pl")
        run.tap(Point(x: 512, y: 100))  // Between the field and the containers: the keyboard goes.
        run.tap(Self.settingsButton)
        let reset = Self.controlFrames(run.lines)["reset"]!
        #expect(run.lines(during: { run.tap(reset.center) }).contains("scene reset tags"))
        #expect(run.scene.tags.isEmpty && run.scene.field.text.isEmpty && run.scene.containers[0].subviews.isEmpty)
        #expect(run.session.shell.capturedState().scenes["tags"] == SceneLayout(
            containers: run.session.shell.defaults["tags"]!.containers, items: [], fields: ["name": ""]))
    }

    @Test func aHomeBarButtonLooksPressedFromTheTouchDownAndActsAtTheLift() throws {
        var touches = TouchScript()
        touches.down(at: Self.settingsButton)
        touches.wait(milliseconds: 16)
        touches.snapshot()
        touches.wait(milliseconds: 50)
        touches.up()
        let run = DemoRun(touches)
        let frames = try run.play()
        // Above the title: the pressed accent while held, then the lit button of the scene on show.
        #expect(pngPixels(frames[0], at: [(950, 716)]) == [0xFF8B_BCF0])
        #expect(pngPixels(frames[1], at: [(950, 716)]) == [0xFF3C_6E9E])
        #expect(run.lines.first == "scene settings")
    }

    @Test func aButtonSlidOffDoesNothing() {
        let run = TagsRun(scene: SortingScene.name)
        var touches = TouchScript()
        // Down on the settings button, then 40 px above the bar: no scene change.
        touches.down(at: Self.settingsButton)
        touches.wait(milliseconds: 50)
        touches.move(to: Point(x: Self.settingsButton.x, y: 660))
        touches.wait(milliseconds: 50)
        touches.up()
        #expect(!run.lines(during: { run.play(touches) }).contains("scene settings"))
        #expect(run.session.shell.active.name == SortingScene.name)
    }

    @Test func settingsRoundTripThroughTheStateFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/state.json"
        var problems: [String] = []
        let store = StateStore<LayoutState>(path: path) { problems.append($0) }
        var touches = TouchScript()
        touches.tap(at: Self.frames["theme"]!.center)
        touches.wait(milliseconds: 300)
        let keyboard = Self.frames["keyboard"]!
        touches.tap(at: Point(x: keyboard.minX + keyboard.width / 2, y: keyboard.midY))
        let run = DemoRun(touches, scene: SettingsScene.name, store: store)
        try run.play()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"settings\" : {\n    \"keyboard\" : \"qwertz\",\n    \"theme\" : \"light\"\n  }"))

        let relaunch = DemoRun(TouchScript(), state: store.load(), store: store)
        try relaunch.play()
        let shell = relaunch.session.shell
        #expect(shell.settings == DemoSettings(appearance: .light, keyboard: .qwertz))
        #expect(shell.active.name == SettingsScene.name && shell.settingsScene?.theme.isOn == false)
        #expect(shell.scenes.first { $0 is SortingScene }?.view.backgroundColor == DemoLook.light.theme.colors.background)
        #expect(relaunch.runner.host.textEntry?.keyboard.arrangement == .qwertz)
        #expect(problems.isEmpty)
    }

    @Test func oldFilesLoadAndBadSettingsTakeTheirDefaults() throws {
        let old = #"{"version":1,"activeScene":"sorting","surface":{"width":1024,"height":768},"scenes":{}}"#
        let decoded = try JSONDecoder().decode(LayoutState.self, from: Data(old.utf8))
        #expect(decoded.settings == DemoSettings() && decoded.settings.problems.isEmpty)

        let bad = #"{"version":1,"activeScene":"sorting","surface":{"width":1024,"height":768},"scenes":{},"#
            + #""settings":{"theme":"purple","tileSize":900,"keyboard":"dvorak"}}"#
        let state = try JSONDecoder().decode(LayoutState.self, from: Data(bad.utf8))
        #expect(state.settings == DemoSettings())
        #expect(state.settings.problems == [
            #"settings.theme "purple" is not "dark" or "light"; using dark"#,
            "settings.tileSize 900.0 is not a size from 60 to 160; fitting the tiles to the window",
            #"settings.keyboard "dvorak" is not "qwerty", "qwertz" or "azerty"; following the hardware keyboard"#,
        ])
        let notAnObject = #"{"version":1,"activeScene":"sorting","surface":{"width":1024,"height":768},"scenes":{},"settings":5}"#
        #expect(try JSONDecoder().decode(LayoutState.self, from: Data(notAnObject.utf8)).settings.problems.count == 1)

        // The run says what it left at its default, and restores the rest.
        let run = DemoRun(TouchScript(), state: state)
        try run.play()
        #expect(Array(run.lines.prefix(3)) == state.settings.problems.map { "state setting left at its default: " + $0 }, "\(run.lines.prefix(4))")
        #expect(run.lines.contains("state restored"))
    }
}
