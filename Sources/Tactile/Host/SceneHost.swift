import TactileCairo
import TactileCore

/// What a scene runs on: the root view covering the surface, the input dispatcher that feeds
/// the views' recognizers, the animator, the rest detector and the trace. An app writes its
/// scene once against a host's parts and runs it both in a window (`Application.host`) and
/// without a compositor (`OffscreenRunner.host`): the two differ only in where input, time
/// and frames come from, which is the business of whoever drives the host.
///
/// The window and the offscreen runner drive it the same way: input goes to the dispatcher
/// (keys through `handleKey`), each frame is drawn by `drawFrame`, and `checkRest` after each
/// batch of input and each frame runs `onRest` when the scene has just come to rest.
public final class SceneHost {
    /// The scene's root: it covers the whole surface, in surface coordinates (logical pixels).
    public let rootView: View
    /// Routes touches, mouse and keys to the views' gesture recognizers.
    public let inputDispatcher: InputDispatcher
    /// Runs the scene's animations on the host's clock; frames are drawn only
    /// while something moves.
    public let animator: Animator
    /// Takes other apps' drags to the zones of the managers added to it (in a window; the
    /// window's data device feeds it).
    public let sharedDrops = SharedDragReceiver()
    /// Called each time every gesture and animation has ended after some were running: the
    /// moment to save what the user arranged.
    @exclusivity(unchecked) public var onRest: (() -> Void)?
    /// True when no gesture is in progress, no input hold holds and nothing animates.
    public var isAtRest: Bool { rest.isAtRest }
    /// True when the next `checkRest` will report a rest (see `RestDetector.isComingToRest`).
    var isComingToRest: Bool { @section(".text.hot") get { rest.isComingToRest } }

    /// The on-screen keyboard and its ties to the text fields, once
    /// `enableOnScreenKeyboard` made them.
    @exclusivity(unchecked) public private(set) var textEntry: TextEntryController?
    /// The xkb layout name of the hardware keyboard's keymap (such as "German" or "de"), once
    /// the compositor has sent one: the on-screen keyboard's letters follow it.
    @exclusivity(unchecked) package private(set) var keyboardLayoutName: String?
    /// The languages whose letters the on-screen keyboard offers, once the app set them.
    package private(set) var keyboardLanguages: [String]?
    /// The letters of the visitor's language first, then the kiosk's own, while the scene
    /// shows another language than `defaultLanguage` (see SceneHost+Language.swift); nil
    /// leaves the keyboard as the app or the hardware keymap set it.
    var visitorKeyboardLanguages: [String]? {
        didSet { if visitorKeyboardLanguages != oldValue { applyKeyboardLetters() } }
    }
    /// True when `enableOnScreenKeyboard` was given its letters: only `setKeyboardLanguages`
    /// called after changes them.
    private var hasFixedLetters = false
    /// The keyboard's letters read from XKB, failures traced once.
    private lazy var keyboardLetters = KeyboardLetterCache { [unowned self] line in trace(line) }
    /// Which keyboard types into the fields: the built-in on-screen keyboard (the default) or
    /// the compositor's input method where it offers one (see `TextInputSource`).
    @exclusivity(unchecked) public var textInputSource = TextInputSource.builtInKeyboard
    /// True while the compositor's input method types into the fields (the window found the
    /// protocol and `textInputSource` asks for it): the built-in keyboard does not show.
    @exclusivity(unchecked) package internal(set) var usesSystemInputMethod = false {
        didSet { if usesSystemInputMethod != oldValue { textEntry?.showsKeyboard = !usesSystemInputMethod } }
    }

    /// Carries drags out of the window to other apps (give it to each `DragDropManager` whose
    /// sources offer `sharedDrag`); nil without a compositor's data device, and offscreen.
    @exclusivity(unchecked) package internal(set) var sharedDrags: SharedDragCarrier?

    /// The kiosk's own language (see SceneHost+Language.swift): a kiosk session's idle reset
    /// brings the scene back to it from whatever the visitor chose.
    public var defaultLanguage = Language.source

    /// The visitor's larger text, high contrast and speech, which a kiosk session's idle
    /// reset turns off.
    public let accessibility: AccessibilitySettings

    /// The kiosk session started on this host, which sees its input first (a sleeping
    /// kiosk swallows the input that wakes it).
    @exclusivity(unchecked) public internal(set) var kioskSession: KioskSession? {
        didSet {
            // Speech mode lengthens its time limits and speaks its warning.
            guard let kioskSession, kioskSession !== oldValue else { return }
            kioskSession.isSpeechModeOn = isSpeechModeOn
            kioskSession.addObserver { [unowned self] event in speechMode.kioskDidChange(event) }
        }
    }

