import Tactile

/// The colour target: coloured tiles in a tray; a tile dropped on the target gives
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
    /// Holds the target, centred in the right half.
    private let targetBox = Stack(.vertical)
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
            slot.accessibilityName = LocalizedString("Slot {number}", comment: "Colour scene: the name of one of the three slots, spoken")
                .with(["number": .integer(index + 1)])
            return slot
        }
        containers = [tray] + slots
        for container in containers { container.styleAsContainer() }
        target.identifier = "target"
        target.backgroundColor = Color(hex: "#5a6270")
        target.cornerRadius = 24
        tray.layout = LayoutParameters(width: .flexible(), height: .flexible())
        let trayCaption = Caption(LocalizedString("Tray", comment: "Colour scene: caption of the tray holding the colour tiles"))
        trayCaption.names(tray)
        let left = Stack(.vertical, [
            trayCaption, tray,
            Caption(LocalizedString("Slots: a drop replaces the tile there", comment: "Colour scene: caption of the row of slots")),
                                     Stack(.horizontal, spacing: 24, slots)])
        left.layout = LayoutParameters(width: .flexible(), height: .flexible())
        targetBox.alignment = .center
        targetBox.distribution = .center
        targetBox.addSubview(target)
        view.addSubview(Stack.board([left, Stack.captioned(LocalizedString(
            "Target: takes the colour of a tile dropped on it", comment: "Colour scene: caption of the square that takes a tile's colour"), targetBox,
            named: target)]))
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
            showTargetColour()
            host.trace("target colour \(colour.hexString)")
        }
        dragDrop.register(targetZone)
        showTargetColour()
    }

    /// The captioned tray fills the top of the left half, the three captioned slots sit in a
    /// row below it (square, a third of the half less the gaps, at most half the height less
    /// 48 px), the captioned target is a square centred in the right half (`Stack.board`).
    /// Tiles go into the tray at the first layout and stay where the user puts them after.
    func layout(in size: Size) {
        self.size = size
        view.frame = Rect(origin: .zero, size: size)
        let gap = 24.0
        let leftWidth = size.width / 2 - 1.5 * gap
        let slotSide = max(min((leftWidth - 2 * gap) / 3, size.height / 2 - 2 * gap), 0)
        for slot in slots { slot.layout = LayoutParameters(width: .fixed(slotSide), height: .fixed(slotSide)) }
        placeTarget()
        guard !hasPlacedTiles else { return }
        hasPlacedTiles = true
        for (index, tile) in tiles.enumerated() {
            tile.center = Point(x: 16 + 36 + Double(index % 3) * 88, y: 16 + 36 + Double(index / 3) * 88)
            tray.addSubview(tile)
            dragDrop.register(DragSource(view: tile))
        }
    }

    /// The target, upright in its box, as large a square as the right half holds; then the
    /// scene is laid out.
    private func placeTarget() {
        let gap = 24.0
        let side = max(min(size.width / 2 - 1.5 * gap, size.height - 2 * gap), 0)
        target.layout = LayoutParameters(width: .fixed(side), height: .fixed(side))
        target.transform = .identity
        if target.superview !== targetBox { targetBox.addSubview(target) }
        view.layoutIfNeeded()
    }

    /// The state file gave the target its colour (and put it on the scene's root); its place
    /// is this window's, in its box.
    func didRestore() {
        placeTarget()
        showTargetColour()
    }

    /// The target's value is the name of its colour: what a tile dropped on it did, for a
    /// visitor who cannot see it.
    private func showTargetColour() {
        target.accessibilityValue = ColourNames.name(of: target.backgroundColor)
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
