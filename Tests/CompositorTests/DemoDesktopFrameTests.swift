import Foundation
import Testing

/// The frame Tactile draws around the demo under weston's desktop shell (no xdg-decoration):
/// what it looks like, its close button's hover and click, F11, and the window menu.
@Suite struct DemoDesktopFrameTests {
    @Test func theTitleBarIsDrawnAboveTheContent() throws {
        let desktop = try DesktopDemo()
        #expect(desktop.demo.lines.contains("log: decorations client-side"))
        #expect(desktop.resizes == ["log: window resized 1024x812 (content 1024x768)"])
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        try desktop.waitForPixel(DesktopDemo.titleBar, at: origin.x + 512, origin.y - 4, "the title bar above the content")
        let shot = try desktop.harness.screenshot()
        func pixel(_ x: Double, _ y: Double) -> UInt32 { shot.pixel(x: Int(origin.x + x), y: Int(origin.y + y)) }
        // Below the title and above it, the bar's colour runs from its left end (past the
        // rounded corner) to the buttons; the content begins right under it.
        let buttonsStart = 1024 - 3 * DesktopDemo.buttonWidth
        for y in [-40.0, -4] {
            let across = stride(from: 12.0, to: buttonsStart, by: 1).filter { pixel($0, y) != DesktopDemo.titleBar }
            #expect(across.isEmpty, "row \(y) leaves the bar's colour at x \(across.prefix(5))")
        }
        #expect(pixel(4, 4) == DemoWindowTests.sceneBackground)
        // The title, then the three glyphs, each 12 px across at its button's centre, differ
        // from the bar.
        let title = (0..<24).flatMap { y in (16..<140).map { x in pixel(Double(x), Double(y - 34)) } }
        #expect(title.filter { $0 != DesktopDemo.titleBar }.count > 100, "the title \"Tactile demo\" is drawn")
        for index in 0..<3 {
            let centre = 1024 - DesktopDemo.buttonWidth * (Double(index) + 0.5)
            let glyph = (-6..<6).flatMap { dy in (-6..<6).map { dx in pixel(centre + Double(dx), -22 + Double(dy)) } }
            #expect(glyph.filter { $0 != DesktopDemo.titleBar }.count >= 10, "button \(index) from the right shows its glyph")
        }
        // The close glyph's diagonals cross at the button's centre.
        #expect(pixel(1024 - 24 - 3, -22 - 3) != DesktopDemo.titleBar)
        #expect(pixel(1024 - 24 + 2, -22 - 3) != DesktopDemo.titleBar)
    }

