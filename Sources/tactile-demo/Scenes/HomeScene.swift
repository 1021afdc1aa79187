import Tactile

/// The first thing the demo shows: a title and a row of coloured tiles laid out for the
/// window's size.
final class HomeScene: DemoScene {
    static let name = "home"
    /// The scene's container, filling the window.
    let view = View()
    private let title = Label(text: "Tactile", style: TextStyle(font: Font(size: 40, isBold: true), color: .white, alignment: .center))
    private let tiles: [View]

    init() {
        view.backgroundColor = Color(hex: "#20242c")
        view.identifier = "home"
        let palette = ["#e8505b", "#f9a03f", "#f6d55c", "#3caea3", "#20639b", "#8e6cc9"]
        tiles = palette.enumerated().map { index, hex in
            let tile = View()
            tile.identifier = "tile-\(index)"
            tile.backgroundColor = Color(hex: hex)
            tile.cornerRadius = 12
            tile.shadow = Shadow()
            return tile
        }
        view.addSubview(title)
        for tile in tiles { view.addSubview(tile) }
    }

    /// Places the title and the tiles for a window of `size` (logical pixels).
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        title.frame = Rect(x: 0, y: size.height * 0.2, width: size.width, height: 60)
        let side = min(120, (size.width - 40) / Double(tiles.count) - 20)
        let total = Double(tiles.count) * side + Double(tiles.count - 1) * 20
        for (index, tile) in tiles.enumerated() {
            tile.frame = Rect(x: (size.width - total) / 2 + Double(index) * (side + 20), y: size.height / 2 - side / 2,
                              width: side, height: side)
        }
    }
}
