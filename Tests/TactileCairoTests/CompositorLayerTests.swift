import Testing
import TactileCairo
import TactileCore

/// Views that prefer their own compositor layer (`View.prefersOwnLayer`): what the renderer
/// tells the layer host, what it repaints in the window's buffer, and that the buffer with the
/// layers composited over it shows what a full repaint of the scene shows.
@Suite struct CompositorLayerTests {
    /// A white 200×120 scene with a red tile at (10, 10) and a blue one at (100, 10), both 40×40.
    final class Scene {
        let root = rootView(width: 200, height: 120)
        let red = box(Rect(x: 10, y: 10, width: 40, height: 40), Color(red: 1, green: 0, blue: 0))
        let blue = box(Rect(x: 100, y: 10, width: 40, height: 40), Color(red: 0, green: 0, blue: 1))
        let host = RecordingLayerHost()
        let renderer = SceneRenderer()
        let buffer = Canvas(width: 200, height: 120)
        private var frames = 0

        init() {
            root.addSubview(red)
            root.addSubview(blue)
        }

        /// Renders a frame into the one buffer (age 1 after the first) and returns the
        /// rectangles repainted in it.
        @discardableResult
        func frame(layers: Bool = true) -> [PixelRect] {
            defer { frames += 1 }
            return renderer.render(root, into: buffer.target, bufferAge: frames == 0 ? 0 : 1, layers: layers ? host : nil)
        }

        /// Brings the red tile to the front, in a layer of its own, and draws that frame; the
        /// host's trace starts empty after it.
        func raiseRedIntoALayer() {
            root.bringSubviewToFront(red)
            red.prefersOwnLayer = true
            frame()
            host.trace.removeAll()
        }

        /// How far the screen (buffer plus layers) is from a full repaint of the scene, in the
        /// largest channel difference of any pixel.
        var differenceFromFullRepaint: Int {
            host.composite(over: buffer).largestDifference(from: renderFully(root))
        }
    }

    @Test func aTileInFrontMovesInItsLayerAndNothingIsRepainted() {
        let scene = Scene()
        scene.root.bringSubviewToFront(scene.red)
        scene.red.prefersOwnLayer = true
        scene.frame()
        #expect(scene.host.takeTrace() == ["image 1 40×40", "move 1 10,10", "order 1"])
        #expect(scene.red.compositorLayer?.id == 1)
        #expect(scene.differenceFromFullRepaint == 0)

        for (x, y) in [(60.0, 50.0), (110.0, 40.0), (120.0, 30.0)] {  // Over the blue tile too.
            scene.red.center = Point(x: x, y: y)
            #expect(scene.root.damageTracker.needsRedraw && !scene.root.damageTracker.hasDamage)
            #expect(scene.frame().isEmpty)
            #expect(scene.host.takeTrace() == ["move 1 \(Int(x) - 20),\(Int(y) - 20)"])
            #expect(scene.differenceFromFullRepaint == 0)
        }
    }

    @Test func aViewPreferringALayerInsideAnAddedSubtreeGetsOne() {
        let scene = Scene()
        scene.frame()
        let group = box(Rect(x: 60, y: 60, width: 60, height: 50), nil)
        let tile = box(Rect(x: 5, y: 5, width: 30, height: 30), Color(red: 0, green: 0.5, blue: 0))
        tile.prefersOwnLayer = true  // Before the group joins the rendered tree.
        group.addSubview(tile)
        scene.root.addSubview(group)
        scene.frame()
        #expect(scene.host.takeTrace() == ["image 1 30×30", "move 1 65,65", "order 1"])
        #expect(scene.differenceFromFullRepaint == 0)
    }

    @Test func gettingALayerErasesTheViewFromTheBufferAndLosingItPaintsItBack() {
        let scene = Scene()
        scene.frame()
        scene.root.bringSubviewToFront(scene.red)
        scene.red.prefersOwnLayer = true
        #expect(scene.frame() == [PixelRect(x: 10, y: 10, width: 40, height: 40)])  // Where it was.
        #expect(scene.differenceFromFullRepaint == 0)
        scene.red.center = Point(x: 90, y: 80)
        scene.frame()
        scene.red.prefersOwnLayer = false
        #expect(!scene.frame().isEmpty)
        #expect(scene.host.takeTrace().last == "remove 1")
        #expect(scene.red.compositorLayer == nil)
        #expect(scene.differenceFromFullRepaint == 0)
    }

