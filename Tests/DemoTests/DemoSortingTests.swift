import PropertyBased
import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// The sorting scene on the offscreen runner at the tour's 1024×768: the scene
/// area is 1024×704 above the home bar, the containers are 309.33 wide with 24 px gaps
/// (left from x 24, middle from 357.33, right from 690.67, y 24…680) and the tiles 110 px:
/// tile-0 at (95, 95), tile-1 on it at (126.5, 126.5), tile-2 at (95, 252.5), tile-3 at
/// (428.33, 95), tile-4 at (554.33, 95), tile-5 at (761.67, 95).
@Suite struct DemoSortingTests {
    static func drag(from start: Point, to end: Point) -> TouchScript {
        var touches = TouchScript()
        touches.perform(.drag(from: start, to: end))
        return touches
    }

    @Test func aDropLandsWhereItIsInTheContainerUnderTheFinger() throws {
        let run = DemoRun(Self.drag(from: Point(x: 95, y: 252.5), to: Point(x: 800, y: 300)))
        let frames = try run.play()
        #expect(run.lines == ["drag started tile-2", "drag ended tile-2 moved into right", "tile-2 rests in right at (800, 300)"])
        let tile = run.scene(SortingScene.self).items[2]
        #expect(tile.superview?.identifier == "right")
        #expect(tile.alpha == 1 && tile.transform == .identity)
        // On screen: the tile's green where it landed, the container's grey where it was.
        let last = try #require(frames.last)
        #expect(pngPixels(last, at: [(800, 300), (95, 252)]) == [0xFF3C_AEA3, 0xFF2B_3340])
    }

    @Test func aDropOutsideEveryContainerSpringsTheTileHome() throws {
        // y 720 is on the home bar, which is no container.
        let run = DemoRun(Self.drag(from: Point(x: 761.67, y: 95), to: Point(x: 761.67, y: 720)))
        try run.play()
        #expect(run.lines == ["drag started tile-5", "drag ended tile-5 returned noZone", "tile-5 rests in right at (761.67, 95)"])
    }

    @Test func aTouchOnStackedTilesTakesTheTopmost() throws {
        let run = DemoRun(Self.drag(from: Point(x: 110, y: 110), to: Point(x: 110 + 700, y: 110)))
        try run.play()
        #expect(run.lines == ["drag started tile-1", "drag ended tile-1 moved into right", "tile-1 rests in right at (826.5, 126.5)"])
        #expect(run.scene(SortingScene.self).items[0].superview?.identifier == "left")
    }

    @Test func aTouchCancelMidDragSpringsTheTileBack() throws {
        var touches = TouchScript()
        touches.down(at: Point(x: 428.33, y: 95))
        for step in 1...5 { touches.move(to: Point(x: 428.33 + 40 * Double(step), y: 95 + 30 * Double(step))) }
        touches.cancel()
        touches.wait(milliseconds: 1000)
        let run = DemoRun(touches)
        try run.play()
        #expect(run.lines == ["drag started tile-3", "drag ended tile-3 returned cancelled", "tile-3 rests in middle at (428.33, 95)"])
    }

    @Test func twoFingersDragTwoTilesAtOnce() throws {
        var touches = TouchScript()
        touches.perform(.twoFingers(from: (Point(x: 95, y: 252.5), Point(x: 761.67, y: 95)),
                                    to: (Point(x: 761.67, y: 400), Point(x: 95, y: 500))))
        let run = DemoRun(touches)
        try run.play()
        #expect(run.lines == ["drag started tile-2", "drag started tile-5",
                              "drag ended tile-2 moved into right", "drag ended tile-5 moved into left",
                              "tile-2 rests in right at (761.67, 400)", "tile-5 rests in left at (95, 500)"])
    }

    @Test func theHomeBarSwitchesScenesAndTakesNoDrag() throws {
        var touches = TouchScript()
        // A drag starting on the bar moves nothing; a tap on its fourth scene button (of nine,
        // each 99.56 wide, 8 apart, after the 40 px accessibility button: from 378.67 to
        // 478.22) shows the colour scene.
        touches.perform(.drag(from: Point(x: 67.5, y: 736), to: Point(x: 300, y: 300)))
        touches.tap(at: Point(x: 448.5, y: 736))
        let run = DemoRun(touches)
        try run.play()
        #expect(run.lines == ["scene colour"])
        #expect(run.session.shell.active.name == "colour")
        #expect(run.session.shell.homeBar?.buttons.map { $0.theme?.colors.accent.hexString }
                == ["#2b3340", "#2b3340", "#2b3340", "#3c6e9e", "#2b3340", "#2b3340", "#2b3340", "#2b3340", "#2b3340"])
    }
}

