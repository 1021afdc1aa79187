import TactileCairo
import TactileCore
import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// Drives a `SceneHost` from a window: passes the seat's input to the scene, draws it into
/// the buffers the window hands out once per frame, asks for frames while something
/// animates, stops the loop when the window is closed and gives memory back at rest. Kept
/// apart from `Application` so the Wayland callbacks are not part of the application's public
/// API.
///
/// Calls go one way, down: the application owns this host, this host owns the scene host and
/// drives the window. What the application hears back it hears through the closures it sets
/// (`onResize`, `onFirstFrame`, the scene host's `onRest`), not through a reference to it.
final class WindowHost: WindowDelegate, InputHandler {
    // What every input event or frame touches comes first, in the object's first cache line (a
    // wake-up fetches each line it touches again).
    /// The scene the window shows.
    let scene: SceneHost
    private let window: Window
    let eventLog: InputEventLog?
    let latency = FrameLatencyRecorder.fromEnvironment()
    /// The window's subsurfaces as the renderer's layer host; nil when the window cannot show
    /// layers (which it knows from its start on).
    private let layerHost: WindowLayerHost?
    /// The scene's video views and their pipelines.
    private let videos: WindowVideos
    @exclusivity(unchecked) private var hasCommittedFrame = false
    /// The buffer transform last written to the event log.
    @exclusivity(unchecked) private var loggedBufferTransform: Int32 = 0
    @exclusivity(unchecked) private var delayedAnimationTimer: EventLoop.TimerID?
    /// The rest check waiting for the frame being drawn to go out (see `checkRestAfterFrame`).
    @exclusivity(unchecked) private var pendingRestCheck: EventLoop.TimerID?

    /// Called after the window's logical size or scale changed, before the next frame.
    @exclusivity(unchecked) var onResize: ((Size, Double) -> Void)?
    /// Called once when the first frame has been committed.
    @exclusivity(unchecked) var onFirstFrame: (() -> Void)?
    /// The application's own business at the first commit (systemd's READY=1), before
    /// `onFirstFrame`.
    @exclusivity(unchecked) var firstFrameCommitted: (() -> Void)?
    private let loop: EventLoop
    private let clock: EventLoopClock
    /// CLOCK_BOOTTIME with timers on the loop, for a kiosk session's idle steps (its timerfd is
    /// made only when a session schedules on it).
    let idleClock: EventLoopClock
    /// What a rest gives back: the spare buffers soon, the renderer's caches after a longer
    /// rest (two trims, so a short pause costs no cache rebuild).
    private let idleTrims: [IdleMemoryTrim]
    /// The look of the frame Tactile draws around the window, from the root view's theme.
    private var frameLook = WindowFrameLook(theme: .light)
    /// Paints that frame, made when first needed: a kiosk's fullscreen window has none.
    private lazy var framePainter = WindowFramePainter()
    /// The compositor's input method's tie to the fields; set by the application.
    @exclusivity(unchecked) var systemInputMethod: SystemInputMethod?

