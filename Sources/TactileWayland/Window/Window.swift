import CWaylandClient
import CWaylandProtocols
import TactileCore

/// An xdg toplevel window: a `wl_surface` with its `xdg_surface` and `xdg_toplevel`, plus
/// a viewport and fractional-scale object where the compositor offers them.
///
/// Sizes are in logical pixels. The window never draws before the first configure, acks
/// every configure, and draws at most once per frame callback (input aside, see
/// `FramePacing`): `requestRedraw()` only marks it dirty, and the event loop's idle hook
/// draws once per turn.
///
/// This file makes and paces frames; Window+Configure.swift follows the compositor's
/// configures, outputs and scale, Window+FrameCallback.swift the frame callbacks, and
/// Window+Layers.swift (over `WindowLayers`) the compositor layers.
package final class Window {
    /// The window's size in logical pixels, valid once `isConfigured`.
    @exclusivity(unchecked) package internal(set) var width = 0
    /// The window's height in logical pixels.
    @exclusivity(unchecked) package internal(set) var height = 0
    /// Buffer pixels per logical pixel. (Computed over unchecked storage: read from another
    /// module at every frame, a stored property would be checked for exclusivity there; see `View`.)
    package var scale: Double { @section(".text.hot") get { storedScale } }
    @exclusivity(unchecked) var storedScale = 1.0
    /// True once the compositor sent the first configure.
    @exclusivity(unchecked) package internal(set) var isConfigured = false
    /// True when the compositor shows the window fullscreen (kiosk shells always do).
    @exclusivity(unchecked) package internal(set) var isFullscreen = false
    /// Receives resize, draw and close requests. Unowned, not weak: whoever sets it keeps the
    /// delegate alive while it is set and sets it to nil before letting the delegate go
    /// (`Application` owns both and does).
    @exclusivity(unchecked) package unowned(unsafe) var delegate: WindowDelegate?
    /// Frames committed so far.
    @exclusivity(unchecked) package private(set) var framesCommitted = 0
    /// Buffers alive: at most `BufferPool.capacity`, plus retired ones awaiting release.
    var liveBufferCount: Int { pool.liveBufferCount }

    // What every frame reads or writes comes first (after the public state above, which it
    // reads too), so that it lies in the object's first three cache lines rather than spread
    // over five: a wake-up fetches each line it touches again.
    /// The pending frame callback, if any (see Window+FrameCallback.swift).
    @exclusivity(unchecked) var frameCallback: OpaquePointer?
    /// A frame is wanted.
    @exclusivity(unchecked) var needsRedraw = false
    /// The pending redraw shows input: it may go out before the frame callback.
    @exclusivity(unchecked) private var redrawShowsInput = false
    /// When the last frame and the one before it were committed (CLOCK_MONOTONIC nanoseconds).
    @exclusivity(unchecked) private var lastCommitTime = MonotonicTime.zero
    @exclusivity(unchecked) private var commitBeforeLastTime = MonotonicTime.zero
    /// The window's `wl_surface`.
    let surface: OpaquePointer
    /// Scales the buffer to the logical size at a fractional scale; nil without viewporter.
    let viewport: OpaquePointer?
    private let pool: BufferPool
    /// The compositor layers shown above the window's surface; nil without subsurfaces.
    let layers: WindowLayers?
    /// The outputs the surface is on, whose scales and refresh rates apply.
    @exclusivity(unchecked) var enteredOutputs: [Output] = []
    /// Whether the compositor ever said the surface is on an output (some say so only after
    /// the first commit).
    var hasEnteredAnOutput = false
    /// False once the surface left every output it was on (a minimised window, on a
    /// compositor that says so): nobody sees it, so videos pause.
    package var isOnAnOutput: Bool { !hasEnteredAnOutput || !enteredOutputs.isEmpty }
    /// The upright canvas and damage history while frames are drawn turned.
    @exclusivity(unchecked) private var turnedFrames: TurnedFrames?
    /// The buffer `frameBuffer()` handed out for the frame being drawn (upright frames), with its age.
    @exclusivity(unchecked) private var frameTarget: (buffer: ShmBuffer, age: Int)?

    /// Held so the connection outlives this window's proxies, whoever releases last.
    let display: Display
    /// The surface's `xdg_surface` role object, which acks configures.
    let xdgSurface: OpaquePointer
    /// The `xdg_toplevel`: title, fullscreen, size configures, close.
    let toplevel: OpaquePointer
    /// Tells the fractional scale the compositor prefers; nil without the protocol.
    let fractionalScale: OpaquePointer?
    /// Makes the idle inhibitor of the surface; nil when the compositor lacks the protocol.
    let idleInhibitManager: OpaquePointer?
    /// The idle inhibitor held now (see Window+IdleInhibit.swift).
    @exclusivity(unchecked) var idleInhibitor: OpaquePointer?
    /// Makes power controls of outputs; nil when the compositor lacks the protocol.
    let outputPowerManager: OpaquePointer?
    /// The power controls made so far, one per output the window was on when asked
    /// (see Window+OutputPower.swift).
    @exclusivity(unchecked) var outputPowerControls: [OutputPowerControl] = []
    /// Receives one line per incident the window cannot act on (a failed power control).
    let log: (String) -> Void
    /// The output object of a `wl_output` proxy the surface entered.
    let outputLookup: (OpaquePointer?) -> Output?
    /// Ends the connection on an error the window cannot recover from (no shared memory).
    let onFatalError: (WaylandError) -> Void
    /// The size asked for where the compositor lets the client choose.
    let preferredSize: (width: Int, height: Int)
    /// The latest toplevel configure's size (0: client's choice), applied at the next
    /// xdg_surface configure.
    @exclusivity(unchecked) var pendingSize: (width: Int, height: Int) = (0, 0)
    /// Whether the latest toplevel configure said fullscreen.
    @exclusivity(unchecked) var pendingFullscreen = false
    /// The fractional-scale object's latest preference.
    @exclusivity(unchecked) var preferredFractionalScale: Double?
    /// The buffer scale last set on the surface (without a viewport).
    @exclusivity(unchecked) private var committedBufferScale: Int32 = 1
    /// The buffer transform last set on the surface (a turn, see `bufferTransform`).
    @exclusivity(unchecked) var committedBufferTransform: Int32 = 0
    /// Wakes the loop when input held back by the pacing rule may be drawn.
    @exclusivity(unchecked) private var inputThrottleTimer: EventLoop.TimerID?
    private let loop: EventLoop

    // The frame (see Window+Decoration.swift).
    /// The title, as last set on the toplevel.
    var storedTitle: String
    /// Asks the compositor to draw the frame; nil when it offers no xdg-decoration (or withdrew it).
    var serverDecoration: ServerDecoration?
    /// Who draws the frame, as the last configure applied; nil before the first.
    var decorationMode: DecorationMode?
    /// Whether the window was fullscreen when the decoration line was last logged.
    var loggedFullscreenFrame: Bool?
    /// The frame Tactile draws, made the first time it is shown.
    var clientFrame: ClientFrame?
    /// Makes the frame Tactile draws; nil without subsurfaces (`canDrawFrame`).
    let makeClientFrame: (WindowFrameLayout, String) -> ClientFrame?
    /// True when the compositor offers subsurfaces, which the frame Tactile draws is made of.
    let canDrawFrame: Bool
    /// The states of the configure applied last (maximised, tiled, activated) and what the
    /// compositor carries out (maximise, minimise).
    var frameState = WindowFrameState()
    /// The states of the latest toplevel configure, applied at the next xdg_surface configure.
    var pendingFrameState = WindowFrameState()
    /// The size of the configure applied last (0: the client's choice).
    var configuredSize: (width: Int, height: Int) = (0, 0)
    /// The content's size when the window was last neither fullscreen nor maximised (0 × 0
    /// before): what a configure that ends either state with 0 × 0 ("you choose") gives back.
    var windowedSize: (width: Int, height: Int) = (0, 0)
    /// The window geometry as last set (`xdg_surface.set_window_geometry`).
    var windowGeometry: Rect?
    /// The minimum size as last set (`xdg_toplevel.set_min_size`).
    var minimumSize: (Int, Int) = (0, 0)
    /// Receives a line per configure and per commit of the window's surface (see
    /// Window+CommitTrace.swift); nil, the default, costs one check per commit.
    package var commitTrace: ((String) -> Void)?

    init(client: WaylandClient, title: String, appID: String, preferredSize: (width: Int, height: Int), fullscreen: Bool) {
        self.preferredSize = preferredSize
        // Until the surface enters an output, the largest output scale is the best guess:
        // the first frame is then usually drawn at the right resolution.
        storedScale = Double(client.largestOutputScale)
        committedBufferScale = 1
        display = client.display
        loop = client.loop
        outputLookup = { [unowned client] in client.output(for: $0) }
        onFatalError = { [unowned client] in client.fail($0) }
        pool = BufferPool(display: client.display, shm: client.shm)
        let surface = wl_compositor_create_surface(client.compositor)!
        self.surface = surface
        layers = client.subcompositor.map {
            WindowLayers(parent: surface, compositor: client.compositor, subcompositor: $0, viewporter: client.viewporter,
                         display: client.display, shm: client.shm)
        }
        storedTitle = title
        canDrawFrame = client.subcompositor != nil
        makeClientFrame = { [unowned client] layout, title in
            client.subcompositor.map {
                ClientFrame(parent: surface, compositor: client.compositor, subcompositor: $0, viewporter: client.viewporter,
                            display: client.display, shm: client.shm, layout: layout, title: title)
            }
        }
        idleInhibitManager = client.idleInhibitManager
        outputPowerManager = client.outputPowerManager
        log = client.log
        xdgSurface = xdg_wm_base_get_xdg_surface(client.wmBase, surface)
        toplevel = xdg_surface_get_toplevel(xdgSurface)
        if let viewporter = client.viewporter, let manager = client.fractionalScaleManager {
            viewport = wp_viewporter_get_viewport(viewporter, surface)
            fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
        } else {
            viewport = nil
            fractionalScale = nil
        }
        addEventDispatcher(Self.surfaceEvents, to: surface, owner: self)
        addEventDispatcher(Self.xdgSurfaceEvents, to: xdgSurface, owner: self)
        addEventDispatcher(Self.toplevelEvents, to: toplevel, owner: self)
        if let fractionalScale { addEventDispatcher(Self.fractionalScaleEvents, to: fractionalScale, owner: self) }
        serverDecoration = client.decorationManager.map { ServerDecoration(manager: $0, toplevel: toplevel) }
        xdg_toplevel_set_title(toplevel, title)
        xdg_toplevel_set_app_id(toplevel, appID)
        if fullscreen { xdg_toplevel_set_fullscreen(toplevel, nil) }
        wl_surface_commit(surface)  // The initial commit without a buffer asks for a configure.
    }

    deinit {
        // Children before parents, as xdg-shell requires; the buffers first of all.
        outputPowerControls.removeAll()
        clientFrame = nil
        serverDecoration = nil
        layers?.destroyAll()
        pool.destroyAll()
        if let inputThrottleTimer { loop.cancelTimer(inputThrottleTimer) }
        if let frameCallback { wl_callback_destroy(frameCallback) }
        if let idleInhibitor { zwp_idle_inhibitor_v1_destroy(idleInhibitor) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        if let viewport { wp_viewport_destroy(viewport) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
        wl_surface_destroy(surface)
    }

    /// Asks to be shown fullscreen (true) or windowed (false); the compositor decides.
    package func setFullscreen(_ fullscreen: Bool) {
        if fullscreen { xdg_toplevel_set_fullscreen(toplevel, nil) } else { xdg_toplevel_unset_fullscreen(toplevel) }
    }

    /// Marks the window as needing a new frame; it is drawn once, at the end of this loop
    /// turn or when the pending frame callback fires, however often this is called.
    ///
    /// `showsInput` marks a frame that answers the user's input (a finger moved a view).
    /// Such a frame is committed at the end of this loop turn even while a frame callback is
    /// pending, unless two frames already went out in the last refresh (see `FramePacing`):
    /// waiting for the callback would show the finger's movement a whole refresh later. Animations are
    /// paced by callbacks alone, and at most about two frames reach the compositor per
    /// refresh, however fast input arrives (see `FramePacing`).
    @section(".text.hot")
    package func requestRedraw(showsInput: Bool = false) {
        needsRedraw = true
        if showsInput { redrawShowsInput = true }
    }

    /// The frame's size in buffer pixels for the current logical size and scale (upright: a
    /// buffer drawn turned a quarter turn has its sides swapped).
    package var bufferSize: (width: Int, height: Int) {
        @section(".text.hot") get {
            if viewport != nil {
                return (Int((Double(width) * scale).rounded()), Int((Double(height) * scale).rounded()))
            }
            let factor = Int(scale)
            return (width * factor, height * factor)
        }
    }

    /// The turn frames are drawn with for the output the window is on (`wl_output.transform`):
    /// 1, 2 or 3 for a quarter, half or three-quarter turn anticlockwise (the compositor then
    /// need not turn each frame), 0 for an upright or flipped output (flips are left to the
    /// compositor).
    package var bufferTransform: Int32 {
        @section(".text.hot") get {
            let transform = enteredOutputs.first?.transform ?? 0
            return (1...3).contains(transform) ? transform : 0
        }
    }

    /// Draws a frame if one is wanted and allowed now. Called at the end of each loop turn.
    @section(".text.hot")
    func drawIfNeeded() {
        guard needsRedraw, isConfigured, let delegate, width > 0, height > 0 else { return }
        let now = EventLoop.now()
        let early = frameCallback != nil
        switch pacing.decide(now: now, lastCommit: lastCommitTime, commitBeforeLast: commitBeforeLastTime,
                            callbackPending: early, showsInput: redrawShowsInput) {
        case .draw:
            // A callback that came before the time input waited for: that wake-up is not needed.
            if let inputThrottleTimer {
                loop.cancelTimer(inputThrottleTimer)
                self.inputThrottleTimer = nil
            }
        case .awaitCallback: return
        case .awaitTime(let time):
            wakeToShowInput(at: time)
            return
        }
        let transform = bufferTransform
        let size = bufferSize
        let sides = TurnedFrames.swapsSides(transform) ? (width: size.height, height: size.width) : size
        // Asked before drawing, though the buffer is taken only if the frame repaints something
        // (`frameBuffer()`): a frame begun must be able to finish.
        guard pool.hasFreeBuffer(width: sides.width, height: sides.height) else { return }  // All held: retried on release.
        let answersInput = redrawShowsInput
        needsRedraw = false
        redrawShowsInput = false
        let frame = WindowFrame(time: now, width: size.width, height: size.height, scale: scale, transform: transform,
                                startsAfresh: startsAfresh(transform: transform, size: size))
        let drawn = delegate.windowRender(self, frame: frame)
        // A frame that took no buffer (and has nothing turned to copy) attaches none: when only
        // layers moved, the commit applies their new places without a new buffer, so the
        // compositor releases none (no wake-up for it) and nothing is drawn.
        let repainted = frameTarget != nil || (transform != 0 && !drawn.isEmpty)
        let attached = repainted && attachFrame(drawn, transform: transform, sides: sides)
        let frameChanged = updateFrameForCommit()
        if !attached && !layersChanged && !frameChanged {
            // Nothing new to show, but the delegate asked for another frame (an animation
            // that moved nothing yet): wait for the compositor's next frame, not a busy loop.
            if needsRedraw && !early { awaitNextRefresh() }
            return
        }
        layers?.willCommit()
        // The pending callback fires at the next refresh for this commit too.
        if !early && pacing.asksForCallback(answeredInput: answersInput, redrawRequested: needsRedraw) {
            requestFrameCallback()
        }
        commitBeforeLastTime = lastCommitTime
        lastCommitTime = EventLoop.now()
        commitSurface()
        commitTrace?(commitLine(content: attached, frame: frameChanged, layers: layersChanged))
        layers?.didCommit()
        framesCommitted += 1
    }

    /// Input held back by the pacing rule may be drawn at `time`: a timer wakes the loop, whose
    /// turn's end calls `drawIfNeeded` again.
    @inline(never)
    private func wakeToShowInput(at time: MonotonicTime) {
        if inputThrottleTimer == nil {
            inputThrottleTimer = loop.addTimer(at: time) { [unowned self] in inputThrottleTimer = nil }
        }
    }

    /// Asks for a frame callback with a commit that shows nothing new.
    @inline(never)
    private func awaitNextRefresh() {
        requestFrameCallback()
        wl_surface_commit(surface)
        commitTrace?(Self.emptyCommitLine)
    }

    /// Attaches the buffer the delegate drew the frame into (`drawn`, upright), or the frame
    /// turned by `transform` into a buffer of `sides`, with its damage for the next commit;
    /// false when there is nothing to attach (no buffer, no damage).
    @inline(never)
    private func attachFrame(_ drawn: [PixelRect], transform: Int32, sides: (width: Int, height: Int)) -> Bool {
        var shown: (buffer: ShmBuffer, age: Int)?
        var damage: [PixelRect] = []
        if transform == 0 {
            shown = frameTarget
            if shown != nil { damage = drawn }
        } else if !drawn.isEmpty, let frames = turnedFrames, let acquired = acquireBuffer(width: sides.width, height: sides.height) {
            shown = acquired
            damage = frames.present(drawn, into: acquired.buffer.pixelBuffer(scale: scale), bufferAge: acquired.age)
        }
        frameTarget = nil
        guard let buffer = shown?.buffer, !damage.isEmpty else { return false }
        applyScale()
        pool.attach(buffer, to: surface)
        for rect in damage {
            wl_surface_damage_buffer(surface, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        }
        return true
    }

    /// The buffer to draw the frame being drawn into (`WindowDelegate.windowRender`), of
    /// the frame's size, how many frames old its picture is (0: unknown, to be painted whole),
    /// and the buffer of the last frame when that is another (nil otherwise, and for frames drawn
    /// turned): the compositor only reads it, so what the older one lacks can be copied from it;
    /// nil outside `windowRender` or when shared memory fails (the connection then ends). Taken
    /// only by a frame that repaints something: one in which only compositor layers move
    /// leaves the pool, its buffers and their memory untouched.
    package func frameBuffer() -> (buffer: PixelBuffer, age: Int, newest: PixelBuffer?)? {
        let transform = bufferTransform
        let size = bufferSize
        if transform == 0 {
            turnedFrames = nil
            guard let acquired = acquireBuffer(width: size.width, height: size.height) else { return nil }
            frameTarget = acquired
            let newest = pool.latestFrame(besides: acquired.buffer)?.pixelBuffer(scale: scale)
            return (acquired.buffer.pixelBuffer(scale: scale), acquired.age, newest)
        }
        // Drawn upright into the canvas, copied turned into a buffer after `windowRender`.
        if turnedFrames.map({ !$0.fits(transform: transform, size: size) }) ?? false { turnedFrames = nil }
        let frames = turnedFrames ?? TurnedFrames(transform: transform, width: size.width, height: size.height)
        turnedFrames = frames
        return (frames.target(scale: scale), frames.canvasAge, nil)
    }

    /// True when a frame turned by `transform` of `size` buffer pixels cannot build on the
    /// picture its buffer holds (see `WindowFrame.startsAfresh`).
    private func startsAfresh(transform: Int32, size: (width: Int, height: Int)) -> Bool {
        guard let frames = turnedFrames else { return transform != 0 }
        return !frames.fits(transform: transform, size: size)
    }

    /// A free buffer of the pool, or nil when shared memory failed (which ends the connection).
    private func acquireBuffer(width: Int, height: Int) -> (buffer: ShmBuffer, age: Int)? {
        do { return try pool.acquire(width: width, height: height) } catch {
            onFatalError(error as? WaylandError ?? .sharedMemory(reason: "\(error)"))
            return nil
        }
    }

    /// `wl_surface_commit`, which libwayland's header defines inline.
    @section(".text.hot") @inline(never)
    private func commitSurface() { wl_surface_commit(surface) }

    /// Gives back the buffers the compositor does not hold (all but the one shown), and the
    /// layer kept for the next lift with its buffers: for an app that has been at rest a
    /// while. The next frame starts from a copy of the shown one.
    package func releaseSpareBuffers() {
        pool.releaseFreeBuffers()
        layers?.releaseSpare()
        clientFrame?.releaseSpareBuffers()
    }

    /// Paced by the fastest output the window is on (60 Hz when unknown).
    private var pacing: FramePacing {
        // A loop, not map and max: no array for every frame.
        var refresh: Int32 = 0
        for output in enteredOutputs { refresh = max(refresh, output.refreshMillihertz) }
        return FramePacing(refreshInterval: TimeSpan(nanoseconds: 1_000_000_000_000 / Int64(refresh > 0 ? refresh : 60_000)))
    }

    /// Tells the compositor how the buffer about to be attached maps to logical pixels.
    private func applyScale() {
        let transform = bufferTransform
        if transform != committedBufferTransform {
            wl_surface_set_buffer_transform(surface, transform)
            committedBufferTransform = transform
        }
        if let viewport {
            wp_viewport_set_destination(viewport, Int32(width), Int32(height))
        } else {
            let factor = Int32(scale)
            if factor != committedBufferScale {
                wl_surface_set_buffer_scale(surface, factor)
                committedBufferScale = factor
            }
        }
    }
}
