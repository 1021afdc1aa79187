import Tactile

/// Seed 000, the sorting board: three containers side by side (`left`, `middle`, `right`)
/// and six tiles. A tile lifts at touch-down, follows the finger and lands where it is
/// dropped in the container under the finger; dropped anywhere else, or cancelled, it
/// springs back to where it came from. `tile-1` lies on `tile-0`: a touch on both takes
/// the topmost. Several fingers drag several tiles at once. A second finger on a carried
/// tile pinches and turns it (half to three times its size); it keeps its scale and angle
/// where it lands, and gets back the ones it had when it springs back.
///
/// Traces: see `DragTracer`.
final class SortingScene: DemoScene {
    static let name = "sorting"
    let view = View()
    let containers: [View]
    let items: [View]
    private let dragDrop: DragDropManager
    /// Tab, Enter, Escape and the arrows drag the items too (see `KeyboardDragController`).
    let keyboard: KeyboardDragController?
    private let tracer: DragTracer
    /// The tiles' colours, in tile order.
    static let colours = ["#e8505b", "#f9a03f", "#3caea3", "#8e6cc9", "#f6d55c", "#20639b"]
    /// Which container each tile starts in, and where there: (container, column, row), with
    /// `tile-1` offset onto `tile-0` to make a stack.
    private static let start: [(container: Int, column: Double, row: Double)] = [
        (0, 0, 0), (0, 0.25, 0.25), (0, 0, 1.25), (1, 0, 0), (1, 1, 0), (2, 0, 0),
    ]
    private var hasPlacedTiles = false
    /// The tiles' side set in the settings; nil: fitted to the window at the first layout.
    private var chosenTileSide: Double?
    /// The side every tile has now, in logical pixels.
    private(set) var tileSide = 80.0
    /// The gap between tiles in their first places, and between them and the container's edge.
    private static let tileGap = 16.0

    init(host: SceneHost) {
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#20242c")
        containers = ["left", "middle", "right"].map(View.container)
        items = Self.colours.enumerated().map { index, hex in View.tile("tile-\(index)", hex: hex, side: 80) }
        dragDrop = DragDropManager(rootView: host.rootView, animator: host.animator)
        keyboard = .scene(dragDrop, trace: { host.trace($0) })
        tracer = DragTracer(items: items, trace: { host.trace($0) })
        dragDrop.delegate = tracer
        for container in containers {
            view.addSubview(container)
            dragDrop.register(DropZone(view: container, placement: .keepWhereDropped))
        }
    }

    /// The containers share the width in three columns with 24 px gaps, full height; tiles
    /// (a quarter of a container's width less the gaps, 48…110 px) go into their first places
    /// at the first layout and stay where the user puts them after.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        let gap = 24.0
        let width = (size.width - 4 * gap) / 3
        for (index, container) in containers.enumerated() {
            container.frame = Rect(x: gap + Double(index) * (width + gap), y: gap, width: width, height: size.height - 2 * gap)
        }
        guard !hasPlacedTiles else { return }
        hasPlacedTiles = true
        tileSide = chosenTileSide ?? fittedTileSide
        for (tile, place) in zip(items, Self.start) {
            tile.bounds.size = Size(width: tileSide, height: tileSide)
            tile.cornerRadius = tileSide / 8
            tile.center = Point(x: Self.position(place.column, side: tileSide), y: Self.position(place.row, side: tileSide))
            containers[place.container].addSubview(tile)
            let source = DragSource(view: tile)
            source.manipulation = DragManipulation()
            dragDrop.register(source)
        }
    }

    /// A quarter of a container's width less the gaps, 48…110 px.
    private var fittedTileSide: Double {
        min(max((containers[0].bounds.width - 3 * Self.tileGap) / 2, 48), 110)
    }

    /// The centre's coordinate, in its container, of a tile of `side` in grid place `place`
    /// (column or row, fractions between).
    private static func position(_ place: Double, side: Double) -> Double {
        tileGap + side / 2 + place * (side + tileGap)
    }

    /// Gives the tiles `side` and lays them out again: each keeps its grid place in its
    /// container, the places spaced for the new size, and its turn and scale. Nil leaves the
    /// tiles as they are and lets the first layout fit them to the window.
    func setTileSide(_ side: Double?) {
        chosenTileSide = side
        guard hasPlacedTiles, let side, side != tileSide else { return }
        let old = tileSide
        tileSide = side
        for tile in items {
            let column = (tile.center.x - Self.position(0, side: old)) / (old + Self.tileGap)
            let row = (tile.center.y - Self.position(0, side: old)) / (old + Self.tileGap)
            tile.bounds.size = Size(width: tileSide, height: tileSide)
            tile.cornerRadius = tileSide / 8
            tile.center = Point(x: Self.position(column, side: tileSide), y: Self.position(row, side: tileSide))
        }
    }

    /// Takes the tiles' side from a restored arrangement (every tile has the same).
    func didRestore() {
        tileSide = items.first?.bounds.width ?? tileSide
    }

    /// `tile-2` moves from `left` into `middle`; `tile-5`, dropped on the home bar, springs back.
    var tourSteps: [TourStep] {
        [.drag(from: items[2].surfaceCenter, to: containers[1].surfaceCenter),
         .drag(from: items[5].surfaceCenter, to: Point(x: items[5].surfaceCenter.x, y: view.bounds.height + 20))]
    }

    func cameToRest() { tracer.cameToRest() }
}
