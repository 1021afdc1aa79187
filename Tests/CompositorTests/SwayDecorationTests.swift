import Foundation
import Testing

/// The demo under headless sway 1.7, which offers xdg-decoration: the demo asks for
/// server-side frames and sway gives them; Tactile draws none. The harness's sway shows windows
/// without borders (`default_border none`); `swaymsg border …` changes that for the demo's
/// window.
@Suite struct SwayDecorationTests {
    /// sway's focused title bar (`client.focused` background), #285577.
    static let swayTitleBar: UInt32 = 0xFF28_5577
    /// The sway criteria naming the demo's window (by its app id).
    static let demoWindow = "[app_id=\"org.tactile.demo\"]"

    /// Waits until the screenshot's column x = 300 shows `colour` at each of `rows`.
    static func waitForColumn(_ rows: [Int: UInt32], on harness: SwayHarness, _ what: String) throws {
        var seen: [Int: UInt32] = [:]
        do {
            try harness.waitUntil(what, timeout: .harnessWait) {
                let shot = try harness.screenshot()
                seen = rows.mapValues { _ in 0 }
                for row in rows.keys { seen[row] = shot.pixel(x: 300, y: row) }
                return seen == rows
            }
        } catch {
            throw HarnessError("\(error)\nlast seen: \(seen.sorted { $0.key < $1.key }.map { "\($0.key): \(String($0.value, radix: 16))" })")
        }
    }

    @Test func swayDrawsTheFrameAndTactileNone() throws {
        let harness = try SwayHarness(width: 1024, height: 768)
        let demo = try DemoWindowTests.launchDemo(on: harness, mappedLine: "window 1024x768 scale 1.0")
        // Without a border the window is the whole output, the content all of it.
        #expect(demo.lines.contains("log: decorations server-side"))
        #expect(!demo.lines.contains("log: decorations client-side"))
        #expect(demo.lines.filter { $0.hasPrefix("log: window resized ") } == ["log: window resized 1024x768"])
        // sway knows the window (for `swaymsg`) once it has mapped it: once it shows.
        try Self.waitForColumn([0: DemoWindowTests.sceneBackground, 20: DemoWindowTests.sceneBackground], on: harness,
                               "the scene from the output's top")
        // With sway's title bar (27 px, and 2 px borders), the content begins right under it.
        try harness.swaymsg(Self.demoWindow + " border normal")
        try harness.waitUntil("the window resized for sway's frame") { demo.lines.contains("log: window resized 1020x739") }
        try Self.waitForColumn([4: Self.swayTitleBar, 24: Self.swayTitleBar, 28: DemoWindowTests.sceneBackground,
                                44: DemoWindowTests.sceneBackground], on: harness, "sway's title bar above the scene")
        #expect(demo.lines.filter { $0.hasPrefix("log: decorations ") } == ["log: decorations server-side"])
    }

    /// `border csd` makes sway 1.7 answer client-side: Tactile's frame appears in the window's
    /// size as configured (its title bar and the content below it). sway keeps the tiled
    /// window's size and still draws its own title bar above it; the window being tiled on
    /// every side, Tactile's frame has no shadow. `border normal` gives the frame back to sway.
    @Test func aModeChangeMidSessionBringsTheFrameAndTakesItAway() throws {
        let harness = try SwayHarness(width: 1024, height: 768)
        let demo = try DemoWindowTests.launchDemo(on: harness, mappedLine: "window 1024x768 scale 1.0")
        try Self.waitForColumn([0: DemoWindowTests.sceneBackground], on: harness, "the window mapped")
        try harness.swaymsg(Self.demoWindow + " border normal")
        try harness.waitUntil("the window resized for sway's frame") { demo.lines.contains("log: window resized 1020x739") }
        try harness.swaymsg(Self.demoWindow + " border csd")
        try waitForLines(["log: decorations client-side", "log: window resized 1020x739 (content 1020x695)"],
                         in: "the demo's event log", on: harness, lines: { demo.lines })
        try Self.waitForColumn([24: Self.swayTitleBar, 28: DesktopDemo.titleBar, 66: DesktopDemo.titleBar,
                                80: DemoWindowTests.sceneBackground], on: harness, "Tactile's title bar under sway's")
        try harness.swaymsg(Self.demoWindow + " border normal")
        try harness.waitUntil("the frame back to sway") {
            demo.lines.filter { $0.hasPrefix("log: decorations ") }.count == 3
        }
        #expect(demo.lines.filter { $0.hasPrefix("log: decorations ") }
            == ["log: decorations server-side", "log: decorations client-side", "log: decorations server-side"])
        #expect(demo.lines.filter { $0.hasPrefix("log: window resized ") }.suffix(2)
            == ["log: window resized 1020x739 (content 1020x695)", "log: window resized 1020x739"])
        try Self.waitForColumn([24: Self.swayTitleBar, 28: DemoWindowTests.sceneBackground, 44: DemoWindowTests.sceneBackground],
                               on: harness, "the scene right under sway's title bar again")
    }
}
