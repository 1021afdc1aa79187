import Foundation
import Testing

/// The real demo's languages against a headless weston at 1024×768: a touch on the settings
/// scene's language row switches the whole demo (the event log's `language` lines, the screen
/// mirrored for Arabic), `--language el` starts in Greek, an unknown code stops it with the list.
@Suite struct DemoLanguageCompositorTests {
    /// The language row: under its caption below the four other settings rows (y 360 to
    /// 408), from the left margin 720 px wide, six segments of 120 px.
    static func segment(_ index: Int) -> (x: Double, y: Double) {
        (24 + 120 * (Double(index) + 0.5), 384)
    }

    /// Where the dark-theme switch's track shows its accent while the rows run left to right.
    static let switchTrack = (x: 316, y: 60)

    @Test func aTouchOnTheLanguageRowSwitchesTheDemoAndArabicMirrorsIt() throws {
        let run = try DemoScenesTests.launch()
        _ = try DemoSettingsSceneTests.showSettings(run)
        try run.harness.touchDrag(from: Self.segment(1), to: Self.segment(1), steps: 1, startTime: 2000)
        // The kiosk's own language is traced at the start, then each switch.
        try run.waitFor(["language en", "language de"])
        try run.waitForPixels(0xFF3C_6E9E, at: [Self.switchTrack], "the switch at the left in German")
        let german = try run.harness.screenshot()
        try run.harness.touchDrag(from: Self.segment(3), to: Self.segment(3), steps: 1, startTime: 3000)
        try run.waitFor(["language en", "language de", "language ar rtl"])
        // The rows run from the right: the switch left its place at the left, which shows the
        // background, and the captions' pixels changed.
        try run.waitForPixels(0xFF20_242C, at: [Self.switchTrack], "the switch gone from the left in Arabic")
        let arabic = try run.harness.screenshot()
        let captions = (0..<260).flatMap { x in (40..<80).map { y in (x + 24, y) } }
        #expect(captions.contains { german.pixel(x: $0.0, y: $0.1) != arabic.pixel(x: $0.0, y: $0.1) })
        // The visitor's language is not a setting: the file keeps none.
        try run.harness.touchDrag(from: (67.5, 736), to: (67.5, 736), steps: 1, startTime: 4000)
        try run.harness.waitUntil("the state saved") { run.state()?["activeScene"] as? String != nil }
        let saved = try #require(FileManager.default.contents(atPath: run.statePath))
        #expect(!String(decoding: saved, as: UTF8.self).contains("\"ar\""))
    }

    @Test func f2ShowsTheNextLanguageOnAnySceneInTheRowsOrder() throws {
        let run = try DemoScenesTests.launch(["--scene", "cart"])
        try run.waitFor(["language en"])
        let f2 = 60
        for _ in 0..<6 { try DemoManipulationTests.press(f2, on: run.harness) }
        let languages = { run.demo.lines.filter { $0.hasPrefix("language ") } }
        try run.harness.waitUntil("seven language lines") { languages().count == 7 }
        #expect(languages() == ["language en", "language de", "language fr", "language ar rtl", "language he rtl",
                                "language el", "language en"])
        #expect(!run.demo.lines.contains("scene settings"))
    }

    @Test func dashDashLanguageStartsInGreek() throws {
        let run = try DemoScenesTests.launch(["--language", "el", "--scene", "settings"])
        try run.waitFor(["language el"])
        #expect(!run.demo.lines.contains { $0.hasPrefix("language ") && $0 != "language el" })
    }

    @Test func anUnknownLanguageStopsTheDemoWithTheList() throws {
        let harness = try WestonHarness()
        let process = try harness.launchClient(executable: try WestonHarness.productPath(named: "tactile-demo"),
                                               arguments: ["--language", "xx"])
        #expect(try process.waitForExit(timeout: .seconds(5)) == .exited(1))
        #expect(process.standardError().contains(
            "unknown language xx; choose one of en (English), de (Deutsch), fr (Français), ar (العربية), he (עברית), el (Ελληνικά)"))
    }
}