    /// Shows a scene of `size` in `window`, whose events arrive on `loop`. `eventLog` records
    /// the raw input and receives the scene's trace; `log` the input layer's incidents.
    /// Images are drawn from `pictures`, the app's loader.
    init(window: Window, loop: EventLoop, size: Size, eventLog: InputEventLog?, pictures: PictureLoader,
         log: @escaping (String) -> Void) {
        self.window = window
        self.loop = loop
        self.eventLog = eventLog
        layerHost = window.supportsLayers ? WindowLayerHost(window: window, eventLog: eventLog) : nil
        videos = WindowVideos(window: window, loop: loop, eventLog: eventLog, log: log)
        let clock = EventLoopClock(loop: loop)
        self.clock = clock
        idleClock = EventLoopClock(loop: loop, clock: .boottime)
        let trace: ((String) -> Void)? = eventLog.map { eventLog in { eventLog.write($0) } }
        // A line per commit costs a write per frame: only for the runs that read them
        // (TACTILE_COMMIT_TRACE), so the event log of other runs and benchmarks stays as it was.
        window.commitTrace = getenv("TACTILE_COMMIT_TRACE") != nil ? trace : nil
        let scene = SceneHost(size: size, clock: clock, inputLog: InputLog { log("input: \($0)") }, trace: trace,
                              pictures: pictures)
        self.scene = scene
        scene.inputDispatcher.coalescesMotions = true  // handleInputBatchEnd ends each read.
        let isAtRest = { [unowned scene] in scene.isAtRest }
        idleTrims = [
            IdleMemoryTrim(loop: loop, delay: IdleMemoryTrim.spareBuffersDelay, isAtRest: isAtRest,
                           trim: { window.releaseSpareBuffers() }),
            IdleMemoryTrim(loop: loop, delay: IdleMemoryTrim.rendererCachesDelay, isAtRest: isAtRest,
                           trim: { [unowned scene] in scene.removeRendererCaches() }),
        ]
        scene.rootView.damageTracker.onNeedsRedraw = { window.requestRedraw() }
        scene.animator.onScheduleChange = { [unowned self] in scheduleAnimationFrames() }
        scene.afterLayout = { [unowned self] in
            let root = scene.rootView
            let views = root.videoViewsInTree
            guard !views.isEmpty || videos.isTracking else { return }
            videos.update(root: root, views: views.compactMap { $0 as? VideoView },
                          playsMedia: root.layoutEnvironment.playsAnimatedImages && window.isOnAnOutput)
        }
        // Speech mode's voice: speech-dispatcher, reached only once speech mode first starts.
        scene.speechMode.makeOutput = { SpeechDispatcherOutput.connect(loop: loop, log: log) }
        clock.afterTimer = { [unowned self] in checkRest() }
        // An idle reset settles what moved: the scene may come to rest in it.
        idleClock.afterTimer = { [unowned self] in checkRest() }
    }

    /// Ends the input in progress when the event loop has ended: touches are cancelled and
    /// gestures (mouse drags too) abandoned.
    func endInput() {
        // A rest that waited for a frame is announced now (the app saves what it shows).
        if let pendingRestCheck {
            loop.cancelTimer(pendingRestCheck)
            self.pendingRestCheck = nil
            checkRest()
        }
        scene.endInput()
    }

    /// Tells the scene's `onRest` when things have just come to rest, and starts the wait
    /// before memory is given back.
    private func checkRest() {
        scene.checkRest { for trim in idleTrims { trim.arm() } }
    }

    /// Checks for a rest, but when one is due, only after the frame being drawn has been
    /// committed and flushed (a timer due now fires in the next loop turn, after the flush):
    /// what a rest runs, such as the app saving its state with two fsyncs, would otherwise
    /// hold back the frame that shows the input (the letter a key lift typed).
    @section(".text.hot")
    private func checkRestAfterFrame() {
        guard scene.isComingToRest else {
            checkRest()
            return
        }
        if pendingRestCheck == nil { checkRestAfterFlush() }
    }

    /// Checks for a rest in the next loop turn, after the flush.
    @inline(never)
    private func checkRestAfterFlush() {
        pendingRestCheck = loop.addTimer(at: EventLoop.now()) { [unowned self] in
            pendingRestCheck = nil
            checkRest()
        }
    }

    /// Keeps frames coming while an animation runs, and wakes up for one that waits for its
    /// delay; with nothing animating, nothing is scheduled.
    @section(".text.hot")
    private func scheduleAnimationFrames() {
        if let delayedAnimationTimer { loop.cancelTimer(delayedAnimationTimer) }
        delayedAnimationTimer = nil
        // Nothing animates or waits for its delay (every frame of a drag, say): neither of the
        // animator's lists is walked for what it would not find.
        guard scene.animator.isAnimating else { return }
        if scene.animator.needsFrames {
            window.requestRedraw()
        } else if let start = scene.animator.nextStartTime {
            wakeForDelayedAnimation(at: start)
        }
    }

    /// Wakes the loop at `start`, when a delayed animation starts, for its first frame.
    @inline(never)
    private func wakeForDelayedAnimation(at start: MonotonicTime) {
        delayedAnimationTimer = loop.addTimer(at: start) { [unowned self] in
            delayedAnimationTimer = nil
            window.requestRedraw()
        }
    }

    /// Called as a frame goes to the compositor (just before its commit).
    private func frameCommitted() {
        if !hasCommittedFrame {
            hasCommittedFrame = true
            for trim in idleTrims { trim.arm() }
            firstFrameCommitted?()
            onFirstFrame?()
        }
    }

    // MARK: WindowDelegate

    func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {
        eventLog?.write("window \(width)x\(height) scale \(scale)\(window.isFullscreen ? " fullscreen" : "")")
        let size = Size(width: Double(width), height: Double(height))
        scene.resize(to: size, scale: scale)
        onResize?(size, scale)
    }