    /// The window's semantic tree, once speech mode or a screen reader asked for it
    /// (`startAccessibilityTree()`); nil until then, so that nobody pays for it unread.
    package private(set) var accessibilityTree: AccessibilityTree?
    /// Speech mode: its start gesture watched while off, its screen reader while on.
    private(set) lazy var speechMode = SpeechModeHost(host: self)
    /// True while speech mode looks at a finger's moves (it is on, or three fingers rest
    /// still): a drag's motions otherwise go straight to the dispatcher, without reaching it.
    var speechModeTakesMotions = false

    /// Runs at each frame after the layout and before the drawing: the window's videos are
    /// placed there, so their layer moves in the same commit as what the frame draws.
    var afterLayout: (() -> Void)?
    private let rest: RestDetector
    private let renderer: SceneRenderer
    private let traceSink: ((String) -> Void)?

    /// A host for a surface of `size` at `scale` buffer pixels per logical pixel, on `clock`
    /// (the animator runs on it too). `inputLog` hears the input layer's
    /// incidents; `trace` receives the lines the scene traces (nil: they are not even built).
    /// A host that is never driven (a `ManualClock` left at 0, no input) still lays a scene
    /// out: a way to read where things are.
    /// Images are drawn with `pictures` (by default decoded at once, on the thread that draws).
    package init(size: Size, scale: Double = 1, clock: InputClock, inputLog: InputLog = .silent,
                trace: ((String) -> Void)? = nil, pictures: PictureLoader = .synchronous()) {
        traceSink = trace
        renderer = SceneRenderer(pictures: pictures)
        // `image shown` and `image refused` lines go to the event log.
        if let trace { pictures.log = trace }
        rootView = View(frame: Rect(origin: .zero, size: size))
        accessibility = AccessibilitySettings(rootView: rootView, trace: trace)
        inputDispatcher = InputDispatcher(rootView: rootView, clock: clock, log: inputLog)
        animator = Animator { clock.now }
        rest = RestDetector(dispatcher: inputDispatcher, animator: animator)
        // A drop from another app changes the scene without a gesture: the next batch's end
        // may find it at rest, and it is saved.
        sharedDrops.afterDelivery = { [unowned rest] in rest.noteActivity() }
        // Labels and controls size themselves with text measured as it will be drawn.
        let environment = rootView.layoutEnvironment
        environment.textMeasurer = renderer.textMeasurer
        // Image views fade their pictures in and play animations on the scene's time.
        environment.animator = animator
        environment.clock = clock
        environment.isInputInProgress = { [unowned dispatcher = inputDispatcher] in dispatcher.isInputInProgress }
        if let trace { environment.debugLog = trace }
        // The visitor's speech switch (an app's panel, the idle reset) runs speech mode.
        accessibility.speechModeSwitch = { [unowned self] on in speechMode.setOn(on) }
        resize(to: size, scale: scale)
    }

    /// Writes `line` to the host's trace, if it has one: in a window the diagnostic event log
    /// (the file named by TACTILE_EVENT_LOG), offscreen the runner's trace. Apps trace what
    /// their gestures did, tests read it. Free when there is no trace.
    public func trace(_ line: @autoclosure () -> String) {
        traceSink?(line())
    }

    /// What the renderer's caches hold now (masks of rounded shapes and shadows, text
    /// layouts and sizes): each is bounded by a budget, which a test of a long session
    /// checks they keep to.
    package var rendererCacheUsage: CacheUsage { renderer.cacheUsage }

    /// Coverage pixels the renderer has rasterised for masks so far (see
    /// `SceneRenderer.maskPixelsRasterized`).
    package var rendererMaskPixelsRasterized: Int { renderer.maskPixelsRasterized }

    /// Empties the renderer's caches: a window that has rested long enough gives their memory
    /// back, and the next frame redraws what it shows.
    package func removeRendererCaches() {
        renderer.removeCachedEntries()
        renderer.pictures.trim(root: rootView)
    }

    /// The decoded pictures the scene's images are drawn from, and their decodes.
    package var pictures: PictureLoader { renderer.pictures }

    /// Waits until the decodes under way have finished and hands their pictures to the views
    /// that asked (redrawn at the next frame): the offscreen runner does it before each frame,
    /// so that a run is the same every time.
    package func finishPendingDecodes() { renderer.pictures.finishPendingDecodes() }

