import Tactile

/// Video: a looping clip in a large view with a play/pause button over it, three coloured
/// tiles beside it that can be dragged anywhere (over the clip too: they show above it), and
/// a second clip in a tile that plays while it is dragged around. The clips' frames go to the
/// compositor in layers beneath the window, not through the renderer.
///
/// Traces: `video play` and `video pause` at the button, `ID dragged to (x, y)` (its centre)
/// at the end of a drag; the event log has the pipelines'
/// `video playing NAME WxH`, `video looped NAME`, `video paused NAME`, `video refused NAME: …`.
final class VideoScene: DemoScene {
    static let name = "video"
    let view = View()
    /// The large clip.
    let screen: VideoView
    /// The tile holding the second clip.
    let clipTile: View
    let clipTileVideo: VideoView
    /// The coloured tiles.
    let tiles: [View]
    var items: [View] { tiles + [clipTile] }
    let keyboard: KeyboardDragController?
    /// Plays and pauses the large clip.
    let playButton: Button
    private let movers: [DragMover]
    private let caption = Caption(LocalizedString(
        "Drag the tiles over the video; the small clip plays while you drag it",
        comment: "Caption above the video scene; one line, ellipsized when longer"))
    private var hasPlacedItems = false
    /// The clips to make when the scene first shows (see `DemoClips.makesOwn`).
    private var clipsToMake: Bool
    private let trace: (String) -> Void
    /// The play button's titles: what a tap does.
    private static let pauseTitle = LocalizedString("Pause", comment: "Video scene: button pausing the video; short")
    private static let playTitle = LocalizedString("Play", comment: "Video scene: button playing the paused video; short")
    private static let colours = [("tile-red", "#e8505b"), ("tile-green", "#3caea3"), ("tile-yellow", "#f6d55c")]

    init(host: SceneHost, clips: DemoClips) {
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#14181f")
        screen = VideoView(source: clips.main)
        screen.identifier = "video screen"
        clipTileVideo = VideoView(source: clips.second)
        clipTileVideo.identifier = "clip tile video"
        clipTileVideo.contentMode = .aspectFill
        clipTile = View(frame: Rect(x: 0, y: 0, width: 200, height: 124))
        clipTile.identifier = "clip tile"
        clipTile.backgroundColor = Color(hex: "#2b3340")
        clipTile.shadow = Shadow()
        clipTile.addSubview(clipTileVideo)
        tiles = Self.colours.map { View.tile($0.0, hex: $0.1, side: 96) }
        // Moved by a finger or nudged by the arrows, not dropped anywhere: pictures of a colour.
        for tile in tiles { tile.accessibilityRole = .image }
        screen.accessibilityRole = .video
        screen.accessibilityName = LocalizedString("Test pattern", comment: "Video scene: the name of the large looping clip, spoken")
        // The tile is the small clip to a visitor who cannot see it: the view playing it inside says nothing more.
        clipTile.accessibilityRole = .video
        clipTile.accessibilityName = LocalizedString("Colour clip", comment: "Video scene: the name of the small clip cycling through colours in a tile that can be dragged, spoken")
        clipTileVideo.isAccessibilityHidden = true
        playButton = Button()
        playButton.localizedTitle = Self.pauseTitle
        playButton.identifier = "play button"
        let trace = { (line: String) in host.trace(line) }
        self.trace = trace
        clipsToMake = clips.makesOwn
        movers = (tiles + [clipTile]).map { item in
            let mover = DragMover(animator: host.animator, containment: Containment(mode: .springBack))
            mover.attach(to: item)
            return mover
        }
        keyboard = .nudging(movers, on: host)
        for mover in movers {
            // The pan owns its actions and the mover owns the pan: the action holds the mover weakly.
            mover.pan.addAction { [weak mover] recognizer in
                guard recognizer.state == .ended, let item = mover?.view else { return }
                trace("\(item.identifier ?? "item") dragged to (\(Int(item.center.x)), \(Int(item.center.y)))")
            }
        }
        playButton.action = { [unowned screen] button in
            if screen.isPlayRequested { screen.pause() } else { screen.play() }
            button.localizedTitle = screen.isPlayRequested ? Self.pauseTitle : Self.playTitle
            trace(screen.isPlayRequested ? "video play" : "video pause")
        }
        view.addSubview(caption)
        view.addSubview(screen)
        view.addSubview(playButton)
        view.addSubview(clipTile)
        for tile in tiles { view.addSubview(tile) }
    }

    /// The large clip fills the left two thirds at 16:9; the tiles and the clip tile start in
    /// a column on the right, and stay where the user leaves them at later resizes.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        let margin = 24.0
        caption.frame = Rect(x: margin, y: margin / 2, width: size.width - 2 * margin, height: Caption.height)
        let top = margin / 2 + Caption.height + 8
        let width = max(0, min(size.width * 0.64, (size.height - top - margin) * 16 / 9)).rounded()
        screen.frame = Rect(x: margin, y: top, width: width, height: (width * 9 / 16).rounded())
        playButton.frame = Rect(x: screen.frame.minX + 16, y: screen.frame.maxY - 64, width: 112, height: 48)
        // The scene the window opens with is laid out shown, without a `didAppear`.
        if view.superview != nil { makeClipsIfNeeded() }
        guard !hasPlacedItems, size.width > 0 else { return }
        hasPlacedItems = true
        let column = screen.frame.maxX + margin
        for (index, tile) in tiles.enumerated() {
            tile.center = Point(x: column + 60 + Double(index % 2) * 112, y: top + 60 + Double(index / 2) * 112)
        }
        clipTile.center = Point(x: column + 110, y: top + 300)
        clipTileVideo.frame = clipTile.bounds
    }

    /// The first time the scene shows without `--video`, the demo's clips are made (a second
    /// or two, once: they are kept in the cache).
    func didAppear() { makeClipsIfNeeded() }

    private func makeClipsIfNeeded() {
        guard clipsToMake else { return }
        clipsToMake = false
        guard let clips = DemoClips.made(log: trace) else { return }
        screen.source = clips.main
        clipTileVideo.source = clips.second
    }

    var tourSteps: [TourStep] { [] }

    func apply(_ look: DemoLook, background: Color?) {
        view.backgroundColor = background ?? view.backgroundColor
        caption.style.color = look.theme.colors.text
    }
}

/// The clips the video scene plays: `--video` (in both views), else, with `makesOwn`, clips
/// the demo makes with GStreamer's test sources the first time the scene shows (a moving test
/// pattern, and a cycle of solid colours in the tile); without either, the views show their
/// posters (sessions of tests that play no video).
struct DemoClips: Sendable {
    /// The large looping clip.
    var main: VideoSource?
    /// The clip in the draggable tile.
    var second: VideoSource?
    /// Whether the scene makes its clips when it first shows.
    var makesOwn = false

    /// What a window's demo plays: `video` when given, else clips of its own.
    static func forWindow(video: String?) -> DemoClips {
        guard let video else { return DemoClips(makesOwn: true) }
        return DemoClips(main: .file(video), second: .file(video))
    }

    /// The demo's own clips, made into Tactile's clip cache unless there already; nil (with
    /// the reason logged) when GStreamer cannot make them.
    static func made(log: (String) -> Void) -> DemoClips? {
        switch (VideoClips.demoLoop(), VideoClips.solidColours(frames: 90, width: 160, height: 100)) {
        case (.success(let main), .success(let second)):
            return DemoClips(main: .file(main), second: .file(second))
        case (.failure(let failure), _), (_, .failure(let failure)):
            log("video: cannot make the demo's clips: \(failure.reason)")
            return nil
        }
    }
}
