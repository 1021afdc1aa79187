import TactileCairo
import TactileCore
import TactileWayland

/// Connects the window and the seat to the scene: passes the seat's input to the input
/// dispatcher, advances animations and draws the root view into the buffers the window
/// hands out, once per frame. Kept apart from `Application` so the Wayland callbacks are not
/// part of the application's public API.
/// Stored properties skip dynamic exclusivity checks, as `View`'s do (one thread, every frame).
final class WindowHost: WindowDelegate, InputHandler {
    @exclusivity(unchecked) unowned var application: Application!
    let rootView: View
    let dispatcher: InputDispatcher
    let animator: Animator
    /// Tells when gestures and animations have all ended (the moment to save state).
    let rest: RestDetector
    private let clock: EventLoopClock
    private let renderer = SceneRenderer()
    /// The window's subsurfaces as the renderer's layer host, made at the first frame.
    @exclusivity(unchecked) private var layerHost: WindowLayerHost?
    let eventLog: InputEventLog?
    let latency = FrameLatencyRecorder.fromEnvironment()

    /// Ends the input in progress when the event loop has ended: touches are cancelled and
    /// gestures (mouse drags too) abandoned.
    func endInput() {
        dispatcher.cancelAllTouches()
        dispatcher.cancelGestures()
    }

    init(rootView: View, clock: EventLoopClock, eventLog: InputEventLog?, log: @escaping (String) -> Void) {
        self.rootView = rootView
        self.eventLog = eventLog
        self.clock = clock
        dispatcher = InputDispatcher(rootView: rootView, clock: clock, log: InputLog { log("input: \($0)") })
        animator = Animator { clock.now / 1000 }
        rest = RestDetector(dispatcher: dispatcher, animator: animator)
    }

    /// Tells the application when things have just come to rest.
    func checkRest() {
        if rest.update() { application.cameToRest() }
    }

    // MARK: WindowDelegate

    func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {
        eventLog?.write("window \(width)x\(height) scale \(scale)\(window.isFullscreen ? " fullscreen" : "")")
        dispatcher.surfaceSize = Size(width: Double(width), height: Double(height))
        application.windowResized(width: width, height: height, scale: scale)
    }

    func windowRender(_ window: Window, into buffer: PixelBuffer, age: Int) -> [PixelRect] {
        animator.tick(now: clock.now / 1000)
        if window.supportsLayers, layerHost?.window !== window { layerHost = WindowLayerHost(window: window, eventLog: eventLog) }
        let damage = renderer.render(rootView, into: buffer, bufferAge: age, layers: window.supportsLayers ? layerHost : nil)
        application.scheduleAnimationFrames()
        checkRest()
        let committed = !damage.isEmpty || window.layersChanged
        latency?.frameRendered(committed: committed)
        if committed { application.frameCommitted() }
        return damage
    }

    func windowDidRequestClose(_ window: Window) {
        // Whatever is in progress ends as a cancel would end it (drags report a return and
        // their items go home), so the app's hooks see every gesture end before the loop stops.
        dispatcher.cancelGestures()
        application.stop()
    }

    // MARK: InputHandler

    func handleTouch(_ event: TouchEvent) {
        latency?.inputReceived()
        eventLog?.record(event)
        dispatcher.handleTouch(event)
    }

    func handlePointer(_ event: PointerEvent) {
        latency?.inputReceived()
        eventLog?.record(event)
        dispatcher.handlePointer(event)
    }

    func handleKey(_ event: KeyEvent) {
        eventLog?.record(event)
        dispatcher.handleKey(event)
        // A key may move things without a gesture or an animation (an arrow nudging a view):
        // the batch's end then reports a rest, as after a touch.
        rest.noteActivity()
    }

    func handleModifiers(_ modifiers: KeyModifiers) {
        dispatcher.updateModifiers(modifiers)
    }

    func handleKeyboardFocus(_ focused: Bool) {
        eventLog?.write("keyboard focus \(focused ? "in" : "out")")
        // Keys released while focus was elsewhere never reach us: start from none held.
        if !focused { dispatcher.updateModifiers([]) }
    }

    var lastInputWasTouch: Bool { dispatcher.lastInputWasTouch }

    func handleInputBatchEnd() {
        dispatcher.endOfDispatchBatch()
        // What the input just changed goes out now, not a refresh later.
        if rootView.damageTracker.needsRedraw { application.redrawForInput() } else { latency?.inputShowedNothing() }
        checkRest()
    }
}
