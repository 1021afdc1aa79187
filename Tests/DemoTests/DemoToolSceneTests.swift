import Tactile
import Testing
@testable import tactile_demo

/// The tool scenes' tiles start where their traces, tests and benchmarks expect them, now
/// that a stack and a grid place them: the gestures scene's four across the middle at each
/// fifth of the width, the bench scene's 200 in a 20×10 grid of 60 px cells 2 px apart,
/// 10 px from the top left, at any window size.
@Suite struct DemoToolSceneTests {
    @Test(arguments: [Size(width: 640, height: 480), Size(width: 1280, height: 800), Size(width: 1024, height: 600),
                      Size(width: 333, height: 217)])
    func theGesturesTilesStartAtEachFifthAcrossTheMiddle(size: Size) {
        let scene = GesturesScene(trace: { _ in })
        scene.layout(in: size)
        #expect(scene.view.subviews.map(\.identifier) == ["tile-0", "tile-1", "tile-2", "tile-3"])
        for (index, tile) in scene.view.subviews.enumerated() {
            let expected = Point(x: size.width * Double(index + 1) / 5, y: size.height / 2)
            #expect(abs(tile.center.x - expected.x) < 1e-9 && tile.center.y == expected.y, "\(tile.identifier ?? "") at \(tile.center)")
            #expect(tile.bounds.size == Size(width: 110, height: 110))
        }
        // The weston tests' output: the places they touch, exactly.
        if size == Size(width: 640, height: 480) {
            #expect(scene.view.subviews.map(\.center) == [128, 256, 384, 512].map { Point(x: $0, y: 240) })
        }
    }

    /// A moved tile goes back to its start at the next size, as before.
    @Test func theGesturesTilesGoBackToTheirStartsAtAResize() {
        let scene = GesturesScene(trace: { _ in })
        scene.layout(in: Size(width: 640, height: 480))
        scene.view.subviews[2].center = Point(x: 10, y: 10)
        scene.layout(in: Size(width: 800, height: 600))
        #expect(scene.view.subviews[2].center == Point(x: 480, y: 300))
    }

    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 640, height: 480)])
    func theBenchTilesFillTheirGridFromTheTopLeft(size: Size) {
        let scene = BenchScene()
        scene.layout(in: size)
        let tiles = scene.view.subviews
        #expect(tiles.count == 200)
        for (index, tile) in tiles.enumerated() {
            let column = index % 20, row = index / 20
            #expect(tile.identifier == "tile-\(column)-\(row)")
            #expect(tile.frame == Rect(x: 10 + 62 * Double(column), y: 10 + 62 * Double(row), width: 60, height: 60))
            #expect(tile.subviews.isEmpty && tile.gestureRecognizers.count == 1)
        }
    }
}
