import Foundation
import Testing

/// The real demo's settings scene and home-bar buttons against a headless weston at
/// 1024×768, driven by injected touch and mouse at the frames the event log gives
/// (`control <id> <x> <y> <width> <height>`); the results read in the event log, the state
/// file and on screen. Home-bar geometry: see `DemoScenesTests`.
@Suite struct DemoSettingsSceneTests {
    /// The home bar's settings button (the last of eight), and its putty button.
    static let settingsButton = (x: 956.5, y: 736.0), puttyButton = (x: 194.5, y: 736.0)

    /// Shows the settings by a touch on its home-bar button; returns the controls' frames as
    /// traced.
    static func showSettings(_ run: DemoScenesTests.Run) throws -> [String: (x: Double, y: Double, width: Double, height: Double)] {
        try run.harness.touchDrag(from: settingsButton, to: settingsButton, steps: 1, startTime: 1000)
        try run.waitFor(["scene settings"])
        try run.harness.waitUntil("the four control lines") { run.demo.lines.filter { $0.hasPrefix("control ") }.count >= 4 }
        var frames: [String: (x: Double, y: Double, width: Double, height: Double)] = [:]
        for line in run.demo.lines where line.hasPrefix("control ") {
            let fields = line.split(separator: " ").map(String.init)
            let numbers = fields[2...].compactMap { Double($0) }
            frames[fields[1]] = (numbers[0], numbers[1], numbers[2], numbers[3])
        }
        return frames
    }

    /// The state file's `settings` object.
    static func settings(_ run: DemoScenesTests.Run) -> [String: Any]? {
        run.state()?["settings"] as? [String: Any]
    }

    @Test func aTouchPressesAHomeBarButtonAndAClickSwitchesTheTheme() throws {
        let run = try DemoScenesTests.launch()
        let frames = try Self.showSettings(run)
        let theme = try #require(frames["theme"])
        // A click (mouse, left button) on the switch: off, the light look.
        let centre = (x: theme.x + theme.width / 2, y: theme.y + theme.height / 2)
        try run.harness.mouseDrag(from: centre, to: centre, steps: 1)
        try run.waitFor(["setting theme light", "state saved"])
        try run.harness.waitUntil("the theme saved") { Self.settings(run)?["theme"] as? String == "light" }
        #expect(run.state()?["activeScene"] as? String == "settings")
        // The settings' background and the home bar's, light.
        try run.waitForPixels(0xFFEE_F0F3, at: [(10, 10)], "the light settings scene")
        try run.waitForPixels(0xFFDF_E3E8, at: [(2, 766)], "the light home bar")
        // The sorting scene, by a click on its button, is light too.
        try run.harness.mouseDrag(from: (67.5, 736), to: (67.5, 736), steps: 1)
        try run.waitFor(["scene sorting"])
        try run.waitForPixels(0xFFEE_F0F3, at: [(10, 10)], "the light sorting scene")
    }

    @Test func aFingerSlidOffAButtonCancelsIt() throws {
        let run = try DemoScenesTests.launch()
        // Down on the settings button, up 80 px above the bar: nothing.
        try run.harness.touchDrag(from: Self.settingsButton, to: (Self.settingsButton.x, 656), steps: 6, startTime: 1000)
        // Then a tap on putty's: the log holds its scene line, and none for settings.
        try run.harness.touchDrag(from: Self.puttyButton, to: Self.puttyButton, steps: 1, startTime: 2000)
        try run.waitFor(["scene putty"])
        #expect(!run.demo.lines.contains("scene settings"))
    }

    @Test func dragsOnTheSliderAndTheSwitchChangeTheTilesAndTheTheme() throws {
        let run = try DemoScenesTests.launch()
        let frames = try Self.showSettings(run)
        let slider = try #require(frames["tile-size"]), toggle = try #require(frames["theme"])
        // A drag along the track, begun left of the thumb, to its far end: 160 px tiles.
        let trackY = slider.y + slider.height / 2
        try run.harness.touchDrag(from: (slider.x + 30, trackY), to: (slider.x + slider.width, trackY), steps: 12, startTime: 3000)
        try run.waitFor(["setting tile-size 160"])
        // The switch's knob dragged from the right end (on: dark) to the left: off, light.
        let toggleY = toggle.y + toggle.height / 2
        try run.harness.touchDrag(from: (toggle.x + toggle.width - 10, toggleY), to: (toggle.x - 10, toggleY), steps: 8, startTime: 4000)
        try run.waitFor(["setting theme light"])
        try run.harness.waitUntil("the settings saved") {
            Self.settings(run)?["tileSize"] as? Double == 160 && Self.settings(run)?["theme"] as? String == "light"
        }
        #expect(run.savedItem("tile-0")?.frame == [40, 40, 160, 160])
    }

    @Test func theResetButtonPutsTheSortingTilesBack() throws {
        let run = try DemoScenesTests.launch()
        _ = try run.moveTile2AndWaitForTheSave()
        #expect(run.savedItem("tile-2")?.container == "right")
        let frames = try Self.showSettings(run)
        let reset = try #require(frames["reset"])
        let centre = (x: reset.x + reset.width / 2, y: reset.y + reset.height / 2)
        try run.harness.touchDrag(from: centre, to: centre, steps: 1, startTime: 5000)
        try run.waitFor(["scene reset sorting"])
        try run.harness.waitUntil("tile-2 saved back home") { run.savedItem("tile-2")?.container == "left" }
        #expect(run.savedItem("tile-2")?.frame == [40, 197.5, 110, 110])
    }
}
