import Foundation
import Testing

/// The demo's window moved, resized and maximised through the frame Tactile draws, under
/// weston's desktop shell, by mouse and by finger.
///
/// weston moves and resizes a window by the pointer's travel from where the button went down:
/// each pointer drag goes past the frame's threshold, waits until weston has started its grab,
/// then goes on to its end. A window under a finger moves by the finger's travel from where
/// it was when weston took the demo's request.
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
        try desktop.waitForPointerGrab(".move(")
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
        func point(_ step: Int) -> (x: Double, y: Double) { (press.x + dx * Double(step) / 12, press.y + dy * Double(step) / 12) }
        func move(_ step: Int) throws {
            try harness.touchMotion(id: 0, x: point(step).x, y: point(step).y, time: 1000 + 16 * UInt32(step))
            try harness.touchFrame()
        }
        try harness.touchDown(id: 0, x: press.x, y: press.y, time: 1000)
        try harness.touchFrame()
        try move(1)
        try desktop.waitForRequest(".move(")
        // Step by step until a motion moves the window rather than reach the demo: the one
        // before is where weston took the drag. (The title bar's strip lies 24 px left of the
        // content and 68 px above it.)
        var step = 1
        var moved = false
        while !moved, step < 11 {
            step += 1
            try move(step)
            let local = (x: point(step).x - origin.x + 24, y: point(step).y - origin.y + 68)
            try harness.waitUntil("motion \(step) in the demo, or the window moving") {
                if desktop.receivedTouchMotion(toX: local.x, y: local.y) { return true }
                moved = try desktop.currentContentOrigin(width: 1024, height: 768).map { $0 != origin } ?? false
                return moved
            }
        }
        #expect(moved, "the window moved before the finger's last step")
        for next in (step + 1)..<13 { try move(next) }
        try harness.touchUp(id: 0, time: 1300)
        try harness.touchFrame()
        let grabbed = point(step - 1)
        try desktop.waitForContent(at: (origin.x + point(12).x - grabbed.x, origin.y + point(12).y - grabbed.y), width: 1024, height: 768)
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
        try desktop.waitForPointerGrab(".resize(")
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
                && pixel(824 + 30, 300) == DesktopDemo.background && pixel(400, 668 + 30) == DesktopDemo.background
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
