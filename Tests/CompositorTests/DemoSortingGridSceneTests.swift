import Foundation
import Testing

/// The sorting scene's `middle` grid in the real demo against a headless weston at
/// 1024×768, reordered by injected touch and mouse drags; the new order read in the event
/// log (`grid middle …`) and in the state file (the container's `order`). Geometry (see
/// `DemoScenesTests`): the grid's cells are centred at x 428.33 and 554.33, rows at y 95,
/// 221…; tile-3 (violet) and tile-4 (yellow) fill the first row, tile-2 (green) is in left
/// at (95, 252.5).
@Suite struct DemoSortingGridSceneTests {
    /// The saved order of the sorting scene's `middle` container, nil while there is none.
    static func savedOrder(_ run: DemoScenesTests.Run) -> [String]? {
        let sorting = (run.state()?["scenes"] as? [String: Any])?["sorting"] as? [String: Any]
        let containers = sorting?["containers"] as? [[String: Any]]
        return containers?.first { $0["id"] as? String == "middle" }?["order"] as? [String]
    }

    @Test func aFingerHeldBetweenTwoTilesOpensACellAndTheDropInsertsTheTileThere() throws {
        let run = try DemoScenesTests.launch()
        let harness = run.harness
        // tile-2 carried to just right of the point between tile-3 and tile-4, and held.
        try harness.touchHold(from: (95, 252.5), to: (500, 95), steps: 12, startTime: 1000)
        // tile-4 makes room: it moves down into the next row while the finger holds.
        try run.waitForPixels(0xFFF6_D55C, at: [(428, 221)], "tile-4 moved aside")
        try harness.touchUp(id: 0, time: 1400)
        try harness.touchFrame()
        try run.waitFor(["drag started tile-2", "drag ended tile-2 moved into middle", "tile-2 rests in middle at (554.33, 95)",
                         "grid middle tile-3 tile-2 tile-4", "state saved"])
        try harness.waitUntil("the order saved") { Self.savedOrder(run) == ["tile-3", "tile-2", "tile-4"] }
        #expect(run.savedItem("tile-2")?.container == "middle")
        try run.waitForPixels(0xFF3C_AEA3, at: [(554, 95)], "tile-2 in the second cell")
        try run.waitForPixels(0xFF8E_6CC9, at: [(428, 95)], "tile-3 still in the first")
    }

    @Test func theMouseMovesATileBeforeAnother() throws {
        let run = try DemoScenesTests.launch()
        // tile-4 dragged onto tile-3's cell: it goes first, tile-3 after it.
        try run.harness.mouseDrag(from: (554.33, 95), to: (400, 95), steps: 10)
        try run.waitFor(["drag started tile-4", "drag ended tile-4 moved into middle", "tile-4 rests in middle at (428.33, 95)",
                         "grid middle tile-4 tile-3", "state saved"])
        try run.harness.waitUntil("the order saved") { Self.savedOrder(run) == ["tile-4", "tile-3"] }
        // Right of and below the pointer's hot spot, clear of the cursor.
        try run.waitForPixels(0xFFF6_D55C, at: [(450, 130)], "tile-4 in the first cell")
        try run.waitForPixels(0xFF8E_6CC9, at: [(554, 95)], "tile-3 in the second")
    }
}
