/// The built-in on-screen keyboard: kiosk compositors give apps no keyboard, so the app
/// shows this one at the bottom of its window. It types by sending ordinary `KeyEvent`s to
/// `InputDispatcher.handleKey`, the path of a hardware keyboard, so any key consumer (a text
/// field, a key responder, the app's key handler) works with it unchanged.
///
/// Add it as the last subview of the view it covers (normally the root view), then call
/// `show(for:)` when a field gets focus and `hide()` when none has; the hide key hides it
/// too (and calls `onHide`). It slides in and out from the bottom with `spring`, spanning
/// its superview's width; `visibleHeight` (and `onVisibleHeightChange`, at every frame of
/// the slide) tells the app how much of the bottom it covers, to move content up. Call
/// `layoutInSuperview()` when the superview's size changes.
///
/// Its touches (fingers, or the left mouse button through the mouse fallback) drive a
/// `KeyboardTouchModel` at zero delay, which has the key behaviour; a press shows at once:
/// the pressed key and its enlarged preview are damaged in the touch-down's own input batch,
/// and nothing else. `onEventLog` receives `keyboard shown` (with the keys, when the slide-in
/// comes to rest), `keyboard hidden`, and the keys again at each page change (see
/// `keyLogLines()`). One limit comes from the dispatcher's rule that a running gesture
/// claims touches joining it: while a recognizer of one of the keyboard's ancestors runs (a
/// pan on the root under another finger), a finger landing on the keyboard joins that
/// gesture and types nothing.
public final class OnScreenKeyboard: View {
    /// The key behaviour: page, shift, fingers, timings.
    package let model: KeyboardTouchModel
    /// Colours and type; set before the keyboard is shown.
    public var style: KeyboardStyle {
        didSet {
            backgroundColor = style.background
            setNeedsDisplay()
        }
    }
    /// The spring of the slide in and out.
    public var spring = Spring(response: .seconds(0.35), dampingRatio: 1)
    /// Called with the new `visibleHeight` whenever it changes (every frame of a slide).
    public var onVisibleHeightChange: ((Double) -> Void)?
    /// Called when the user hid the keyboard with its hide key (after it starts sliding out):
    /// the app may take the focus from its field.
    public var onHide: (() -> Void)?
    /// Receives the keyboard's event-log lines (see the type's documentation).
    package var onEventLog: ((String) -> Void)?

    /// True from `show` until `hide` (also while sliding in).
    public private(set) var isShown = false
    /// True while the keyboard's own key event goes through the dispatcher: keys seen at
    /// other times come from a hardware keyboard.
    package private(set) var isSendingKey = false
    /// True once a slide-in came to rest (and until `hide`): the keys are where
    /// `keyLogLines()` says.
    package private(set) var isResting = false

    private let dispatcherLink: InputDispatcherLink
    /// Where the keys go; nil once that dispatcher is gone.
    private var dispatcher: InputDispatcher? { dispatcherLink.dispatcher }
    private let animator: Animator
    let metrics: KeyboardMetrics
    /// The visible height last reported to `onVisibleHeightChange`.
    private var reportedVisibleHeight = 0.0
    /// Drawing state, kept to damage only what changed (see OnScreenKeyboard+Drawing.swift).
    var drawnPressedKeys: [Int] = []
    var previews: [Int: KeyPreviewView] = [:]
    var popupView: AccentPopupView?
    /// The page keys' words, in the window's language since its last switch.
    package private(set) var captions = KeyCaptions.source

    /// Creates a hidden keyboard that sends its keys to `dispatcher` (and takes its clock for
    /// long presses and repeats) and slides with `animator`, letters in `arrangement`.
    package init(dispatcher: InputDispatcher, animator: Animator, arrangement: LetterArrangement = .qwerty,
                metrics: KeyboardMetrics = KeyboardMetrics(), style: KeyboardStyle = KeyboardStyle()) {
        dispatcherLink = dispatcher.link
        self.animator = animator
        self.metrics = metrics
        self.style = style
        model = KeyboardTouchModel(clock: dispatcher.clock, arrangement: arrangement, size: .zero, metrics: metrics)
        super.init()
        isHidden = true
        backgroundColor = style.background
        identifier = "keyboard"
        addGestureRecognizer(KeyboardTouchRecognizer(model: model))
        model.onKeyEvent = { [unowned self] event in self.send(event) }
        model.onChange = { [unowned self] change in self.modelDidChange(change) }
        model.onHideKey = { [unowned self] in
            self.hide()
            self.onHide?()
        }
    }

