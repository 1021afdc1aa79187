import PropertyBased
import Testing
@testable import TactileCore

/// Random streams of three fingers and the keyboard driving drags at the same time (Tab,
/// Shift-Tab, Enter, Escape, arrows, the passing of time) never lose or duplicate an item:
/// once every finger has lifted and everything has settled, each tile rests in exactly one
/// container at rest size, opacity and transform, every drag that started has ended exactly
/// once, and at most one view shows the focus ring: the focused one, unless a touch hid it.
@Suite struct DragDropKeyboardPropertyTests {
    /// Every operation is one integer, so shrinking a failing stream shrinks plain numbers.
    private static let operationRange = 0...(12 * 3 * 100 * 100 - 1)
    private static let tileNames = ["A", "B", "C", "D", "E"]

    /// Five tiles in the palette (B lifts as a shadow), and in the tray a slot zone at the top,
    /// a zone only interested in A, B and C in the middle, and the tray itself below them.
    private final class Scene {
        let k = KeyboardDragHarness()
        var h: DragHarness { k.drag }
        var tiles: [View] = []
        var containers: [View] = []

        init() {
            h.recordsMoves = false
            for (index, name) in DragDropKeyboardPropertyTests.tileNames.enumerated() {
                let tile = h.tile(name, at: 100 + Double(index % 2) * 150, 80 + Double(index) * 100, in: h.palette)
                h.source(tile) { source in if name == "B" { source.lift = .shadow() } }
                tiles.append(tile)
            }
            let slots = h.input.addView(Rect(x: 0, y: 0, width: 400, height: 200), to: h.tray, name: "slots")
            let picky = h.input.addView(Rect(x: 0, y: 200, width: 400, height: 200), to: h.tray, name: "picky")
            h.zone(h.tray)
            h.zone(slots, placement: .slots([Rect(x: 20, y: 20, width: 160, height: 160), Rect(x: 220, y: 20, width: 160, height: 160)]))
            h.zone(picky, placement: .center, accepts: { ["A", "B", "C"].contains($0 ?? "") })
            containers = [h.palette, h.tray, slots, picky]
        }
    }

    private static func run(_ operations: [Int], on scene: Scene) {
        let h = scene.h, k = scene.k
        for operation in operations {
            let time = UInt32(h.input.clock.now.sinceOrigin.milliseconds) + 7
            let kind = operation % 12, id = Int32((operation / 12) % 3)
            let a = (operation / 36) % 100, b = (operation / 3600) % 100
            let location = Point(x: Double(a) * 8, y: Double(b) * 6)
            switch kind {
            case 0, 1: h.play([(time, [.down(id, location.x, location.y)])])
            case 2...4: h.play([(time, [.move(id, location.x, location.y)])])
            case 5, 6: h.play([(time, [.up(id)])])
            case 7: if a % 2 == 0 { k.press(Keysym.tab) } else { k.shiftTab() }
            case 8: k.press(a % 2 == 0 ? Keysym.enter : Keysym.keypadEnter)
            case 9: if a % 4 == 0 { k.press(Keysym.escape) } else { k.press(Keysym.tab) }
            case 10: k.press([Keysym.left, Keysym.right, Keysym.up, Keysym.down][a % 4])
            default: h.wait(Double(a))
            }
        }
        h.play([(UInt32(h.input.clock.now.sinceOrigin.milliseconds) + 10, [.up(0), .up(1), .up(2)])])
        k.press(Keysym.escape)
    }

    @Test func randomTouchAndKeyStreamsNeverLoseOrDuplicateAnItem() async {
        await propertyCheck(count: 200, input: Gen.int(in: Self.operationRange).array(of: 1...160)) { operations in
            let scene = Scene()
            Self.run(operations, on: scene)
            let h = scene.h
            #expect(h.settle() != nil)
            #expect(h.manager.sessions.isEmpty && scene.k.keyboard.session == nil)
            #expect(h.manager.overlay.superview == nil)
            #expect(h.input.allRecognizersIdle())
            // Each tile exactly once among the containers' subviews, and nothing else there.
            let resting = scene.containers.flatMap(\.subviews).filter { view in !scene.containers.contains { $0 === view } }
            #expect(resting.map { $0.identifier ?? "?" }.sorted() == Self.tileNames)
            for tile in scene.tiles {
                #expect(tile.alpha == 1 && tile.transform.isIdentity && tile.bounds.size == Size(width: 60, height: 60),
                        "\(h.place(tile))")
            }
            for name in Self.tileNames {
                let started = h.trace.count { $0 == "\(name) started" }
                let ended = h.trace.count { $0.hasPrefix("\(name) ended ") }
                #expect(started == ended, "\(name): \(started) started, \(ended) ended")
            }
            // The focused view alone shows the ring, unless a touch has hidden it.
            let keyboard = scene.k.keyboard
            let ringed = scene.k.ringed()
            #expect(ringed == (keyboard.isFocusRingShown ? [keyboard.focusedView?.identifier].compactMap { $0 } : []),
                    "\(ringed)")
        }
    }
}
