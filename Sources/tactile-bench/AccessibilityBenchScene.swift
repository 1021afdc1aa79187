import Tactile

/// The accessibility group's scene, on a 1280×800 root: four drop zones side by side ("Zone
/// 1"…"Zone 4", 310×780), each holding 50 tiles of 60×60 in 5 columns and 10 rows with no gap
/// between them, each tile named (`TileNames`) by its label ("Tile 1"…"Tile 200") or, as the
/// demo's tiles are, by a localized name with a number in it: 200 items that may be
/// picked up, all of one drag-and-drop manager, and a drop centres a tile in its new zone. A
/// finger sliding along a row goes from one tile straight onto the next.
struct AccessibilityBenchScene {
    /// How the tiles are named.
    enum TileNames: CaseIterable {
        /// A label inside each tile, its text a plain string.
        case label
        /// A localized name, "Tile {number}", its number written by `Translations`' default.
        case localized
        /// The same, its number written by `Language.format(number:)` as the manual's
        /// Languages article and the demo set `Translations.formatInteger`: a Foundation
        /// `NumberFormatter` made for each number.
        case localizedByFoundation

        /// How the figures' lines name it.
        var title: String {
            switch self {
            case .label: "named by labels"
            case .localized: "localized names"
            case .localizedByFoundation: "localized names, numbers by Language.format(number:)"
            }
        }
    }

    static let zoneCount = 4
    static let columns = 5
    static let rows = 10
    static let tileSide = 60.0

    let zones: [View]
    let tiles: [View]
    let manager: DragDropManager

    /// Builds the scene into `root` (1280×800), its manager animated by `animator`, its tiles
    /// named as `names` says.
    init(in root: View, animator: Animator, names: TileNames) {
        if names == .localizedByFoundation {
            root.layoutEnvironment.translations.formatInteger = { number, language in language.format(number: Double(number)) }
        }
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
                if names != .label {
                    tile.accessibilityName = LocalizedString("Tile {number}", comment: "Accessibility benchmark: a tile's name")
                        .with(["number": .integer(tiles.count + 1)])
                } else {
                    tile.addSubview(Label(frame: tile.bounds, text: "Tile \(tiles.count + 1)"))
                }
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
