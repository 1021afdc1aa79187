/// Routes all input of one window to its views' gesture recognizers and to the application.
///
/// Touch: raw `wl_touch` events go through a `TouchFrameAssembler`; at touch-down each touch
/// is bound to the topmost view under it (`View.hitTest`) until it lifts, and delivered to
/// the enabled recognizers attached to that view and its ancestors, deepest first.
///
/// Mouse: the mouse fallback turns the pointer into touches, so recognizers need no mouse
/// code. The left button acts as one finger; the vertical wheel pinches about the pointer
/// (two virtual fingers spread 100 px either side, 1.1× per notch, up zooms in); Ctrl or
/// Shift with the wheel, or the horizontal wheel, rotates them about the pointer (15° per
/// notch, down or right turns clockwise); the wheel's fingers lift 250 ms after the last
/// notch. Taps and long-presses ignore the wheel's fingers.
///
/// Touchpad: its pinch, swipe and hold gestures become virtual fingers as well (see
/// `TouchpadGestures`): two about the pointer that a pinch spreads and turns, one that a swipe
/// moves, one that a hold rests (stopping a fling as a finger landing would).
///
/// Keyboard: Escape first cancels every gesture in progress; then each key event is offered to
/// the focused text input (`textInput`), then to the key responders in the order they were
/// added (the keyboard drag driver is one), and reaches `keyHandler` when none of them used it.
///
/// Arbitration: a recognizer that begins (or recognizes) claims its touches: every other
/// recognizer on those touches is cancelled (or fails) and stops receiving them, unless the
/// two were paired with `recognizeSimultaneously(with:)`. A running recognizer likewise
/// claims new touches that land on its view. Recognizers on deeper views are processed
/// first, so they win when two would begin on the same frame. `require(toFail:)` holds a
/// recognizer back until the other fails. A control's press holds back the recognizers of its
/// view's ancestors on its touch while it is undecided (`isHoldingAncestors`: a tap on a button
/// inside a drag source taps the button), until the finger moves away or the press ends.
///
/// Everything runs on the thread of the event loop that calls it.
public final class InputDispatcher {
    // The state every touch motion reads and writes comes first, in declaration order, so
    // that it shares the object's first cache lines: a motion arrives every 16.7 ms with the
    // caches gone cold, and each further line costs it a fetch from memory.

    @exclusivity(unchecked) private var bindings: [Binding] = []
    /// Recognizers to process and finish in the current batch, deepest first: the first
    /// `batchCount` slots. Slots written in place rather than an array appended to and emptied:
    /// the array's append and insert run its generic code at every motion; the slots grow
    /// only for a batch larger than any before.
    @exclusivity(unchecked) private var batch: [BatchSlot] = []
    @exclusivity(unchecked) private var batchCount = 0
    /// Recognizers that are not idle (touches, a running gesture, a wait). They hold every
    /// recognizer of the batch (`schedule` engages what it adds) until the batch has ended.
    @exclusivity(unchecked) private var engaged: [GestureRecognizer] = []
    /// Whether `engaged` holds any recognizer, kept beside the other hot state: the scene's
    /// rest watch asks `isInputInProgress` several times a motion, and the array's count lies
    /// in its buffer, one more line to fetch.
    @exclusivity(unchecked) private var hasEngaged = false
    @exclusivity(unchecked) private var batchNumber = 0
    @exclusivity(unchecked) private var batchNesting = 0
    @exclusivity(unchecked) private var engagements = 0
    /// Set while the batch is being processed: late additions (competitors that lost) go
    /// to the end, so nothing already processed moves or runs twice.
    @exclusivity(unchecked) private var isProcessingBatch = false
    /// True when a touch of the current batch ended or was cancelled: its binding goes.
    @exclusivity(unchecked) private var hasFinishedBindings = false
    /// Whether touch or pointer events came since the last `endOfDispatchBatch`: only their
    /// assemblers may have something to flush, and reading the other's state would fetch its lines.
    @exclusivity(unchecked) private var touchEventsInBatch = false
    @exclusivity(unchecked) private var pointerEventsInBatch = false
    /// Whether the touchpad's fingers are down (`TouchpadGestures.hasFingers`), kept here
    /// with the other flags: every pointer frame asks it, and the touchpad's object would be
    /// one more line to fetch at each motion.
    private var touchpadHasFingers = false
    /// True once an input hold was added (see `isInputInProgress`).
    @exclusivity(unchecked) private var hasInputHolds = false
    /// True when the latest input came from the touchscreen (the cursor is then hidden). The
    /// one owner of this fact: the Wayland seat asks it through the input handler rather than
    /// keeping its own (it sees every input, whatever delivered it).
    @exclusivity(unchecked) package private(set) var lastInputWasTouch = false
    private let touchAssembler: TouchFrameAssembler
    private let pointerAssembler: PointerFrameAssembler
    private let mouse: MouseFallback
    private let touchpad: TouchpadGestures
    @exclusivity(unchecked) private var wheelTimer: TimerToken?
    /// The modifiers of the last key or modifier event (the wheel reads Ctrl and Shift).
    @exclusivity(unchecked) public private(set) var modifiers: KeyModifiers = []

