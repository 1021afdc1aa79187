import Tactile

/// Seed 003, the colour target: coloured tiles in a tray; a tile dropped on the target gives
/// it its colour and flies home (`.handledByZone`); three slots take one tile each, and a
/// tile dropped on an occupied slot takes its place while the tile there goes home
/// (`.replace(occupant: .sendHome)`). The tray takes tiles back where they are dropped.
///
/// Traces: see `DragTracer`, plus `target colour #e8505b` when the target takes a colour.
final class ColourScene: DemoScene {
    static let name = "colour"
    let view = View()
    /// The tray, then the slots.
    let containers: [View]
    /// The tiles, then the target (whose colour the state file keeps).
    var items: [View] { tiles + [target] }
    let tiles: [View]
    let target = View()
    private let tray = View()
    private let slots: [View]
    private let dragDrop: DragDropManager
    /// Tab, Enter, Escape and the arrows drag the items too (see `KeyboardDragController`).
    let keyboard: KeyboardDragController?
    private let tracer: DragTracer
    private var size = Size.zero
    private var hasPlacedTiles = false
    /// The tiles' names and colours.
    static let colours = [("red", "#e8505b"), ("orange", "#f9a03f"), ("green", "#3caea3"), ("violet", "#8e6cc9"), ("yellow", "#f6d55c")]

    init(host: SceneHost) {
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#1f2330")
        tray.identifier = "tray"
        slots = (0..<3).map { index in
            let slot = View()
            slot.identifier = "slot-\(index)"
            return slot
        }
        containers = [tray] + slots
        for container in containers {
            container.styleAsContainer()
            view.addSubview(container)
        }
        target.identifier = "target"
        target.backgroundColor = Color(hex: "#5a6270")
        target.cornerRadius = 24
        view.addSubview(target)
        tiles = Self.colours.map { View.tile($0.0, hex: $0.1, side: 72) }
        dragDrop = DragDropManager(rootView: host.rootView, animator: host.animator)
        keyboard = .scene(dragDrop, trace: { host.trace($0) })
        tracer = DragTracer(items: tiles, trace: { host.trace($0) })
        dragDrop.delegate = tracer
        dragDrop.register(DropZone(view: tray, placement: .keepWhereDropped))
        for slot in slots { dragDrop.register(DropZone(view: slot, placement: .replace(occupant: .sendHome))) }
        let targetZone = DropZone(view: target, placement: .handledByZone)
        targetZone.dropped = { [unowned self] session in
            guard let colour = session.sourceView.backgroundColor else { return }
            target.backgroundColor = colour
            host.trace("target colour \(colour.hexString)")
        }
        dragDrop.register(targetZone)
    }

    /// The tray fills the top of the left half, the three slots sit in a row below it, the
    /// target is a square centred in the right half. Tiles go into the tray at the first
    /// layout and stay where the user puts them after.
    func layout(in size: Size) {
        self.size = size
        view.frame = Rect(origin: .zero, size: size)
        let gap = 24.0
        let leftWidth = size.width / 2 - 1.5 * gap
        let slotSide = max(min((leftWidth - 2 * gap) / 3, size.height / 2 - 2 * gap), 0)
        tray.frame = Rect(x: gap, y: gap, width: leftWidth, height: max(size.height - 3 * gap - slotSide, 0))
        for (index, slot) in slots.enumerated() {
            slot.frame = Rect(x: gap + Double(index) * (slotSide + gap), y: size.height - gap - slotSide, width: slotSide, height: slotSide)
        }
        placeTarget()
        guard !hasPlacedTiles else { return }
        hasPlacedTiles = true
        for (index, tile) in tiles.enumerated() {
            tile.center = Point(x: 16 + 36 + Double(index % 3) * 88, y: 16 + 36 + Double(index / 3) * 88)
            tray.addSubview(tile)
            dragDrop.register(DragSource(view: tile))
        }
    }

    private func placeTarget() {
        let gap = 24.0
        let side = max(min(size.width / 2 - 1.5 * gap, size.height - 2 * gap), 0)
        target.bounds.size = Size(width: side, height: side)
        target.transform = .identity
        target.center = Point(x: size.width * 3 / 4 - gap / 4, y: size.height / 2)
    }

    /// The state file gave the target its colour; its place is this window's.
    func didRestore() {
        placeTarget()
    }

    /// `red` colours the target, `green` goes into `slot-0`, then `violet` replaces it there
    /// (`green` goes home to the tray).
    var tourSteps: [TourStep] {
        [.drag(from: tiles[0].surfaceCenter, to: target.surfaceCenter),
         .drag(from: tiles[2].surfaceCenter, to: slots[0].surfaceCenter),
         .drag(from: tiles[3].surfaceCenter, to: slots[0].surfaceCenter)]
    }

    func cameToRest() { tracer.cameToRest() }
}
