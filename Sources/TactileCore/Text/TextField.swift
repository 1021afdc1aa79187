/// A text field of one line or, with `maximumLines` above 1, of several: typing from any keyboard (hardware, or an on-screen one that
/// sends `KeyEvent`s through `InputDispatcher.handleKey`), a caret that blinks while focused,
/// a selection, scrolling that keeps the caret in sight (sideways on one line; on several,
/// the text wraps at the field's width and scrolls up and down), a placeholder, content
/// kinds (dots for PINs and passwords, the last typed character visible for a moment), a
/// submit action and change notifications. The editing rules are `editor`'s. On several
/// lines Enter types a newline (the on-screen keyboard's enter key too), Up and Down move a
/// line keeping the caret's x, and Home and End go to the line's ends.
///
/// Touch and mouse: a press places the caret at once and focuses the field (its own
/// zero-delay press claims the touch, so a draggable container does not lift instead, and a
/// scroll view around it does not scroll from it); a finger dragging moves the caret, the
/// mouse dragging selects; a double tap or click selects a word (dragging on extends by
/// words), a triple one everything.
///
/// Caret positions come from `textLayouter`, which the field takes from the first drawing
/// context that offers one (the renderer's Pango); before its first draw a press puts the
/// caret at the end. Time (blinking, the reveal, double taps) is the dispatcher's clock: an
/// unfocused field sets no timer, and a focused one stops blinking (caret shown) after
/// `blinkIdleLimit` without input, so an idle window has no wake-ups.
open class TextField: View, TextInputClient {
    /// The text, caret, selection and editing rules.
    package let editor: TextEditor
    /// Shown in `placeholderColor` while the text is empty.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The placeholder to show in the window's language, marked for translation: it sets
    /// `placeholder` now and again at each change of language. Nil leaves `placeholder` to the app.
    public var localizedPlaceholder: LocalizedString? {
        didSet { if let localizedPlaceholder, localizedPlaceholder != oldValue { placeholder = localized(localizedPlaceholder) } }
    }
    /// The text's font and colour (laid out left-aligned whatever its alignment).
    public var style: TextStyle { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// The placeholder's colour.
    public var placeholderColor = Color(red: 0.55, green: 0.58, blue: 0.62) { didSet { setNeedsDisplay() } }
    /// The selection's background.
    public var selectionColor = Color(red: 0.55, green: 0.72, blue: 1.0) { didSet { setNeedsDisplay() } }
    /// The background, border and corners around the text (a white box with a grey border
    /// unless the app chooses another, or `.none`).
    public var box = TextFieldBox.standard { didSet { applyBox() } }
    /// The caret's colour.
    public var caretColor = Color(red: 0.1, green: 0.35, blue: 0.9) { didSet { setNeedsDisplay() } }
    /// Space between the bounds' left and right edges and the text, in logical pixels.
    public var horizontalPadding = 8.0 { didSet { setNeedsDisplay() } }
    /// Space between the bounds' top and bottom edges and the text of several lines, in
    /// logical pixels (one line is centred vertically).
    public var verticalPadding = 8.0 { didSet { setNeedsDisplay() } }
    /// The caret's width in logical pixels.
    public var caretWidth = 2.0
    /// Half the blink period: the caret is shown, then hidden, this long each.
    public var blinkInterval = TimeSpan.milliseconds(500)
    /// After this long without input the caret stops blinking and stays shown.
    public var blinkIdleLimit = TimeSpan.seconds(10)
    /// How long a secure field shows the character just typed.
    public var revealDuration = TimeSpan.seconds(1)
    /// Where caret positions and hit-testing come from; set from the drawing context at
    /// the first draw when nil.
    package weak var textLayouter: TextLayouting?
    /// Called after each change of the text by the user (typing, deleting, pasting, undo).
    public var onChange: ((TextField) -> Void)?
    /// Called when the user submits (Enter, or `submit()`).
    public var onSubmit: ((TextField) -> Void)?
    /// Called when input is refused, with the reason (a paste too large, a letter in a
    /// number field, the length limit).
    public var onRefuse: ((TextField, String) -> Void)?

    /// The dispatcher whose text focus the field joins (known from its first press or
    /// `focus(in:)`). The field copies and pastes through that window's clipboard, which all
    /// its fields share.
    var dispatcher: InputDispatcher? {
        get { dispatcherLink?.dispatcher }
        set {
            let oldValue = dispatcher
            dispatcherLink = newValue?.link
            if let newValue, newValue !== oldValue { editor.clipboard = newValue.textInput.clipboard }
        }
    }
    /// How the field refers to `dispatcher` (see `InputDispatcherLink`).
    private var dispatcherLink: InputDispatcherLink?
    /// How far the text is scrolled to keep the caret in sight, in logical pixels: left on
    /// one line, up on several.
    package internal(set) var scrollOffset = 0.0
    /// The x (text space) the caret keeps while Up and Down move it from line to line, set by
    /// the first of them and forgotten at any other key or press.
    var caretGoalX: Double?
    /// Whether the caret is drawn in the current blink phase.
    var caretShown = true
    var blinkTimer: TimerToken?
    /// When the user last did something in the field (on the dispatcher's clock).
    var lastActivity = MonotonicTime.zero
    /// The offset of the character a secure field shows in clear, and the timer hiding it.
    var revealedOffset: Int?
    var revealTimer: TimerToken?
    /// Text a system input method is composing, drawn underlined at the caret while the
    /// field is focused; not part of `text` (see `applyInputMethod`).
    package internal(set) var preedit: InputMethodPreedit? { didSet { if preedit != oldValue { setNeedsDisplay() } } }
    /// The zero-delay press that drives taps, drags and double taps.
    let press = LongPressGestureRecognizer()
    /// Multi-tap tracking: the last press's end (clock time, root location) and tap count.
    var lastPressEnd: (time: MonotonicTime, location: Point)?
    var tapCount = 0
    /// The selection the press started with (a word for a double tap), extended by drags.
    var pressAnchor: Range<Int> = 0..<0
    /// The enlarged view of the text above a finger moving the caret, while it does.
    var magnifier: TextMagnifier?
    /// The lines a field of several lines last reported to its container (see `sizeThatFits`).
    var shownLineCount = 1

    /// Creates a field at `frame` holding `text`, of one line or up to `maximumLines`.
    public init(frame: Rect = .zero, text: String = "", placeholder: String = "", kind: TextContentKind = .text,
                maximumLines: Int = 1, style: TextStyle = TextStyle(font: Font(size: 18))) {
        editor = TextEditor(text: text, kind: kind, maximumLines: maximumLines)
        self.placeholder = placeholder
        self.style = style
        super.init(frame: frame)
        applyBox()
        press.minimumPressDuration = .zero
        press.name = "text field"
        press.onChange { [unowned self] recognizer in self.pressChanged(recognizer) }
        editor.onLaterOutcome = { [unowned self] outcome in apply(outcome) }
        addGestureRecognizer(press)
    }

    deinit {
        // The magnifier lives in the root view, which may outlast the field.
        magnifier?.removeFromSuperview()
    }

    /// The text. Setting it (filtered for the kind and cut to the maximum length) puts the
    /// caret at the end and forgets the undo history; `onChange` is not called.
    public var text: String {
        get { editor.text }
        set {
            if editor.setText(newValue) == .edited { contentChanged() }
        }
    }

    /// What the field holds.
    public var kind: TextContentKind {
        get { editor.kind }
        set { editor.kind = newValue; contentChanged() }
    }

    /// The most characters the field takes.
    public var maximumLength: Int {
        get { editor.maximumLength }
        set { editor.maximumLength = newValue; contentChanged() }
    }

    /// The most lines the field takes (see `TextEditor.maximumLines`): 1, the default, is a
    /// single line scrolling sideways, where Enter submits; more wrap the text at the field's
    /// width and take newlines, scrolling up and down beyond the field's height.
    public var maximumLines: Int {
        get { editor.maximumLines }
        set { editor.maximumLines = newValue; scrollOffset = 0; contentChanged() }
    }

    /// Whether the field has the text focus of its window.
    public var isFocused: Bool { dispatcher?.textInput.focused === self }

    /// Gives the field the text focus of `dispatcher`'s window.
    public func focus(in dispatcher: InputDispatcher, cause: TextFocusCause = .program) {
        self.dispatcher = dispatcher
        dispatcher.textInput.focus(self, cause: cause)
    }

    /// Gives the focus up, if the field has it.
    public func resignFocus() {
        if isFocused { dispatcher?.textInput.resign() }
    }

    /// A field named by its placeholder (or the app's name), holding its text (never spoken
    /// for a secure field: its length only), focused by activation.
    open override var defaultAccessibilityElement: AccessibilityElement? {
        var states: AccessibilityStates = []
        if isFocused { states.insert(.focused) }
        if kind.isSecure { states.insert(.secure) }
        let shown = kind.isSecure ? String(repeating: "•", count: text.count) : text
        return AccessibilityElement(role: .textField, name: placeholder, value: shown, states: states, actions: [.activate])
    }

    /// Activation focuses the field (its window's keyboard shows), as a tap would, once the
    /// field knows its window (the semantic tree focuses it in its own otherwise).
    open override func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, let dispatcher else { return false }
        focus(in: dispatcher, cause: .touch)
        return true
    }

