import DemoState
import Foundation
import Tactile
import Testing
@testable import tactile_demo

/// The demo's keyboard alternative, keys fed to the window's dispatcher (see `KeyedDemo`).
/// Geometry as in DemoSortingTests: containers left, middle (centred at (512, 352)), right;
/// tile-0 and tile-1 (stacked) and tile-2 in left, tile-3 and tile-4 in middle, tile-5 in
/// right at (761.67, 95).
@Suite struct DemoKeyboardTests {
    @Test func tabEnterTabEnterMovesATileAndEscapeSpringsOneBack() throws {
        let demo = KeyedDemo()
        demo.press([Keysym.tab, Keysym.tab, Keysym.enter, Keysym.tab, Keysym.enter])
        demo.settle()
        // From tile-1, now last in middle, Tab goes on to tile-5; Shift-Tab carries it back
        // over middle, Escape sends it home.
        demo.press(Keysym.tab)
        demo.press(Keysym.enter)
        demo.press(Keysym.tab, shifted: true)
        demo.press(Keysym.escape)
        demo.settle()
        #expect(demo.lines == [
            "focus tile-0", "focus tile-1", "drag started tile-1", "focus left", "focus middle",
            "drag ended tile-1 moved into middle", "focus tile-1", "tile-1 rests in middle at (428.33, 221)",
            "grid middle tile-3 tile-4 tile-1", "focus tile-5", "drag started tile-5", "focus right", "focus middle",
            "drag ended tile-5 returned cancelled", "focus tile-5", "tile-5 rests in right at (761.67, 95)",
        ])
        let sorting = demo.session.scene(SortingScene.self)
        let saved = demo.session.shell.capturedState().scenes["sorting"]?.items
        #expect(saved?.first { $0.id == "tile-1" }?.container == "middle")
        // Dropped at the middle's centre: into the grid's nearest cell, the third (after tile-4).
        let frame = try #require(saved?.first { $0.id == "tile-1" }?.frame)
        #expect([frame.x, frame.y, frame.width, frame.height].map { ($0 * 100).rounded() / 100 } == [373.33, 166, 110, 110])
        #expect(sorting.items[5].superview === sorting.containers[2] && sorting.items[5].focusRing != nil)
    }

    @Test func whileTheKeyboardCarriesATileNothingIsAtRest() {
        let demo = KeyedDemo()
        demo.press(Keysym.tab)
        demo.press(Keysym.enter)
        demo.settle()
        // The tile lies in the drag overlay: neither traced as resting there nor left out of
        // the arrangement.
        #expect(demo.lines == ["focus tile-0", "drag started tile-0", "focus left"])
        #expect(demo.session.shell.isCarryingByKeyboard)
        demo.press(Keysym.enter)
        demo.settle()
        #expect(demo.lines.suffix(3) == ["drag ended tile-0 moved into left", "focus tile-0", "tile-0 rests in left at (95, 95)"])
    }

    @Test func keysGoToTheShownSceneOnly() {
        let demo = KeyedDemo()
        demo.press(Keysym.tab)
        demo.press(Keysym.enter)
        // Leaving the scene springs the carried tile back and takes the ring away.
        demo.session.shell.show("cart")
        demo.press([Keysym.tab, Keysym.left, Keysym.up])
        demo.settle()
        #expect(demo.lines == ["focus tile-0", "drag started tile-0", "focus left", "drag ended tile-0 returned cancelled",
                               "focus tile-0", "focus none", "scene cart", "focus cart", "cart rests at (942, 622) alpha 0.2"])
        let sorting = demo.session.scene(SortingScene.self)
        #expect(sorting.keyboard?.focusedView == nil && sorting.items.allSatisfy { $0.focusRing == nil })
        #expect(demo.session.shell.capturedState().scenes["cart"]?.items.first?.frame == LayoutFrame(x: 894, y: 574, width: 96, height: 96))
    }

    @Test func arrowsNudgeThePuttyAndItSpringsBackWhenNudgedOut() {
        let demo = KeyedDemo(scene: "putty")
        let putty = demo.session.scene(PuttyScene.self).putty
        demo.press(Keysym.tab)
        demo.press(Keysym.right)
        demo.press(Keysym.down)
        demo.settle()
        // Out to the right: 40 presses of 10 px take its right edge 78 px past the scene's.
        for _ in 0..<40 { demo.press(Keysym.right) }
        demo.settle()
        #expect(demo.lines == ["focus putty", "putty rests at (522, 376) size 360×240 scale 1 rotation 0",
                               "putty rests at (844, 376) size 360×240 scale 1 rotation 0"])
        #expect(putty.frame.maxX == 1024)
    }
}

/// The palette by keys: Tab while carrying visits only the zones that want the item.
@Suite struct DemoPaletteKeyboardTests {
    @Test func tabCarriesASwatchOnlyOverZonesThatTakeColours() {
        let demo = KeyedDemo(scene: "palette")
        demo.press([Keysym.tab, Keysym.enter])
        // Lifted over colours; Tab skips words (no colours there) for the list, then wraps.
        demo.press([Keysym.tab, Keysym.tab, Keysym.tab, Keysym.enter])
        demo.settle()
        // Carried to the list's centre, 432 px down its content: as near row 5's centre (396) as
        // row 6's (468), the nearest free slot is the first, row 5 (24 + 5 × 72 + 36 on screen).
        #expect(demo.lines == [
            "focus swatch-red", "drag started swatch-red", "highlight on colours", "focus colours",
            "highlight off colours", "highlight on list", "focus list", "highlight off list", "highlight on colours",
            "focus colours", "highlight off colours", "highlight on list", "focus list", "highlight off list",
            "drag ended swatch-red moved into list", "focus swatch-red", "swatch-red rests in list at (762, 420)",
        ])
    }
}