    @Test func somethingPaintedAfterTheViewOverItTakesTheLayerAway() {
        let scene = Scene()
        scene.red.prefersOwnLayer = true  // Behind the blue tile: a layer only while apart.
        scene.frame()
        #expect(scene.red.compositorLayer != nil)
        scene.host.trace.removeAll()
        scene.red.center = Point(x: 110, y: 40)
        #expect(!scene.frame().isEmpty)
        #expect(scene.host.takeTrace() == ["remove 1"])
        #expect(scene.differenceFromFullRepaint == 0)
        scene.red.center = Point(x: 30, y: 80)
        scene.frame()
        #expect(scene.host.takeTrace() == ["image 2 40×40", "move 2 10,60", "order 2"])
        #expect(scene.differenceFromFullRepaint == 0)
    }

    @Test func aViewWithALayerSentBehindWhatItOverlapsLosesIt() {
        let scene = Scene()
        scene.raiseRedIntoALayer()
        scene.red.center = Point(x: 110, y: 40)  // Over the blue tile, in front of it.
        scene.frame()
        #expect(scene.red.compositorLayer != nil)
        scene.host.trace.removeAll()
        // Nothing but the view with the layer changed place: yet the blue tile now paints over
        // it, which following the move alone would miss.
        scene.root.sendSubviewToBack(scene.red)
        #expect(!scene.frame().isEmpty)
        #expect(scene.host.takeTrace() == ["remove 1"])
        #expect(scene.red.compositorLayer == nil)
        #expect(scene.differenceFromFullRepaint == 0)
    }

    @Test func aChangeInsideTheLayerRedrawsItsImageOnly() {
        let scene = Scene()
        let dot = box(Rect(x: 10, y: 10, width: 8, height: 8), .black)
        scene.red.addSubview(dot)
        scene.raiseRedIntoALayer()
        dot.backgroundColor = .white
        #expect(scene.frame().isEmpty)
        #expect(scene.host.takeTrace() == ["image 1 40×40", "move 1 10,10"])
        scene.red.backgroundColor = Color(red: 0, green: 1, blue: 0)
        scene.red.alpha = 0.5
        #expect(scene.frame().isEmpty)
        #expect(scene.host.takeTrace() == ["image 1 40×40", "move 1 10,10"])
        #expect(scene.differenceFromFullRepaint <= 1)
    }

    @Test func aScaleOrRotationRedrawsTheImageAtItsNewSize() {
        let scene = Scene()
        scene.raiseRedIntoALayer()
        scene.red.transform = AffineTransform(scaleX: 1.1, y: 1.1)
        #expect(scene.frame().isEmpty)
        #expect(scene.host.takeTrace() == ["image 1 44×44", "move 1 8,8"])
        #expect(scene.differenceFromFullRepaint <= 1)
        scene.red.transform = AffineTransform(rotationAngle: 0.3)
        scene.frame()
        #expect(scene.differenceFromFullRepaint <= 1)
    }

    @Test func aNewScaleRedrawsTheImagesAtItsResolution() {
        let scene = Scene()
        scene.raiseRedIntoALayer()
        let sharper = Canvas(width: 400, height: 240, scale: 2)
        #expect(!scene.renderer.render(scene.root, into: sharper.target, bufferAge: 0, layers: scene.host).isEmpty)
        #expect(scene.host.takeTrace() == ["image 1 80×80", "move 1 10,10"])
    }

    @Test func aMoveByAFractionIsRoundedToWholePixels() {
        let scene = Scene()
        scene.raiseRedIntoALayer()
        scene.red.center = Point(x: 30.4, y: 30.6)
        scene.frame()
        scene.red.center = Point(x: 31.6, y: 30.6)
        scene.frame()
        #expect(scene.host.takeTrace() == ["move 1 10,11", "move 1 12,11"])
    }

    @Test func aViewLeavingTheTreeOrReachingTheEdgeLosesItsLayer() {
        let scene = Scene()
        scene.raiseRedIntoALayer()
        scene.red.center = Point(x: 21, y: 60)  // One pixel from the left edge.
        scene.frame()
        #expect(scene.red.compositorLayer == nil)
        #expect(scene.differenceFromFullRepaint == 0)
        scene.red.center = Point(x: 60, y: 60)
        scene.frame()
        #expect(scene.red.compositorLayer?.id == 2)
        scene.host.trace.removeAll()
        scene.red.removeFromSuperview()
        #expect(scene.frame().isEmpty)  // It was never in the buffer.
        #expect(scene.host.takeTrace() == ["remove 2"])
        #expect(scene.red.compositorLayer == nil)
        #expect(scene.differenceFromFullRepaint == 0)
    }

