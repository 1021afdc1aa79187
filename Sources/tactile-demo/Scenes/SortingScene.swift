import Tactile

/// The sorting board: three captioned containers side by side (`left`, `middle`,
/// `right`) and six tiles. A tile lifts at touch-down, follows the finger and lands where it
/// is dropped in `left` or `right`; `middle` is a reorderable grid: while a tile hovers over
/// it the tiles there make room at the cell under the finger, and the drop inserts the tile
/// there (between the two tiles it was held between). Dropped anywhere else, or cancelled, a
/// tile springs back to where it came from (into its cell, in the grid). `tile-1` lies on
/// `tile-0`: a touch on both takes the topmost. Several fingers drag several tiles at once.
/// A second finger on a carried tile pinches and turns it (half to three times its size); it keeps its scale and angle
/// where it lands (upright and at its size in the grid's cells), and gets back the ones it
/// had when it springs back. Tiles also move between two demo windows (see
/// `SortingScene+OtherWindows`).
///
/// Traces: see `DragTracer`, plus, at a rest after the grid's order changed,
/// `grid middle tile-3 tile-2 tile-4` (its tiles in reading order; `grid middle` when empty).
final class SortingScene: DemoScene {
    static let name = "sorting"
    let view = View()
    let containers: [View]
    /// The tiles: the six it starts with, less those moved to another window, plus those
    /// another window moved here.
    var items: [View]
    /// The middle container: the tiles in cells, in reading order.
    let grid = Grid(columns: [])
    let dragDrop: DragDropManager
    /// Tab, Enter, Escape and the arrows drag the items too (see `KeyboardDragController`).
    let keyboard: KeyboardDragController?
    private let tracer: DragTracer
    let trace: (String) -> Void
    /// The tiles' colours, in tile order.
    static let colours = ["#e8505b", "#f9a03f", "#3caea3", "#8e6cc9", "#f6d55c", "#20639b"]
    /// Which container each tile starts in, and where there: (container, column, row), with
    /// `tile-1` offset onto `tile-0` to make a stack.
    private static let start: [(container: Int, column: Double, row: Double)] = [
        (0, 0, 0), (0, 0.25, 0.25), (0, 0, 1.25), (1, 0, 0), (1, 1, 0), (2, 0, 0),
    ]
    private var hasPlacedTiles = false
    /// The grid's order at the last rest (or layout, or restore), by identifier.
    private var restingOrder: [String] = []
    /// The tiles' side set in the settings; nil: fitted to the window at the first layout.
    private var chosenTileSide: Double?
    /// The side every tile has now, in logical pixels.
    private(set) var tileSide = 80.0
    /// The gap between tiles in their first places, and between them and the container's edge.
    private static let tileGap = 16.0

    init(host: SceneHost) {
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#20242c")
        grid.identifier = "middle"
        grid.styleAsContainer()
        grid.padding = EdgeInsets(top: Self.tileGap, left: Self.tileGap, bottom: Self.tileGap, right: Self.tileGap)
        grid.spacing = Self.tileGap
        grid.rowSpacing = Self.tileGap
        containers = [View.container("left"), grid, View.container("right")]
        items = Self.colours.enumerated().map { index, hex in View.tile("tile-\(index)", hex: hex, side: 80) }
        dragDrop = DragDropManager(rootView: host.rootView, animator: host.animator)
        host.shareDrags(of: dragDrop)
        keyboard = .scene(dragDrop, trace: { host.trace($0) })
        var items: () -> [View] = { [] }
        tracer = DragTracer(items: { items() }, trace: { host.trace($0) })
        trace = { host.trace($0) }
        dragDrop.delegate = tracer
        view.addSubview(Stack.board(zip([
            LocalizedString("Left", comment: "Sorting scene: caption of the left container"),
            LocalizedString("Middle: drop between two tiles", comment: "Sorting scene: caption of the middle grid"),
            LocalizedString("Right", comment: "Sorting scene: caption of the right container"),
        ], containers).map { Stack.captioned($0, $1) }))
        for container in containers {
            let zone = DropZone(view: container, placement: container === grid ? .arranged : .keepWhereDropped)
            dragDrop.register(zone)
            zone.sharedDrops = tileDrops
        }
        items = { [unowned self] in self.items }
        host.sharedDrops.add(dragDrop)
    }

    /// The captioned containers share the width in a row (`Stack.board`); tiles (a quarter
    /// of a container's width less the gaps, 48…110 px) go into their first places at the
    /// first layout and stay where the user puts them after, but for the grid's, which it
    /// places in as many columns as fit.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        view.layoutIfNeeded()
        defer {
            fitGridColumns()
            view.layoutIfNeeded()
        }
        guard !hasPlacedTiles else { return }
        hasPlacedTiles = true
        tileSide = chosenTileSide ?? fittedTileSide
        for (tile, place) in zip(items, Self.start) {
            tile.bounds.size = Size(width: tileSide, height: tileSide)
            tile.cornerRadius = tileSide / 8
            tile.center = Point(x: Self.position(place.column, side: tileSide), y: Self.position(place.row, side: tileSide))
            containers[place.container].addSubview(tile)
            register(tile)
        }
        restingOrder = gridOrder
    }

    /// The grid's columns: as many tiles wide as fit in it.
    private func fitGridColumns() {
        let fitting = Int(((grid.bounds.width - Self.tileGap) / (tileSide + Self.tileGap)).rounded(.down))
        grid.columns = Array(repeating: .fixed(tileSide), count: max(fitting, 1))
        grid.rowHeight = .fixed(tileSide)
    }

    /// The grid's tiles in reading order, by identifier.
    private var gridOrder: [String] { grid.subviews.compactMap(\.identifier) }

    /// A quarter of a container's width less the gaps, 48…110 px.
    private var fittedTileSide: Double {
        min(max((containers[0].bounds.width - 3 * Self.tileGap) / 2, 48), 110)
    }

    /// The centre's coordinate, in its container, of a tile of `side` in grid place `place`
    /// (column or row, fractions between).
    private static func position(_ place: Double, side: Double) -> Double {
        tileGap + side / 2 + place * (side + tileGap)
    }

    /// Gives the tiles `side` and lays them out again: each keeps its place in its container
    /// (its cell's order in the grid), the places spaced for the new size, and its turn and
    /// scale. Nil leaves the tiles as they are and lets the first layout fit them to the window.
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
        fitGridColumns()
        view.layoutIfNeeded()
    }

    /// Takes the tiles' side from a restored arrangement (every tile has the same); the
    /// grid's tiles stand upright in its cells.
    func didRestore() {
        tileSide = items.first?.bounds.width ?? tileSide
        for tile in grid.subviews { tile.transform = .identity }
        fitGridColumns()
        view.layoutIfNeeded()
        restingOrder = gridOrder
    }

    /// `tile-2` moves from `left` into `middle`; `tile-5`, dropped on the home bar, springs back.
    var tourSteps: [TourStep] {
        [.drag(from: items[2].surfaceCenter, to: containers[1].surfaceCenter),
         .drag(from: items[5].surfaceCenter, to: Point(x: items[5].surfaceCenter.x, y: view.bounds.height + 20))]
    }

    func cameToRest() {
        tracer.cameToRest()
        let order = gridOrder
        guard order != restingOrder else { return }
        restingOrder = order
        trace((["grid", grid.identifier ?? "?"] + order).joined(separator: " "))
    }
}
