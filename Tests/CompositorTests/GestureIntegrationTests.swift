import Foundation
import Testing

/// Gestures in the real demo (`--scene gestures`) driven by touch and mouse input injected
/// into a headless weston: the demo traces each recognizer's states and each tile's geometry
/// when a gesture ends. On a 640×480 output the four 110×110 tiles are centred at
/// x = 128, 256, 384, 512 and y = 240.
@Suite struct GestureIntegrationTests {
    static func launch() throws -> (WestonHarness, DemoWindowTests.Demo) {
        let harness = try WestonHarness()
        let demo = try DemoWindowTests.launchDemo(on: harness, arguments: ["--scene", "gestures"])
        try harness.waitForSurface(of: demo.process, atX: 128, y: 240)
        return (harness, demo)
    }

    /// The tile geometry line the demo traced last for `tile`, as numbers:
    /// center x, center y, scale, rotation.
    static func geometry(of tile: String, in demo: DemoWindowTests.Demo) -> [Double]? {
        guard let line = demo.lines.last(where: { $0.hasPrefix("\(tile) center ") }) else { return nil }
        let words = line.split(separator: " ")
        return [words[2], words[3], words[5], words[7]].compactMap { Double($0) }
    }

    static func waitForGeometry(of tile: String, in demo: DemoWindowTests.Demo, harness: WestonHarness) throws -> [Double] {
        try harness.waitUntil("\(tile)'s geometry trace") { geometry(of: tile, in: demo) != nil }
        return geometry(of: tile, in: demo)!
    }

    @Test func aTouchPansATile() throws {
        let (harness, demo) = try Self.launch()
        try harness.touchDrag(from: (128, 240), to: (228, 290), steps: 10, startTime: 1000)
        let geometry = try Self.waitForGeometry(of: "tile-0", in: demo, harness: harness)
        #expect(geometry == [228, 290, 1, 0])
        let gestures = demo.lines.filter { $0.hasPrefix("gesture ") && $0.hasSuffix("tile-0") }
        #expect(gestures.first == "gesture lift began tile-0")
        #expect(gestures.contains("gesture pan began tile-0"))
        #expect(gestures.suffix(2).sorted() == ["gesture lift ended tile-0", "gesture pan ended tile-0"])
        // The tile's colour (#e8505b) is drawn where it went, and the old place shows the background.
        try harness.waitUntil("the moved tile on screen") {
            let shot = try harness.screenshot()
            return shot.pixel(x: 228, y: 290) == 0xFFE8_505B && shot.pixel(x: 128, y: 240) == 0xFF1B_2838
        }
    }