    /// A layer follows its view's moves as the view moves, measuring them from where it last
    /// checked the view against its room: right up to the room's edges it decides as the
    /// full plan does (two pixels of margin around the tile, inside the window and off what
    /// paints above it). (A layer sits on whole pixels: the screen is a full repaint's where
    /// the tile is.)
    @Test func movesFollowedToTheEdgesOfTheRoomDecideAsTheFullPlanDoes() {
        let scene = Scene()
        scene.raiseRedIntoALayer()
        expectRedTile(of: scene, inALayerAlong: [(40, true), (30, true), (22.5, true), (22, true), (21.9, false), (30, true)], y: 60)

        let behind = Scene()
        behind.red.prefersOwnLayer = true  // Behind the blue tile (x from 100): a layer only while apart.
        behind.frame()
        expectRedTile(of: behind, inALayerAlong: [(60, true), (77.5, true), (77.9, true), (78, true), (78.1, false), (77, true)], y: 30)
    }

    /// Moves `scene`'s red tile to each centre (x, `y`) in turn, drawing a frame after each, and
    /// expects it in a layer exactly where `kept` says so (and the screen a full repaint's where
    /// the centre is on whole pixels).
    private func expectRedTile(of scene: Scene, inALayerAlong moves: [(x: Double, kept: Bool)], y: Double) {
        for (x, kept) in moves {
            scene.red.center = Point(x: x, y: y)
            scene.frame()
            #expect((scene.red.compositorLayer != nil) == kept, "centre at x = \(x)")
            if x == x.rounded() { #expect(scene.differenceFromFullRepaint == 0, "centre at x = \(x)") }
        }
    }

    @Test func aClippingOrFadedAncestorKeepsTheViewInTheBuffer() {
        let scene = Scene()
        let tray = box(Rect(x: 0, y: 0, width: 90, height: 120), Color(red: 0.9, green: 0.9, blue: 0.9))
        scene.root.addSubview(tray)
        scene.red.moveToSuperview(tray)
        scene.red.prefersOwnLayer = true
        tray.clipsToBounds = true
        scene.frame()
        #expect(scene.red.compositorLayer != nil)  // Well inside the clip.
        scene.red.center = Point(x: 80, y: 60)
        scene.frame()
        #expect(scene.red.compositorLayer == nil)  // Cut by it.
        #expect(scene.differenceFromFullRepaint == 0)
        scene.red.center = Point(x: 40, y: 60)
        scene.frame()
        #expect(scene.red.compositorLayer != nil)
        tray.alpha = 0.5
        scene.frame()
        #expect(scene.red.compositorLayer == nil)
        #expect(scene.differenceFromFullRepaint <= 1)
    }

    @Test func layersAreStackedInPaintingOrder() {
        let scene = Scene()
        let overlay = View(frame: scene.root.bounds)
        scene.root.addSubview(overlay)
        scene.red.moveToSuperview(overlay)
        scene.blue.moveToSuperview(overlay)
        scene.red.prefersOwnLayer = true
        scene.blue.prefersOwnLayer = true
        scene.frame()
        #expect(scene.host.takeTrace() == ["image 1 40×40", "move 1 10,10", "image 2 40×40", "move 2 100,10", "order 1 2"])
        scene.red.center = Point(x: 110, y: 40)  // Under the blue one: both layers stay, stacked.
        scene.frame()
        #expect(scene.differenceFromFullRepaint == 0)
        overlay.bringSubviewToFront(scene.red)
        scene.frame()
        #expect(scene.host.takeTrace() == ["move 1 90,20", "order 2 1"])
        #expect(scene.differenceFromFullRepaint == 0)
    }

    @Test func withoutAHostOrAtAFractionalScaleEverythingIsDrawnInTheBuffer() {
        let scene = Scene()
        scene.root.bringSubviewToFront(scene.red)
        scene.red.prefersOwnLayer = true
        scene.frame(layers: false)
        #expect(scene.red.compositorLayer == nil)
        #expect(scene.buffer.largestDifference(from: renderFully(scene.root)) == 0)

        let host = RecordingLayerHost(scale: 1.5)
        let buffer = Canvas(width: 300, height: 180, scale: 1.5)
        SceneRenderer().render(scene.root, into: buffer.target, bufferAge: 0, layers: host)
        #expect(scene.red.compositorLayer == nil && host.trace.isEmpty)
    }
}
