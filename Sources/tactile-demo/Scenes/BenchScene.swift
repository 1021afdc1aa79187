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
        for row in 0..<10 {
            for column in 0..<20 {
                let tile = View(frame: Rect(x: 10 + 62 * Double(column), y: 10 + 62 * Double(row), width: 60, height: 60))
                tile.identifier = "tile-\(column)-\(row)"
                tile.cornerRadius = 8
                tile.alpha = 0.9
                tile.backgroundColor = Color(red: Double(column) / 19, green: Double(row) / 9, blue: 1 - Double(column + row) / 28)
                view.addSubview(tile)
                tile.addGestureRecognizer(Self.dragRecognizer(for: tile))
            }
        }
    }

    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
    }

    /// Moves `tile` with its touch, keeping the offset from where the finger landed.
    private static func dragRecognizer(for tile: View) -> GestureRecognizer {
        let drag = LongPressGestureRecognizer()
        drag.minimumPressDuration = .zero
        drag.allowableMovement = .infinity
        var offset = Point.zero
        return drag.onChange { [unowned tile] drag in
            guard let parent = tile.superview else { return }
            let finger = drag.location(in: parent)
            if drag.state == .began {
                parent.bringSubviewToFront(tile)
                offset = tile.center - finger
            }
            // Moving it then repaints nothing: the compositor moves the layer.
            tile.prefersOwnLayer = drag.state.isActive
            if drag.state.isActive { tile.center = finger + offset }
        }
    }
}
