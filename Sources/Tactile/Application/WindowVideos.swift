import CShims
import TactileCore
import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// The window's video views and their pipelines: makes a view's pipeline once the view shows,
/// plays it while it can be seen and pauses it otherwise, and hands its frames to the
/// compositor's video layer (or to the renderer, for a view the layer cannot show).
///
/// GStreamer's threads write frames into shared memory and signal an eventfd this object's
/// loop watches; only the main thread, reading it, touches views and Wayland objects.
final class WindowVideos {
    /// One video view the window showed, with what the window keeps for it.
    private final class Entry {
        weak var view: VideoView?
        /// The view's layer under the window; nil until needed, or when the compositor has no
        /// scaling (the renderer then draws the frames).
        var surface: VideoSurface?
        /// The newest frame, held from the exchange of `latestSource` (shown in the layer or drawn).
        var latest: SharedPixels?
        /// The exchange `latest` came from: a frame of a pipeline since replaced is dropped.
        weak var latestSource: VideoFrameExchange?
        /// The frame attached to the layer, held until the compositor releases it.
        var inSurface: SharedPixels?
        /// Whether the pipeline is playing (rather than paused) as last asked.
        var isPlaying = false
        /// The clip's name in the event log, kept for when the view is gone.
        var name = "video"
        /// The layer's placement as last set, so that an unchanged one is not sent again.
        var placed: (rect: Rect, source: Rect)?
        /// Whether the view was on screen at the last frame.
        var wasShown = false

        init(view: VideoView) { self.view = view }
    }

    private let window: Window
    private let loop: EventLoop
    private let eventLog: InputEventLog?
    private let log: (String) -> Void
    private var wakeUp: WakeDescriptor?
    private var entries: [Entry] = []
    /// With `TACTILE_VIDEO_THROUGH_RENDERER` set, every frame is drawn by the renderer, as for
    /// a view the layer cannot show: what the benchmark compares the layer with.
    private let drawsEveryFrame = getenv("TACTILE_VIDEO_THROUGH_RENDERER") != nil
    /// The timer that looks at the playing pipelines when no frame woke the loop for a while
    /// (a stream that stalls sends nothing); armed only while one plays.
    private var stallCheck: EventLoop.TimerID?

    /// Video views of `window`, whose pipelines wake `loop`; `eventLog` gets a line per clip
    /// started, looped, paused or refused.
    init(window: Window, loop: EventLoop, eventLog: InputEventLog?, log: @escaping (String) -> Void) {
        self.window = window
        self.loop = loop
        self.eventLog = eventLog
        self.log = log
    }

    deinit {
        if let stallCheck { loop.cancelTimer(stallCheck) }
        for entry in entries { entry.view?.playback?.stop() }
        guard let wakeUp else { return }
        loop.unwatch(wakeUp.descriptor)
        wakeUp.close()
    }

    /// Whether some video view was seen and not yet forgotten (its pipeline may need pausing).
    var isTracking: Bool { !entries.isEmpty }

    /// At each frame, after layout and before drawing: every video view of `root` (`views`)
    /// is placed, and played or paused for whether it can be seen (`playsMedia` false, under a
    /// blanked kiosk screen, pauses them all); views that left the tree pause.
    func update(root: View, views: [VideoView], playsMedia: Bool) {
        for view in views where !entries.contains(where: { $0.view === view }) { entries.append(Entry(view: view)) }
        entries.removeAll { entry in
            guard let view = entry.view else {
                // The app let the view go (an attract screen hidden): its pipeline went with it.
                if entry.isPlaying { eventLog?.write("video paused \(entry.name)") }
                entry.isPlaying = false
                forget(entry)
                return true
            }
            let inTree = views.contains { $0 === view }
            update(entry, view: view, placement: inTree ? placement(of: view, in: root) : nil, playsMedia: playsMedia)
            return false
        }
    }

    private func placement(of view: VideoView, in root: View) -> VideoPlacement {
        let size = view.videoSize ?? .zero
        return VideoPlacement(of: view, in: root, frameWidth: Int(size.width), frameHeight: Int(size.height))
    }

    private func update(_ entry: Entry, view: VideoView, placement: VideoPlacement?, playsMedia: Bool) {
        entry.name = view.source?.name ?? "video"
        let shown = placement?.isShown ?? false
        if shown, view.playback == nil, let source = view.source, !view.hasFailed { open(source, for: view, entry: entry) }
        setPlaying(entry, view: view, playing: shown && playsMedia && view.isPlayRequested)
        guard shown, let placement else {
            hideSurface(of: entry)
            return
        }
        present(entry, view: view, placement: placement)
    }

    /// Makes `view`'s pipeline for `source` (prerolled: paused at its first frame).
    private func open(_ source: VideoSource, for view: VideoView, entry: Entry) {
        guard let wake = wakeClosure() else { return }
        entry.isPlaying = false
        let playback = VideoPlayback(location: source.location, muted: view.isMuted, loops: view.loops, wake: wake)
        if view.rate != 1 { playback.rate = view.rate }
        if !view.isMuted { playback.volume = view.volume }
        if let seek = view.pendingSeek { playback.seek(to: seek) }
        view.pendingSeek = nil
        view.playback = playback
        view.state = .loading
    }

    private func setPlaying(_ entry: Entry, view: VideoView, playing: Bool) {
        guard let playback = view.playback, playing != entry.isPlaying else { return }
        entry.isPlaying = playing
        if playing {
            playback.play()
            armStallCheck(after: playback.stallTimeout)
        } else {
            // Said here, as it is asked: the view may be gone before the pipeline answers.
            playback.pause()
            eventLog?.write("video paused \(entry.name)")
        }
    }

