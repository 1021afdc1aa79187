import DemoState
import Tactile

/// The photo wall: a scrolling wall of square thumbnails (`wall`) of every picture of a
/// `PhotoSource`, read the first time the scene is on screen, and a `favourites` tray beside
/// it (below it in a portrait window), which scrolls when it holds more than it shows. A tap on a thumbnail opens the photo full screen
/// (`PhotoViewer`); a thumbnail held for a moment lifts and can be dropped into the tray,
/// which keeps a copy (see `PhotosScene+Favourites`). A folder that is missing, empty or
/// holds no picture shows why in `message` instead of the wall.
///
/// Traces `image refused <name>: <reason>` for each file whose header does not read as a
/// picture (the renderer traces `image shown <name> <width>x<height>` when a photo is first
/// drawn, and `image refused` for one that fails to decode), `viewer opened <name>` and `viewer closed <name>`, the viewer's lines (see `PhotoViewer`),
/// the drags' lines (see `DragTracer`) and, at a rest after the tray changed,
/// `favourites a.png b.png` (its photos in order; `favourites` when empty).
final class PhotosScene: DemoScene {
    static let name = "photos"
    let view = View()
    /// The thumbnails, scrolled by the finger.
    let wall = ScrollView()
    /// The favourites, one after the other (a column beside the wall, a row below it in
    /// portrait), reordered by dragging: the drop zone, as long as they are and one more.
    let tray = Stack(.vertical, spacing: 8)
    /// Scrolls the tray.
    let trayScroller = ScrollView()
    /// Why nothing shows, in place of the wall; hidden while there are photos.
    let message = Label(text: "", style: TextStyle(font: Font(size: 20), color: DemoLook.dark.theme.colors.text, alignment: .center))
    /// The wall's thumbnails, in file-name order; empty until the scene is first on screen.
    private(set) var tiles: [PhotoTile] = []
    /// The viewer while a photo is open.
    private(set) var viewer: PhotoViewer?
    let keyboard: KeyboardDragController?
    let dragDrop: DragDropManager
    let tracer: DragTracer
    let trace: (String) -> Void
    /// The favourites' tiles, in the order they were made (the tray's order is `favouriteNames`).
    var favouriteTiles: [PhotoTile] = []
    /// What makes each favourite draggable, in `favouriteTiles` order.
    var favouriteSources: [DragSource] = []
    /// The favourites the state file named before the photos were read, put in the tray once they are.
    var pendingFavourites: [String]?
    /// Favourites the state file names whose photo is not in the folder: kept for the file.
    var absentFavourites: [String] = []
    /// The tray's photos at the last rest.
    var restingFavourites: [String] = []
    /// The favourites taken out of the tray and their sources, let go at the next rest.
    var leaving: [(source: DragSource, tile: PhotoTile)] = []
    /// The copy each thumbnail being dragged makes, by thumbnail, until its drag ends.
    var copies: [ObjectIdentifier: PhotoTile] = [:]
    /// The side of the thumbnails in the tray, in logical pixels.
    private(set) var traySide = 120.0
    private let source: PhotoSource
    private let host: SceneHost
    private let wallCaption = Caption(LocalizedString(
        "Photos: tap to view, hold to drag into favourites", comment: "Caption above the photo wall; one line, ellipsized when longer"))
    private let trayCaption = Caption(LocalizedString(
        "Favourites", comment: "Caption above the tray of favourite photos, which is 120-200 px wide in landscape"))
    /// Whether the photos were read.
    private(set) var isLoaded = false

    /// The gap between thumbnails, and the margin around the wall and the tray.
    static let gap = 8.0, margin = 24.0
    /// The thumbnails' side the wall aims at.
    static let preferredSide = 150.0
    /// How long a finger must rest on a thumbnail before it lifts (a quicker move scrolls).
    static let liftDelay = TimeSpan.milliseconds(300)

