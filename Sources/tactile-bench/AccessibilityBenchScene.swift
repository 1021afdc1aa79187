import TactileCore

/// The accessibility group's scene, on a 1280×800 root: four drop zones side by side ("Zone
/// 1"…"Zone 4", 310×780), each holding 50 tiles of 60×60 in 5 columns and 10 rows with no gap
/// between them, each tile named by its label ("Tile 1"…"Tile 200"): 200 items that may be
/// picked up, all of one drag-and-drop manager, and a drop centres a tile in its new zone. A
/// finger sliding along a row goes from one tile straight onto the next.
struct AccessibilityBenchScene {
    static let zoneCount = 4
    static let columns = 5
    static let rows = 10
    static let tileSide = 60.0

    let zones: [View]
    let tiles: [View]
    let manager: DragDropManager

    /// Builds the scene into `root` (1280×800), its manager animated by `animator`.
    init(in root: View, animator: Animator) {
        manager = DragDropManager(rootView: root, animator: animator)
        var zones: [View] = [], tiles: [View] = []
        for zoneIndex in 0..<Self.zoneCount {
            let zone = View(frame: Rect(x: 10 + 317 * Double(zoneIndex), y: 10, width: 310, height: 780))
            zone.backgroundColor = Color(red: 0.2, green: 0.22, blue: 0.26)
            zone.accessibilityName = LocalizedString("Zone {number}", comment: "Accessibility benchmark: a drop zone's name")
                .with(["number": .integer(zoneIndex + 1)])
            root.addSubview(zone)
            manager.register(DropZone(view: zone, placement: .center))
            zones.append(zone)
            for cell in 0..<(Self.columns * Self.rows) {
                let tile = View(frame: Rect(x: 5 + Double(cell % Self.columns) * Self.tileSide, y: 80 + Double(cell / Self.columns) * Self.tileSide,
                                            width: Self.tileSide, height: Self.tileSide))
                tile.backgroundColor = Color(red: 0.3, green: 0.5, blue: 0.8)
                tile.addSubview(Label(frame: tile.bounds, text: "Tile \(tiles.count + 1)"))
                zone.addSubview(tile)
                manager.register(DragSource(view: tile))
                tiles.append(tile)
            }
        }
        self.zones = zones
        self.tiles = tiles
    }

    /// The centre of tile `index` (in the order made: zone by zone, row by row) in root
    /// coordinates, where the scene put it.
    static func center(ofTile index: Int) -> Point {
        let zone = index / (columns * rows), cell = index % (columns * rows)
        return Point(x: 10 + 317 * Double(zone) + 5 + (Double(cell % columns) + 0.5) * tileSide,
                     y: 10 + 80 + (Double(cell / columns) + 0.5) * tileSide)
    }
}
