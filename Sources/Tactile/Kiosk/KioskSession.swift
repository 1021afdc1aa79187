import TactileCore

/// The kiosk's care for the next visitor, on a scene host: after `timeouts.idleReset` without
/// input it forgets the last visitor and resets the app, after `timeouts.attract` an attract
/// screen covers the window, after `timeouts.blank` the window goes black. Any touch, click,
/// wheel turn or key wakes it; that first input sequence is swallowed whole (it presses
/// nothing under the attract screen), the next one works.
///
/// ```swift
/// let kiosk = app.startKioskSession(KioskTimeouts(idleReset: .seconds(120), attract: .seconds(300)),
///                                   attractScreen: { MyAttractScreen() },
///                                   onReset: { shell.showFirstScene() })
/// ```
///
/// Idle time is counted from the last input event on a clock a wall-clock jump does not move:
/// in a window CLOCK_BOOTTIME, which also counts a suspend, and the step timer is on it too,
/// so a step that fell due during a suspend is taken on resume, with nobody touching (a
/// timer on the monotonic clock would stand still meanwhile and leave the last visitor's
/// screen up that much longer). The first touch after a long suspend finds the visitor
/// forgotten (should it come before the timer, the steps due run before it) and wakes the
/// attract screen instead of pressing what the last visitor left. A finger
/// resting on the screen is not idle: the count starts over while one is down. Input costs no
/// timer work: each event reads the clock (no system call) and stores the time, and the one
/// timer, armed for the earliest step, finds on firing that input came meanwhile and re-arms
/// for the rest (at most one arm per step per idle period, none per event).
///
/// The reset lands what is in flight (touches and gestures are cancelled, so a drag springs
/// home; every animation settles at its end), empties every text field in the window with
/// its undo history, selection and focus, empties the window's clipboard, hides the
/// on-screen keyboard, brings back the host's `defaultLanguage`, and then calls `onReset`: the
/// app goes back to its start there (and empties the fields of screens not in the window, with
/// `View.emptyTextFields()`, and lands drags its keyboard carries). What the app keeps of its arrangement is its own business.
public final class KioskSession {
    // What every input event touches comes first, so that it lies together in the object's
    // first cache lines rather than spread over five (a wake-up fetches each line it touches
    // again).
    /// What the window shows now.
    @exclusivity(unchecked) public private(set) var phase = KioskPhase.inUse
    /// The next of `steps` to come in this idle period.
    @exclusivity(unchecked) private var nextStep = 0
    /// On `idleClock`.
    @exclusivity(unchecked) private var lastInput: MonotonicTime
    @exclusivity(unchecked) private var timer: TimerToken?
    /// The steps that are on, earliest first.
    private let steps: [(step: Step, after: TimeSpan)]
    @exclusivity(unchecked) private var swallower = WakeSwallower()
    /// The time idle periods are measured in when not `idleTimer`'s (see `init`).
    private let idleClockOverride: (() -> MonotonicTime)?
    /// Whose timer wakes the session for its next step (see `init`).
    private let idleTimer: InputClock

    /// When each step comes.
    public let timeouts: KioskTimeouts
    /// How often the attract screen is advanced while it shows: a slow drift needs few
    /// frames, and each costs a redraw of what moved.
    public var attractFrameInterval = TimeSpan.milliseconds(250)
    /// How many times the session armed its timer so far: input does not arm it (tests and
    /// benchmarks check that).
    package private(set) var timerArms = 0

    private unowned let host: SceneHost
    private let clock: InputClock
    private let makeAttractScreen: (() -> KioskAttractScreen)?
    private let onReset: () -> Void
    private var attractScreen: KioskAttractScreen?
    private var attractShownAt = MonotonicTime.zero
    private var attractTimer: TimerToken?
    private var blackCover: View?
    private var observers: [(KioskEvent) -> Void] = []

    private enum Step { case reset, attract, blank }