    /// The view whose space is the surface's and under which touches are hit-tested.
    public let rootView: View
    /// Time and timers for long-press delays, tap intervals and the wheel's idle time.
    public let clock: InputClock
    /// Receives every key event that no key responder used, after Escape has cancelled the
    /// gestures in progress.
    @exclusivity(unchecked) public var keyHandler: ((KeyEvent) -> Void)?
    /// How many times a recognizer has been engaged by a touch or the pointer so far: lets a
    /// watcher that looks only between batches of input (`RestDetector`) see a gesture that
    /// began and ended within one batch.
    /// (Computed over private storage: another module reading a stored property would check
    /// exclusivity at every batch; see `View`.)
    package var engagementCount: Int { @section(".text.hot") get { engagements } }
    /// The text focus: which text field takes typing, and the fields' clipboard.
    public let textInput: TextInputFocus

    private let log: InputLog
    /// Asked in turn before `keyHandler`; the first that returns true has used the event.
    @exclusivity(unchecked) private var keyResponders: [(KeyEvent) -> Bool] = []
    /// Told of every finger or mouse button going down (see `addTouchDownObserver`).
    @exclusivity(unchecked) private var touchDownObservers: [(Touch) -> Void] = []
    @exclusivity(unchecked) private var keyObservers: [(KeyEvent) -> Void] = []
    /// Input in progress that engages no recognizer (see `addInputHold`).
    @exclusivity(unchecked) private var inputHolds: [InputHold] = []

    private struct Binding {
        let id: Int
        let view: View?
        var recognizers: [GestureRecognizer]
        var isFinished = false
    }

    /// How recognizers, fields, the keyboard and timers refer to the dispatcher (see
    /// `InputDispatcherLink`); lazy, because it cannot be made before `self` is whole.
    private(set) lazy var link = InputDispatcherLink(self)

    /// Creates a dispatcher for the window whose root view is `rootView`.
    public init(rootView: View, clock: InputClock, log: InputLog = .silent) {
        self.rootView = rootView
        self.clock = clock
        self.log = log
        touchAssembler = TouchFrameAssembler(log: log)
        pointerAssembler = PointerFrameAssembler(log: log)
        let mouse = MouseFallback(log: log)
        self.mouse = mouse
        touchpad = TouchpadGestures(mouse: mouse, log: log)
        textInput = TextInputFocus(rootView: rootView)
        bindings.reserveCapacity(16)
        batch.reserveCapacity(32)
        engaged.reserveCapacity(32)
    }

    deinit {
        link.dispatcher = nil
    }

    /// The surface size in logical pixels, for the plausibility checks on touch coordinates.
    package var surfaceSize: Size {
        get { touchAssembler.surfaceSize }
        set { touchAssembler.surfaceSize = newValue }
    }