    /// Looks at the pipelines `after` from now, and again as long as one plays.
    private func armStallCheck(after: TimeSpan) {
        guard stallCheck == nil else { return }
        stallCheck = loop.addTimer(at: EventLoop.now() + after) { [unowned self] in
            stallCheck = nil
            deliver()
            if let playing = entries.first(where: { $0.isPlaying }), let playback = playing.view?.playback {
                armStallCheck(after: playback.stallTimeout)
            }
        }
    }

    /// Shows the newest frame where the placement says: in the layer, seen through a hole in
    /// the view, or drawn by the renderer; the poster until there is a frame.
    private func present(_ entry: Entry, view: VideoView, placement: VideoPlacement) {
        if let stale = entry.latest, entry.latestSource !== view.playback?.frames {
            // The clip changed or the pipeline was made again: its poster until a frame comes.
            entry.latestSource?.release(stale)
            entry.latest = nil
        }
        guard let frame = entry.latest else {
            view.presentation = .poster
            return
        }
        if !drawsEveryFrame, let rect = placement.layerRect, let source = placement.source, let hole = placement.hole,
           let surface = surface(for: entry) {
            if entry.placed.map({ $0.rect != rect || $0.source != source }) ?? true {
                surface.place(x: Int(rect.minX), y: Int(rect.minY), width: Int(rect.width), height: Int(rect.height), source: source)
                entry.placed = (rect, source)
            }
            if entry.inSurface !== frame { show(frame, in: surface, entry: entry, view: view) }
            view.drawnFrame = nil
            view.presentation = .surface(hole)
        } else {
            hideSurface(of: entry)
            view.drawnFrame = frame
            view.presentation = .drawn
        }
    }

    /// The entry's layer, made the first time; nil when the compositor cannot scale one.
    private func surface(for entry: Entry) -> VideoSurface? {
        if let surface = entry.surface { return surface }
        entry.surface = window.makeVideoSurface()
        return entry.surface
    }

    /// Attaches `frame` to the layer, held until the compositor is done with it.
    private func show(_ frame: SharedPixels, in surface: VideoSurface, entry: Entry, view: VideoView) {
        guard let exchange = view.playback?.frames else { return }
        exchange.hold(frame)
        entry.inSurface = frame
        surface.show(frame) { [weak entry] in
            exchange.release(frame)
            if entry?.inSurface === frame { entry?.inSurface = nil }
        }
    }

    private func hideSurface(of entry: Entry) {
        guard entry.placed != nil || entry.inSurface != nil else { return }
        entry.surface?.hide()
        entry.placed = nil
    }

    /// A view gone for good: its layer goes and its frames go back.
    private func forget(_ entry: Entry) {
        entry.surface?.remove()
        entry.surface = nil
    }

    // MARK: What the pipelines send

    /// The wake-up closure the pipelines call from their threads; the eventfd behind it is
    /// made and watched the first time.
    private func wakeClosure() -> (@Sendable () -> Void)? {
        if wakeUp == nil {
            let descriptor = tactile_eventfd_create()
            guard descriptor >= 0 else {
                log("video: no eventfd (\(String(cString: strerror(errno)))); videos show their posters")
                return nil
            }
            let wakeUp = WakeDescriptor(descriptor)
            do {
                try loop.watch(descriptor) { [unowned self] _ in
                    tactile_eventfd_drain(descriptor)
                    deliver()
                }
            } catch {
                log("video: \(error); videos show their posters")
                wakeUp.close()
                return nil
            }
            self.wakeUp = wakeUp
        }
        let wakeUp = self.wakeUp!
        return { wakeUp.signal() }
    }

    /// On the main loop, after a pipeline's wake-up: each pipeline's news and newest frame.
    private func deliver() {
        for entry in entries {
            guard let view = entry.view, let playback = view.playback else { continue }
            for event in playback.deliverPending(now: EventLoop.now()) { handle(event, of: view, entry: entry) }
            guard view.playback === playback, let frame = playback.frames.takeLatest() else { continue }
            receive(frame.pixels, entry: entry, view: view)
        }
    }

    /// A new frame: straight to the layer when it shows the view (no window frame needed),
    /// else a repaint of the view.
    private func receive(_ frame: SharedPixels, entry: Entry, view: VideoView) {
        if let old = entry.latest { entry.latestSource?.release(old) }
        entry.latest = frame
        entry.latestSource = view.playback?.frames
        if case .surface = view.presentation, let surface = entry.surface, entry.placed != nil {
            show(frame, in: surface, entry: entry, view: view)
        } else {
            view.setNeedsDisplay()
        }
    }

    private func handle(_ event: VideoEvent, of view: VideoView, entry: Entry) {
        let name = view.source?.name ?? "video"
        switch event {
        case .started(let width, let height):
            view.videoSize = Size(width: Double(width), height: Double(height))
            view.state = .playing
            eventLog?.write("video playing \(name) \(width)x\(height)")
            view.setNeedsDisplay()
        case .stalled(let after):
            let line = "video stalled \(name): no frame for \(Int(after.seconds.rounded())) s"
            eventLog?.write(line)
            log(line)
        case .looped:
            eventLog?.write("video looped \(name)")
        case .paused:
            view.state = .paused
        case .ended:
            view.state = .ended
        case .failed(let failure):
            let reason = failure.reason
            eventLog?.write("video refused \(name): \(reason)")
            log("video refused \(name): \(reason)")
            view.playback?.stop()
            entry.isPlaying = false
            if let latest = entry.latest { entry.latestSource?.release(latest) }
            entry.latest = nil
            hideSurface(of: entry)
            view.drawnFrame = nil
            view.state = .failed(reason)
            view.presentation = .poster
            view.setNeedsDisplay()
        }
    }
}
