import DemoState
import Tactile

/// Sorting tiles move between two demo windows. A tile carried out of the window is offered
/// to other apps as a copy or a move, the app it is dropped on choosing: its colour as text,
/// and its description (`application/x-tactile-item`). The containers, which take the tile
/// itself, ask for a move; an app that makes something new of the text (another window's
/// palette makes a swatch of it) asks for a copy, and the tile stays.
/// Dropped on a container of another demo window's sorting board, it is made there anew: its
/// colour, that window's tile size, a fresh id `tile-<n>` (one above the highest there), where
/// it was dropped (in `middle`, in the cell under the drop); and once that window has it
/// (the drop finished with a move) it is taken out of this one. Both windows save at their
/// next rest. A drop refused, cancelled or made with a copy leaves the tile at home: never
/// two of it, never none.
///
/// Traces `external drop tile-6 into right`, `external drop refused not a tile` (a
/// description of something else), and `tile-3 moved to another window`.
extension SortingScene {
    /// What the containers take from other apps: a Tactile item description, read whole; they
    /// take the item itself, so they ask for a move.
    var tileDrops: SharedDrops {
        SharedDrops(types: [SharedDragContent.itemType], preferredAction: .move) { [unowned self] drop in
            adoptDropped(SharedDragItemDescription(decoding: String(decoding: drop.bytes, as: UTF8.self)),
                         into: drop.zone.view, at: drop.location)
        }
    }

    /// Makes `tile` draggable: lifted as itself, turned and scaled by a second finger, and
    /// offered to other windows as a copy or a move (the taker asks for one: a move takes the
    /// tile away from here, a copy leaves it).
    func register(_ tile: View) {
        let source = DragSource(view: tile)
        source.manipulation = DragManipulation()
        source.sharedDrag = SharedDragContent(data: SharedDragContent.pasteboardData)
        source.willStart = { session in session.pasteboard.text = tile.backgroundColor?.hexString }
        source.ended = { [unowned self, weak source] _, outcome in
            guard case .sentToOtherApp(let action) = outcome, action.contains(.move), let source else { return }
            dragDrop.unregister(source)
            items.removeAll { $0 === tile }
            trace("\(tile.identifier ?? "?") moved to another window")
        }
        dragDrop.register(source)
    }

    /// Makes the tile `description` tells of in `container` at `point` (its bounds space);
    /// false (traced) when it describes no tile.
    private func adoptDropped(_ description: SharedDragItemDescription?, into container: View?, at point: Point) -> Bool {
        guard let description, description.identifier?.hasPrefix("tile-") == true,
              let hex = description.colour, Color(hex: hex) != nil, let container else {
            trace("external drop refused not a tile")
            return false
        }
        let tile = makeTile(hex: hex)
        if container === grid {
            let index = grid.insertionIndex(at: point, size: tile.bounds.size, leaving: nil)
            grid.insertSubview(tile, at: min(index, grid.subviews.count))
            grid.layoutIfNeeded()
        } else {
            tile.center = point
            container.addSubview(tile)
        }
        trace("external drop \(tile.identifier ?? "?") into \(container.identifier ?? "?")")
        return true
    }

    /// A draggable tile of colour `hex` and the board's tile size, named one above the
    /// highest `tile-<n>` here, added to `items` (the caller places it).
    @discardableResult
    private func makeTile(hex: String, id: String? = nil) -> View {
        let next = (items.compactMap { $0.identifier.flatMap(Self.tileNumber) }.max() ?? -1) + 1
        let tile = View.tile(id ?? "tile-\(next)", hex: hex, side: tileSide)
        items.append(tile)
        register(tile)
        return tile
    }

    /// `n` of `tile-<n>`.
    private static func tileNumber(_ id: String) -> Int? {
        id.hasPrefix("tile-") ? Int(id.dropFirst(5)) : nil
    }

    /// Makes the tiles the arrangement has and this board lacks (another window moved them
    /// here), and takes away those it lacks (moved to another window): restore then puts
    /// them in their places.
    func willRestore(_ layout: SceneLayout) {
        for tile in items where !layout.items.contains(where: { $0.id == tile.identifier }) {
            if let source = dragDrop.source(for: tile) { dragDrop.unregister(source) }
            tile.removeFromSuperview()
        }
        items.removeAll { $0.superview == nil }
        for entry in layout.items where Self.tileNumber(entry.id) != nil && !items.contains(where: { $0.identifier == entry.id }) {
            guard let colour = entry.color else { continue }
            makeTile(hex: colour.hexString, id: entry.id)
        }
    }
}