    /// Gives the window touch typing: an on-screen keyboard, added above everything, that
    /// shows when a text field is focused by touch, on the page for its content kind, hides
    /// by its hide key, by a tap outside every field and when the field goes, moves the
    /// content up so the field stays in sight, and types into the field (its enter key
    /// submits). Letters in `arrangement`, or, when nil, those of the languages given to
    /// `setKeyboardLanguages`, else those of the hardware keyboard's XKB layout (QWERTY
    /// without one). The keyboard's event-log lines go to the
    /// host's trace. `content` gives the views that move up (nil: every other subview of the
    /// root view; leave out a bar the keyboard rests above, see `OnScreenKeyboard.bottomInset`).
    /// Call after building the scene (the keyboard must be the root's last subview); calling
    /// again returns the same controller.
    @discardableResult
    public func enableOnScreenKeyboard(arrangement: LetterArrangement? = nil,
                                      content: (() -> [View])? = nil) -> TextEntryController {
        if let textEntry { return textEntry }
        let controller = TextEntryController(dispatcher: inputDispatcher, animator: animator, arrangement: arrangement,
                                             content: content)
        if traceSink != nil { controller.keyboard.onEventLog = { [unowned self] line in trace(line) } }
        if let keyboardLayoutName {
            controller.keyboardLayoutDidChange(keyboardLetters.arrangement(forKeymapLayout: keyboardLayoutName))
        }
        hasFixedLetters = arrangement != nil
        textEntry = controller
        if visitorKeyboardLanguages != nil || keyboardLanguages != nil { applyKeyboardLetters() }
        controller.showsKeyboard = !usesSystemInputMethod
        controller.containerDidResize()
        return controller
    }

    /// The on-screen keyboard offers the letters of `languages` (language codes such as "de",
    /// "el" or "fr-CA", see `LetterArrangement(language:)`), the first one's shown, with a key
    /// to the next when there are several, whatever the hardware keyboard's layout: now, or
    /// when `enableOnScreenKeyboard` makes the keyboard. A language without a layout is left out
    /// (traced once: `keyboard letters: …`); QWERTY when none is left. Traces
    /// `keyboard letters <name> …` with the arrangements offered.
    /// While the visitor's language differs from the kiosk's own (`SceneHost.language`), that
    /// language's letters come first and these wait until it is the kiosk's own again.
    public func setKeyboardLanguages(_ languages: [String]) {
        keyboardLanguages = languages
        if textEntry != nil { hasFixedLetters = false }  // Set afterwards, they take the app's letters' place.
        applyKeyboardLetters()
    }

    /// Gives the keyboard the letters of the visitor's language, else of the app's languages,
    /// else of the hardware keymap (QWERTY without one), unless it was made with its own.
    private func applyKeyboardLetters() {
        guard let textEntry, !hasFixedLetters else { return }
        if let languages = visitorKeyboardLanguages ?? keyboardLanguages {
            textEntry.chooseArrangements(arrangements(of: languages))
        } else {
            textEntry.followKeyboardLayout(keyboardLayoutName.map { keyboardLetters.arrangement(forKeymapLayout: $0) } ?? .qwerty)
        }
    }

    /// The arrangements of `languages` that have one (QWERTY when none has), traced.
    private func arrangements(of languages: [String]) -> [LetterArrangement] {
        let found = languages.compactMap { keyboardLetters.arrangement(forLanguage: $0) }
        let arrangements = found.isEmpty ? [LetterArrangement.qwerty] : found
        trace("keyboard letters " + arrangements.map(\.name).joined(separator: " "))
        return arrangements
    }

    /// The window's semantic tree, made now if nobody asked before: views that need a name
    /// and have none are traced once each (`a11y unnamed …`).
    package func startAccessibilityTree() -> AccessibilityTree {
        if let accessibilityTree { return accessibilityTree }
        let tree = AccessibilityTree(root: rootView)
        tree.dispatcher = inputDispatcher
        inputDispatcher.addInputHold { [unowned tree] in tree.isCarrying }
        if traceSink != nil {
            tree.reportUnnamed = { [unowned self] line in trace(line) }
            tree.addObserver { [unowned self, unowned tree] changes in traceAccessibilityChanges(changes, tree: tree) }
        }
        accessibilityTree = tree
        return tree
    }

    // MARK: Driving the host (the window and the offscreen runner)

    /// The hardware keyboard's keymap names its layout `name` ("German", "de"): remembered,
    /// and its letters, read from XKB, passed to the on-screen keyboard (QWERTY when they
    /// cannot be read, traced once).
    package func keyboardLayoutDidChange(_ name: String) {
        keyboardLayoutName = name
        textEntry?.keyboardLayoutDidChange(keyboardLetters.arrangement(forKeymapLayout: name))
    }

    /// The surface has a new logical size or scale: the root view covers it, the damage is
    /// counted in its buffer pixels and the dispatcher knows where touches may land.
    func resize(to size: Size, scale: Double) {
        rootView.frame = Rect(origin: .zero, size: size)
        // Text measures (hinting, rounding) follow the output scale: every container measures again.
        if rootView.damageTracker.bufferScale != scale { rootView.setNeedsLayoutInSubtree() }
        rootView.damageTracker.bufferScale = scale
        inputDispatcher.surfaceSize = size
        textEntry?.containerDidResize()
        kioskSession?.containerDidResize()
        speechMode.placeNote()
    }

