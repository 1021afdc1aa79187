import PropertyBased
import Testing
@testable import TactileCore

/// Reordering by drag: a zone placing by `.arranged` over a stack or a grid opens room
/// under the finger, animated, closes it when the finger leaves, and inserts the dropped
/// item there. Layout runs after each frame of input, as the host runs it before drawing.
@Suite struct LayoutReorderTests {
    /// The palette holds a column of four 60×60 tiles A–D, 10 px apart, registered as
    /// sources, over a zone placing by `.arranged`; the tray takes anything.
    private final class Scene {
        let h = DragHarness()
        let column = Stack(.vertical, spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let tiles: [View]

        init(grid: Bool = false) {
            let container: LayoutContainer
            if grid {
                let cells = Grid(columns: [.fixed(60), .fixed(60)], spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 600))
                cells.rowHeight = .fixed(60)
                cells.distribution = .leading
                container = cells
            } else {
                column.distribution = .leading
                column.alignment = .leading
                container = column
            }
            container.identifier = "list"
            h.palette.addSubview(container)
            tiles = ["A", "B", "C", "D"].map { name in
                let tile = Box(60, 60, name: name)
                container.addSubview(tile)
                return tile
            }
            for tile in tiles { h.source(tile) }
            h.zone(container, placement: .arranged)
            h.zone(h.tray)
            h.recordsMoves = false
            h.root.layoutIfNeeded()
        }

        var container: View { tiles[0].superview === h.manager.overlay ? column : (tiles[0].superview ?? column) }

        /// Plays the frames, laying out after each as the host does before drawing.
        func play(_ frames: [ScriptFrame]) {
            for frame in frames {
                h.input.play([frame])
                step(0)
            }
        }

        /// Lifts finger 1 10 ms from now.
        func release() {
            play([(UInt32(h.input.clock.now.sinceOrigin.milliseconds) + 10, [.up(1)])])
        }

        /// Advances the clock, ticks the animations and lays out.
        func step(_ milliseconds: Double) {
            h.wait(milliseconds)
            h.root.layoutIfNeeded()
        }

        /// Lets every animation end (laying out at each frame).
        func settle() {
            var frames = 0
            while h.animator.isAnimating && frames < 600 {
                step(1000.0 / 60)
                frames += 1
            }
            h.root.layoutIfNeeded()
        }

        /// "name y" (centre, rounded) for the tiles in the list, in subview order, and the carried ones.
        func order(in list: View) -> String {
            list.subviews.map { "\($0.identifier ?? "?")\(Int($0.center.y.rounded()))" }.joined(separator: " ")
        }
    }

    /// A is lifted and held between C and D: B and C move up, D stays below the room; the
    /// moves are animated (half-way after 50 ms); the drop puts A in the room, where nothing jumps.
    @Test func holdingBetweenTwoItemsOpensRoomThereAndTheDropFillsIt() {
        let scene = Scene(), list = scene.tiles[0].superview!
        #expect(scene.order(in: list) == "A30 B100 C170 D240")
        scene.play(drag(1, from: (30, 30), to: (30, 200), steps: 4, at: 0).dropLast())
        var trace = [scene.order(in: list)]
        scene.step(50)
        trace.append(scene.order(in: list))
        scene.settle()
        trace.append(scene.order(in: list))
        scene.release()
        scene.settle()
        trace.append(scene.order(in: list))
        // 40 ms into the drag B and C are on their way up; 50 ms later most of the way.
        #expect(trace == ["B88 C168 D240", "B58 C139 D240", "B30 C100 D240", "B30 C100 A170 D240"])
        #expect(scene.h.trace.contains("A ended moved into list"))
        #expect(describe(scene.tiles[0]) == "0,140 60×60")
    }