    /// Starts a session on `host` (whose clock's timers it uses) and routes the host's input
    /// through it. `attractScreen` makes the screen each time it shows (nil: no attract
    /// screen, whatever `timeouts.attract` says); `onReset` is the app's own reset.
    /// `idleTimer` is the clock whose timer wakes the session when its next step is due, when
    /// it differs from the host's (a window passes CLOCK_BOOTTIME on its loop, which counts a
    /// suspend; a test, a clock it moves apart from the host's); nil: the host's clock.
    /// `idleClock` tells the time idle periods are measured in; nil: `idleTimer`'s (a test
    /// passes one that jumps, to stand for a suspend the timer slept through).
    public init(host: SceneHost, timeouts: KioskTimeouts, attractScreen: (() -> KioskAttractScreen)? = nil,
                idleClock: (() -> MonotonicTime)? = nil, idleTimer: InputClock? = nil,
                onReset: @escaping () -> Void = {}) {
        self.host = host
        let clock = host.inputDispatcher.clock
        self.clock = clock
        let idleTimer = idleTimer ?? clock
        self.idleTimer = idleTimer
        idleClockOverride = idleClock
        self.timeouts = timeouts
        makeAttractScreen = attractScreen
        self.onReset = onReset
        var steps: [(step: Step, after: TimeSpan)] = []
        if let after = timeouts.idleReset { steps.append((.reset, after)) }
        if let after = timeouts.attract, attractScreen != nil { steps.append((.attract, after)) }
        if let after = timeouts.blank { steps.append((.blank, after)) }
        self.steps = steps.sorted { $0.after < $1.after }
        lastInput = idleClock?() ?? idleTimer.now
        host.kioskSession = self
        armTimer()
    }

    deinit {
        // A session replaced on its host goes quietly: its timers must not fire into it.
        if let timer { idleTimer.cancel(timer) }
        if let attractTimer { clock.cancel(attractTimer) }
    }

    /// Calls `observer` with everything the session does, after it is done.
    public func addObserver(_ observer: @escaping (KioskEvent) -> Void) { observers.append(observer) }

    /// Forgets the visitor and resets the app now, as the idle timeout does.
    public func resetNow() {
        let dispatcher = host.inputDispatcher
        dispatcher.cancelAllTouches()
        dispatcher.cancelGestures()
        host.rootView.emptyTextFields()
        dispatcher.textInput.resign()
        dispatcher.textInput.clipboard.clear()
        host.textEntry?.keyboard.hide()
        host.animator.settleAll()
        // The visitor's language goes with the visitor.
        if host.language != host.defaultLanguage { host.language = host.defaultLanguage }
        host.accessibility.resetForNextVisitor()
        onReset()
        report(.idleReset)
    }

    /// The time on the idle clock (no closure made for `idleTimer`'s).
    @section(".text.hot")
    private func idleNow() -> MonotonicTime { idleClockOverride?() ?? idleTimer.now }

    // MARK: Input (from the host)

    /// Takes a touch event: true when it may go on to the scene. A frame is answered here,
    /// the other events by `admitsTouch`.
    func admits(_ event: TouchEvent) -> Bool {
        // A frame ends the group of events just admitted, at their time: no clock read for it
        // (a drag's every motion comes as a motion and a frame), and, outside a waking
        // sequence (nearly always), nothing to swallow. No call for it either: the code of one
        // would have left the cache while the motion before it went through the scene.
        if case .frame = event { return !swallower.swallows(event, waking: false) }
        return admitsTouch(event)
    }

    /// Takes a touch event other than a frame.
    @section(".text.hot") @inline(never)
    private func admitsTouch(_ event: TouchEvent) -> Bool {
        let now = idleNow()
        let waking = catchUp(at: now) != .inUse && WakeSwallower.wakes(event)
        return admit(at: now, waking: waking, passes: !swallower.swallows(event, waking: waking))
    }

    /// Takes a pointer event: true when it may go on to the scene. A frame is answered here
    /// (as a touch frame is, above; a pointer frame never wakes the kiosk nor is swallowed),
    /// the other events by `admitsPointer`.
    func admits(_ event: PointerEvent) -> Bool {
        if case .frame = event { return true }
        return admitsPointer(event)
    }

    /// Takes a pointer event other than a frame.
    @section(".text.hot") @inline(never)
    private func admitsPointer(_ event: PointerEvent) -> Bool {
        let now = idleNow()
        let waking = catchUp(at: now) != .inUse && WakeSwallower.wakes(event)
        return admit(at: now, waking: waking, passes: !swallower.swallows(event, waking: waking))
    }

