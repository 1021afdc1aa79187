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
        let side = min(max((width - 3 * 16) / 2, 48), 110)
        for (tile, place) in zip(items, Self.start) {
            tile.bounds.size = Size(width: side, height: side)
            tile.cornerRadius = side / 8
            tile.center = Point(x: 16 + side / 2 + place.column * (side + 16), y: 16 + side / 2 + place.row * (side + 16))
            containers[place.container].addSubview(tile)
            let source = DragSource(view: tile)
            source.manipulation = DragManipulation()
            dragDrop.register(source)
        }
    }

    /// `tile-2` moves from `left` into `middle`; `tile-5`, dropped on the home bar, springs back.
    var tourSteps: [TourStep] {
        [.drag(from: items[2].surfaceCenter, to: containers[1].surfaceCenter),
         .drag(from: items[5].surfaceCenter, to: Point(x: items[5].surfaceCenter.x, y: view.bounds.height + 20))]
    }

    func cameToRest() { tracer.cameToRest() }
}
