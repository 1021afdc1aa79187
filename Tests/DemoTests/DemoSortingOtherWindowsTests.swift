import DemoState
@testable import Tactile
import Testing
@testable import tactile_demo

/// Another window's drag offering `mimeType` with `body`, answering at once and noting what
/// the board answered (DemoSortingWindowsTests drags between two real windows on weston).
private final class ItemOffer: SharedDragOffer {
    let mimeTypes: [String]
    let body: String
    var answers: [String] = []

    init(_ body: String, type: String = SharedDragContent.itemType) {
        mimeTypes = [type]
        self.body = body
    }

    /// An offer of `body` under each of `types` (as a tile's drag offers its colour).
    init(_ body: String, types: [String]) {
        mimeTypes = types
        self.body = body
    }

    func accept(_ mimeType: String?) { answers.append("accept \(mimeType ?? "null")") }
    func setActions(preferring action: SharedDragActions?) { answers.append("prefers \(action.map { "\($0)" } ?? "none")") }
    func receive(_ mimeType: String, limit: Int, timeout: TimeSpan,
                 completion: @escaping (Result<[UInt8], any Error>) -> Void) {
        completion(.success(Array(body.utf8)))
    }
    func finish() { answers.append("finish") }
    func discard() {}
}

/// Takes every drag the board hands over and keeps it for the test to end.
private final class KeptCarrier: SharedDragCarrier {
    var handOffs: [SharedDragHandOff] = []
    func startSharedDrag(_ handOff: SharedDragHandOff) -> Bool {
        handOffs.append(handOff)
        return true
    }
    func cancelSharedDrag(_ handOff: SharedDragHandOff, reason: SharedDragReturn) {}
}

/// The sorting board and other demo windows: a tile described by another window becomes a
/// new tile where it is dropped (`right`: at the point; `middle`: in the cell), saved with
/// its colour; a tile carried out as a move leaves the board only once the other window
/// has it.
@Suite struct DemoSortingOtherWindowsTests {
    private static func description(_ id: String, colour: String) -> String {
        "tactile-item 1\nidentifier \(id)\ntext \(colour)\ncolour \(colour)\nsize 80 80\n"
    }