    // MARK: Raw input from the Wayland layer

    /// Whether a batch's touch and pointer frames that only move fingers or the pointer are
    /// merged into one, handed on at `endOfDispatchBatch` (see
    /// `TouchFrameAssembler.coalescesMotions`). The Wayland path turns it on: a burst of
    /// motions read at once costs one frame's work, not one each.
    package var coalescesMotions: Bool {
        get { touchAssembler.coalescesMotions }
        set {
            touchAssembler.coalescesMotions = newValue
            pointerAssembler.coalescesMotions = newValue
        }
    }

    /// Takes one `wl_touch` event.
    @section(".text.hot")
    package func handleTouch(_ event: TouchEvent) {
        lastInputWasTouch = true
        touchEventsInBatch = true
        touchAssembler.handle(event) { process($0) }
    }

    /// Takes one `wl_pointer` event.
    @section(".text.hot")
    package func handlePointer(_ event: PointerEvent) {
        // Only a hand on the mouse ends touch mode. Enter, leave and frame come also when a
        // surface moves under a still pointer (a carried item's layer passing it): they must
        // not bring the cursor back over a finger.
        switch event {
        case .motion, .button, .axis, .axisDiscrete, .axisValue120: lastInputWasTouch = false
        case .enter, .leave, .frame: break
        }
        pointerEventsInBatch = true
        pointerAssembler.handle(event) { handlePointerFrame($0) }
    }

    /// Takes one touchpad gesture event (`zwp_pointer_gestures_v1`).
    package func handleTouchpadGesture(_ event: TouchpadGestureEvent) {
        lastInputWasTouch = false
        // The pointer's motion held back for the batch's end first: a pinch centres on where it is.
        if pointerEventsInBatch { pointerAssembler.endOfBatch { handlePointerFrame($0) } }
        touchpad.handle(event) { process($0) }
        touchpadHasFingers = touchpad.hasFingers
        // A gesture beginning lifts the wheel's fingers: their idle timer has nothing left to do.
        if let timer = wheelTimer, !mouse.isWheelActive {
            clock.cancel(timer)
            wheelTimer = nil
        }
    }

    /// Takes one key press, repeat or release.
    public func handleKey(_ event: KeyEvent) {
        modifiers = event.modifiers
        for observer in keyObservers { observer(event) }
        if event.pressed && !event.isRepeat && event.keysym == Keysym.escape { cancelGestures() }
        if textInput.handleKey(event) { return }
        for responder in keyResponders where responder(event) { return }
        keyHandler?(event)
    }

    /// Offers every key event to `responder` (after the responders added before it), which
    /// returns true when it used the event: then neither later responders nor `keyHandler`
    /// see it. A responder that uses a press should use its release too.
    public func addKeyResponder(_ responder: @escaping (KeyEvent) -> Bool) {
        keyResponders.append(responder)
    }

    /// Calls `observer` with each key event before anything uses it. It observes only: an
    /// on-screen keyboard hides this way when a hardware keyboard types.
    public func addKeyObserver(_ observer: @escaping (KeyEvent) -> Void) {
        keyObservers.append(observer)
    }

    /// Calls `observer` with each touch that goes down, whether a finger or the left mouse
    /// button (the mouse fallback's finger; the wheel's virtual fingers are not presses), in
    /// surface coordinates, before any recognizer sees it. It observes only: the touch goes
    /// on to the recognizers whatever it does. The keyboard drag driver hides its focus ring
    /// this way when the user turns to the screen.
    public func addTouchDownObserver(_ observer: @escaping (Touch) -> Void) {
        touchDownObservers.append(observer)
    }

    /// Counts `isHolding` as input in progress while it returns true: for input that engages
    /// no recognizer but leaves something half done, such as an item the keyboard carries.
    /// The scene is not at rest (nothing is saved) while any hold holds.
    package func addInputHold(_ isHolding: @escaping () -> Bool) {
        inputHolds.append(InputHold(isHolding: isHolding))
        hasInputHolds = true
    }

