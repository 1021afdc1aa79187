import DemoState
import Foundation
import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// The sorting scene's `middle` container, a reorderable grid, on the offscreen runner at
/// 1024×768 (geometry as in DemoSortingTests): two 110 px columns, cells centred at x 428.33
/// and 554.33, rows at y 95, 221, 347…; tile-3 and tile-4 in the first row.
@Suite struct DemoSortingGridTests {
    /// tile-2, from left, held just right of the point between tile-3 and tile-4, then lifted.
    static func dropBetweenTile3AndTile4(snapshotWhileHeld: Bool = false) -> TouchScript {
        var touches = TouchScript()
        touches.down(at: Point(x: 95, y: 252.5))
        for step in 1...8 {
            let fraction = Double(step) / 8
            touches.move(to: Point(x: 95 + 405 * fraction, y: 252.5 - 157.5 * fraction))
        }
        touches.wait(milliseconds: 600)
        if snapshotWhileHeld { touches.snapshot() }
        touches.up()
        return touches
    }

    @Test func aDropBetweenTwoTilesInsertsItThereAndTheOthersMakeRoom() throws {
        let run = DemoRun(Self.dropBetweenTile3AndTile4(snapshotWhileHeld: true))
        let frames = try run.play()
        #expect(run.lines == ["drag started tile-2", "drag ended tile-2 moved into middle", "tile-2 rests in middle at (554.33, 95)",
                              "grid middle tile-3 tile-2 tile-4"])
        let sorting = run.scene(SortingScene.self)
        #expect(sorting.grid.subviews.map(\.identifier) == ["tile-3", "tile-2", "tile-4"])
        #expect(Self.rounded(sorting.items[4].surfaceCenter) == Point(x: 428.33, y: 221))
        // While the finger held tile-2 there, tile-4 had moved down into the next row, and
        // its cell was open (the container's grey right of the carried tile).
        let held = try #require(frames.first), last = try #require(frames.last)
        #expect(pngPixels(held, at: [(428, 221), (595, 120)]) == [0xFFF6_D55C, 0xFF2B_3340])
        #expect(pngPixels(last, at: [(554, 95), (428, 221)]) == [0xFF3C_AEA3, 0xFFF6_D55C])
    }

    @Test func aTileLeavingTheGridClosesItsCellAndOneSentHomeGetsItBack() throws {
        var touches = TouchScript()
        // tile-3 to right: tile-4 moves up into the first cell.
        touches.perform(.drag(from: Point(x: 428.33, y: 95), to: Point(x: 800, y: 400)))
        touches.wait(milliseconds: 1000)
        // tile-4, dropped on the home bar, springs back into its cell.
        touches.perform(.drag(from: Point(x: 428.33, y: 95), to: Point(x: 428.33, y: 720)))
        let run = DemoRun(touches)
        try run.play()
        #expect(run.lines == ["drag started tile-3", "drag ended tile-3 moved into right", "tile-3 rests in right at (800, 400)",
                              "grid middle tile-4",
                              "drag started tile-4", "drag ended tile-4 returned noZone", "tile-4 rests in middle at (428.33, 95)"])
    }

    @Test func theOrderIsSavedAndPutBackAndAFileWithoutItReadsTheItemsOrder() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/state.json"
        let run = DemoRun(Self.dropBetweenTile3AndTile4(), store: StateStore<LayoutState>(path: path) { _ in })
        try run.play()
        let saved = try JSONDecoder().decode(LayoutState.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let containers = try #require(saved.scenes["sorting"]?.containers)
        #expect(containers.map(\.order) == [nil, ["tile-3", "tile-2", "tile-4"], nil])
        // In the file: "containers": [{"id": "left", …}, {"id": "middle", …, "order": ["tile-3", "tile-2", "tile-4"]}, …].
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let sorting = (json?["scenes"] as? [String: Any])?["sorting"] as? [String: Any]
        let entries = sorting?["containers"] as? [[String: Any]]
        #expect(entries?.map { $0["order"] as? [String] } == [nil, ["tile-3", "tile-2", "tile-4"], nil])

        let relaunch = DemoRun(TouchScript(), state: saved)
        try relaunch.play()
        let grid = relaunch.scene(SortingScene.self).grid
        #expect(grid.subviews.map(\.identifier) == ["tile-3", "tile-2", "tile-4"])
        #expect(grid.subviews.map { $0.surfaceCenter.x.rounded() } == [428, 554, 428])
        #expect(relaunch.session.shell.capturedState() == saved)

        // A file from before the grid: no order, tile-4 listed before tile-3 among the items.
        var old = saved
        old.scenes["sorting"]?.containers[1].order = nil
        if var items = old.scenes["sorting"]?.items, let three = items.firstIndex(where: { $0.id == "tile-3" }) {
            items.append(items.remove(at: three))
            old.scenes["sorting"]?.items = items
        }
        let oldText = try String(decoding: JSONEncoder().encode(old), as: UTF8.self)
        #expect(!oldText.contains("\"order\""))
        let fromOld = DemoRun(TouchScript(), state: try JSONDecoder().decode(LayoutState.self, from: Data(oldText.utf8)))
        try fromOld.play()
        #expect(fromOld.scene(SortingScene.self).grid.subviews.map(\.identifier) == ["tile-2", "tile-4", "tile-3"])
    }

    @Test func biggerTilesKeepTheirOrderInFewerColumns() {
        let run = TagsRun(scene: SortingScene.name)
        let sorting = run.session.scene(SortingScene.self)
        sorting.setTileSide(160)
        // 309.33 px hold one column of 160 px tiles: tile-4 goes under tile-3.
        #expect(sorting.grid.columns == [.fixed(160)])
        #expect(Self.rounded(sorting.items[3].surfaceCenter) == Point(x: 453.33, y: 120))
        #expect(Self.rounded(sorting.items[4].surfaceCenter) == Point(x: 453.33, y: 296))
    }

    /// `point` with each coordinate rounded to two decimals, as the event log writes them.
    static func rounded(_ point: Point) -> Point {
        Point(x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100)
    }
}
