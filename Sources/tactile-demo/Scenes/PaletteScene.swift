import Tactile

/// The palette: drag sources with typed payloads and zones that want only some.
/// Colour swatches carry a `colour` payload, word chips a `word` payload; the `colours` box
/// takes only colours, the `words` box only words, and the `list`, a flick-scrollable list
/// of rows, takes both, one per row. A zone lights its border while a drag it wants hovers
/// over it; a zone that does not want a drag ignores it (the item springs back). Items are
/// carried as shadows: a snapshot follows the finger while the original stays, dimmed.
///
/// Traces: see `DragTracer`, plus `highlight on list` and `highlight off list` as a zone's
/// highlight changes, and at a rest after the list scrolled (a flick, or by itself while a
/// dragged item is held near its top or bottom edge), `list scrolled to 208` (the content's
/// offset, logical pixels) before the items' rest lines.
final class PaletteScene: DemoScene {
    static let name = "palette"
    let view = View()
    /// The two boxes, then the list's rows (the view inside the scroller that takes drops).
    var containers: [View] { [colourBox, wordBox, list] }
    var items: [View] { swatches + words + pasted.map(\.item) }
    let swatches: [View]
    let words: [Label]
    /// The swatches and word chips made by pastes (see `PaletteScene+Clipboard`), in order.
    var pasted: [(item: View, source: DragSource)] = []
    let colourBox = View()
    let wordBox = View()
    /// The scrolling part of the list.
    let scroller = ScrollView()
    /// The list's drop zone: a transparent view over the whole content, holding the items
    /// dropped in it (row backgrounds sit under it, in `rowStripes`, so they take no slot).
    let list = View()
    /// The rows' backgrounds, a column of stripes `rowHeight` apart.
    private let rowStripes = Stack(.vertical, spacing: 8)
    /// The scene's drags; the clipboard extension places pasted items through it.
    let dragDrop: DragDropManager
    /// Tab, Enter, Escape and the arrows drag the items too (see `KeyboardDragController`).
    let keyboard: KeyboardDragController?
    private let tracer: DragTracer
    let trace: (String) -> Void
    private var hasPlacedItems = false
    /// The list's vertical content offset at the last rest.
    private var restingOffset = 0.0
    /// The payload types.
    static let colourType = "org.tactile.demo.colour", wordType = "org.tactile.demo.word"
    /// Rows in the list and their height.
    static let rowCount = 12, rowHeight = 72.0

    init(host: SceneHost) {
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#1b2028")
        swatches = [("swatch-red", "#e8505b"), ("swatch-green", "#3caea3"), ("swatch-blue", "#20639b")].map(Self.swatch)
        words = ["apple", "pear", "plum"].map(Self.wordChip)
        colourBox.identifier = "colours"
        wordBox.identifier = "words"
        list.identifier = "list"
        scroller.identifier = "list scroller"
        for box in [colourBox, wordBox, scroller] { box.styleAsContainer() }
        let boxCaptions = [
            Caption(LocalizedString("Colours only", comment: "Palette scene: caption of the box that takes colour swatches only")),
            Caption(LocalizedString("Words only", comment: "Palette scene: caption of the box that takes word chips only")),
        ]
        let boxes = Stack(.vertical, [boxCaptions[0], colourBox, boxCaptions[1], wordBox])
        for (caption, box) in zip(boxCaptions, [colourBox, wordBox]) {
            caption.names(box)
            box.layout = LayoutParameters(width: .flexible(), height: .flexible())
        }
        boxes.layout = LayoutParameters(width: .flexible(), height: .flexible())
        view.addSubview(Stack.board([boxes, Stack.captioned(LocalizedString(
            "List: both, one a row", comment: "Palette scene: caption of the list taking swatches and words, one per row"), scroller,
            named: list)]))
        // The rows' stripes only show where the slots are.
        rowStripes.isAccessibilityHidden = true
        scroller.addSubview(rowStripes)
        scroller.addSubview(list)
        rowStripes.padding = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        // As tall as its rows from the start: laid out before the list has a width, it fits.
        rowStripes.bounds.size.height = Double(Self.rowCount) * Self.rowHeight
        for row in 0..<Self.rowCount {
            let stripe = View()
            stripe.backgroundColor = DemoLook.dark.listStripes[row % 2]
            stripe.cornerRadius = 8
            stripe.layout.height = .fixed(Self.rowHeight - 8)
            rowStripes.addSubview(stripe)
        }
        scroller.enableFlickScrolling(animator: host.animator)
        dragDrop = DragDropManager(rootView: host.rootView, animator: host.animator)
        host.shareDrags(of: dragDrop)
        keyboard = .scene(dragDrop, trace: { host.trace($0) })
        trace = { host.trace($0) }
        var items: () -> [View] = { [] }
        tracer = DragTracer(items: { items() }, trace: { host.trace($0) })
        dragDrop.delegate = tracer
        let zones: [(View, DropPlacement, [String])] = [
            (colourBox, .keepWhereDropped, [Self.colourType]), (wordBox, .keepWhereDropped, [Self.wordType]),
            (list, .slots([]), [Self.colourType, Self.wordType]),
        ]
        var boxZones: [DropZone] = []
        for (zoneView, placement, accepted) in zones {
            let zone = DropZone(view: zoneView, placement: placement)
            if zoneView !== list { boxZones.append(zone) }
            zone.isInterested = { session in accepted.contains { session.pasteboard.contains($0) } }
            zone.highlightChanged = { on in host.trace("highlight \(on ? "on" : "off") \(zoneView.identifier ?? "?")") }
            dragDrop.register(zone)
            if zoneView === list { listZone = zone }
        }
        items = { [unowned self] in self.items }
        for zone in boxZones { zone.sharedDrops = boxDrops }
        host.sharedDrops.add(dragDrop)
    }

