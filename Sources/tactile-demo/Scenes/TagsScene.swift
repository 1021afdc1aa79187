import DemoState
import Tactile

/// The tags board, text entry: a text field `name` along the top and three containers below
/// it, `inbox`, `keep` and `bin`. Typing a word into the field (on the on-screen keyboard,
/// which a touch on the field brings up, or on a hardware keyboard) and pressing enter makes
/// a tag chip of it in `inbox` (`tag-1`, `tag-2`, …) and empties the field. Tags drag between
/// the containers like the sorting tiles; a tag dropped on the field types its text at the
/// caret and flies home.
///
/// Traces: `field name <x> <y> <width> <height>` (surface coordinates) when the scene is
/// shown or laid out on screen, `tag created tag-<n> "<text>"`, `text name "<text>"` at each
/// rest after the field's text changed, and the drags' lines (see `DragTracer`).
final class TagsScene: DemoScene {
    static let name = "tags"
    let view = View()
    let field: TextField
    let containers: [View]
    /// The tags, oldest first.
    private(set) var tags: [TagChip] = []
    /// What makes each tag draggable, in `tags` order.
    private var tagSources: [DragSource] = []
    var items: [View] { tags }
    let keyboard: KeyboardDragController?
    private let dragDrop: DragDropManager
    private let tracer: DragTracer
    private let trace: (String) -> Void
    /// The number of the last tag made: the next is `tag-<lastNumber + 1>`.
    private var lastNumber = 0
    /// Set when the field's text changed since the last rest.
    private var textChanged = false
    /// The tags' colours, by number.
    private static let colours = ["#3c6e9e", "#e8505b", "#3caea3", "#f9a03f", "#8e6cc9"]

    init(host: SceneHost) {
        trace = { host.trace($0) }
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#20242c")
        field = TextField(style: TextStyle(font: Font(size: 24)))
        field.localizedPlaceholder = LocalizedString("Type a word, then enter", comment: "Tags scene: the empty name field's placeholder")
        field.identifier = "name"
        field.backgroundColor = .white
        field.cornerRadius = 10
        field.maximumLength = 40
        containers = ["inbox", "keep", "bin"].map(View.container)
        dragDrop = DragDropManager(rootView: host.rootView, animator: host.animator)
        keyboard = .scene(dragDrop, trace: { host.trace($0) })
        var items: () -> [View] = { [] }
        tracer = DragTracer(items: { items() }, trace: { host.trace($0) })
        items = { [unowned self] in tags }
        dragDrop.delegate = tracer
        field.layout = LayoutParameters(width: .flexible(), height: .fixed(64))
        let top = Stack(.vertical, [Caption(LocalizedString(
            "Name: type a word, enter makes a tag; drop a tag here to type it", comment: "Tags scene: caption above the name field")), field])
        top.padding = EdgeInsets(left: 24, right: 24)
        let board = Stack.board(zip([
            LocalizedString("Inbox", comment: "Tags scene: caption of the container new tags land in"),
            LocalizedString("Keep", comment: "Tags scene: caption of the container for tags to keep"),
            LocalizedString("Bin", comment: "Tags scene: caption of the container for tags to throw away"),
        ], containers).map { Stack.captioned($0, $1) })
        board.layout = LayoutParameters(width: .flexible(), height: .flexible())
        let page = Stack(.vertical, [top, board])
        page.layout.fillsSuperview = true
        view.addSubview(page)
        for container in containers {
            dragDrop.register(DropZone(view: container, placement: .keepWhereDropped))
        }
        let fieldZone = DropZone(view: field, placement: .handledByZone)
        fieldZone.dropped = { [unowned self] session in
            guard let tag = session.sourceView as? TagChip else { return }
            _ = field.handleTextKey(KeyEvent(time: .zero, keysym: Keysym.forText(tag.text), text: tag.text, pressed: true))
        }
        dragDrop.register(fieldZone)
        field.onChange = { [unowned self] _ in textChanged = true }
        field.onSubmit = { [unowned self] field in submit(field.text) }
    }

