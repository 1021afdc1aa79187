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
public final class Window {
    /// The window's size in logical pixels, valid once `isConfigured`.
    @exclusivity(unchecked) public private(set) var width = 0
    /// The window's height in logical pixels.
    @exclusivity(unchecked) public private(set) var height = 0
    /// Buffer pixels per logical pixel.
    @exclusivity(unchecked) public private(set) var scale = 1.0
    /// True once the compositor sent the first configure.
    @exclusivity(unchecked) public private(set) var isConfigured = false
    /// True when the compositor shows the window fullscreen (kiosk shells always do).
    @exclusivity(unchecked) public private(set) var isFullscreen = false
    /// Receives resize, draw and close requests.
    @exclusivity(unchecked) public weak var delegate: WindowDelegate?
    /// Frames committed so far.
    @exclusivity(unchecked) public private(set) var framesCommitted = 0
    /// Buffers alive: at most `BufferPool.capacity`, plus retired ones awaiting release.
    var liveBufferCount: Int { pool.liveBufferCount }

    let surface: OpaquePointer
    /// Held so the connection outlives this window's proxies, whoever releases last.
    private let display: Display
    private let xdgSurface: OpaquePointer
    private let toplevel: OpaquePointer
    private let viewport: OpaquePointer?
    private let fractionalScale: OpaquePointer?
    private let pool: BufferPool
    private let compositor: OpaquePointer
    private let subcompositor: OpaquePointer?
    private let shm: OpaquePointer
    /// The compositor layers shown above the window's surface, with their ids (see
    /// `layerBuffer`): one per carried item, so a list searched in order. (A dictionary's first
    /// insertion, in the first drag, would also search the runtime's conformance tables.)
    @exclusivity(unchecked) private var layers: [(id: Int, subsurface: Subsurface)] = []
    /// Removed layers, emptied but kept until the next commit: destroying a subsurface unmaps
    /// it at once, a frame before the window's buffer shows what it showed.
    @exclusivity(unchecked) private var removedLayers: [Subsurface] = []
    /// Set when a layer changed since the last commit: the next frame is committed even when
    /// the window's own buffer shows no change. (Computed over private storage: read from
    /// another module at every frame; see `View`.)
    public var layersChanged: Bool { layerChangePending }
    @exclusivity(unchecked) private var layerChangePending = false
    private let outputLookup: (OpaquePointer?) -> Output?
    private let onFatalError: (WaylandError) -> Void
    private let preferredSize: (width: Int, height: Int)
    @exclusivity(unchecked) private var pendingSize: (width: Int, height: Int) = (0, 0)
    @exclusivity(unchecked) private var pendingFullscreen = false
    @exclusivity(unchecked) private var enteredOutputs: [Output] = []
    @exclusivity(unchecked) private var preferredFractionalScale: Double?
    @exclusivity(unchecked) private var committedBufferScale: Int32 = 1
    @exclusivity(unchecked) private var frameCallback: OpaquePointer?
    @exclusivity(unchecked) private var needsRedraw = false
    /// The pending redraw shows input: it may go out before the frame callback.
    @exclusivity(unchecked) private var redrawShowsInput = false
    /// When the last frame and the one before it were committed (CLOCK_MONOTONIC nanoseconds).
    @exclusivity(unchecked) private var lastCommitTime = MonotonicTime.zero
    @exclusivity(unchecked) private var commitBeforeLastTime = MonotonicTime.zero
    /// Wakes the loop when input held back by the pacing rule may be drawn.
    @exclusivity(unchecked) private var inputThrottleTimer: EventLoop.TimerID?
    private let loop: EventLoop