    /// Delivers a raw touch event as a window does: to the dispatcher, unless a kiosk session
    /// swallows it.
    package func handleTouch(_ event: TouchEvent) {
        if let kioskSession, !kioskSession.admits(event) { return }
        if case .motion = event, !speechModeTakesMotions {
            inputDispatcher.handleTouch(event)
            return
        }
        guard speechMode.admits(event) else { return }
        inputDispatcher.handleTouch(event)
    }

    /// Delivers a raw pointer event as a window does: to the dispatcher, unless a kiosk
    /// session swallows it.
    package func handlePointer(_ event: PointerEvent) {
        if let kioskSession, !kioskSession.admits(event) { return }
        inputDispatcher.handlePointer(event)
    }

    /// Delivers a touchpad gesture event as a window does: to the dispatcher. (A kiosk session
    /// neither wakes at one nor swallows it: kiosks have touchscreens, not touchpads.)
    package func handleTouchpadGesture(_ event: TouchpadGestureEvent) {
        inputDispatcher.handleTouchpadGesture(event)
    }

    /// Delivers a key press, repeat or release (unless a kiosk session swallows it): to the
    /// dispatcher, and, since a key may move things without a gesture or an animation (an
    /// arrow nudging a view), as activity for the next return to rest.
    func handleKey(_ event: KeyEvent) {
        if let kioskSession, !kioskSession.admits(event) { return }
        guard speechMode.admits(event) else { return }
        inputDispatcher.handleKey(event)
        noteActivity()
    }

    /// Something changed the scene without a gesture or an animation (the compositor's input
    /// method typed): the next check reports a return to rest.
    func noteActivity() { rest.noteActivity() }

    /// Ends the input in progress for good (the event loop has ended): touches are cancelled
    /// and gestures (mouse drags too) abandoned.
    func endInput() {
        inputDispatcher.cancelAllTouches()
        inputDispatcher.cancelGestures()
        // Another app's drag over the window lets its offer go now, while the connection
        // that made it is still there.
        sharedDrops.handle(.leave)
    }

    /// Advances the animations to `time` (on the host's clock: the driver passes the
    /// frame's time as it reckons it), runs the pending layout (once per frame, after input and
    /// animations made their changes; nothing when nothing was marked) and draws what changed
    /// into `target`, which holds the
    /// picture of `bufferAge` frames ago (0: unknown), with compositor layers in `layers` when
    /// given. Returns the rectangles repainted, in buffer pixels.
    func drawFrame(at time: MonotonicTime, into target: PixelBuffer, bufferAge: Int, layers: LayerHost?) -> [PixelRect] {
        prepareFrame(at: time)
        return renderer.render(rootView, into: target, bufferAge: bufferAge, layers: layers)
    }

    /// Like `drawFrame(at:into:bufferAge:layers:)` for a frame of `width`×`height` buffer pixels
    /// at `scale`, whose target (with its age and the newest buffer) `target` gives only when
    /// the frame repaints something (always with `paintsWhole`, painted whole): a frame in which
    /// only layers move takes none (see `SceneRenderer`).
    @section(".text.hot")
    func drawFrame(at time: MonotonicTime, width: Int, height: Int, scale: Double, layers: LayerHost?, paintsWhole: Bool,
                   target: () -> (buffer: PixelBuffer, age: Int, newest: PixelBuffer?)?) -> [PixelRect] {
        prepareFrame(at: time)
        return renderer.render(rootView, width: width, height: height, scale: scale, layers: layers, paintsWhole: paintsWhole,
                               target: target)
    }

    /// Advances the animations to `time` and runs the pending layout, before a frame is drawn.
    @section(".text.hot")
    private func prepareFrame(at time: MonotonicTime) {
        animator.tick(now: time)
        rootView.layoutIfNeeded()
        afterLayout?()
    }

    /// Call after each batch of input, each frame and each timer: when the scene has just
    /// come to rest, runs `announce` (the driver's own business first: a trace line, a timer)
    /// and then `onRest`, and returns true.
    @discardableResult
    func checkRest(_ announce: () -> Void = {}) -> Bool {
        // A field whose scene went away takes the keyboard with it before the scene rests.
        textEntry?.checkFocus()
        // Whoever reads the semantic tree (speech mode, a screen reader) hears what the input,
        // the frame or the timer changed.
        accessibilityTree?.update()
        guard rest.update() else { return false }
        announce()
        onRest?()
        return true
    }
}