    /// A field of several lines: as wide as proposed (its own width when the proposal is
    /// unlimited) and as high as its text wrapped at that width, from one line up to
    /// `maximumLines` (more scroll), with its padding; it tells its container when an edit
    /// changes that line count. A field of one line keeps the size it was given.
    open override func sizeThatFits(_ proposal: Size) -> Size { fittingSize(proposal) ?? bounds.size }

    /// Draws the text or placeholder, and while focused the selection and the caret.
    open override func draw(in context: DrawingContext, rect: Rect) { drawField(in: context) }

    open override func languageDidChange() {
        if let localizedPlaceholder { placeholder = localized(localizedPlaceholder) }
    }

    /// A line without letters, and the empty line's caret, go to the window's reading side.
    override func directionDidChange() { setNeedsDisplay() }

    // MARK: TextInputClient

    /// The field itself.
    package var inputView: View { self }
    /// `kind`.
    package var contentKind: TextContentKind { kind }
    /// The field's bounds in the root view's space.
    public var frameInRoot: Rect { convert(bounds, to: nil) }

    /// Applies a key through `editor` (the arrows move on screen order in bidi text; on
    /// several lines, Up and Down keep the caret's x and Home and End stay on its line).
    public func handleTextKey(_ event: KeyEvent) -> Bool {
        let before = FieldPicture(self)
        let layout = fieldLayout
        let goalX = caretGoalX
        caretGoalX = nil
        let lineMoves = layout.flatMap { layout in
            layout.width == nil ? nil : TextLineMoves(vertical: { [unowned self] offset, down in
                let x = goalX ?? layout.caretRect(at: offset).minX
                caretGoalX = x
                return layout.caretOffset(movingVerticallyFrom: offset, down: down, x: x)
            }, lineBoundary: layout.lineBoundary(of:end:))
        }
        let outcome = editor.handleKey(event, moveVisually: { offset, right in
            layout?.caretOffset(movingVisuallyFrom: offset, right: right) ?? offset + (right ? 1 : -1)
        }, lineMoves: lineMoves)
        apply(outcome, before: before)
        return outcome.isUsed
    }

    /// Calls `onSubmit`.
    public func submit() { onSubmit?(self) }

    /// Starts blinking.
    package func textFocusDidBegin() {
        noteActivity()
        setNeedsDisplay()
    }

    /// Stops blinking, hides the caret, the selection and the magnifier, ends the typing run for undo.
    package func textFocusDidEnd() {
        preedit = nil
        stopBlinking()
        hideMagnifier()
        hideReveal()
        editor.breakUndoCoalescing()
        setNeedsDisplay()
    }

    // MARK: Outcomes

    /// Reacts to what an editing step did; `before` is what the field showed before a key
    /// (an edit then repaints only what changed).
    func apply(_ outcome: TextEditOutcome, before: FieldPicture? = nil) {
        switch outcome {
        case .ignored:
            return
        case .unchanged:
            break
        case .moved:
            hideReveal()
            setNeedsDisplay()
        case .edited:
            revealLastTyped()
            if let before { damageEdit(from: before) } else { contentChanged() }
            checkLineCount()
            onChange?(self)
        case .refused(let reason):
            onRefuse?(self, reason)
        case .submit:
            submit()
        }
        noteActivity()
    }

    func contentChanged() {
        setNeedsDisplay()
        checkLineCount()
    }
}
