import TactileCore

/// The kiosk's care for the next visitor, on a scene host: after `timeouts.idleReset` without
/// input it forgets the last visitor and resets the app, after `timeouts.attract` an attract
/// screen covers the window, after `timeouts.blank` the window goes black. Any touch, click,
/// wheel turn or key wakes it; that first input sequence is swallowed whole (it presses
/// nothing under the attract screen), the next one works.
///
/// `timeouts.warning` before the reset the visitor is asked whether they are still there,
/// above everything in the window, with the seconds left counting down and a "More time"
/// button: any touch, click or key then gives them `timeouts.extensionTime` again (that input
/// sequence is swallowed as a waking one is: it only asks), and their next input starts an
/// ordinary idle period. While speech mode is on every time is `timeouts.speechModeFactor`
/// times longer.
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
/// for the rest (at most one arm per step per idle period, and one when a wake or an extension
/// starts a period; none per event).
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
    /// The next of `schedule`'s steps to come in this idle period.
    @exclusivity(unchecked) private var nextStep = 0
    /// True from the visitor's asking for more time to their next input: `schedule` is the
    /// extension's.
    private var isExtendedPeriod = false
    /// On `idleClock`.
    @exclusivity(unchecked) private var lastInput: MonotonicTime
    @exclusivity(unchecked) private var timer: TimerToken?
    /// The steps of this idle period.
    private var schedule: KioskSchedule
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

    /// True while speech mode is on (speech mode sets it): every step's time is
    /// `timeouts.speechModeFactor` times longer. A change re-arms the timer for the next step's
    /// new time; the steps already taken in this idle period stay taken, and a countdown
    /// showing counts to the new reset.
    package var isSpeechModeOn = false {
        didSet {
            guard isSpeechModeOn != oldValue else { return }
            schedule = makeSchedule(extended: isExtendedPeriod)
            armTimer()
            if warning != nil, let remaining = timeBeforeReset(at: idleNow()) { _ = showCountdown(remaining) }
        }
    }

    /// The warning's question and countdown as they show, nil while there is none: what
    /// speech mode speaks at `warningShown` and `warningTick`.
    package var warningText: String? { warning?.text }

    private unowned let host: SceneHost
    private let clock: InputClock
    private let makeAttractScreen: (() -> KioskAttractScreen)?
    private let onReset: () -> Void
    private var attractScreen: KioskAttractScreen?
    private var attractShownAt = MonotonicTime.zero
    private var attractTimer: TimerToken?
    private var blackCover: View?
    private var warning: TimeLimitWarning?
    /// The warning's next second, on `idleTimer` as the reset it counts down to.
    private var countdownTimer: TimerToken?
    private var observers: [(KioskEvent) -> Void] = []

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
        schedule = KioskSchedule(timeouts, hasAttractScreen: attractScreen != nil, factor: 1, extended: false)
        lastInput = idleClock?() ?? idleTimer.now
        host.kioskSession = self
        armTimer()
    }

    deinit {
        // A session replaced on its host goes quietly: its timers must not fire into it.
        if let timer { idleTimer.cancel(timer) }
        if let attractTimer { clock.cancel(attractTimer) }
        if let countdownTimer { idleTimer.cancel(countdownTimer) }
    }

    /// Calls `observer` with everything the session does, after it is done.
    public func addObserver(_ observer: @escaping (KioskEvent) -> Void) { observers.append(observer) }

    /// Forgets the visitor and resets the app now, as the idle timeout does (a warning showing
    /// goes first).
    public func resetNow() {
        if phase == .warning {
            hideWarning()
            phase = .inUse
        }
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
        warning?.view.frame = host.rootView.bounds
    }

    /// Runs the steps that fell due by `now` while the timer could not fire (a suspend), and
    /// returns the phase an event arriving now meets.
    private func catchUp(at now: MonotonicTime) -> KioskPhase {
        if nextStep < schedule.steps.count, now - lastInput >= schedule.steps[nextStep].after { takeDueSteps(at: now) }
        return phase
    }

    /// Notes input at `now` (when awake) after waking if `waking`; returns `passes`.
    private func admit(at now: MonotonicTime, waking: Bool, passes: Bool) -> Bool {
        let extending = waking ? wake() : false
        // While asleep only waking input counts: a mouse moving over the attract screen
        // leaves it there, and its time with it.
        guard phase == .inUse else { return passes }
        lastInput = now
        nextStep = 0
        // The rest of the sequence that asked for more time is swallowed: it is not the next input.
        if extending != isExtendedPeriod, extending || passes { startPeriod(extended: extending) }
        if timer == nil { armTimer() }
        return passes
    }

    /// The input that asked for more time starts the extension's period (`extended`), the
    /// next one an ordinary period again: the schedule changes, and the timer with it.
    private func startPeriod(extended: Bool) {
        isExtendedPeriod = extended
        schedule = makeSchedule(extended: extended)
        armTimer()
    }

    /// The warning's button: more time, as any input gives it while the warning shows.
    private func moreTimeAsked() {
        guard phase == .warning else { return }
        _ = admit(at: idleNow(), waking: true, passes: false)
    }

    // MARK: Steps

    private func makeSchedule(extended: Bool) -> KioskSchedule {
        KioskSchedule(timeouts, hasAttractScreen: makeAttractScreen != nil,
                      factor: isSpeechModeOn ? timeouts.speechModeFactor : 1, extended: extended)
    }

    /// Arms the timer for the next step, in place of one armed for another time.
    private func armTimer() {
        if let timer { idleTimer.cancel(timer) }
        timer = nil
        guard nextStep < schedule.steps.count else { return }
        timerArms += 1
        let deadline = lastInput + schedule.steps[nextStep].after
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
        while nextStep < schedule.steps.count, now - lastInput >= schedule.steps[nextStep].after {
            let step = schedule.steps[nextStep].step
            nextStep += 1
            switch step {
            case .warning: showWarning(at: now)
            case .reset: resetNow()
            case .attract: showAttractScreen()
            case .blank: blank()
            }
        }
    }

    /// Shows the warning, unless something covers the app already or the reset is due with it
    /// (a suspend slept through both: there is no time left to offer).
    private func showWarning(at now: MonotonicTime) {
        guard phase == .inUse, let remaining = timeBeforeReset(at: now) else { return }
        let warning = TimeLimitWarning { [unowned self] in moreTimeAsked() }
        warning.show(over: host.rootView)
        self.warning = warning
        phase = .warning
        report(.warningShown(remaining: .seconds(Double(showCountdown(remaining)))))
    }

    /// The time from `now` to the reset; nil when there is no reset or it is due.
    private func timeBeforeReset(at now: MonotonicTime) -> TimeSpan? {
        guard let resetAfter = schedule.resetAfter else { return nil }
        let remaining = lastInput + resetAfter - now
        return remaining > .zero ? remaining : nil
    }

    /// Shows `remaining` on the warning in whole seconds, rounded up (it says 20 until 19 are
    /// left), and arms the countdown's next second in place of any armed before (none for the
    /// last second, which ends in the reset); returns the seconds shown.
    private func showCountdown(_ remaining: TimeSpan) -> Int {
        if let countdownTimer { idleTimer.cancel(countdownTimer) }
        countdownTimer = nil
        let seconds = Int((remaining.nanoseconds + 999_999_999) / 1_000_000_000)
        warning?.secondsLeft = seconds
        guard seconds > 1 else { return seconds }
        countdownTimer = idleTimer.schedule(after: remaining - .seconds(Double(seconds - 1))) { [unowned self] in
            countdownTimer = nil
            guard let remaining = timeBeforeReset(at: idleNow()) else { return }
            report(.warningTick(remaining: .seconds(Double(showCountdown(remaining)))))
        }
        return seconds
    }

    private func hideWarning() {
        if let countdownTimer { idleTimer.cancel(countdownTimer) }
        countdownTimer = nil
        warning?.view.removeFromSuperview()
        warning = nil
    }

    /// Shows the attract screen, over the warning when it shows (the visitor let it pass:
    /// waking the screen finds the app as they left it).
    private func showAttractScreen() {
        guard phase == .inUse || phase == .warning, let screen = makeAttractScreen?() else { return }
        hideWarning()
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
        hideWarning()
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

    /// Takes away what covers the app; true when that was the warning (the visitor asked for
    /// more time). The next step counts from this input, so the timer armed for a later one
    /// (the blank screen, the reset the warning counted down to) goes.
    private func wake() -> Bool {
        let was = phase
        phase = .inUse
        if let timer { idleTimer.cancel(timer) }
        timer = nil
        if was == .warning {
            hideWarning()
            report(.extended)
            return true
        }
        hideAttractScreen()
        blackCover?.removeFromSuperview()
        blackCover = nil
        // The cover's removal redraws them, which sets them going again.
        host.rootView.layoutEnvironment.playsAnimatedImages = true
        report(was == .blanked ? .blankOff : .attractHidden)
        report(.wakeSwallowed)
        return false
    }

    private func report(_ event: KioskEvent) {
        host.trace(event.logLine)
        for observer in observers { observer(event) }
    }
}