    /// Takes a key event: true when it may go on to the scene.
    func admits(_ event: KeyEvent) -> Bool {
        let now = idleNow()
        let waking = catchUp(at: now) != .inUse && WakeSwallower.wakes(event)
        return admit(at: now, waking: waking, passes: !swallower.swallows(event, waking: waking))
    }

    /// The window has a new size: what covers it follows.
    func containerDidResize() {
        if let attractScreen {
            attractScreen.view.frame = host.rootView.bounds
            attractScreen.advance(to: clock.now - attractShownAt)
        }
        blackCover?.frame = host.rootView.bounds
    }

    /// Runs the steps that fell due by `now` while the timer could not fire (a suspend), and
    /// returns the phase an event arriving now meets.
    private func catchUp(at now: MonotonicTime) -> KioskPhase {
        if nextStep < steps.count, now - lastInput >= steps[nextStep].after { takeDueSteps(at: now) }
        return phase
    }

    /// Notes input at `now` (when awake) after waking if `waking`; returns `passes`.
    private func admit(at now: MonotonicTime, waking: Bool, passes: Bool) -> Bool {
        if waking { wake() }
        // While asleep only waking input counts: a mouse moving over the attract screen
        // leaves it there, and its time with it.
        guard phase == .inUse else { return passes }
        lastInput = now
        nextStep = 0
        if timer == nil { armTimer() }
        return passes
    }

    // MARK: Steps

    private func armTimer() {
        guard nextStep < steps.count else { return }
        timerArms += 1
        let deadline = lastInput + steps[nextStep].after
        timer = idleTimer.schedule(after: deadline - idleNow()) { [unowned self] in
            timer = nil
            let now = idleNow()
            if host.inputDispatcher.hasTouchesDown {
                lastInput = now
                nextStep = 0
            }
            takeDueSteps(at: now)
            armTimer()
        }
    }

    /// Takes every step due by `now`, in order (`catchUp`, run at each input event's
    /// admission, rarely finds one due).
    @inline(never)
    private func takeDueSteps(at now: MonotonicTime) {
        while nextStep < steps.count, now - lastInput >= steps[nextStep].after {
            let step = steps[nextStep].step
            nextStep += 1
            switch step {
            case .reset: resetNow()
            case .attract: showAttractScreen()
            case .blank: blank()
            }
        }
    }

    private func showAttractScreen() {
        guard phase == .inUse, let screen = makeAttractScreen?() else { return }
        screen.view.frame = host.rootView.bounds
        screen.advance(to: .zero)
        host.rootView.addSubview(screen.view)
        attractScreen = screen
        attractShownAt = clock.now
        phase = .attract
        scheduleAttractFrame()
        report(.attractShown)
    }

    private func scheduleAttractFrame() {
        attractTimer = clock.schedule(after: attractFrameInterval) { [unowned self] in
            guard let screen = attractScreen else { return }
            screen.advance(to: clock.now - attractShownAt)
            scheduleAttractFrame()
        }
    }

    private func hideAttractScreen() {
        if let attractTimer { clock.cancel(attractTimer) }
        attractTimer = nil
        attractScreen?.view.removeFromSuperview()
        attractScreen = nil
    }

    private func blank() {
        guard phase != .blanked else { return }
        let wasAttract = phase == .attract
        hideAttractScreen()
        let cover = View(frame: host.rootView.bounds)
        cover.backgroundColor = .black
        host.rootView.addSubview(cover)
        blackCover = cover
        // Animated images under the cover stop at their frame: a blanked screen costs no wake-ups.
        host.rootView.layoutEnvironment.playsAnimatedImages = false
        phase = .blanked
        if wasAttract { report(.attractHidden) }
        report(.blankOn)
    }

    private func wake() {
        let was = phase
        phase = .inUse
        hideAttractScreen()
        blackCover?.removeFromSuperview()
        blackCover = nil
        // The cover's removal redraws them, which sets them going again.
        host.rootView.layoutEnvironment.playsAnimatedImages = true
        report(was == .blanked ? .blankOff : .attractHidden)
        report(.wakeSwallowed)
    }

    private func report(_ event: KioskEvent) {
        host.trace(event.logLine)
        for observer in observers { observer(event) }
    }
}