    /// True while a recognizer is engaged or an input hold holds: the user is in the middle
    /// of something.
    package var isInputInProgress: Bool {
        // The holds are asked only when an app added some, and out of line: an empty array's
        // buffer is one more line for every motion to fetch, and their loop would make the
        // getter save registers on the stack, another.
        @section(".text.hot") get { hasEngaged || hasInputHolds && anyInputHoldHolds() }
    }

    @inline(never)
    private func anyInputHoldHolds() -> Bool {
        inputHolds.contains { $0.isHolding() }
    }

    /// True while a finger (or the mouse's left button, its one finger) is down on the
    /// window, on a view with recognizers or not: someone is there, however still.
    package var hasTouchesDown: Bool { !bindings.isEmpty }

    /// Records a modifier change that came without a key event (`wl_keyboard.modifiers`).
    package func updateModifiers(_ modifiers: KeyModifiers) { self.modifiers = modifiers }

    /// Called by the Wayland layer after each dispatched batch of events: flushes what the
    /// compositor left without a frame (weston's missing last frame, cage's missing frames).
    @section(".text.hot")
    package func endOfDispatchBatch() {
        // An assembler that got no event since the last batch's end has nothing new to flush:
        // it left what it keeps waiting then, and would leave it again.
        if touchEventsInBatch {
            touchEventsInBatch = false
            touchAssembler.endOfBatch { process($0) }
        }
        if pointerEventsInBatch {
            pointerEventsInBatch = false
            pointerAssembler.endOfBatch { handlePointerFrame($0) }
        }
    }

    /// Cancels every touch, as if the compositor had sent `wl_touch.cancel` (the seat lost
    /// its touch capability, the window lost focus on a compositor that never cancels).
    package func cancelAllTouches() {
        touchAssembler.cancelAll { process($0) }
    }

    /// Ends touch `id` where it is, as if it had lifted: the compositor took it over (a drag
    /// handed to other apps) and will send no `up` for it. Its later events are dropped.
    package func endTouch(_ id: Int) {
        touchAssembler.end(id) { process($0) }
    }

    /// Lifts the mouse's left button where the pointer last was, as if released: the
    /// compositor took its grab over (a drag handed to other apps) and keeps its release.
    /// Recognizers still holding the button's touch (a second-finger pinch waiting on the
    /// carried item) let go of it; a release that comes anyway later changes nothing.
    package func endMouseButton() {
        mouse.releaseButton { process($0) }
    }

    /// Cancels every gesture in progress (running ones are cancelled, undecided ones fail);
    /// their touches are ignored until they lift.
    package func cancelGestures() {
        runBatch {
            var index = 0
            while index < engaged.count {
                let recognizer = engaged[index]
                recognizer.abandon(forgetTouches: false)
                schedule(recognizer)
                index += 1
            }
        }
    }

    // MARK: Frames

    /// Delivers one touch frame (surface coordinates) to the recognizers. The Wayland path
    /// calls it through the assemblers; tests and replays may call it directly.
    @section(".text.hot")
    public func process(_ frame: TouchFrame) {
        // A batch opened and closed around the body rather than `runBatch { … }`: the
        // optimiser would copy runBatch for the closure.
        beginBatch()
        if !frame.touches.isEmpty && frame.touches.allSatisfy({ $0.phase == .cancelled }) { abandon(cancelling: frame.touches) }
        // By index, a touch's fields passed as they are: a copy of the whole touch would take
        // two lines of the stack, fetched cold at every motion.
        for index in frame.touches.indices {
            let phase = frame.touches[index].phase
            if phase == .began {
                bind(frame.touches[index])
            } else {
                deliver(id: frame.touches[index].id, phase: phase, location: frame.touches[index].location)
            }
        }
        isProcessingBatch = true
        var index = 0
        while index < batchCount {
            batch[index].recognizer.processFrame(time: frame.time)
            index += 1
        }
        isProcessingBatch = false
        // Flagged by `deliver`: most frames finish no touch, and removeAll would still run
        // its partition and the array's generic removal code.
        if hasFinishedBindings {
            hasFinishedBindings = false
            bindings.removeAll { $0.isFinished }
        }
        endBatch()
    }

