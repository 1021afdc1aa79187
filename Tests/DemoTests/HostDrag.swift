import CAllocationCount
@testable import Tactile
import TactileCairo

/// One finger dragging on the demo's host as a window drives it, frame by frame, with a
/// compositor that takes layers without tracing them: per motion, the touch and its frame
/// go to the dispatcher, the dispatched batch ends, and a display frame is drawn. Unlike the
/// offscreen runner's `play`, nothing on the way writes trace lines (which are strings, and
/// would be counted), so what `allocations(per:_:)` counts is the toolkit's own work.
final class HostDrag {
    let run: DemoRun
    private let image: PixelImage
    private let target: PixelBuffer
    private let layers = SilentLayerHost()
    private var time = 0.0

    /// The demo showing `scene` on a `size` surface, a frame drawn.
    init(scene: String, size: Size = Size(width: 1280, height: 800)) {
        run = DemoRun(script: OffscreenScript(size: size, events: [], snapshots: []), scene: scene)
        run.runner.host.inputDispatcher.coalescesMotions = true  // As the Wayland window host does.
        image = PixelImage(width: Int(size.width), height: Int(size.height))
        target = image.renderTarget
        frame()
    }

    /// A finger touches at `point`, then a frame.
    func down(at point: Point) {
        deliver(.down(time: UInt32(time), id: 0, location: point))
    }

    /// The finger moves to `point`, then a frame.
    func move(to point: Point) {
        deliver(.motion(time: UInt32(time), id: 0, location: point))
    }

    /// The finger moves through `points` in one batch of input, as a client that stalled
    /// reads them all at once (each motion with its `wl_touch.frame`), then a frame.
    func burst(through points: [Point]) {
        let dispatcher = run.runner.host.inputDispatcher
        for point in points {
            time += 1
            dispatcher.handleTouch(.motion(time: UInt32(time), id: 0, location: point))
            dispatcher.handleTouch(.frame)
        }
        deliver(nil)
    }

    /// The finger lifts, then a frame.
    func up() {
        deliver(.up(time: UInt32(time), id: 0))
    }

    /// What this thread allocates in `body`, over `count` (what the figures are per): Swift
    /// heap objects, heap allocations of any kind, those C code (Cairo, pixman, Pango…) asked
    /// for, and minor page faults (see CAllocationCount.h).
    func allocations(per count: Int, _ body: () -> Void) -> (swiftObjects: Double, all: Double, c: Double, minorFaults: Double) {
        let objects = tactile_swift_object_count(), all = tactile_allocation_count(), c = tactile_c_allocation_count()
        let faults = tactile_thread_minor_faults()
        body()
        return (Double(tactile_swift_object_count() - objects) / Double(count),
                Double(tactile_allocation_count() - all) / Double(count),
                Double(tactile_c_allocation_count() - c) / Double(count),
                Double(tactile_thread_minor_faults() - faults) / Double(count))
    }

    /// A finger goes down at `start` and moves by `step` `warmUp` times (what is made once is
    /// made then), then `measured` times more, counted; then it lifts. The allocations per
    /// counted motion (and its page faults) and the layer moves the counted motions made.
    func measuredDrag(from start: Point, step: Point, warmUp: Int, measured: Int)
        -> (swiftObjects: Double, all: Double, c: Double, minorFaults: Double, layerMoves: Int) {
        down(at: start)
        for index in 1...warmUp { move(to: start + step * Double(index)) }
        let movesBefore = layerMoves
        let perMotion = allocations(per: measured) {
            for index in (warmUp + 1)...(warmUp + measured) { move(to: start + step * Double(index)) }
        }
        let moves = layerMoves - movesBefore
        up()
        return (perMotion.swiftObjects, perMotion.all, perMotion.c, perMotion.minorFaults, moves)
    }

    /// The first point, scanning the window in rows 20 pixels apart, whose view or an
    /// ancestor has a gesture recognizer: where a finger starts to drag something.
    func firstPointOnARecognizer() -> Point? {
        let root = run.runner.host.rootView
        for y in stride(from: 10.0, to: root.bounds.height, by: 20) {
            for x in stride(from: 10.0, to: root.bounds.width, by: 20) {
                var view = root.hitTest(Point(x: x, y: y))
                while let current = view, current !== root {
                    if !current.gestureRecognizers.isEmpty { return Point(x: x, y: y) }
                    view = current.superview
                }
            }
        }
        return nil
    }

    /// The layer moves the compositor was asked for.
    var layerMoves: Int { layers.moves }

    /// Delivers `event` (nil: none) with its frame, ends the batch and draws a frame.
    private func deliver(_ event: TouchEvent?) {
        time += 1000.0 / 60
        run.runner.clock.advance(by: MonotonicTime(sinceOrigin: .milliseconds(time)) - run.runner.clock.now)
        let dispatcher = run.runner.host.inputDispatcher
        if let event {
            dispatcher.handleTouch(event)
            dispatcher.handleTouch(.frame)
        }
        dispatcher.endOfDispatchBatch()
        frame()
    }

    private func frame() {
        _ = run.runner.host.drawFrame(at: run.runner.clock.now, into: target, bufferAge: 1, layers: layers)
        run.runner.host.checkRest()
    }
}

/// A compositor for `HostDrag`: one image per layer, kept across frames, and a count of moves.
private final class SilentLayerHost: LayerHost {
    private var images: [Int: PixelImage] = [:]
    private(set) var moves = 0

    func imageTarget(forLayer id: Int, width: Int, height: Int) -> PixelBuffer? {
        if let image = images[id], image.width >= width, image.height >= height { return image.renderTarget }
        let image = PixelImage(width: width, height: height)
        images[id] = image
        return image.renderTarget
    }

    func showImage(ofLayer id: Int) {}
    func moveLayer(_ id: Int, x: Int, y: Int) { moves += 1 }
    func orderLayers(_ ids: [Int]) {}
    func removeLayer(_ id: Int) { images[id] = nil }
}