/// Whatever the fingers do on the sorting board, every tile ends up in exactly one container,
/// inside it.
@Suite struct DemoSortingPropertyTests {
    @Test func randomDragsCancelsAndPairsNeverLoseOrDuplicateATile() async {
        await propertyCheck(input: Gen.double(in: 0...1).array(of: 32...32), Gen.int(in: 0...2).array(of: 4...4)) { numbers, kinds in
            try Self.checkEveryTileIsInOneContainer(after: Self.gestures(numbers: numbers, kinds: kinds))
        }
    }

    @Test func aPairThenADragThenTwoCancelsKeepEveryTileInside() throws {
        try Self.checkEveryTileIsInOneContainer(after: Self.gestures(numbers: [
            0.12650248243648032, 0.3683581593737528, 0.20640971204995817, 0.2543505624362298, 0.06124988775509377,
            0.26167900934195587, 0.8701968723441854, 0.21077518570745846, 0.5401714028541195, 0.5471943031694211,
            0.8338932251671585, 0.13952197248518128, 0.6808405433708656, 0.05806957800373813, 0.9672673608617562,
            0.8662602899438107, 0.41107710641592043, 0.31963404968064935, 0.23394716536587778, 0.4420517653291499,
            0.8145304819521866, 0.8868203138046946, 0.2804357768355972, 0.6663264740290263, 0.5833520041093733,
            0.7947698612704508, 0.17503652425235539, 0.9186170405983559, 0.37370014915139127, 0.35880240195761703,
            0.3241797800159585, 0.7978549386429928,
        ], kinds: [2, 0, 1, 1]))
    }

    /// Four gestures, each a drag (kind 0), a drag cancelled halfway (1) or a two-finger drag
    /// (2), between points anywhere on the surface (the home bar included): eight of
    /// `numbers` (0…1) a gesture.
    static func gestures(numbers: [Double], kinds: [Int]) -> TouchScript {
        var touches = TouchScript()
        for (index, kind) in kinds.enumerated() {
            let n = numbers[(index * 8)..<(index * 8 + 8)].map { $0 }
            let start = Point(x: n[0] * 1024, y: n[1] * 768), end = Point(x: n[2] * 1024, y: n[3] * 768)
            switch kind {
            case 0:
                touches.perform(.drag(from: start, to: end))
            case 1:
                touches.down(at: start)
                for step in 1...5 { touches.move(to: start + (end - start) * (Double(step) / 10)) }
                touches.cancel()
                touches.wait(milliseconds: 300)
            default:
                touches.perform(.twoFingers(from: (start, Point(x: n[4] * 1024, y: n[5] * 768)),
                                            to: (end, Point(x: n[6] * 1024, y: n[7] * 768))))
            }
        }
        return touches
    }

    static func checkEveryTileIsInOneContainer(after touches: TouchScript) throws {
        let run = DemoRun(touches)
        try run.play()
        let scene = run.scene(SortingScene.self)
        for tile in scene.items {
            let holder = scene.containers.first { $0 === tile.superview }
            #expect(holder != nil, "\(tile.identifier ?? "?") is in \(tile.superview?.identifier ?? "nothing")")
            #expect(holder.map { $0.bounds.contains(tile.center) } ?? false,
                    "\(tile.identifier ?? "?") at \(tile.center) outside \(holder?.identifier ?? "?") \(holder?.bounds ?? .zero); \(run.lines)")
        }
        #expect(scene.containers.map { $0.subviews.count }.reduce(0, +) == scene.items.count)
        #expect(run.runner.rootView.subviews.allSatisfy { $0.identifier != "drag overlay" })
    }
}