    /// A frame that cancels all its touches stops the gestures they drive, before the touches
    /// go (each reports where it was): `wl_touch.cancel` voids the whole sequence, including a
    /// tap waiting for its next tap; a touchpad gesture the compositor cancels voids only what
    /// its own fingers drive (a finger on the screen goes on).
    @inline(never)
    private func abandon(cancelling touches: [Touch]) {
        let recognizers = touches[0].source == .finger ? engaged
            : touches.flatMap { touch in bindings.first { $0.id == touch.id }?.recognizers ?? [] }
        for recognizer in recognizers {
            recognizer.abandon(forgetTouches: false)
            schedule(recognizer)
        }
    }

    /// The view touch `id` was bound to at touch-down, nil when the touch is unknown or
    /// landed on no view.
    package func view(boundTo id: Int) -> View? {
        bindings.first { $0.id == id }?.view
    }

    /// Every recognizer currently not idle (tracking touches, running, or waiting), for
    /// tests and diagnostics.
    package var engagedRecognizers: [GestureRecognizer] { engaged }

    private func bind(_ touch: Touch) {
        guard !bindings.contains(where: { $0.id == touch.id }) else {
            return log.debug("dispatch: dropped down for touch \(touch.id) that is already bound")
        }
        if touch.source != .mouseWheel {
            for observer in touchDownObservers { observer(touch) }
        }
        // The wheel's or the touchpad's two virtual fingers belong to the view under the
        // pointer, not to whatever lies under each finger 100 px away.
        let target = touch.source == .mouseWheel ? (mouse.wheelCentre ?? touchpad.centre ?? touch.location) : touch.location
        let hit = rootView.hitTest(rootView.convert(target, from: nil))
        var recognizers: [GestureRecognizer] = []
        var depth = 0
        var ancestor = hit?.superview
        while let view = ancestor { depth += 1; ancestor = view.superview }
        var current = hit
        while let view = current {
            for recognizer in view.gestureRecognizers where recognizer.canAccept(touch) {
                recognizer.depth = depth
                recognizers.append(recognizer)
            }
            depth -= 1
            current = view.superview
        }
        // A gesture already running claims a touch that joins it.
        if let running = recognizers.first(where: { $0.state.isActive }) {
            recognizers.removeAll { $0 !== running && !running.allowsSimultaneous(with: $0) }
        }
        for recognizer in recognizers {
            recognizer.dispatcherLink = link
            recognizer.track(touch)
            schedule(recognizer)
        }
        bindings.append(Binding(id: touch.id, view: hit, recognizers: recognizers))
    }

    /// Hands touch `id`'s new phase and place to the recognizers bound to it.
    @section(".text.hot")
    private func deliver(id: Int, phase: TouchPhase, location: Point) {
        guard let index = bindings.firstIndex(where: { $0.id == id }) else { return }
        if phase == .cancelled { return deliverCancellation(id: id, location: location, at: index) }
        for recognizer in bindings[index].recognizers where recognizer.update(id: id, phase: phase, location: location) {
            schedule(recognizer)
        }
        if phase == .ended { finishBinding(at: index) }
    }

    /// `deliver` for a cancelled touch: its recognizers let it go.
    @inline(never)
    private func deliverCancellation(id: Int, location: Point, at index: Int) {
        for recognizer in bindings[index].recognizers where recognizer.update(id: id, phase: .cancelled, location: location) {
            schedule(recognizer)
            recognizer.lose(id)
        }
        finishBinding(at: index)
    }

    /// Marks the binding at `index` for removal at the end of the frame (its touch is over).
    private func finishBinding(at index: Int) {
        bindings[index].isFinished = true
        hasFinishedBindings = true
    }

