import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// The palette scene at 1024×768: the colours box is (24, 24, 476, 316) with the
/// swatches at (80, 80), (168, 80), (256, 80); the words box is (24, 364, 476, 316) with
/// "apple" at (108, 412); the list's scroller is (524, 24, 476, 656) and row n is centred at
/// (762, 60 + 72n).
@Suite struct DemoPaletteTests {
    @Test func aZoneThatWantsNoColoursIgnoresASwatch() throws {
        var touches = TouchScript()
        touches.perform(.drag(from: Point(x: 168, y: 80), to: Point(x: 262, y: 522)))
        let run = DemoRun(touches, scene: "palette")
        try run.play()
        #expect(run.lines == ["drag started swatch-green", "highlight on colours", "highlight off colours",
                              "drag ended swatch-green returned noZone", "swatch-green rests in colours at (168, 80)"])
    }

    @Test func aWordGoesIntoTheListRowUnderTheFingerCarriedAsAShadow() throws {
        var touches = TouchScript()
        touches.down(at: Point(x: 108, y: 412))
        for step in 1...20 { touches.move(to: Point(x: 108 + (762 - 108) * Double(step) / 20, y: 412 + (204 - 412) * Double(step) / 20)) }
        touches.snapshot()  // mid-drag: the original stays, dimmed
        touches.up()
        let run = DemoRun(touches, scene: "palette")
        let frames = try run.play()
        #expect(run.lines == ["drag started word-apple", "highlight on words", "highlight off words", "highlight on list",
                              "highlight off list", "drag ended word-apple moved into list", "word-apple rests in list at (762, 204)"])
        let dimmed = try #require(pngPixels(frames[0], at: [(60, 400)])).first
        #expect(dimmed != 0xFF8E_6CC9 && dimmed != 0xFF2B_3340)
        #expect(pngPixels(frames[1], at: [(60, 400), (712, 204)]) == [0xFF2B_3340, 0xFF8E_6CC9])
    }

    @Test func theListScrollsByItselfWhileAWordHoversAtItsBottomEdge() throws {
        var touches = TouchScript()
        touches.down(at: Point(x: 244, y: 412))
        for step in 1...10 { touches.move(to: Point(x: 244 + (762 - 244) * Double(step) / 10, y: 412 + (670 - 412) * Double(step) / 10)) }
        for _ in 1...40 { touches.move(to: Point(x: 762, y: 670)) }  // held 10 px above the bottom edge
        touches.up()
        let run = DemoRun(touches, scene: "palette")
        try run.play()
        let scene = run.scene(PaletteScene.self)
        // The list ran to its end (offset 208) and the word went into the last row.
        #expect(scene.scroller.contentOffset == Point(x: 0, y: 208))
        #expect(scene.words[1].superview === scene.list && scene.words[1].center == Point(x: 238, y: 11 * 72 + 36))
        #expect(run.lines.suffix(3) == ["drag ended word-pear moved into list", "list scrolled to 208",
                                         "word-pear rests in list at (762, 644)"])
    }

    @Test func aFlickScrollsTheList() throws {
        var touches = TouchScript()
        touches.down(at: Point(x: 900, y: 600))
        for step in 1...5 { touches.move(to: Point(x: 900, y: 600 - 40 * Double(step))) }
        touches.up()
        let run = DemoRun(touches, scene: "palette")
        try run.play()
        let scroller = run.scene(PaletteScene.self).scroller
        // 12 rows of 72 in 656: the momentum carries the list to its end, 208.
        #expect(scroller.contentOffset == Point(x: 0, y: 208))
        #expect(run.lines == ["list scrolled to 208"])
    }
}

/// The colour scene at 1024×768: the tray is (24, 24, 476, 489.33) with red at
/// (76, 76), orange (164, 76), green (252, 76), violet (76, 164), yellow (164, 164); slot-0 is
/// centred at (95.33, 608.67); the 476 px target at (762, 352).
@Suite struct DemoColourTests {
    @Test func aTileDroppedOnTheTargetGivesItsColourAndGoesHome() throws {
        var touches = TouchScript()
        touches.perform(.drag(from: Point(x: 76, y: 76), to: Point(x: 762, y: 352)))
        let run = DemoRun(touches, scene: "colour")
        let frames = try run.play()
        #expect(run.lines == ["drag started red", "target colour #e8505b", "drag ended red handled by target",
                              "red rests in tray at (76, 76)"])
        #expect(pngPixels(try #require(frames.last), at: [(762, 352), (76, 76)]) == [0xFFE8_505B, 0xFFE8_505B])
    }

    @Test func aTileDroppedOnAnOccupiedSlotSendsTheOccupantHome() throws {
        var touches = TouchScript()
        touches.perform(.drag(from: Point(x: 252, y: 76), to: Point(x: 95.33, y: 608.67)))
        touches.wait(milliseconds: 400)
        touches.perform(.drag(from: Point(x: 76, y: 164), to: Point(x: 110, y: 600)))
        let run = DemoRun(touches, scene: "colour")
        try run.play()
        #expect(run.lines == ["drag started green", "drag ended green moved into slot-0", "green rests in slot-0 at (95.33, 608.67)",
                              "drag started violet", "drag ended violet moved into slot-0",
                              "green rests in tray at (252, 76)", "violet rests in slot-0 at (95.33, 608.67)"])
        let green = run.scene(ColourScene.self).tiles[2]
        #expect(green.superview?.identifier == "tray")
    }
}
