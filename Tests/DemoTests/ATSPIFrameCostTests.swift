import CShims
@testable import Tactile
import Testing
@testable import tactile_demo

/// What a frame costs while a screen reader listens: the scene host reads its tree again at
/// each frame, and the AT-SPI bridge hands each change and the new snapshot to the D-Bus
/// thread (`ATSPIBus.publish`; here, with no thread running the bus's context, GLib takes them
/// at once on this thread, which costs more than a hand-over). Measured over a tile carried
/// across the sorting board, whose every frame moves an element, against the same drag with
/// no tree; the figures are printed, not asserted (a debug build's, unless run with -c release:
/// on the 2-core machine shared by four builds, 10-12 µs per frame with no tree, 127-138 µs
/// with the tree of 19 elements read and published, of which publishing 1 µs).
@Suite struct ATSPIFrameCostTests {
    @Test func eachFrameOfADragPublishesTheCarriedTilesNewBounds() {
        let clock = ContinuousClock()
        let start = Point(x: 110, y: 110), step = Point(x: 4, y: 2)
        /// The time 120 motions of a drag take, after 30 of warm-up.
        func drag(_ drag: HostDrag) -> Duration {
            drag.down(at: start)
            for index in 1...30 { drag.move(to: start + step * Double(index)) }
            let time = clock.measure {
                for index in 31...150 { drag.move(to: start + step * Double(index)) }
            }
            drag.up()
            return time
        }
        let unread = drag(HostDrag(scene: "sorting", size: BuiltInTour.size))

        let read = HostDrag(scene: "sorting", size: BuiltInTour.size)
        let tree = read.run.runner.host.startAccessibilityTree()
        let bus = ATSPIBus(applicationName: "Tactile demo", toMain: ATSPIRequestQueue(wakeUp: WakeDescriptor(tactile_eventfd_create())))
        var publishing = Duration.zero, framesWithMoves = 0
        tree.addObserver { changes in
            publishing += clock.measure { bus.publish(tree.snapshot, changes: changes) }
            if changes.contains(where: { if case .frameChanged = $0 { true } else { false } }) { framesWithMoves += 1 }
        }
        tree.update()
        let withTree = drag(read)

        let microseconds = { (total: Duration) in
            Int((Double(total.components.seconds) * 1e6 + Double(total.components.attoseconds) / 1e12) / 120)
        }
        print("ATSPIFrameCostTests sorting board (\(tree.snapshot.nodes.count) elements), per frame of a drag: "
            + "\(microseconds(unread)) µs with no tree, \(microseconds(withTree)) µs with the tree read and published "
            + "(of which publishing \(microseconds(publishing)) µs)")
        // 120 motions, 30 of warm-up and the lift: each frame of the carried tile told where it went.
        #expect(framesWithMoves >= 150, "\(framesWithMoves) frames told a tile's new bounds")
    }
}