    // MARK: Arbitration (called by the recognizers)

    /// `recognizer` began or recognized: it takes its touches from every competitor that may
    /// not run with it (unless it yields to every recognizer), and whoever waited for it to
    /// fail fails.
    func recognizerDidBegin(_ recognizer: GestureRecognizer) {
        // Unbind every loser first, then tell them: their callbacks may start other
        // gestures, which must find the bindings already settled.
        var losers: [(recognizer: GestureRecognizer, touch: Int)] = []
        for touch in recognizer.touches where !recognizer.yieldsToEveryRecognizer {
            guard let index = bindings.firstIndex(where: { $0.id == touch.id }) else { continue }
            bindings[index].recognizers.removeAll { other in
                guard other !== recognizer && !recognizer.allowsSimultaneous(with: other) else { return false }
                losers.append((other, touch.id))
                return true
            }
        }
        for loser in losers {
            schedule(loser.recognizer)
            loser.recognizer.lose(loser.touch)
        }
        for dependent in recognizer.dependents {
            guard let waiting = dependent.recognizer, waiting.pendingTransition != nil else { continue }
            waiting.fail()
            schedule(waiting)
        }
    }

    /// `recognizer` failed: whoever waited for that may now go ahead.
    func recognizerDidFail(_ recognizer: GestureRecognizer) {
        if recognizer.isHoldingAncestors { releaseHold(of: recognizer) }
        for dependent in recognizer.dependents {
            guard let waiting = dependent.recognizer, waiting.pendingTransition != nil else { continue }
            schedule(waiting)
            waiting.retryPendingTransition()
        }
    }

    /// True when an undecided recognizer on a deeper view than `recognizer`'s holds back its
    /// ancestors' recognizers on one of `recognizer`'s touches (see `isHoldingAncestors`).
    func isHeldBack(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.canBeHeldBack else { return false }
        for touch in recognizer.touches {
            guard let binding = bindings.first(where: { $0.id == touch.id }) else { continue }
            if binding.recognizers.contains(where: { holder in
                holder !== recognizer && holder.isHoldingAncestors && holder.state == .possible && holder.depth > recognizer.depth
            }) { return true }
        }
        return false
    }

    /// `holder` no longer holds back its ancestors' recognizers: those waiting on its touches
    /// try again at once (in the same frame, before they process it themselves).
    func releaseHold(of holder: GestureRecognizer) {
        guard holder.isHoldingAncestors else { return }
        holder.isHoldingAncestors = false
        for touch in holder.touches {
            guard let binding = bindings.first(where: { $0.id == touch.id }) else { continue }
            for waiting in binding.recognizers where waiting !== holder && waiting.pendingTransition != nil {
                schedule(waiting)
                waiting.retryPendingTransition()
            }
        }
    }

    /// Takes `recognizer` out of every gesture (detached or disabled).
    func withdraw(_ recognizer: GestureRecognizer) {
        runBatch {
            recognizer.abandon(forgetTouches: true)
            for index in bindings.indices { bindings[index].recognizers.removeAll { $0 === recognizer } }
            schedule(recognizer)
        }
    }

    /// Schedules `action` on the clock for `recognizer`, run as a batch of its own.
    func scheduleTimer(for recognizer: GestureRecognizer, after delay: TimeSpan,
                       _ action: @escaping () -> Void) -> TimerToken {
        clock.schedule(after: delay) { [link, weak recognizer] in
            guard let self = link.dispatcher, let recognizer else { return }
            self.runBatch {
                self.schedule(recognizer)
                action()
            }
        }
    }

    // MARK: Batches

    private func runBatch(_ body: () -> Void) {
        beginBatch()
        body()
        endBatch()
    }

    /// Opens a batch; batches nest, and the recognizers' frames finish with the outermost.
    @section(".text.hot")
    private func beginBatch() {
        batchNesting += 1
        if batchNesting == 1 { batchNumber += 1 }
    }

