import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// The putty scene at 1024×768: the 360×240 putty is centred at (512, 366), its
/// title at (512, 272), its button at (512, 382), its resize thumb at (684.5, 478.5).
@Suite struct DemoPuttyTests {
    /// The scene's trace after one finger drags from `start` to `end` in the putty scene.
    static func lines(afterDragFrom start: Point, to end: Point) throws -> [String] {
        var touches = TouchScript()
        touches.perform(.drag(from: start, to: end))
        let run = DemoRun(touches, scene: "putty")
        try run.play()
        return run.lines
    }

    @Test func theButtonInsideThePuttyWorks() throws {
        var touches = TouchScript()
        touches.tap(at: Point(x: 512, y: 382))
        let run = DemoRun(touches, scene: "putty")
        let frames = try run.play()
        #expect(run.lines == ["button tapped 1"])
        let scene = run.scene(PuttyScene.self)
        #expect(scene.button.text == "Tapped 1×")
        // The content took its second colour, and the putty did not move.
        #expect(pngPixels(try #require(frames.last), at: [(400, 330)]) == [0xFFCD_ECCF])
        #expect(scene.putty.center == Point(x: 512, y: 366))
    }

    @Test func draggingTheTitleMovesThePutty() throws {
        #expect(try Self.lines(afterDragFrom: Point(x: 512, y: 272), to: Point(x: 612, y: 322))
            == ["putty drag ended", "putty rests at (612, 416) size 360×240 scale 1 rotation 0"])
    }

    @Test func theThumbResizesKeepingTheTopLeftCorner() throws {
        // The corner stays at (332, 246): 420×280 puts the centre at (542, 386).
        #expect(try Self.lines(afterDragFrom: Point(x: 684.5, y: 478.5), to: Point(x: 744.5, y: 518.5))
            == ["putty resize ended", "putty rests at (542, 386) size 420×280 scale 1 rotation 0"])
    }

    @Test func twoFingersPinchThePutty() throws {
        var touches = TouchScript()
        touches.perform(.twoFingers(from: (Point(x: 472, y: 366), Point(x: 552, y: 366)),
                                    to: (Point(x: 452, y: 366), Point(x: 572, y: 366))))
        let run = DemoRun(touches, scene: "putty")
        try run.play()
        #expect(run.lines.contains("putty pinch ended"))
        #expect(run.lines.last == "putty rests at (512, 366) size 360×240 scale 1.5 rotation 0")
    }
}

/// The cart scene at 1024×768: the 96 px cart starts in the lower-right corner of
/// the safe area (24 px in from the 1024×704 scene's edges), centred at (952, 632).
@Suite struct DemoCartTests {
    @Test func theCartSpringsBackInsideTheSafeAreaAndFades() throws {
        var touches = TouchScript()
        touches.perform(.drag(from: Point(x: 952, y: 632), to: Point(x: 10, y: 300)))
        touches.wait(milliseconds: 2000)
        let run = DemoRun(touches, scene: "cart")
        try run.play()
        // Let go with its centre at x 10, it comes back until its left edge is at 24.
        #expect(run.lines == ["cart drag ended", "cart rests at (72, 300) alpha 0.2"])
    }

    @Test func aTouchLightsTheFadedCartUpAndATapCounts() throws {
        var touches = TouchScript()
        touches.wait(milliseconds: 100)
        touches.tap(at: Point(x: 952, y: 632))  // counts 1, then it fades after a second
        touches.wait(milliseconds: 2500)
        touches.snapshot()  // faded
        touches.down(at: Point(x: 952, y: 632))
        touches.wait(milliseconds: 100)
        touches.snapshot()  // lit while touched
        touches.up()
        let run = DemoRun(touches, scene: "cart")
        let frames = try run.play()
        #expect(run.lines == ["cart tapped 1", "cart tapped 2"])
        let faded = try #require(pngPixels(frames[0], at: [(922, 632)])).first
        #expect(faded != 0xFFE8_505B)
        #expect(pngPixels(frames[1], at: [(922, 632)]) == [0xFFE8_505B])
    }
}