    /// The hovered close button turns red in the title bar's strip alone: the window's own
    /// surface gets no new buffer and no damage while the pointer goes over it and away.
    @Test func hoveringTheCloseButtonRepaintsOnlyTheFrame() throws {
        let desktop = try DesktopDemo()
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        let content = try desktop.contentSurface()
        let bar = (x: origin.x + 400, y: origin.y - 22)
        let redSpot = (x: origin.x + 1024 - 40, y: origin.y - 8)
        // Once over and away: what leaving the content asks of it is drawn by the time the
        // bar is back, as it comes before the hover in the demo's input.
        for pass in 0..<2 {
            let before = (attach: desktop.count(".attach(", on: content), damage: desktop.count(".damage_buffer(", on: content))
            try desktop.harness.pointerMotion(x: bar.x, y: bar.y)
            try desktop.harness.pointerFrame()
            try desktop.harness.pointerMotion(x: origin.x + 1024 - 24, y: origin.y - 22)
            try desktop.harness.pointerFrame()
            try desktop.waitForPixel(DesktopDemo.closeHover, at: redSpot.x, redSpot.y, "the hovered close button red")
            try desktop.harness.pointerMotion(x: bar.x, y: bar.y)
            try desktop.harness.pointerFrame()
            try desktop.waitForPixel(DesktopDemo.titleBar, at: redSpot.x, redSpot.y, "the close button back to the bar's colour")
            guard pass == 1 else { continue }
            let after = (attach: desktop.count(".attach(", on: content), damage: desktop.count(".damage_buffer(", on: content))
            #expect(after.attach.surface == before.attach.surface && after.damage.surface == before.damage.surface,
                    "the content's surface \(content) was attached \(after.attach.surface - before.attach.surface) times")
            // The title bar's strip: once red, once back.
            #expect(after.attach.others - before.attach.others >= 2)
        }
    }

    /// The close button ends the demo as the compositor's close would: status 0, and the
    /// state file holds the arrangement it showed.
    @Test func theCloseButtonEndsTheDemoWithItsStateSaved() throws {
        let desktop = try DesktopDemo()
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        // tile-2 (at 95, 252.5 in the content) into the right container, by a finger.
        try desktop.harness.touchDrag(from: (origin.x + 95, origin.y + 252.5), to: (origin.x + 800, origin.y + 300),
                                      steps: 12, startTime: 1000)
        try desktop.waitFor(["drag ended tile-2 moved into right", "state saved"])
        try desktop.click(at: origin.x + 1024 - 24, origin.y - 22, time: 5000)
        #expect(try desktop.demo.process.waitForExit(timeout: .seconds(10)) == .exited(0))
        let tiles = DemoSortingWindowsTests.savedTiles(at: desktop.statePath)
        #expect(tiles.count == 6 && tiles.first { $0.id == "tile-2" }?.container == "right", "\(tiles)")
    }

    /// F11 shows the window fullscreen, at the output's size without a frame; F11 again brings
    /// the window back, framed at its size.
    @Test func f11TogglesFullscreenAndTheFrame() throws {
        let desktop = try DesktopDemo()
        let harness = desktop.harness
        let windowed = try desktop.contentOrigin(width: 1024, height: 768)
        let key = 87  // KEY_F11
        try harness.key(key, pressed: true)
        try harness.key(key, pressed: false)
        try desktop.waitFor(["log: decorations none (fullscreen)", "log: window resized 1600x1200"])
        _ = try desktop.contentOrigin(width: 1600, height: 1200)
        try desktop.waitForContent(at: (0, 0), width: 1600, height: 1200)
        try harness.waitUntil("the home bar along the output's bottom") {
            let shot = try harness.screenshot()
            return [0, 1599].allSatisfy { shot.pixel(x: $0, y: 1199) == DemoWindowTests.homeBarBackground }
        }
        try harness.key(key, pressed: true)
        try harness.key(key, pressed: false)
        try harness.waitUntil("the frame back") {
            desktop.demo.lines.filter { $0 == "log: decorations client-side" }.count == 2 && desktop.resizes.count == 3
        }
        #expect(desktop.resizes == ["log: window resized 1024x812 (content 1024x768)", "log: window resized 1600x1200",
                                    "log: window resized 1024x812 (content 1024x768)"])
        // weston puts the window back where it was (showing it for a moment at 0,0 first).
        try desktop.waitForContent(at: windowed, width: 1024, height: 768)
        try desktop.waitForPixel(DesktopDemo.titleBar, at: windowed.x + 512, windowed.y - 4, "the title bar back above the content")
    }

    /// weston 10's desktop shell has no window menu: the demo asks for it with a right click on
    /// the title bar, and nothing breaks (the frame still answers the pointer).
    @Test func aRightClickOnTheTitleAsksForTheWindowMenu() throws {
        let desktop = try DesktopDemo()
        let harness = desktop.harness
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        try harness.pointerMotion(x: origin.x + 400, y: origin.y - 22)
        try harness.pointerFrame()
        try harness.button(273, pressed: true)
        try harness.pointerFrame()
        try harness.button(273, pressed: false)
        try harness.pointerFrame()
        try desktop.waitForRequest(".show_window_menu(")
        try harness.pointerMotion(x: origin.x + 1024 - 24, y: origin.y - 22)
        try harness.pointerFrame()
        try desktop.waitForPixel(DesktopDemo.closeHover, at: origin.x + 1024 - 40, origin.y - 8, "the hovered close button red")
        #expect(desktop.demo.process.isRunning)
        #expect(try desktop.contentOrigin(width: 1024, height: 768) == origin)
    }
}