    init(client: WaylandClient, title: String, appID: String, preferredSize: (width: Int, height: Int), fullscreen: Bool) {
        self.preferredSize = preferredSize
        // Until the surface enters an output, the largest output scale is the best guess:
        // the first frame is then usually drawn at the right resolution.
        scale = Double(client.largestOutputScale)
        committedBufferScale = 1
        display = client.display
        loop = client.loop
        outputLookup = { [unowned client] in client.output(for: $0) }
        onFatalError = { [unowned client] in client.fail($0) }
        pool = BufferPool(display: client.display, shm: client.shm)
        compositor = client.compositor
        subcompositor = client.subcompositor
        shm = client.shm
        surface = wl_compositor_create_surface(client.compositor)
        xdgSurface = xdg_wm_base_get_xdg_surface(client.wmBase, surface)
        toplevel = xdg_surface_get_toplevel(xdgSurface)
        if let viewporter = client.viewporter, let manager = client.fractionalScaleManager {
            viewport = wp_viewporter_get_viewport(viewporter, surface)
            fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
        } else {
            viewport = nil
            fractionalScale = nil
        }
        wl_surface_add_listener(surface, Self.surfaceListener.pointer, listenerData(self))
        xdg_surface_add_listener(xdgSurface, Self.xdgSurfaceListener.pointer, listenerData(self))
        xdg_toplevel_add_listener(toplevel, Self.toplevelListener.pointer, listenerData(self))
        if let fractionalScale {
            wp_fractional_scale_v1_add_listener(fractionalScale, Self.fractionalScaleListener.pointer, listenerData(self))
        }
        xdg_toplevel_set_title(toplevel, title)
        xdg_toplevel_set_app_id(toplevel, appID)
        if fullscreen { xdg_toplevel_set_fullscreen(toplevel, nil) }
        wl_surface_commit(surface)  // The initial commit without a buffer asks for a configure.
    }

