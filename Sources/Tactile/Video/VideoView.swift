import TactileCore

/// A view playing a video clip in its bounds: a signage loop, an exhibit's clip, an attract
/// screen.
///
/// The clip is decoded by GStreamer on its own threads (hardware decoders where the system
/// has them) and its frames go to the compositor in a layer of their own beneath the window,
/// which the view leaves transparent: the app's renderer never copies a frame, and whatever
/// the scene draws above the view (a button, a tile dropped on it) shows above the video. A
/// view that is turned, clipped by an ancestor, rounded or translucent cannot be shown that
/// way; its frames are then drawn by the renderer, correct and dearer (the manual's Video
/// article says what each case costs).
///
/// Muted and looping by default. It plays while it can be seen: off screen, hidden, in a scene
/// that is not shown, or under a blanked kiosk screen it pauses, and it goes on from the same
/// place when it shows again. Until the first frame arrives `poster` shows (black without
/// one); a clip that cannot be played shows the poster and the reason.
public final class VideoView: View {
    /// The clip played; nil shows the poster. A new source starts again from its beginning.
    public var source: VideoSource? {
        didSet { if source != oldValue { sourceDidChange() } }
    }
    /// How the frame is fitted into the bounds (the bars `.aspectFit` leaves are the
    /// background colour, black unless set).
    public var contentMode: ContentMode = .aspectFit {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }
    /// Whether the clip's sound is off (the default). Unmuted, it plays through the system's
    /// default audio output; a muted clip's sound is not even decoded (so turning it on or
    /// off while the clip plays holds the picture a moment).
    public var isMuted = true {
        didSet { if isMuted != oldValue { playback?.isMuted = isMuted } }
    }
    /// The sound's volume, 0 to 1, when not muted.
    public var volume = 1.0 {
        didSet { if volume != oldValue { playback?.volume = min(max(volume, 0), 1) } }
    }
    /// Whether the clip starts again at its end, without a gap (the default). (Changing it
    /// while the clip plays opens the clip again where it was.)
    public var loops = true {
        didSet { if loops != oldValue { reopen() } }
    }
    /// How fast the clip plays: 1 is its own speed, 2 twice as fast, 0.5 half (positive).
    public var rate = 1.0 {
        didSet { if rate != oldValue, rate > 0 { playback?.rate = rate } }
    }
    /// What shows before the first frame and when the clip cannot be played; nil shows the
    /// background colour.
    public var poster: Image? {
        didSet { if poster !== oldValue { setNeedsDisplay() } }
    }
    /// Called on the main thread each time `state` changes.
    public var onStateChange: ((VideoState) -> Void)?
    /// Where the playback is.
    public internal(set) var state: VideoState = .idle {
        didSet { if state != oldValue { onStateChange?(state) } }
    }
    /// The clip's frame size in pixels, once its first frame is known.
    public internal(set) var videoSize: Size?
    /// Whether the clip is meant to play (`play()`) or stay (`pause()`) while the view can be
    /// seen. True at first: a clip starts as soon as it shows.
    public private(set) var isPlayRequested = true

    /// The decoding pipeline, made by the window's video host once the view is shown.
    var playback: VideoPlayback?
    /// How the window shows the view now (set by the video host at each frame).
    var presentation = VideoPresentation.poster {
        didSet { if presentation != oldValue { setNeedsDisplay() } }
    }
    /// The frame drawn by the renderer (`.drawn` presentation), held from the exchange.
    var drawnFrame: SharedPixels?
    /// A seek asked for before the pipeline existed, applied when it does.
    var pendingSeek: TimeSpan?

    /// Creates a video view at `frame` (superview space) playing `source`.
    public init(frame: Rect = .zero, source: VideoSource? = nil) {
        self.source = source
        super.init(frame: frame)
        backgroundColor = .black
        showsVideoSurface = true
    }

    /// Plays the clip while the view can be seen (from where it stopped).
    public func play() {
        isPlayRequested = true
        hostNeedsUpdate()
    }

    /// Stops at the frame shown; `play()` goes on from there.
    public func pause() {
        isPlayRequested = false
        hostNeedsUpdate()
    }

    /// Moves to `time` from the clip's start (the nearest frame at or before it).
    public func seek(to time: TimeSpan) {
        if let playback { playback.seek(to: time) } else { pendingSeek = time }
    }

    /// How far into the clip the frame shown is; zero before the clip is opened.
    public var currentTime: TimeSpan { playback?.position ?? .zero }
    /// The clip's length, once known (nil before the clip is opened, and for a live stream).
    public var duration: TimeSpan? { playback?.duration }

    /// The clip changed: the old pipeline goes (the host makes the new one at the next frame).
    private func sourceDidChange() {
        playback?.stop()
        playback = nil
        drawnFrame = nil
        videoSize = nil
        pendingSeek = nil
        state = source == nil ? .idle : .loading
        presentation = .poster
        hostNeedsUpdate()
        setNeedsDisplay()
    }

    /// A setting the pipeline is made with changed: a new one replaces it at the next frame,
    /// from where this one was.
    private func reopen() {
        guard let playback else { return }
        pendingSeek = playback.position
        playback.stop()
        self.playback = nil
        hostNeedsUpdate()
    }

    /// The host looks at the view again at the next frame.
    private func hostNeedsUpdate() { setNeedsDisplay() }

    /// The reason shown on the poster when the clip failed, nil otherwise.
    private var failure: String? {
        if case .failed(let reason) = state { return reason }
        return nil
    }

    /// Draws the hole the compositor's video layer shows through, the frame itself, or the
    /// poster (with the failure's reason).
    public override func draw(in context: DrawingContext, rect: Rect) {
        switch presentation {
        case .surface(let hole):
            (context as? VideoFrameDrawing)?.clearForVideo(hole)
        case .drawn:
            if let frame = drawnFrame, let videos = context as? VideoFrameDrawing,
               let fitting = VideoFitting(frameWidth: frame.width, frameHeight: frame.height, bounds: bounds, mode: contentMode) {
                videos.drawVideoFrame(frame, source: fitting.source, in: fitting.destination)
            } else {
                drawPoster(in: context)
            }
        case .poster:
            drawPoster(in: context)
        }
    }

    private func drawPoster(in context: DrawingContext) {
        if let poster, poster.size.width > 0, poster.size.height > 0 {
            let scale = min(bounds.width / poster.size.width, bounds.height / poster.size.height)
            let size = Size(width: poster.size.width * scale, height: poster.size.height * scale)
            context.draw(poster, in: Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                                          width: size.width, height: size.height))
        }
        if let failure {
            let band = Rect(x: bounds.minX + 12, y: bounds.maxY - 64, width: max(0, bounds.width - 24), height: 52)
            context.fillRoundedRect(band, cornerRadius: 8, color: Color(red: 0, green: 0, blue: 0, alpha: 0.7))
            context.draw(failure, style: TextStyle(font: Font(size: 16), color: .white, alignment: .center, maximumLines: 2),
                         in: band.insetBy(dx: 8, dy: 6))
        }
    }
}

/// How a window shows a `VideoView` at a frame.
enum VideoPresentation: Equatable {
    /// No frame yet, or the clip failed: the poster.
    case poster
    /// Frames in the compositor's video layer, seen through this rectangle (bounds space,
    /// whole logical pixels of the window) which the view leaves transparent.
    case surface(Rect)
    /// Frames drawn by the renderer (the view is turned, clipped, rounded or translucent).
    case drawn
}

extension VideoView {
    /// Whether the clip could not be played (its pipeline is not made again until the source
    /// changes).
    var hasFailed: Bool {
        if case .failed = state { return true }
        return false
    }
}
