import Tactile

/// The drag benchmark's scene: a grey background and 200 tiles, each 60×60 with corner radius
/// 8, alpha 0.9 and its own colour, in a 20×10 grid; the tile at (column, row) is centred at
/// (40 + 62·column, 40 + 62·row) in surface coordinates. Any tile follows a finger or the
/// mouse 1:1 from touch-down (a long-press of zero duration), raised above the others and
/// shown in its own compositor layer while it moves.
final class BenchScene: DemoScene {
    static let name = "bench"
    let view = View()
    /// A tool scene takes no keys.
    let keyboard: KeyboardDragController? = nil

    init() {
        view.identifier = "bench"
        view.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        let tiles = (0..<10).flatMap { row in
            (0..<20).map { column in
                let tile = View()
                tile.identifier = "tile-\(column)-\(row)"
                tile.cornerRadius = 8
                tile.alpha = 0.9
                tile.backgroundColor = Color(red: Double(column) / 19, green: Double(row) / 9, blue: 1 - Double(column + row) / 28)
                tile.addGestureRecognizer(Self.dragRecognizer(for: tile))
                // Squares of a colour that fingers move: pictures named by their place in the grid.
                tile.accessibilityRole = .image
                tile.accessibilityName = LocalizedString("Tile {column}, {row}", comment: "Drag benchmark: a tile's name, spoken: its column and row in the grid of 20×10")
                    .with(["column": .integer(column + 1), "row": .integer(row + 1)])
                return tile
            }
        }
        for tile in Self.placedByGrid(tiles) { view.addSubview(tile) }
    }

    /// `tiles` at their places in a grid of 20 columns of 60×60 cells, 2 px apart and 10 px
    /// from the top and left, whatever the window's size: the benchmark's figures and tests
    /// press tiles there. The grid only places them: the scene's root then holds them, since
    /// a tile raised in a grid would reorder its cells (and the drag benchmark measures this
    /// scene's tree, which stays the root and its 200 tiles).
    private static func placedByGrid(_ tiles: [View]) -> [View] {
        let grid = Grid(columns: Array(repeating: .fixed(60), count: 20), spacing: 2, tiles)
        grid.rowHeight = .fixed(60)
        grid.padding = EdgeInsets(top: 10, left: 10)
        grid.frame.size = grid.sizeThatFits(Size(width: .infinity, height: .infinity))
        grid.layoutIfNeeded()
        return tiles
    }

    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
    }

    /// Moves `tile` with its touch, keeping the offset from where the finger landed.
    private static func dragRecognizer(for tile: View) -> GestureRecognizer {
        let drag = LongPressGestureRecognizer()
        drag.minimumPressDuration = .zero
        drag.allowableMovement = .infinity
        let grip = Grip()
        // The tile owns the recognizer and so outlives its action.
        return drag.onChange { [unowned(unsafe) tile] drag in
            guard let parent = tile.superview else { return }
            let finger = drag.location(in: parent)
            if drag.state == .began {
                parent.bringSubviewToFront(tile)
                grip.offset = tile.center - finger
            }
            // Moving it then repaints nothing: the compositor moves the layer.
            tile.prefersOwnLayer = drag.state.isActive
            if drag.state.isActive { tile.center = finger + grip.offset }
        }
    }
}

/// Where a dragged tile is held: its centre's offset from the finger (only the action, on
/// the main thread, uses it).
private final class Grip {
    var offset = Point.zero
}
