import Tactile
import Testing
@testable import tactile_demo

/// A drag must cost what the input costs: once a drag is under way, a motion goes
/// from the dispatcher through the recognizer and the scene to a layer move without making a
/// Swift heap object (a class instance, a closure context, a box, an array's or a string's
/// buffer). Counted in-process by CAllocationCount over 120 motions, after a warm-up in which
/// the layer, the caches and every buffer on the way reached their steady size. Swift objects
/// are what is asserted because they mean the same in debug and release; heap allocations of
/// any kind are printed too (an unoptimized build adds the standard library's accessor frames
/// to those, about 24 per motion here, which an optimized build never makes: with
/// `swift test -c release -Xswiftc -enable-testing` they are 0 in the bench scene).
@Suite struct DragAllocationTests {
    /// The bench scene's tile followed 1:1 by a finger, as `.ci/bench drag` drags it.
    @Test func aTileDraggedInTheBenchSceneAllocatesNothingPerMotion() {
        let perMotion = HostDrag(scene: "bench").measuredDrag(from: Point(x: 40, y: 40), step: Point(x: 3, y: 1.5), warmUp: 30, measured: 120)
        print("DragAllocationTests bench scene, per motion: \(perMotion.swiftObjects) Swift objects, \(perMotion.all) heap allocations, "
            + "\(perMotion.minorFaults) page faults")
        #expect(perMotion.layerMoves == 120, "each motion moves the tile's layer, without a repaint")
        #expect(perMotion.swiftObjects == 0, "a drag motion made \(perMotion.swiftObjects) Swift heap objects on average")
        // The CPU time the bench measures counts the kernel's side too, which no count of
        // instructions shows: memory given back and taken again (a buffer, a trimmed heap)
        // would be paid in page faults at every motion.
        #expect(perMotion.minorFaults == 0, "a drag motion took \(perMotion.minorFaults) page faults on average")
    }

    /// A client that stalled reads a thousand motions at once: the drag does one frame's work
    /// for them (the recognizer sees one change, the layer moves once), and the tile ends
    /// where the last motion put it.
    @Test func aBurstOfMotionsInOneReadIsOneFramesWork() throws {
        let drag = HostDrag(scene: "bench")
        drag.down(at: Point(x: 40, y: 40))
        drag.move(to: Point(x: 43, y: 41.5))
        let tile = try #require(drag.run.runner.host.rootView.hitTest(Point(x: 43, y: 41.5)))
        let recognizer = try #require(tile.gestureRecognizers.first)
        var changes = 0
        recognizer.addAction { _ in changes += 1 }
        let centerBefore = tile.center, movesBefore = drag.layerMoves
        let points = (1...1000).map { Point(x: 43 + 0.5 * Double($0), y: 41.5 + 0.25 * Double($0)) }
        drag.burst(through: points)
        #expect(changes == 1, "the recognizer saw \(changes) changes for one read")
        #expect(drag.layerMoves - movesBefore == 1, "one read moved the layer \(drag.layerMoves - movesBefore) times")
        #expect(tile.center == Point(x: centerBefore.x + 500, y: centerBefore.y + 250), "the tile follows the last motion")
        drag.up()
    }

    /// A tile of the sorting board (a scene drawn with text: the home bar's labels) carried
    /// across its containers by a finger, over drop zones that light up as it passes: what
    /// remains comes from some motions, not every one (fewer than one per motion on average;
    /// 9.5 before the hit-extent buffers were refilled in place and `Rect.applying` stopped
    /// taking the variadic `min`).
    @Test func aTileCarriedOnTheSortingBoardAllocatesLessThanOncePerMotion() {
        let perMotion = HostDrag(scene: "sorting", size: BuiltInTour.size)
            .measuredDrag(from: Point(x: 110, y: 110), step: Point(x: 4, y: 2), warmUp: 30, measured: 120)
        #expect(perMotion.layerMoves == 120, "the finger carried a tile, moving its layer at each motion")
        print("DragAllocationTests sorting scene, per motion: \(perMotion.swiftObjects) Swift objects, \(perMotion.all) heap allocations")
        #expect(perMotion.swiftObjects < 1, "a drag motion made \(perMotion.swiftObjects) Swift heap objects on average")
    }