    @Test func aDescribedTileDroppedOnAContainerBecomesASavedTile() throws {
        let demo = KeyedDemo(scene: "sorting")
        let sorting = demo.session.scene(SortingScene.self)
        let receiver = demo.session.shell.host.sharedDrops
        func drop(_ offer: ItemOffer, at point: Point) -> [String] {
            receiver.handle(.enter(offer, location: point))
            receiver.handle(.drop)
            return offer.answers
        }
        let right = sorting.containers[2], grid = sorting.grid
        let inRight = right.surfaceCenter + Point(x: 10, y: 40)
        #expect(drop(ItemOffer(Self.description("tile-0", colour: "#123456")), at: inRight)
                == ["accept application/x-tactile-item", "prefers move", "finish"])
        // On tile-4's cell, the grid's second: the new tile takes that cell, tile-4 the next.
        let onTileFour = sorting.items[4].surfaceCenter
        #expect(drop(ItemOffer(Self.description("tile-2", colour: "#abcdef")), at: onTileFour).last == "finish")
        #expect(drop(ItemOffer(Self.description("swatch-red", colour: "#e8505b")), at: inRight).last == "prefers move")
        #expect(drop(ItemOffer("#e8505b", type: "text/plain"), at: inRight) == ["accept null", "prefers none"])
        demo.settle()
        #expect(demo.lines.filter { $0.hasPrefix("external") } == [
            "external drop tile-6 into right", "external drop tile-7 into middle", "external drop refused not a tile",
        ])
        let made = try #require(sorting.items.last)
        #expect(made.identifier == "tile-7" && made.bounds.size == sorting.items[0].bounds.size)
        #expect(grid.subviews.compactMap(\.identifier) == ["tile-3", "tile-7", "tile-4"])
        #expect(sorting.items[6].surfaceCenter == inRight)
        let saved = try #require(demo.session.shell.capturedState().scenes["sorting"]?.items)
        #expect(saved.first { $0.id == "tile-6" }.map { ($0.container, $0.color?.hexString) } ?? ("", nil) == ("right", "#123456"))
        #expect(saved.first { $0.id == "tile-7" }.map { ($0.container, $0.color?.hexString) } ?? ("", nil) == ("middle", "#abcdef"))

        // Put back elsewhere: the received tiles are made again; a tile the state lacks
        // (moved to another window) is not there.
        var state = demo.session.shell.capturedState()
        state.scenes["sorting"]?.items.removeAll { $0.id == "tile-1" }
        let relaunch = KeyedDemo(scene: "sorting", state: state)
        let restored = relaunch.session.scene(SortingScene.self)
        #expect(restored.items.compactMap(\.identifier).sorted() == ["tile-0", "tile-2", "tile-3", "tile-4", "tile-5", "tile-6", "tile-7"])
        #expect(restored.items.first { $0.identifier == "tile-6" }?.superview === restored.containers[2])
        #expect(restored.grid.subviews.compactMap(\.identifier) == ["tile-3", "tile-7", "tile-4"])
        #expect(restored.items.allSatisfy { $0.superview != nil })
    }

    /// Carried out of the window, a tile is offered as a copy or a move with its colour and
    /// its description; another window finishing the move removes it here (and from the saved
    /// state); a cancelled transfer brings it home.
    @Test func aTileMovedToAnotherWindowLeavesTheBoardOnlyWhenTaken() throws {
        let demo = KeyedDemo(scene: "sorting")
        let sorting = demo.session.scene(SortingScene.self)
        let carrier = KeptCarrier()
        sorting.dragDrop.sharedDrags = carrier
        func carryOut(_ tile: View) throws -> SharedDragHandOff { try Self.carryOut(tile, in: demo, to: carrier) }
        let home = sorting.items[2].surfaceCenter
        let kept = try carryOut(sorting.items[2])
        #expect(kept.actions == [.copy, .move])
        #expect(kept.data.map(\.mimeType) == ["text/plain;charset=utf-8", "text/plain", "application/x-tactile-item"])
        #expect(kept.data.first?.bytes == Array("#3caea3".utf8))
        kept.targetAccepts(SharedDragContent.itemType)
        kept.cancelled()
        demo.settle()
        #expect(sorting.items.count == 6 && sorting.items[2].surfaceCenter == home)

        let moved = try carryOut(sorting.items[5])
        moved.targetAccepts(SharedDragContent.itemType)
        moved.actionChosen(.move)
        moved.dropWasPerformed()
        moved.finished()
        demo.settle()
        #expect(demo.lines.contains("tile-5 moved to another window"))
        #expect(sorting.items.compactMap(\.identifier) == ["tile-0", "tile-1", "tile-2", "tile-3", "tile-4"])
        let saved = try #require(demo.session.shell.capturedState().scenes["sorting"]?.items)
        #expect(saved.map(\.id).sorted() == ["tile-0", "tile-1", "tile-2", "tile-3", "tile-4"])
    }

    /// Drags `tile` with a finger past the window's left edge and returns its hand-off.
    private static func carryOut(_ tile: View, in demo: KeyedDemo, to carrier: KeptCarrier) throws -> SharedDragHandOff {
        let dispatcher = demo.session.shell.host.inputDispatcher
        let start = tile.surfaceCenter
        for event: TouchEvent in [.down(time: 0, id: 1, location: start), .motion(time: 20, id: 1, location: start + Point(x: 0, y: 40)),
                                  .motion(time: 40, id: 1, location: Point(x: -30, y: start.y))] {
            demo.clock.advance(by: .milliseconds(20))
            dispatcher.handleTouch(event)
            dispatcher.handleTouch(.frame)
        }
        demo.clock.advance(by: .milliseconds(1))
        return try #require(carrier.handOffs.last)
    }

    /// Each taker asks for the action that fits what it does with a tile: another window's
    /// palette, which makes a swatch of the tile's colour text, asks for a copy, and the tile
    /// taken as a copy stays on the board (and in the saved state); a sorting container,
    /// which takes the tile itself, asks for a move.
    @Test func aTileTakenAsACopyStaysAndEachTakerAsksForItsAction() throws {
        let demo = KeyedDemo(scene: "sorting")
        let sorting = demo.session.scene(SortingScene.self)
        let carrier = KeptCarrier()
        sorting.dragDrop.sharedDrags = carrier
        let home = sorting.items[5].surfaceCenter
        let handOff = try Self.carryOut(sorting.items[5], in: demo, to: carrier)
        #expect(handOff.actions == [.copy, .move])

        let palette = KeyedDemo(scene: "palette")
        let colours = palette.session.scene(PaletteScene.self).colourBox
        let asSwatch = ItemOffer("#20639b", types: handOff.mimeTypes)
        palette.session.shell.host.sharedDrops.handle(.enter(asSwatch, location: colours.surfaceCenter))
        palette.session.shell.host.sharedDrops.handle(.drop)
        #expect(asSwatch.answers == ["accept text/plain;charset=utf-8", "prefers copy", "finish"])
        palette.settle()
        #expect(palette.lines.contains("external drop swatch-20639b into colours"))

        let other = KeyedDemo(scene: "sorting")
        let asTile = ItemOffer(Self.description("tile-5", colour: "#20639b"), types: handOff.mimeTypes)
        other.session.shell.host.sharedDrops.handle(.enter(asTile, location: other.session.scene(SortingScene.self).containers[2].surfaceCenter))
        #expect(asTile.answers == ["accept application/x-tactile-item", "prefers move"])

        // The compositor chose the palette's copy: the source hears it, and the tile stays.
        handOff.targetAccepts("text/plain;charset=utf-8")
        handOff.actionChosen(.copy)
        handOff.dropWasPerformed()
        handOff.finished()
        demo.settle()
        #expect(demo.lines.contains("drag ended tile-5 sent to another app copied"))
        #expect(!demo.lines.contains("tile-5 moved to another window"))
        #expect(sorting.items.count == 6 && sorting.items[5].surfaceCenter == home)
        let saved = try #require(demo.session.shell.capturedState().scenes["sorting"]?.items)
        #expect(saved.contains { $0.id == "tile-5" })
    }

    /// A tile carried out and brought back over a container of its own board is the in-app
    /// drag it was, though the containers take tile descriptions from other windows: let go
    /// there, it moves into the container as an in-app drop (no new tile, no removal), and
    /// the offer is finished.
    @Test func aTileBroughtBackLandsAsItselfNotAsANewTile() throws {
        let demo = KeyedDemo(scene: "sorting")
        let sorting = demo.session.scene(SortingScene.self)
        let carrier = KeptCarrier()
        sorting.dragDrop.sharedDrags = carrier
        let handOff = try Self.carryOut(sorting.items[2], in: demo, to: carrier)
        let receiver = demo.session.shell.host.sharedDrops
        let back = ItemOffer(Self.description("tile-2", colour: "#3caea3"), types: handOff.mimeTypes)
        receiver.handle(.enter(back, location: sorting.containers[2].surfaceCenter))
        receiver.handle(.drop)
        handOff.actionChosen(.move)
        handOff.finished()
        demo.settle()
        #expect(back.answers == ["accept text/plain;charset=utf-8", "prefers move", "finish"])
        #expect(demo.lines.contains("drag ended tile-2 moved into right"))
        #expect(!demo.lines.contains { $0.hasPrefix("external drop") || $0.hasSuffix("moved to another window") })
        #expect(sorting.items.count == 6 && sorting.items[2].superview === sorting.containers[2])
        let saved = try #require(demo.session.shell.capturedState().scenes["sorting"]?.items)
        #expect(saved.first { $0.id == "tile-2" }?.container == "right" && saved.count == 6)
    }
}
