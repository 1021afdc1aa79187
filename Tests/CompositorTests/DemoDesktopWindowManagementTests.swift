import Foundation
import Testing

/// The demo's window moved, resized and maximised through the frame Tactile draws, under
/// weston's desktop shell, by mouse and by finger.
///
/// Each drag goes past the frame's threshold, waits until weston has the demo's move or resize
/// request, then goes on to its end: weston moves and resizes a window by the pointer's travel
/// from where the button went down, and a window under a finger by the finger's travel from
/// where it was when the request came.
@Suite struct DemoDesktopWindowManagementTests {
    /// How far a drag can go from `origin` along each axis with the window still on the output
    /// (weston places it at random): 120 px towards the side with room.
    static func travel(from origin: (x: Double, y: Double), on harness: WestonHarness) -> (dx: Double, dy: Double) {
        (origin.x < Double(harness.width) / 2 - 512 ? 120 : -120, origin.y < Double(harness.height) / 2 - 384 ? 120 : -120)
    }

    @Test func aPointerDragOnTheTitleBarMovesTheWindow() throws {
        let desktop = try DesktopDemo()
        let harness = desktop.harness
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        let (dx, dy) = Self.travel(from: origin, on: harness)
        let press = (x: origin.x + 400, y: origin.y - 22)
        try harness.pointerMotion(x: press.x, y: press.y)
        try harness.pointerFrame()
        try harness.button(272, pressed: true)
        try harness.pointerFrame()
        try harness.pointerMotion(x: press.x + dx / 12, y: press.y + dy / 12)
        try harness.pointerFrame()
        try desktop.waitForRequest(".move(")
        for step in 2...12 {
            try harness.pointerMotion(x: press.x + dx * Double(step) / 12, y: press.y + dy * Double(step) / 12)
            try harness.pointerFrame()
        }
        try harness.button(272, pressed: false)
        try harness.pointerFrame()
        try desktop.waitForContent(at: (origin.x + dx, origin.y + dy), width: 1024, height: 768)
        #expect(desktop.resizes == ["log: window resized 1024x812 (content 1024x768)"])
    }

    @Test func aFingerDragOnTheTitleBarMovesTheWindow() throws {
        let desktop = try DesktopDemo()
        let harness = desktop.harness
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        let (dx, dy) = Self.travel(from: origin, on: harness)
        let press = (x: origin.x + 400, y: origin.y - 22)
        try harness.touchDown(id: 0, x: press.x, y: press.y, time: 1000)
        try harness.touchFrame()
        try harness.touchMotion(id: 0, x: press.x + dx / 12, y: press.y + dy / 12, time: 1016)
        try harness.touchFrame()
        try desktop.waitForRequest(".move(")
        for step in 2...12 {
            try harness.touchMotion(id: 0, x: press.x + dx * Double(step) / 12, y: press.y + dy * Double(step) / 12,
                                    time: 1000 + 16 * UInt32(step))
            try harness.touchFrame()
        }
        try harness.touchUp(id: 0, time: 1300)
        try harness.touchFrame()
        try desktop.waitForContent(at: (origin.x + dx * 11 / 12, origin.y + dy * 11 / 12), width: 1024, height: 768)
    }

    /// A drag from just beyond the bottom-right corner, 200 px left and 100 up: the window
    /// (title bar included) shrinks by as much, and the content shows at its new size.
    @Test func aDragOnTheBottomRightCornerResizesTheWindow() throws {
        let desktop = try DesktopDemo()
        let harness = desktop.harness
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        let press = (x: origin.x + 1024 + 6, y: origin.y + 768 + 6)
        try harness.pointerMotion(x: press.x, y: press.y)
        try harness.pointerFrame()
        try harness.button(272, pressed: true)
        try harness.pointerFrame()
        try desktop.waitForRequest(".resize(")
        for step in 1...10 {
            try harness.pointerMotion(x: press.x - 20 * Double(step), y: press.y - 10 * Double(step))
            try harness.pointerFrame()
        }
        try harness.button(272, pressed: false)
        try harness.pointerFrame()
        try desktop.waitFor(["log: window resized 824x712 (content 824x668)"])
        // The window stays where it was; the home bar runs along the new bottom edge, the
        // scene reaches the new right edge, and the desktop's background shows beyond the
        // frame's shadow.
        try desktop.waitForContent(at: origin, width: 824, height: 668)
        try harness.waitUntil("the content at 824x668") {
            let shot = try harness.screenshot()
            func pixel(_ x: Double, _ y: Double) -> UInt32 { shot.pixel(x: Int(origin.x + x), y: Int(origin.y + y)) }
            return pixel(1, 667) == DemoWindowTests.homeBarBackground && pixel(823, 1) == DemoWindowTests.sceneBackground
                && pixel(824 + 30, 300) == 0xFF30_6030 && pixel(400, 668 + 30) == 0xFF30_6030
        }
    }

    /// A double click on the title maximises the window to the output's work area (the output
    /// below the shell's panel); another puts it back at its size.
    @Test func aDoubleClickOnTheTitleMaximisesAndRestores() throws {
        let desktop = try DesktopDemo()
        let harness = desktop.harness
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        try desktop.click(at: origin.x + 400, origin.y - 22, time: 1000)
        try desktop.click(at: origin.x + 400, origin.y - 22, time: 1200)
        let workArea = (width: harness.width, height: harness.height - Int(DesktopDemo.panelHeight))
        let maximised = "log: window resized \(workArea.width)x\(workArea.height) (content \(workArea.width)x\(workArea.height - 44))"
        try desktop.waitFor([maximised])
        try desktop.waitForContent(at: (0, DesktopDemo.panelHeight + 44), width: Double(workArea.width),
                                   height: Double(workArea.height - 44))
        try desktop.click(at: 400, DesktopDemo.panelHeight + 22, time: 3000)
        try desktop.click(at: 400, DesktopDemo.panelHeight + 22, time: 3200)
        try harness.waitUntil("the window back at its size") { desktop.resizes.count == 3 }
        #expect(desktop.resizes == ["log: window resized 1024x812 (content 1024x768)", maximised,
                                    "log: window resized 1024x812 (content 1024x768)"])
        _ = try desktop.contentOrigin(width: 1024, height: 768)
    }
}