    /// A finger dragged from the first view with a recognizer in every scene but the bench
    /// (which has its own test): the bound for them, ten per input event, and below it
    /// each scene's own bound, what is left in it, so that a single Swift object put back at
    /// every motion fails here. What is left: in the gestures scene, the scene's own trace
    /// lines, made at each change of the pan and the lift, whether or not anything writes them
    /// (two strings a motion, each grown once more in an optimized build: 4); in tags (a
    /// finger in the text field; 1.31 while the on-screen keyboard sliding in wrote its centre
    /// through a key path, one a frame, and its keys' lines for the event log were interpolations
    /// gathered in an array), once, when the keyboard has slid in, its keys' places written to the
    /// event log (one string a key: 0.34 a motion over these 100), and the rounded-rect mask
    /// cache's batches of evictions, which sort its entries (0.2). Before the paths of drawn
    /// shapes stopped allocating and the renderer reused its frame storage (debug build, Swift
    /// objects per motion, 2026-11-25): cart 10.7, gestures 20, tags 61, palette 187 (a
    /// swatch's shadow following the finger), putty 430.
    ///
    /// The C allocations (Cairo, pixman, Pango, GLib…; the same in debug and release) are
    /// bounded per scene too, just above what is left, so that a composite or a text going
    /// back through Cairo fails here. Before cached masks and pictures were composited by pixman
    /// and every text got a picture (2026-11-26): cart 24.8, gestures 141.9, tags 731.4, palette
    /// 2,138.6, putty 573.1; gestures 69 before its translucent lifted tile's group was drawn into
    /// a kept surface and composited by pixman instead of pushed and popped by Cairo (a surface, a
    /// pixman image, a clip and a pattern each time). What is left: cart, sorting, colour and
    /// gestures none (the ten a motion, Swift objects and C allocations together,
    /// holds); palette (109 before a rounded clip's edges cut composites and its interior took
    /// the band between its corners' widths too, 29.7 before the masks reaching into its corners
    /// were multiplied by their coverage, kept, by pixman; 8.2, then 7.5 once masks kept no Cairo
    /// pattern; 6.6 once masks were drawn through a kept Cairo context into pixels of their own or
    /// of evicted masks of their size, `MaskRasterizer` and `SpareMaskImages`, then 5.6 once the
    /// scroll view's offset was written without the compiled modify accessor of its bounds) the
    /// masks of rows at a sub-pixel place not drawn before (the list pulled past its end,
    /// rubber-banded: their scan conversion in Cairo's fill, 3.2, and new pixels until the cache
    /// is full, 1.4) and the coverages of its rounded clip over new spans of columns (1),
    /// within the ten; tags (237 before the home bar's buttons, on
    /// fractional pixels and repainted as the keyboard slides over them, had their backgrounds
    /// composited by pixman under their bounds' clip: 186; 121.6 once a label at a new sub-pixel
    /// place took the picture of a phase where its glyphs round to the same pixels,
    /// `GlyphPhases`; 76.9 once the text field's line under the moving magnifier came from a
    /// picture; 74.1 once masks kept no Cairo pattern; 65.6 once masks were drawn through a kept
    /// context into pixels of their own or of evicted masks of their size; 63.6 once a caret
    /// dragged in a one-line field was hit-tested on its line, without Pango's layout iterator,
    /// and the magnifier's frame was written without the modify accessor of its bounds; 45.9
    /// once an outline was no longer appended and filled in tiles its text does not reach) the
    /// magnifier's text filled as outlines at a new place in every tile it reaches (about 30:
    /// Cairo's path buffers as the kept outline is appended, and its fill), the keys of the
    /// keyboard sliding in at a new sub-pixel place every frame (new masks: 10, their scan
    /// conversion in Cairo's fill and, until the cache is full, their pixels), their labels drawn
    /// as text the first time they reach a new span of phases (4) and the magnifier's field
    /// filled as a path in every tile (1.5); putty (573 before translucent fills under a turn,
    /// its shadow's layers, were rasterised tile by tile into a kept A8 scratch and composited by
    /// pixman, `CoverageScratch`: 350; then 256 once a tile such a rectangle covers whole took its
    /// colour from pixman without a fill; 220 once its texts' outlines were left out of tiles
    /// they do not reach) the window turned and scaled by the drag, its background, its button's
    /// and its shadow's layers filled as paths in the tiles they cross the edges of (what each
    /// costs inside Cairo's fill: its scan converter, and for an opaque colour nothing more) and
    /// its text filled from kept outlines. Rasterised once per frame instead, a turned shape's
    /// coverage is not Cairo's: Cairo cuts the path to the tile's clip before scan-converting it,
    /// which changes a tile's bytes here and there by a level or more.
    @Test(arguments: [("sorting", 1.0, 1.0), ("colour", 1, 1), ("cart", 0.25, 1), ("gestures", gesturesTraceStrings + 0.25, 1),
                      ("tags", 1, 47), ("palette", 0.25, 6), ("putty", 0.25, 225)])
    func aFingerDraggedInAnotherSceneAllocatesAHandfulPerMotion(scene: String, below ownBound: Double, cBound: Double) throws {
        let drag = HostDrag(scene: scene, size: BuiltInTour.size)
        let start = try #require(drag.firstPointOnARecognizer(), "no view with a recognizer in \(scene)")
        let perMotion = drag.measuredDrag(from: start, step: Point(x: 2, y: 1), warmUp: 20, measured: 100)
        print("DragAllocationTests \(scene) scene from \(start), per motion: \(perMotion.swiftObjects) Swift objects, \(perMotion.c) C allocations, "
            + "\(perMotion.all) heap allocations")
        #expect(perMotion.swiftObjects <= 10, "a motion in \(scene) made \(perMotion.swiftObjects) Swift heap objects on average")
        #expect(perMotion.swiftObjects < ownBound, "a motion in \(scene) made \(perMotion.swiftObjects) Swift heap objects on average, \(ownBound) or more")
        #expect(perMotion.c < cBound, "a motion in \(scene) made \(perMotion.c) C allocations on average, \(cBound) or more")
        if cBound <= 10 {
            #expect(perMotion.swiftObjects + perMotion.c <= 10, "the bound: ten allocations a motion in \(scene)")
        }
    }

    /// The Swift objects the gestures scene's two trace strings a motion take: the optimizer
    /// sizes an interpolation's first buffer smaller, so each string grows once more.
    #if DEBUG
    static let gesturesTraceStrings = 2.0
    #else
    static let gesturesTraceStrings = 4.0
    #endif
}
