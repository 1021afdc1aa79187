import PropertyBased
import Testing
@testable import TactileCore

/// Random multi-finger streams over draggable tiles (some pinchable by a second finger, as
/// the item, a shadow or a copy), a tray and an auto-scrolling list of row zones, mixed with
/// Escape, touch cancels, `cancelAllDrags` and the passing of time, never lose or duplicate
/// an item, end every drag they start exactly once, and leave no animation running.
@Suite struct DragDropPropertyTests {
    /// Every operation is one integer, so shrinking a failing stream shrinks plain numbers.
    private static let operationRange = 0...(16 * 4 * 100 * 100 - 1)

    /// The harness with tiles A (item, pinchable), B (shadow, pinchable), C (item, not
    /// pinchable) and D (copied, pinchable) in the palette; the tray takes drops where they
    /// land and holds a 400×400 list at (400, 200) on screen of 20 row zones.
    private final class Scene {
        let h = DragHarness()
        let tiles: [View]
        let list = ScrollView(frame: Rect(x: 0, y: 200, width: 400, height: 400))

        init() {
            tiles = [h.tile("A", at: 60, 60, in: h.palette), h.tile("B", at: 200, 60, in: h.palette),
                     h.tile("C", at: 60, 200, in: h.palette), h.tile("D", at: 200, 200, in: h.palette)]
            h.source(tiles[0]) { $0.manipulation = DragManipulation() }
            h.source(tiles[1]) { source in
                source.manipulation = DragManipulation()
                source.lift = .shadow()
            }
            h.source(tiles[2])
            h.source(tiles[3]) { source in
                source.manipulation = DragManipulation(scaleLimits: 0.8...1.5)
                source.operation = .copy { original in
                    let copy = View(frame: original.frame)
                    copy.identifier = "D copy"
                    return copy
                }
            }
            h.zone(h.tray)
            list.identifier = "list"
            list.contentSize = Size(width: 400, height: 1200)
            h.tray.addSubview(list)
            for row in 0..<20 {
                h.zone(h.input.addView(Rect(x: 0, y: Double(row) * 60, width: 400, height: 60), to: list, name: "row\(row)"),
                       placement: .center)
            }
            h.recordsMoves = false
        }

        /// A point on a carried item or a tile where it is now (so second fingers land on
        /// items), at the list's bottom or top edge, or anywhere.
        func location(_ a: Int, _ b: Int) -> Point {
            let jitter = Point(x: Double(a / 4 % 10 * 5 - 25), y: Double(b / 4 % 10 * 5 - 25))
            switch a % 4 {
            case 0:
                let carried = h.manager.sessions.compactMap(\.item)
                let view = b % 2 == 0 && !carried.isEmpty ? carried[b / 2 % carried.count] : tiles[b % 4]
                return (view.superview.map { h.root.convert(view.center, from: $0) } ?? .zero) + jitter
            case 1: return Point(x: 600 + jitter.x, y: 590 + jitter.y / 5)
            case 2: return Point(x: 600 + jitter.x, y: 210 + jitter.y / 5)
            default: return Point(x: Double(b) * 8, y: Double(a) * 6)
            }
        }

        func run(_ operations: [Int]) {
            let dispatcher = h.dispatcher
            var time: UInt32 = 1000
            for operation in operations {
                time += 5
                let kind = operation % 16, id = Int32(operation / 16 % 4)
                let a = operation / 64 % 100, b = operation / 6400 % 100
                let location = location(a, b)
                switch kind {
                case 0...3: dispatcher.handleTouch(.down(time: time, id: id, location: location))
                case 4...9: dispatcher.handleTouch(.motion(time: time, id: id, location: location))
                case 10...11: dispatcher.handleTouch(.up(time: time, id: id))
                case 12: dispatcher.handleTouch(.frame)
                case 13...14:
                    dispatcher.endOfDispatchBatch()
                    h.wait(Double(a * 4))
                default:
                    switch id {
                    case 0: dispatcher.handleKey(KeyEvent(time: MonotonicTime(wireMilliseconds: Int64(time)), keysym: Keysym.escape, pressed: true))
                    case 1: dispatcher.cancelAllTouches()
                    case 2: h.manager.cancelAllDrags()
                    default: dispatcher.endOfDispatchBatch()
                    }
                }
                // Most touch events end their frame at once; the others wait for a later frame.
                if kind <= 11 && b % 4 != 0 { dispatcher.handleTouch(.frame) }
                h.wait(5)
            }
        }

        /// Lifts every finger and lets every animation end; false if one runs on for 20 s.
        func finish() -> Bool {
            for id in Int32(0)..<4 { h.dispatcher.handleTouch(.up(time: UInt32(h.input.clock.now.sinceOrigin.milliseconds) + 100_000, id: id)) }
            h.dispatcher.endOfDispatchBatch()
            for _ in 0..<2 where h.animator.isAnimating { h.settle() }
            return !h.animator.isAnimating
        }

        /// Every view in the window with its container, depth first.
        func everyView(in view: View? = nil) -> [(view: View, parent: View?)] {
            let start = view ?? h.root
            return start.subviews.flatMap { [($0, start)] + everyView(in: $0) }
        }
    }

    @Test func randomStreamsNeverLoseOrDuplicateAnItem() async {
        await propertyCheck(count: 200, input: Gen.int(in: Self.operationRange).array(of: 1...160)) { operations in
            let scene = Scene(), h = scene.h
            scene.run(operations)
            #expect(scene.finish(), "an animation still runs")
            #expect(h.manager.sessions.isEmpty && h.manager.autoScrolling.scrollers.isEmpty)
            #expect(h.manager.overlay.superview == nil)
            #expect(h.manager.overlay.touchTargets.isEmpty)
            let views = scene.everyView()
            for tile in scene.tiles {
                let places = views.filter { $0.view === tile }
                #expect(places.count == 1 && places.first?.parent !== h.manager.overlay, "\(tile.identifier ?? "?")")
                #expect(tile.transform.a.isFinite && tile.transform.b.isFinite, "\(tile.transform)")
            }
            #expect(!views.contains { $0.view is SnapshotView })
            let copies = views.count { $0.view.identifier == "D copy" }
            #expect(copies == h.trace.count { $0.hasPrefix("D ended copied") })
            for name in ["A", "B", "C", "D"] {
                #expect(h.trace.count { $0 == "\(name) started" } == h.trace.count { $0.hasPrefix("\(name) ended") }, "\(name)")
            }
            #expect(h.input.allRecognizersIdle())
        }
    }
}
