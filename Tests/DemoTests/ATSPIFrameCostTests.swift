import CShims
@testable import Tactile
import Testing
@testable import tactile_demo

/// What a frame costs the main loop while a screen reader listens: the AT-SPI bridge reads the
/// scene's tree again (`AccessibilityTree.update`) and hands the snapshot and its changes to
/// the D-Bus thread (`ATSPIBus.publish`; here, with no thread running the bus's context, GLib
/// takes them at once on this thread, which costs more than a hand-over). Measured over a
/// tile carried across the sorting board, whose every frame moves an element; the figures are
/// printed, not asserted (a debug build's, unless run with -c release).
@Suite struct ATSPIFrameCostTests {
    @Test func eachFrameOfADragPublishesTheCarriedTilesNewFrame() {
        let drag = HostDrag(scene: "sorting", size: BuiltInTour.size)
        let tree = drag.run.runner.host.startAccessibilityTree()
        let bus = ATSPIBus(applicationName: "Tactile demo", toMain: ATSPIRequestQueue(wakeUp: WakeDescriptor(tactile_eventfd_create())))
        bus.publish(tree.snapshot, changes: tree.update())
        let start = Point(x: 110, y: 110), step = Point(x: 4, y: 2)
        drag.down(at: start)
        for index in 1...30 { drag.move(to: start + step * Double(index)) }
        _ = tree.update()
        var updating = Duration.zero, publishing = Duration.zero, framesWithMoves = 0
        let clock = ContinuousClock()
        for index in 31...150 {
            drag.move(to: start + step * Double(index))
            var changes: [AccessibilityChange] = []
            updating += clock.measure { changes = tree.update() }
            publishing += clock.measure { bus.publish(tree.snapshot, changes: changes) }
            if changes.contains(where: { if case .frameChanged = $0 { true } else { false } }) { framesWithMoves += 1 }
        }
        let microseconds = { (total: Duration) in
            Int((Double(total.components.seconds) * 1e6 + Double(total.components.attoseconds) / 1e12) / 120)
        }
        print("ATSPIFrameCostTests sorting board (\(tree.snapshot.nodes.count) elements), per frame of a drag: "
            + "tree update \(microseconds(updating)) µs, publish \(microseconds(publishing)) µs")
        drag.up()
        #expect(framesWithMoves == 120, "each frame of the drag tells the carried tile's new bounds")
    }
}