    /// The zone of the list, whose slots follow its width.
    private var listZone: DropZone?

    /// The captioned boxes share the left half, one above the other; the captioned list fills
    /// the right half (`Stack.board`), its rows as wide as it is. Items go into their boxes
    /// at the first layout and stay where the user puts them after.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        view.layoutIfNeeded()
        let half = scroller.bounds.width
        let content = Size(width: half, height: Double(Self.rowCount) * Self.rowHeight)
        scroller.contentSize = content
        rowStripes.frame = Rect(origin: .zero, size: content)
        list.frame = Rect(origin: .zero, size: content)
        rowStripes.layoutIfNeeded()
        listZone?.placement = .slots((0..<Self.rowCount).map {
            Rect(x: 0, y: Double($0) * Self.rowHeight, width: half, height: Self.rowHeight)
        })
        guard !hasPlacedItems else { return }
        hasPlacedItems = true
        for (index, swatch) in swatches.enumerated() {
            swatch.center = Point(x: 24 + 32 + Double(index) * 88, y: 24 + 32)
            colourBox.addSubview(swatch)
            register(swatch, type: Self.colourType, value: swatch.backgroundColor?.hexString ?? "")
        }
        for (index, word) in words.enumerated() {
            word.center = Point(x: 24 + 60 + Double(index % 2) * 136, y: 24 + 24 + Double(index / 2) * 64)
            wordBox.addSubview(word)
            register(word, type: Self.wordType, value: word.text)
        }
    }

    /// A round swatch `id` of colour `hex`.
    static func swatch(id: String, hex: String) -> View {
        let swatch = View.tile(id, hex: hex, side: 64)
        swatch.cornerRadius = 32
        return swatch
    }

    /// A chip `word-<word>` showing `word`.
    static func wordChip(_ word: String) -> Label {
        let chip = Label(frame: Rect(x: 0, y: 0, width: 120, height: 48), text: word,
                         style: TextStyle(font: Font(size: 20, isBold: true), color: .white, alignment: .center))
        chip.identifier = "word-\(word)"
        chip.backgroundColor = Color(hex: "#8e6cc9")
        chip.cornerRadius = 12
        chip.shadow = Shadow()
        return chip
    }

    /// Makes `view` a source carried as a shadow with `value` under `type`; dragged out of the
    /// window, it gives other apps `value` as text (a copy: the palette keeps its items).
    @discardableResult
    func register(_ view: View, type: String, value: String) -> DragSource {
        let source = DragSource(view: view)
        source.lift = .shadow()
        source.sharedDrag = SharedDragContent(actions: [.copy], offersImage: true) { SharedDragContent.pasteboardData(of: $0) }
        source.willStart = { session in
            session.pasteboard.setValue(value, forType: type)
            session.pasteboard.text = value
        }
        dragDrop.register(source)
        return source
    }

    /// The background and the boxes take the look's colours, the list's stripes its stripes.
    func apply(_ look: DemoLook, background: Color?) {
        recolour(look, background: background)
        for (row, stripe) in rowStripes.subviews.enumerated() { stripe.backgroundColor = look.listStripes[row % look.listStripes.count] }
    }

    /// A red swatch and "apple" go into the list; a green swatch dropped on the words box
    /// (which wants no colours) springs back; the list, pulled down past its top, bounces back.
    var tourSteps: [TourStep] {
        let listTop = scroller.convert(Point(x: scroller.bounds.midX, y: Self.rowHeight / 2), to: nil)
        let empty = scroller.convert(Point(x: scroller.bounds.midX, y: scroller.bounds.height - 40), to: nil)
        return [.drag(from: swatches[0].surfaceCenter, to: listTop),
                .drag(from: words[0].surfaceCenter, to: listTop + Point(x: 0, y: Self.rowHeight)),
                .drag(from: swatches[1].surfaceCenter, to: wordBox.surfaceCenter),
                .drag(from: empty - Point(x: 0, y: 200), to: empty - Point(x: 0, y: 80))]
    }

    func cameToRest() {
        if scroller.contentOffset.y != restingOffset {
            restingOffset = scroller.contentOffset.y
            trace("list scrolled to \(decimal(restingOffset))")
        }
        tracer.cameToRest()
    }
}