    /// The page shown.
    package var page: KeyboardPage { model.page }
    /// The letters shown; setting it offers that arrangement alone.
    public var arrangement: LetterArrangement {
        get { model.arrangement }
        set { model.setArrangements([newValue]) }
    }
    /// The arrangements offered, the first shown when set (none: QWERTY). With several, the
    /// letter page's bottom row has a key, labelled with the shown one's name, that shows the
    /// next, the first after the last.
    public var arrangements: [LetterArrangement] {
        get { model.arrangements }
        set { model.setArrangements(newValue) }
    }
    /// The shift state; set it to capitalise the next letter.
    package var shiftState: ShiftState {
        get { model.shiftState }
        set { model.setShiftState(newValue) }
    }

    /// Space kept free below the shown keyboard, in logical pixels: an app's bar along the
    /// bottom of the window (a home bar, a status line) stays in sight and in reach while the
    /// keyboard shows. 0 by default: the keyboard rests on the window's bottom edge.
    public var bottomInset = 0.0 {
        didSet { if bottomInset != oldValue { layoutInSuperview() } }
    }

    /// How much of its superview's bottom the keyboard covers now (with the space kept free
    /// below it), in logical pixels.
    public var visibleHeight: Double {
        guard let container = superview, !isHidden else { return 0 }
        return max(0, min(bounds.height + bottomInset, container.bounds.maxY - frame.minY))
    }

    /// Shows the keyboard with the page for `kind` (the keypad for numbers and PINs),
    /// sliding it in unless it is shown already.
    public func show(for kind: KeyboardContentKind = .text) {
        guard let container = superview else { return }
        if bounds.width != container.bounds.width || bounds.height == 0 { layoutInSuperview() }
        model.setPage(kind.page)
        guard !isShown else { return }
        isShown = true
        isHidden = false
        isUserInteractionEnabled = true
        slide(to: restingCenter(shown: true)) { [weak self] in
            guard let self, self.isShown else { return }
            self.isResting = true
            self.onEventLog?("keyboard shown")
            self.logKeys()
        }
    }

    /// Slides the keyboard out; fingers on it type nothing more.
    public func hide() {
        guard isShown else { return }
        isShown = false
        isResting = false
        isUserInteractionEnabled = false
        model.cancelAllTouches()
        onEventLog?("keyboard hidden")
        slide(to: restingCenter(shown: false)) { [weak self] in
            guard let self, !self.isShown else { return }
            self.isHidden = true
        }
    }

    /// Fits the keyboard to its superview's width and bottom again (after a resize), at
    /// rest where it should be; the keys are laid out anew for the size.
    package func layoutInSuperview() {
        guard let container = superview else { return }
        animator.stop(self, \View.center)
        let height = metrics.keyboardHeight(rows: model.layout.rowCount, containerHeight: container.bounds.height)
        bounds = Rect(x: 0, y: 0, width: container.bounds.width, height: height)
        center = restingCenter(shown: isShown)
        isHidden = !isShown
        model.setSize(bounds.size)
        if isShown && !isResting {
            isResting = true
            onEventLog?("keyboard shown")
        }
        if isResting { logKeys() }
    }

    private func restingCenter(shown: Bool) -> Point {
        guard let container = superview else { return center }
        let half = bounds.height / 2
        return Point(x: container.bounds.midX, y: container.bounds.maxY + (shown ? -half - bottomInset : half))
    }

    private func slide(to target: Point, completion: @escaping () -> Void) {
        animator.animate(spring: spring, [PropertyTarget(self, \View.center, to: target)]) { finished in
            if finished { completion() }
        }
    }

    private func send(_ event: KeyEvent) {
        guard let dispatcher else { return }
        var event = event
        // Modifiers held on a hardware keyboard still apply, as to its own keys.
        event.modifiers = dispatcher.modifiers
        isSendingKey = true
        defer { isSendingKey = false }
        dispatcher.handleKey(event)
    }

    /// Takes the page keys' words in the window's new language, redrawing the keys when they
    /// change.
    public override func languageDidChange() {
        let shown = KeyCaptions(localized)
        guard shown != captions else { return }
        captions = shown
        setNeedsDisplay()
    }

    /// Draws the keys (the previews and the pop-up are subviews).
    public override func draw(in context: DrawingContext, rect: Rect) { drawKeys(in: context, rect: rect) }

    override func geometryDidChange() {
        let visible = visibleHeight
        guard visible != reportedVisibleHeight else { return }
        reportedVisibleHeight = visible
        onVisibleHeightChange?(visible)
    }
}