    /// The scene of the photos `source` gives, on `host`.
    init(host: SceneHost, source: PhotoSource) {
        self.host = host
        self.source = source
        trace = { host.trace($0) }
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#1b1e24")
        wall.identifier = "wall"
        wall.enableFlickScrolling(animator: host.animator)
        tray.identifier = "favourites"
        trayScroller.identifier = "favourites scroller"
        trayScroller.styleAsContainer()
        trayScroller.addSubview(tray)
        trayScroller.enableFlickScrolling(animator: host.animator)
        tray.padding = EdgeInsets(top: Self.gap, left: Self.gap, bottom: Self.gap, right: Self.gap)
        message.identifier = "photos message"
        message.isHidden = true
        message.isUserInteractionEnabled = false
        wallCaption.names(wall)
        trayCaption.names(tray)
        for part in [wallCaption, wall, message, trayCaption, trayScroller] as [View] { view.addSubview(part) }
        dragDrop = DragDropManager(rootView: host.rootView, animator: host.animator)
        keyboard = .scene(dragDrop, trace: { host.trace($0) })
        var items: () -> [View] = { [] }
        tracer = DragTracer(items: { items() }, trace: { host.trace($0) })
        dragDrop.delegate = tracer
        items = { [unowned self] in tiles + favouriteTiles }
        wireTray()
    }