    @Test func twoFingersPinchAndRotateATileTogether() throws {
        let (harness, demo) = try Self.launch()
        // Fingers 40 px either side of tile-1's centre (256, 240) move to 80 px apart and turn a
        // quarter turn: scale 2, rotation π/2, centre unchanged.
        try harness.touchDown(id: 0, x: 216, y: 240, time: 1000)
        try harness.touchDown(id: 1, x: 296, y: 240, time: 1000)
        try harness.touchFrame()
        let steps = 12
        for step in 1...steps {
            let angle = Double.pi / 2 * Double(step) / Double(steps)
            let radius = 40 + 40 * Double(step) / Double(steps)
            let time = UInt32(1000 + 16 * step)
            try harness.touchMotion(id: 0, x: 256 - radius * cos(angle), y: 240 - radius * sin(angle), time: time)
            try harness.touchMotion(id: 1, x: 256 + radius * cos(angle), y: 240 + radius * sin(angle), time: time)
            try harness.touchFrame()
        }
        try harness.touchUp(id: 0, time: 1300)
        try harness.touchUp(id: 1, time: 1300)
        try harness.touchFrame()
        let geometry = try Self.waitForGeometry(of: "tile-1", in: demo, harness: harness)
        #expect(abs(geometry[0] - 256) < 0.01 && abs(geometry[1] - 240) < 0.01)
        #expect(abs(geometry[2] - 2) < 1e-6)
        #expect(abs(geometry[3] - Double.pi / 2) < 1e-6)
        let gestures = Set(demo.lines.filter { $0.hasSuffix("tile-1") })
        #expect(gestures.isSuperset(of: ["gesture pinch began tile-1", "gesture rotation began tile-1",
                                         "gesture pinch ended tile-1", "gesture rotation ended tile-1"]))
    }

    @Test func aLongPressOfZeroDurationBeginsAtTouchDown() throws {
        let (harness, demo) = try Self.launch()
        try harness.touchDown(id: 0, x: 384, y: 240)
        try harness.touchFrame()
        try harness.waitUntil("the lift to begin") { demo.lines.contains("gesture lift began tile-2") }
        // Nothing moved: the lift is the only gesture that began.
        #expect(demo.lines.filter { $0.hasPrefix("gesture ") } == ["gesture lift began tile-2"])
        try harness.touchUp(id: 0)
        try harness.touchFrame()
        try harness.waitUntil("the lift to end") { demo.lines.contains("gesture lift ended tile-2") }
    }

    @Test func theMouseDragsPinchesAndRotatesLikeFingers() throws {
        let (harness, demo) = try Self.launch()
        // Left button drag: one finger.
        try harness.pointerMotion(x: 512, y: 240)
        try harness.pointerFrame()
        try harness.button(272, pressed: true)
        try harness.pointerFrame()
        for step in 1...10 {
            try harness.pointerMotion(x: 512 - 10 * Double(step), y: 240 + 5 * Double(step))
            try harness.pointerFrame()
        }
        try harness.button(272, pressed: false)
        try harness.pointerFrame()
        let moved = try Self.waitForGeometry(of: "tile-3", in: demo, harness: harness)
        #expect(moved == [412, 290, 1, 0])

        // The wheel pinches about the pointer: two notches up zoom in 1.1× each.
        try harness.pointerMotion(x: 412, y: 290)
        try harness.pointerFrame()
        let linesBefore = demo.lines.count
        for _ in 0..<2 {
            try harness.axis(.vertical, -10)
            try harness.pointerFrame()
        }
        try harness.waitUntil("the wheel pinch to end") { demo.lines.count > linesBefore && demo.lines.last?.hasPrefix("tile-3 center") == true }
        let pinched = try #require(Self.geometry(of: "tile-3", in: demo))
        #expect(abs(pinched[2] - 1.21) < 1e-6)

        // Control with the wheel rotates: one notch down turns 15° clockwise.
        try harness.key(29, pressed: true)  // KEY_LEFTCTRL
        let linesBeforeRotation = demo.lines.count
        try harness.axis(.vertical, 10)
        try harness.pointerFrame()
        try harness.key(29, pressed: false)
        try harness.waitUntil("the wheel rotation to end") {
            demo.lines.count > linesBeforeRotation && demo.lines.last?.hasPrefix("tile-3 center") == true
        }
        let rotated = try #require(Self.geometry(of: "tile-3", in: demo))
        #expect(abs(rotated[3] - Double.pi / 12) < 1e-6)
    }
}

/// The seat's capabilities are diffed: losing the touchscreen mid-gesture cancels what the
/// fingers were doing, and a touchscreen plugged back in works again.
@Suite struct SeatCapabilityTests {
    @Test func unpluggingTheTouchscreenCancelsTheGestureAndReplugging() throws {
        let (harness, demo) = try GestureIntegrationTests.launch()
        try harness.touchDown(id: 0, x: 128, y: 240)
        try harness.touchFrame()
        try harness.waitUntil("the lift to begin") { demo.lines.contains("gesture lift began tile-0") }
        try harness.touchUnplug()
        try harness.waitUntil("the lift cancelled") { demo.lines.contains("gesture lift cancelled tile-0") }
        #expect(demo.lines.contains("touch cancel"))
        // The capabilities event may come in a later read than the cancel.
        try harness.waitUntil("the touch capability gone") { demo.lines.contains("log: seat capabilities: pointer keyboard") }

        try harness.touchPlug()
        try harness.waitUntil("the touch capability back") {
            demo.lines.filter { $0 == "log: seat capabilities: touch pointer keyboard" }.count == 2
        }
        try harness.touchDrag(from: (256, 240), to: (306, 240), steps: 5, startTime: 5000)
        let geometry = try GestureIntegrationTests.waitForGeometry(of: "tile-1", in: demo, harness: harness)
        #expect(geometry == [306, 240, 1, 0])
    }
}