    /// The captioned field spans the top, 64 px high; the captioned containers share the
    /// width below it (`Stack.board`). Tags stay where the user put them.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        view.layoutIfNeeded()
        if view.superview != nil { traceField() }
    }

    func didAppear() { traceField() }

    /// `field name <x> <y> <width> <height>`, where the field is on screen.
    private func traceField() {
        trace("field \(field.identifier ?? "?") \(field.frameInRoot.traceFields)")
    }

    /// Enter: the field's word, without the spaces around it, becomes a tag in `inbox`; the
    /// field empties. Nothing happens for an empty field.
    private func submit(_ text: String) {
        let word = text.trimmingSpaces
        guard !word.isEmpty else { return }
        lastNumber += 1
        let tag = makeTag(number: lastNumber, text: word)
        let inbox = containers[0]
        let slot = Double(tags.count(where: { $0.superview === inbox }) - 1)
        let rows = max(((inbox.bounds.height - 16) / (TagChip.height + 12)).rounded(.down), 1)
        let column = (slot / rows).rounded(.down), row = slot - column * rows
        tag.center = Point(x: 16 + column * 180 + tag.bounds.width / 2, y: 16 + row * (TagChip.height + 12) + TagChip.height / 2)
        field.text = ""
        textChanged = true
        trace("tag created \(tag.identifier ?? "?") \(Self.quoted(word))")
    }

    /// Makes tag `tag-<number>` showing `text`, in `inbox`, draggable.
    @discardableResult
    private func makeTag(number: Int, text: String) -> TagChip {
        let tag = TagChip(id: "tag-\(number)", text: text, hex: Self.colours[(number - 1) % Self.colours.count])
        containers[0].addSubview(tag)
        tags.append(tag)
        let source = DragSource(view: tag)
        tagSources.append(source)
        dragDrop.register(source)
        return tag
    }

    /// Makes the saved tags (restore then puts them in their places), takes away the tags
    /// the arrangement does not have (a reset), and puts back the field's text.
    func willRestore(_ layout: SceneLayout) {
        for (index, tag) in tags.enumerated().reversed() where !layout.items.contains(where: { $0.id == tag.identifier }) {
            dragDrop.unregister(tagSources.remove(at: index))
            tags.remove(at: index).removeFromSuperview()
        }
        for entry in layout.items {
            guard let text = entry.text, let number = Int(entry.id.dropFirst(4)), entry.id.hasPrefix("tag-"),
                  !tags.contains(where: { $0.identifier == entry.id }) else { continue }
            makeTag(number: number, text: text)
            lastNumber = max(lastNumber, number)
        }
        if let text = layout.fields?[field.identifier ?? ""] { field.text = text }
    }

    /// Adds each tag's text and the field's text to the captured arrangement.
    func complete(_ layout: inout SceneLayout) {
        for index in layout.items.indices {
            layout.items[index].text = tags.first { $0.identifier == layout.items[index].id }?.text
        }
        layout.fields = [field.identifier ?? "": field.text]
    }

    func cameToRest() {
        tracer.cameToRest()
        guard textChanged else { return }
        textChanged = false
        trace("text \(field.identifier ?? "?") \(Self.quoted(field.text))")
    }

    /// A tap on the field: the keyboard comes up.
    var tourSteps: [TourStep] { [.tap(field.surfaceCenter)] }

    /// `text` in double quotes, with quotes and backslashes inside escaped by a backslash.
    static func quoted(_ text: String) -> String {
        "\"" + text.flatMap { $0 == "\"" || $0 == "\\" ? "\\\($0)" : "\($0)" } + "\""
    }
}

/// A tag: a rounded chip showing a word, as wide as the word needs (estimated, 64–320 px).
final class TagChip: Label {
    /// A chip's height, in logical pixels.
    static let height = 44.0

    init(id: String, text: String, hex: String) {
        let width = min(max(32 + 12 * Double(text.count), 64), 320)
        super.init(frame: Rect(x: 0, y: 0, width: width, height: Self.height), text: text,
                   style: TextStyle(font: Font(size: 20, isBold: true), color: .white, alignment: .center, maximumLines: 1))
        identifier = id
        backgroundColor = Color(hex: hex)
        cornerRadius = Self.height / 2
        shadow = Shadow()
    }
}

extension String {
    /// The string without the white space at its ends.
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
