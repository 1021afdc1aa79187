import Testing
@testable import TactileCore

/// A view that shows a video layer below the window (`View.showsVideoSurface`) is never drawn
/// into a compositor layer's image: the planner declines a layer for any view holding one,
/// learning of them as they join and leave the tree or change their flag, without searching
/// subtrees.
@Suite struct SceneVideoLayerTests {
    /// A 400×300 root with a tile that prefers a layer (the only candidate) and, beside it, a
    /// view that will show video.
    final class Scene {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let tile = View(frame: Rect(x: 20, y: 20, width: 100, height: 80))
        let video = View(frame: Rect(x: 200, y: 20, width: 160, height: 90))
        let planner = LayerPlanner()

        init() {
            tile.backgroundColor = .white
            root.addSubview(video)
            root.addSubview(tile)
            tile.prefersOwnLayer = true
        }

        /// Plans a frame; the views shown in layers.
        func plan() -> [View] {
            planner.plan(root, size: Size(width: 400, height: 300), enabled: true)
            return planner.active.map(\.view)
        }
    }

    @Test func aTileGivesUpItsLayerWhileAVideoShowsInsideIt() {
        let scene = Scene()
        scene.video.showsVideoSurface = true
        #expect(scene.plan().map(ObjectIdentifier.init) == [ObjectIdentifier(scene.tile)], "a video beside the tile: no matter")
        let id = scene.planner.active[0].layer.id
        scene.tile.addSubview(scene.video)
        #expect(scene.root.damageTracker.layersChanged)
        #expect(scene.plan().isEmpty, "the video joined the tile: no layer")
        #expect(scene.planner.removed == [id])
        #expect(scene.tile.compositorLayer == nil)
        scene.video.showsVideoSurface = false
        #expect(scene.plan().count == 1, "no video any more: a layer again")
        scene.video.showsVideoSurface = true
        #expect(scene.plan().isEmpty)
        scene.root.addSubview(scene.video)
        #expect(scene.plan().count == 1, "the video left the tile")
    }

    @Test func aVideoDeepInsideASubtreeAddedToTheTreeIsFound() {
        let scene = Scene()
        let card = View(frame: Rect(x: 0, y: 0, width: 50, height: 40))
        let player = View(frame: Rect(x: 5, y: 5, width: 40, height: 30))
        player.showsVideoSurface = true
        card.addSubview(player)
        #expect(scene.plan().count == 1)
        scene.tile.addSubview(card)  // Flag set before the subtree joined.
        #expect(scene.plan().isEmpty)
        #expect(scene.root.damageTracker.videoViews.map { ObjectIdentifier($0.view) } == [ObjectIdentifier(player)])
        card.removeFromSuperview()
        #expect(scene.root.damageTracker.videoViews.isEmpty, "gone with its subtree")
        #expect(scene.plan().count == 1)
    }
}