    deinit {
        // Children before parents, as xdg-shell requires; the buffers first of all.
        layers.removeAll()
        removedLayers.removeAll()
        pool.destroyAll()
        if let inputThrottleTimer { loop.cancelTimer(inputThrottleTimer) }
        if let frameCallback { wl_callback_destroy(frameCallback) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        if let viewport { wp_viewport_destroy(viewport) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
        wl_surface_destroy(surface)
    }

    /// Asks to be shown fullscreen (true) or windowed (false); the compositor decides.
    public func setFullscreen(_ fullscreen: Bool) {
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
    public func requestRedraw(showsInput: Bool = false) {
        needsRedraw = true
        if showsInput { redrawShowsInput = true }
    }

    /// Buffer size in pixels for the current logical size and scale.
    private var bufferSize: (width: Int, height: Int) {
        if viewport != nil {
            return (Int((Double(width) * scale).rounded()), Int((Double(height) * scale).rounded()))
        }
        let factor = Int(scale)
        return (width * factor, height * factor)
    }

    /// Draws a frame if one is wanted and allowed now. Called by the client's idle hook.
    func drawIfNeeded() {
        guard needsRedraw, isConfigured, let delegate, width > 0, height > 0 else { return }
        let early = frameCallback != nil
        switch pacing.decide(now: EventLoop.now(), lastCommit: lastCommitTime, commitBeforeLast: commitBeforeLastTime,
                            callbackPending: early, showsInput: redrawShowsInput) {
        case .draw: break
        case .awaitCallback: return
        case .awaitTime(let time):
            // A timer wakes the loop, whose idle hook calls this again.
            if inputThrottleTimer == nil {
                inputThrottleTimer = loop.addTimer(at: time) { [unowned self] in inputThrottleTimer = nil }
            }
            return
        }
        let size = bufferSize
        let acquired: (buffer: ShmBuffer, age: Int)?
        do { acquired = try pool.acquire(width: size.width, height: size.height) } catch {
            onFatalError(error as? WaylandError ?? .sharedMemory(reason: "\(error)"))
            return
        }
        guard let (buffer, age) = acquired else { return }  // All held: retried on release.
        let answersInput = redrawShowsInput
        needsRedraw = false
        redrawShowsInput = false
        let target = FrameBuffer(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                                  stride: buffer.stride, scale: scale, age: age)
        let damage = delegate.windowRender(self, into: target)
        if damage.isEmpty && !layerChangePending {
            // Nothing new to show, but the delegate asked for another frame (an animation
            // that moved nothing yet): wait for the compositor's next frame, not a busy loop.
            if needsRedraw && !early {
                requestFrameCallback()
                wl_surface_commit(surface)
            }
            return
        }
        if !damage.isEmpty {
            applyScale()
            pool.attach(buffer, to: surface)
            for rect in damage { wl_surface_damage_buffer(surface, rect.x, rect.y, rect.width, rect.height) }
        }
        // Layers only moved: the commit applies their new places without a new buffer, so the
        // compositor releases none (no wake-up for it) and nothing is drawn.
        layerChangePending = false
        // The pending callback fires at the next refresh for this commit too.
        if !early && pacing.asksForCallback(answeredInput: answersInput, redrawRequested: needsRedraw) {
            requestFrameCallback()
        }
        commitBeforeLastTime = lastCommitTime
        lastCommitTime = EventLoop.now()
        wl_surface_commit(surface)
        removedLayers.removeAll()
        framesCommitted += 1
    }

    /// Gives back the buffers the compositor does not hold (all but the one shown): for an
    /// app that has been at rest a while. The next frame starts from a copy of the shown one.
    public func releaseSpareBuffers() {
        pool.releaseFreeBuffers()
    }

    // MARK: Compositor layers

    /// True when the window can show compositor layers: the compositor offers subsurfaces and
    /// the buffer is not scaled by a viewport (a layer is placed in whole logical pixels).
    public var supportsLayers: Bool { subcompositor != nil && viewport == nil }

    /// A free buffer of at least `width` × `height` buffer pixels for a new image of layer
    /// `id` (drawn into its top-left corner, the rest cleared), creating the layer (above the
    /// others) the first time; nil when the compositor holds all of the layer's buffers or the
    /// window cannot show layers. Drawn during
    /// `windowRender`, shown with `showLayerImage(id:)`.
    public func layerBuffer(id: Int, width: Int, height: Int) -> FrameBuffer? {
        guard width > 0, height > 0, let subcompositor else { return nil }
        let layer: Subsurface
        if let existing = self.layer(id) {
            layer = existing
        } else {
            layer = Subsurface(parent: surface, compositor: compositor, subcompositor: subcompositor, display: display, shm: shm)
            layers.append((id, layer))
        }
        do {
            guard let buffer = try layer.imageBuffer(width: width, height: height, scale: Int(scale)) else { return nil }
            return FrameBuffer(pixels: buffer.pixels, width: buffer.width, height: buffer.height, stride: buffer.stride,
                               scale: scale, age: 0)
        } catch {
            onFatalError(error as? WaylandError ?? .sharedMemory(reason: "\(error)"))
            return nil
        }
    }

    /// Shows the image drawn into layer `id`'s latest buffer, with the next commit.
    public func showLayerImage(id: Int) {
        layer(id)?.showImage(scale: Int32(scale))
        layerChangePending = true
    }

    /// Puts layer `id`'s top-left corner at (`x`, `y`) in logical pixels of the window, with
    /// the next commit.
    public func moveLayer(id: Int, x: Int, y: Int) {
        layer(id)?.move(x: Int32(x), y: Int32(y))
        layerChangePending = true
    }

    /// Stacks the layers in this order above the window's surface, bottom first.
    public func orderLayers(_ ids: [Int]) {
        var below = surface
        for id in ids {
            guard let layer = layer(id) else { continue }
            layer.place(above: below)
            below = layer.surface
        }
        layerChangePending = true
    }

    private func layer(_ id: Int) -> Subsurface? {
        layers.first { $0.id == id }?.subsurface
    }

    /// Removes layer `id` (its subsurface disappears with the next commit).
    public func removeLayer(id: Int) {
        guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
        let layer = layers.remove(at: index).subsurface
        layer.hide()
        removedLayers.append(layer)
        layerChangePending = true
    }

    /// Paced by the fastest output the window is on (60 Hz when unknown).
    private var pacing: FramePacing {
        // A loop, not map and max: no array for every frame.
        var refresh: Int32 = 0
        for output in enteredOutputs { refresh = max(refresh, output.refreshMillihertz) }
        return FramePacing(refreshInterval: TimeSpan(nanoseconds: 1_000_000_000_000 / Int64(refresh > 0 ? refresh : 60_000)))
    }

    /// True while a frame callback is pending.
    var isAwaitingFrameCallback: Bool { frameCallback != nil }

    private func requestFrameCallback() {
        let callback = wl_surface_frame(surface)!
        wl_callback_add_listener(callback, Self.frameListener.pointer, listenerData(self))
        frameCallback = callback
    }

    private func applyScale() {
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

    /// Recomputes the scale from the preferred fractional scale or the entered outputs.
    func updateScale() {
        let integer = enteredOutputs.map(\.scale).max() ?? 1
        let newScale = viewport != nil ? (preferredFractionalScale ?? Double(integer)) : Double(integer)
        guard newScale != scale else { return }
        scale = newScale
        if isConfigured { resized() }
    }

    private func resized() {
        delegate?.windowDidResize(self, width: width, height: height, scale: scale)
        needsRedraw = true
    }

    private func applyConfigure(serial: UInt32) {
        xdg_surface_ack_configure(xdgSurface, serial)
        // A 0 in a configure means "you choose": keep the current size, or the preferred
        // size before the first frame (desktop shells send 0×0).
        let newWidth = pendingSize.width > 0 ? pendingSize.width : (width > 0 ? width : preferredSize.width)
        let newHeight = pendingSize.height > 0 ? pendingSize.height : (height > 0 ? height : preferredSize.height)
        isFullscreen = pendingFullscreen
        let changed = newWidth != width || newHeight != height || !isConfigured
        width = newWidth
        height = newHeight
        isConfigured = true
        if changed {
            // Said outright: by default the geometry is the bounding box of the surface and its
            // subsurfaces, and a carried item's layer reaching past the edge would grow it
            // beyond the configured size (a protocol error for a fullscreen window on weston).
            xdg_surface_set_window_geometry(xdgSurface, 0, 0, Int32(width), Int32(height))
            resized()
            needsRedraw = true
        } else if framesCommitted > 0 {
            // Only the states changed (activated, say): nothing to redraw, and a redraw would
            // take a second buffer (4 MB at 1280×800, copied from the shown one) to find that
            // out. A commit without a buffer tells the compositor the configure is applied.
            wl_surface_commit(surface)
        }
    }

    private static let surfaceListener = ListenerTable(wl_surface_listener(
        enter: { data, _, output in
            let window = listenerOwner(data, as: Window.self)
            guard let entered = window.outputLookup(output) else { return }
            window.enteredOutputs.append(entered)
            window.updateScale()
        },
        leave: { data, _, output in
            let window = listenerOwner(data, as: Window.self)
            window.enteredOutputs.removeAll { $0.proxy == output }
            window.updateScale()
        }))

    private static let xdgSurfaceListener = ListenerTable(xdg_surface_listener(
        configure: { data, _, serial in listenerOwner(data, as: Window.self).applyConfigure(serial: serial) }))

    private static let toplevelListener = ListenerTable(xdg_toplevel_listener(
        configure: { data, _, width, height, states in
            let window = listenerOwner(data, as: Window.self)
            window.pendingSize = (Int(width), Int(height))
            window.pendingFullscreen = false
            if let states, let words = states.pointee.data?.assumingMemoryBound(to: UInt32.self) {
                for index in 0..<(states.pointee.size / 4) where words[index] == XDG_TOPLEVEL_STATE_FULLSCREEN.rawValue {
                    window.pendingFullscreen = true
                }
            }
        },
        close: { data, _ in
            let window = listenerOwner(data, as: Window.self)
            window.delegate?.windowDidRequestClose(window)
        },
        configure_bounds: { _, _, _, _ in },
        wm_capabilities: { _, _, _ in }))

    private static let fractionalScaleListener = ListenerTable(wp_fractional_scale_v1_listener(
        preferred_scale: { data, _, scale in
            let window = listenerOwner(data, as: Window.self)
            window.preferredFractionalScale = Double(scale) / 120  // The protocol's fixed denominator.
            window.updateScale()
        }))

    private static let frameListener = ListenerTable(wl_callback_listener(
        done: { data, callback, _ in
            wl_callback_destroy(callback)
            let window = listenerOwner(data, as: Window.self)
            window.frameCallback = nil
        }))
}