    @section(".text.hot")
    func windowRender(_ window: Window, frame: WindowFrame) -> [PixelRect] {
        let damage = scene.drawFrame(at: frame.time, width: frame.width, height: frame.height, scale: frame.scale,
                                     layers: layerHost, paintsWhole: frame.startsAfresh) {
            window.frameBuffer()
        }
        scheduleAnimationFrames()
        checkRestAfterFrame()
        systemInputMethod?.sync()
        if window.showsClientFrame { followThemeInFrame() }
        if frame.transform != loggedBufferTransform, !damage.isEmpty {
            loggedBufferTransform = frame.transform
            eventLog?.write("buffer transform \(loggedBufferTransform * 90)")
        }
        let committed = !damage.isEmpty || window.layersChanged
        latency?.frameRendered(committed: committed)
        if committed { frameCommitted() }
        return damage
    }

    func windowPaintFrame(_ window: Window, part: WindowFramePart, picture: WindowFramePicture, into buffer: PixelBuffer) {
        framePainter.paint(part: part, of: picture.layout, look: frameLook, title: picture.title, hovered: picture.hovered,
                                 pressed: picture.pressed, into: buffer)
    }

    /// Paints the frame Tactile draws again when the app's theme changed its look.
    private func followThemeInFrame() {
        let look = WindowFrameLook(theme: scene.rootView.effectiveTheme)
        guard look != frameLook else { return }
        frameLook = look
        window.repaintFrame()
    }

    func windowDidRequestClose(_ window: Window) {
        // Whatever is in progress ends as a cancel would end it (drags report a return and
        // their items go home), so the app's hooks see every gesture end before the loop stops.
        scene.inputDispatcher.cancelGestures()
        loop.stop()
    }

    // MARK: InputHandler

    @section(".text.hot")
    func handleTouch(_ event: TouchEvent) {
        latency?.inputReceived()
        eventLog?.record(event)
        scene.handleTouch(event)
    }

    @section(".text.hot")
    func handlePointer(_ event: PointerEvent) {
        latency?.inputReceived()
        eventLog?.record(event)
        scene.handlePointer(event)
    }

    func handleTouchpadGesture(_ event: TouchpadGestureEvent) {
        latency?.inputReceived()
        eventLog?.record(event)
        scene.handleTouchpadGesture(event)
    }

    func handleKey(_ event: KeyEvent) {
        eventLog?.record(event)
        if event.keysym == Keysym.f11, event.modifiers.subtracting([.capsLock, .numLock]).isEmpty {
            // The desktop's key for fullscreen, whatever the scene does with keys. A kiosk shell
            // keeps the window fullscreen whatever it asks.
            if event.pressed, !event.isRepeat { window.toggleFullscreen() }
            return
        }
        // A key may move things without a gesture or an animation (an arrow nudging a view):
        // the scene host counts it as activity, so the batch's end reports a rest, as after a touch.
        scene.handleKey(event)
    }

    func handleModifiers(_ modifiers: KeyModifiers) {
        scene.inputDispatcher.updateModifiers(modifiers)
    }

    func handleKeyboardLayout(_ name: String) {
        eventLog?.write("keyboard layout \(name)")
        scene.keyboardLayoutDidChange(name)
    }

    func handleKeyboardFocus(_ focused: Bool) {
        eventLog?.write("keyboard focus \(focused ? "in" : "out")")
        // Keys released while focus was elsewhere never reach us: start from none held.
        if !focused { scene.inputDispatcher.updateModifiers([]) }
    }

    func handleInputMethod(_ update: InputMethodUpdate) {
        systemInputMethod?.apply(update)
        // Text typed this way is activity like a key: the batch's end reports the rest.
        scene.noteActivity()
    }

    var lastInputWasTouch: Bool { scene.inputDispatcher.lastInputWasTouch }

    @section(".text.hot")
    func handleInputBatchEnd() {
        scene.inputDispatcher.endOfDispatchBatch()
        systemInputMethod?.sync()
        // What the input just changed goes out now, not a refresh later.
        if scene.rootView.damageTracker.needsRedraw {
            window.requestRedraw(showsInput: true)
            checkRestAfterFrame()
        } else {
            latency?.inputShowedNothing()
            checkRest()
        }
    }
}