    /// The wall with its caption fills the scene but for the tray: a column of a fifth of
    /// the width (120…200 px) on the right, or in a portrait window a row of a fifth of the
    /// height (96…160 px) along the bottom; 24 px margins, the captions in the 24 px above.
    /// The thumbnails fill the wall's width in as many columns of about 150 px as fit (at
    /// least two). The photos are read at the first layout on screen.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        let margin = Self.margin, top = Caption.height
        let wallFrame: Rect, trayFrame: Rect
        if size.height > size.width {
            let thickness = min(max(size.height / 5, 96), 160)
            trayFrame = Rect(x: margin, y: max(size.height - margin - thickness, top), width: max(size.width - 2 * margin, 0), height: thickness)
            wallFrame = Rect(x: margin, y: top, width: trayFrame.width, height: max(trayFrame.minY - top - top, 0))
            tray.axis = .horizontal
        } else {
            let thickness = min(max(size.width / 5, 120), 200)
            trayFrame = Rect(x: max(size.width - margin - thickness, 0), y: top, width: thickness, height: max(size.height - top - margin, 0))
            wallFrame = Rect(x: margin, y: top, width: max(trayFrame.minX - 2 * margin, 0), height: trayFrame.height)
            tray.axis = .vertical
        }
        wall.frame = wallFrame
        message.frame = wallFrame
        trayScroller.frame = trayFrame
        wallCaption.frame = Rect(x: wallFrame.minX, y: 0, width: wallFrame.width, height: top)
        trayCaption.frame = Rect(x: trayFrame.minX, y: trayFrame.minY - top, width: trayFrame.width, height: top)
        traySide = max(min(trayFrame.width, trayFrame.height) - 2 * Self.gap, 1)
        for tile in tray.subviews { tile.layout = LayoutParameters(width: .fixed(traySide), height: .fixed(traySide)) }
        fitTray()
        if view.superview != nil { loadIfNeeded() }
        placeTiles()
        viewer?.layout(in: size)
        view.layoutIfNeeded()
    }

    /// The wall's columns: as many of about `preferredSide` as fit, at least two, sharing
    /// the width with `gap` between them; and the thumbnails' side.
    private var grid: (columns: Int, side: Double) {
        let width = wall.bounds.width
        let columns = max(2, Int(((width + Self.gap) / (Self.preferredSide + Self.gap)).rounded(.down)))
        return (columns, max((width - Self.gap * Double(columns - 1)) / Double(columns), 1))
    }

    /// Puts each thumbnail in its cell, row by row, and sizes the wall's content to them.
    private func placeTiles() {
        let (columns, side) = grid
        for (index, tile) in tiles.enumerated() {
            let column = index % columns, row = index / columns
            tile.frame = Rect(x: Double(column) * (side + Self.gap), y: Double(row) * (side + Self.gap), width: side, height: side)
        }
        let rows = (tiles.count + columns - 1) / columns
        wall.contentSize = Size(width: wall.bounds.width, height: max(Double(rows) * (side + Self.gap) - Self.gap, 0))
    }

    /// Where the first thumbnail's centre is, in surface coordinates (whether or not the
    /// photos were read).
    var firstTileCenter: Point {
        let side = grid.side
        return wall.convert(Point(x: side / 2, y: side / 2), to: nil)
    }

    func didAppear() {
        loadIfNeeded()
        placeTiles()
    }

    /// Reads the photos the first time: a thumbnail for each, the refused files traced, the
    /// message shown when there is nothing to show, the saved favourites put in the tray.
    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        let listing = source.load()
        for refusal in listing.refused { trace("image refused \(refusal)") }
        if let problem = listing.problem { message.localizedText = problem }
        message.isHidden = listing.problem == nil
        tiles = listing.photos.map(makeThumbnail)
        if let names = pendingFavourites {
            pendingFavourites = nil
            putFavourites(names)
        }
    }

    /// A wall thumbnail of `image`, named by its file: a tap opens it, a hold lifts it.
    private func makeThumbnail(_ image: Image) -> PhotoTile {
        let tile = PhotoTile(image: image, id: image.name, side: Self.preferredSide)
        let tap = TapGestureRecognizer()
        tap.onChange { [unowned self] tap in if tap.state == .recognized { open(image) } }
        tile.addGestureRecognizer(tap)
        tile.onAccessibilityAction = { [unowned self] action in
            guard action == .activate else { return false }
            open(image)
            return true
        }
        wall.addSubview(tile)
        registerThumbnail(tile, of: image)
        return tile
    }

    /// Opens `image` in the viewer over the scene.
    func open(_ image: Image) {
        guard viewer == nil else { return }
        let viewer = PhotoViewer(image: image, size: view.bounds.size, outputScale: host.rootView.damageTracker.bufferScale,
                                 animator: host.animator, trace: trace)
        viewer.onClose = { [unowned self] in closeViewer() }
        view.addSubview(viewer)
        self.viewer = viewer
        showWallAndTray(false)
        trace("viewer opened \(image.name)")
    }

    /// Closes the viewer, back to the wall.
    func closeViewer() {
        guard let viewer else { return }
        viewer.removeFromSuperview()
        self.viewer = nil
        showWallAndTray(true)
        trace("viewer closed \(viewer.image.name)")
    }

    /// The viewer covers the wall and the tray: while it is open they are hidden, so that
    /// neither the keys' Tab nor a visitor who cannot see the screen finds them behind it.
    private func showWallAndTray(_ shown: Bool) {
        for part in [wallCaption, wall, trayCaption, trayScroller] as [View] { part.isHidden = !shown }
    }

    /// The next visitor finds the wall at its top, no photo open (the favourites stay, as
    /// every scene's arrangement does).
    func forgetVisitor() {
        closeViewer()
        wall.setContentOffset(.zero)
    }

    /// The background, the tray and the captions take the look's colours, the message its text colour.
    func apply(_ look: DemoLook, background: Color?) {
        recolour(look, background: background)
        message.style.color = look.theme.colors.text
    }

    /// The first photo opens and two fingers spread on it to zoom in one and a half times.
    var tourSteps: [TourStep] {
        let center = view.convert(view.bounds.center, to: nil)
        return [.tap(firstTileCenter),
                .twoFingers(from: (center - Point(x: 80, y: 0), center + Point(x: 80, y: 0)),
                            to: (center - Point(x: 120, y: 0), center + Point(x: 120, y: 0)))]
    }

    func cameToRest() {
        releaseLeavingSources()
        tracer.cameToRest()
        traceFavouritesIfChanged()
    }
}