    /// Drag frames that keep the finger over the same index lay nothing out; crossing to
    /// the next index relays the list out once.
    @Test func movesWithinOneIndexDoNoLayout() {
        let scene = Scene(), environment = scene.h.root.layoutEnvironment
        scene.play(drag(1, from: (30, 30), to: (30, 200), steps: 4, at: 0).dropLast())
        scene.settle()
        let passes = environment.passCount
        scene.play([(1000, [.move(1, 35, 205)]), (1010, [.move(1, 40, 195)]), (1020, [.move(1, 30, 190)])])
        #expect(environment.passCount == passes)
        scene.play([(1030, [.move(1, 30, 260)])])
        #expect(environment.passCount == passes + 1)
    }

    /// The finger leaves the list for the tray: the room closes; dropped on the tray, A stays there.
    @Test func leavingTheListClosesTheRoom() {
        let scene = Scene(), list = scene.tiles[0].superview!
        scene.play(drag(1, from: (30, 100), to: (600, 300), steps: 5, at: 0).dropLast())
        scene.settle()
        #expect(scene.order(in: list) == "A30 C100 D170")
        scene.release()
        scene.settle()
        #expect(scene.order(in: list) == "A30 C100 D170")
        #expect(scene.tiles[1].superview === scene.h.tray)
    }

    /// A drag cancelled away from the list: B flies home and the others part for it again.
    @Test func aCancelledDragComesBackToItsPlace() {
        let scene = Scene(), list = scene.tiles[0].superview!
        scene.play(drag(1, from: (30, 100), to: (600, 300), steps: 5, at: 0).dropLast())
        scene.settle()
        scene.h.manager.cancelAllDrags()
        scene.settle()
        #expect(scene.order(in: list) == "A30 B100 C170 D240")
    }

    /// In a grid of two columns, dropping on the cell of D (second row, second column) puts
    /// the item there, reading order kept for the others.
    @Test func reorderingAGrid() {
        let scene = Scene(grid: true), grid = scene.tiles[0].superview!
        scene.play(drag(1, from: (30, 30), to: (100, 100), steps: 4, at: 0))
        scene.settle()
        #expect(grid.subviews.map { $0.identifier ?? "?" } == ["B", "C", "D", "A"])
        #expect(grid.subviews.map(describe) == ["0,0 60×60", "70,0 60×60", "0,70 60×60", "70,70 60×60"])
    }

    /// Random drags of random tiles to random places, dropped or cancelled, never lose or
    /// duplicate a tile, and leave the list laid out with no room open.
    @Test func randomReordersNeverLoseOrDuplicateAnItem() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...(4 * 40 * 60 * 3 - 1)).array(of: 1...8)) { drags in
            let scene = Scene(grid: drags.count % 2 == 0)
            var time: UInt32 = 0
            for operation in drags {
                let tile = scene.tiles[operation % 4]
                let x = Double(operation / 4 % 40) * 15, y = Double(operation / 160 % 60) * 10
                let start = scene.h.root.convert(tile.center, from: tile.superview)
                var frames = drag(1, from: (start.x, start.y), to: (x, y), steps: 3, at: time)
                if operation / 9600 == 2 { frames.removeLast() }
                scene.play(frames)
                if operation / 9600 == 2 { scene.h.manager.cancelAllDrags() }
                if operation / 9600 == 1 { scene.step(30) }  // The next drag catches this one in flight.
                time += 400
            }
            scene.h.dispatcher.handleTouch(.up(time: time + 10, id: 1))
            scene.h.dispatcher.endOfDispatchBatch()
            scene.settle()
            let everywhere = [scene.h.palette, scene.h.tray, scene.h.manager.overlay].flatMap { view in
                ([view] + view.subviews.flatMap { [$0] + $0.subviews }).map { $0 }
            }
            for tile in scene.tiles {
                #expect(everywhere.filter { $0 === tile }.count == 1, "\(tile.identifier ?? "?")")
            }
            let list = scene.h.palette.subviews[0] as? LayoutContainer
            #expect(list?.dropRoom == nil)
            #expect(scene.h.manager.overlay.superview == nil)
        }
    }
}