    /// Closes a batch (see `beginBatch`).
    @section(".text.hot")
    private func endBatch() {
        batchNesting -= 1
        guard batchNesting == 0 else { return }
        var index = 0
        while index < batchCount {
            batch[index].recognizer.finishFrame()
            index += 1
        }
        batchCount = 0
        // Compacted in place by index: a for-in over `engaged` would hold its buffer and
        // make the first write copy it. A recognizer that stays where it is is not written
        // back: the write would check the buffer's uniqueness and retain and release it.
        var kept = 0
        for index in engaged.indices {
            let recognizer = engaged[index]
            if recognizer.isIdle {
                recognizer.isEngaged = false
            } else {
                if kept != index { engaged[kept] = recognizer }
                kept += 1
            }
        }
        // Only when one went idle: removeLast(0) would still run the array's removal code.
        if kept < engaged.count { engaged.removeLast(engaged.count - kept) }
        hasEngaged = kept > 0
    }

    /// Adds `recognizer` to this batch once, keeping the batch ordered deepest first, and
    /// engages it.
    @section(".text.hot")
    private func schedule(_ recognizer: GestureRecognizer) {
        guard recognizer.batchStamp != batchNumber else { return }
        recognizer.batchStamp = batchNumber
        // Asked here rather than in `engage`: a recognizer is engaged at its touch-down, and
        // every motion after it would call a function that returns at once.
        if !recognizer.isEngaged { engage(recognizer) }
        var position = batchCount
        while !isProcessingBatch, position > 0, batch[position - 1].recognizer.depth < recognizer.depth { position -= 1 }
        if batchCount == batch.count { batch.append(BatchSlot(recognizer: recognizer)) }
        var index = batchCount
        batchCount += 1
        while index > position {
            batch[index] = batch[index - 1]
            index -= 1
        }
        batch[position] = BatchSlot(recognizer: recognizer)
    }

    private func engage(_ recognizer: GestureRecognizer) {
        recognizer.isEngaged = true
        hasEngaged = true
        engaged.append(recognizer)
        engagements += 1
    }

    @section(".text.hot")
    private func handlePointerFrame(_ frame: PointerFrame) {
        if touchpadHasFingers { liftTouchpadFingers(before: frame) }
        let turned = mouse.handle(frame, modifiers: modifiers) { process($0) }
        // The timer asked first: it is set only while the wheel turns.
        if let timer = wheelTimer, turned || !mouse.isWheelActive {
            clock.cancel(timer)
            wheelTimer = nil
        }
        if turned { restartWheelTimer() }
    }

    /// Lifts the touchpad's fingers when `frame` presses the left button, turns the wheel or
    /// leaves: the mouse takes over as it does from the wheel's fingers.
    private func liftTouchpadFingers(before frame: PointerFrame) {
        let pressed = frame.buttons.contains { $0.button == PointerButton.left && $0.pressed }
        guard pressed || frame.left || frame.notches.vertical != 0 || frame.notches.horizontal != 0 else { return }
        touchpad.lift(at: frame.time) { process($0) }
        touchpadHasFingers = false
    }

    private func restartWheelTimer() {
        wheelTimer = clock.schedule(after: mouse.wheelIdleTime) { [link] in
            guard let self = link.dispatcher else { return }
            self.wheelTimer = nil
            self.mouse.endWheelAfterIdle { self.process($0) }
        }
    }
}

/// A recognizer in the dispatcher's batch. Unowned, and the slots past the batch's count are
/// left as they are: `engaged` holds every recognizer of the batch until the batch has ended
/// (`schedule` engages what it adds), so the slots need not retain and release one at every
/// motion, nor be cleared.
private struct BatchSlot {
    unowned(unsafe) let recognizer: GestureRecognizer
}

/// An input hold (see `InputDispatcher.addInputHold`) in a struct: an array of bare closures
/// keeps them in its generic form, each call then going through a thunk.
private struct InputHold {
    let isHolding: () -> Bool
}
