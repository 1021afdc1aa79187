/// Ties a window's text fields to its on-screen keyboard, so that an app gets touch typing by
/// creating one (or by `SceneHost.enableOnScreenKeyboard()`):
///
/// - the keyboard shows when a field gets the focus by touch (not by the mouse or the
///   program: whoever types on a hardware keyboard is not bothered), on the page for the
///   field's content kind (the keypads for numbers and PINs);
/// - it hides by its hide key (the field keeps the focus), by a tap outside every field and
///   outside the keyboard (the field loses the focus), and when the focused field loses the
///   focus, also by leaving the window (`checkFocus()` notices that), and when a hardware
///   keyboard types (as on phones: whoever has keys needs no keys on screen), until a field
///   is next focused by touch;
/// - while it shows, the focused field is kept above the keyboard, frame by frame with the
///   keyboard's spring: the innermost scroll view holding it scrolls as far as its content goes,
///   and `content` moves up by what is still missing, back down as the keyboard hides;
/// - its enter key submits the field, like a hardware Enter, since it types through
///   `InputDispatcher.handleKey`.
///
/// The keyboard is added as the last subview of the dispatcher's root view.
public final class TextEntryController {
    /// The keyboard shown for fields focused by touch.
    public let keyboard: OnScreenKeyboard
    /// Space kept between the focused field's bottom and the keyboard's top when content
    /// moves up, in logical pixels.
    public var fieldMargin = 12.0
    /// Whether the letter arrangement follows the hardware keyboard's layout
    /// (`keyboardLayoutDidChange`); false once the app chose arrangements, through
    /// `init(arrangement:)`, `chooseArrangement(_:)` or `chooseArrangements(_:)`.
    package private(set) var followsKeyboardLayout: Bool
    /// Whether the keyboard shows for fields focused by touch; false while the compositor's
    /// input method types instead (`TextInputSource.systemInputMethod`), which also hides it.
    public var showsKeyboard = true {
        didSet { if !showsKeyboard { keyboard.hide() } }
    }

    private unowned let dispatcher: InputDispatcher
    private let animator: Animator
    /// The views moved up, each with the shift it has been given (undone before a new one).
    private let content: () -> [View]
    /// How far `content` is moved up now, in logical pixels.
    package private(set) var contentShift = 0.0
    private var shiftedViews: [(view: View, shift: Double)] = []

    /// A controller for the fields under `dispatcher`'s root view: the keyboard slides with
    /// `animator`; letters in `arrangement`, or, when nil, QWERTY until
    /// `keyboardLayoutDidChange` gives the hardware keyboard's. `content` gives the
    /// views to move up (nil: every other subview of the root view).
    package init(dispatcher: InputDispatcher, animator: Animator, arrangement: LetterArrangement? = nil,
                content: (() -> [View])? = nil) {
        self.dispatcher = dispatcher
        self.animator = animator
        followsKeyboardLayout = arrangement == nil
        keyboard = OnScreenKeyboard(dispatcher: dispatcher, animator: animator, arrangement: arrangement ?? .qwerty)
        let root = dispatcher.rootView
        self.content = content ?? { [unowned keyboard] in root.subviews.filter { $0 !== keyboard } }
        root.addSubview(keyboard)
        keyboard.onVisibleHeightChange = { [unowned self] _ in updateContentShift() }
        dispatcher.textInput.addObserver { [unowned self] change in focusChanged(change) }
        dispatcher.addKeyObserver { [unowned self] event in keyPressed(event) }
        let dismiss = TapGestureRecognizer()
        dismiss.name = "text entry dismiss"
        dismiss.yieldsToEveryRecognizer = true
        dismiss.onChange { [unowned self] recognizer in
            if recognizer.state == .recognized { tapped(at: recognizer.location(in: nil)) }
        }
        root.addGestureRecognizer(dismiss)
    }

    /// The hardware keyboard's keymap has the letters of `arrangement` (read from its xkb
    /// layout): the keyboard shows them unless the app chose arrangements.
    package func keyboardLayoutDidChange(_ arrangement: LetterArrangement) {
        guard followsKeyboardLayout else { return }
        keyboard.arrangement = arrangement
    }

    /// The letters follow the hardware keyboard's keymap again, whose letters are now those of
    /// `arrangement` (the scene went back to the kiosk's own language).
    package func followKeyboardLayout(_ arrangement: LetterArrangement) {
        followsKeyboardLayout = true
        keyboard.arrangements = [arrangement]
    }

    /// The app chose `arrangement` (a setting): the letters take it and keep it whatever
    /// layout the hardware keyboard has afterwards.
    public func chooseArrangement(_ arrangement: LetterArrangement) {
        chooseArrangements([arrangement])
    }

    /// The app chose `arrangements` (the languages a kiosk offers, its visitor's first): the
    /// keyboard shows the first, with a key to the next when there are several (see
    /// `OnScreenKeyboard.arrangements`), and keeps them whatever layout the hardware keyboard
    /// has afterwards.
    public func chooseArrangements(_ arrangements: [LetterArrangement]) {
        followsKeyboardLayout = false
        keyboard.arrangements = arrangements
    }

    /// Hides the keyboard when the focused field has left the window (its scene was taken
    /// away): the text focus notices that only when asked, so a host asks after each batch
    /// of input and each frame.
    package func checkFocus() {
        dispatcher.textInput.resignIfOutsideWindow()
    }

    /// A key pressed on a hardware keyboard (not one of the on-screen keyboard's, nor a
    /// modifier alone) while a field has the focus hides the keyboard; the field keeps it.
    private func keyPressed(_ event: KeyEvent) {
        guard event.pressed, !keyboard.isSendingKey, keyboard.isShown, !Keysym.isModifier(event.keysym),
              dispatcher.textInput.focused != nil else { return }
        keyboard.hide()
    }

    /// The window changed size: the keyboard refits its width and the content its shift.
    package func containerDidResize() {
        keyboard.layoutInSuperview()
        updateContentShift()
    }

    private func focusChanged(_ change: TextFocusChange) {
        guard let input = change.input else {
            keyboard.hide()
            return updateContentShift()
        }
        if showsKeyboard && (change.cause == .touch || keyboard.isShown) { keyboard.show(for: input.contentKind.keyboardContentKind) }
        updateContentShift()
    }

    /// A tap that landed on the window's background or a view that takes no part in typing:
    /// the focus goes (and the keyboard with it). Taps on fields, on the keyboard or on
    /// anything that recognized them itself never get here, or are let be.
    private func tapped(at location: Point) {
        let root = dispatcher.rootView
        guard let hit = root.hitTest(root.convert(location, from: nil)) else { return dispatcher.textInput.resign() }
        var view: View? = hit
        while let current = view {
            if current === keyboard || current is TextInputClient { return }
            view = current.superview
        }
        dispatcher.textInput.resign()
    }

    /// Brings the focused field's bottom `fieldMargin` above the keyboard's top: first by
    /// scrolling the innermost scroll view holding it as far as its content goes, then by
    /// moving `content` up, never by more than brings the field's top to the window's top.
    private func updateContentShift() {
        var shift = 0.0
        if let field = dispatcher.textInput.focused, keyboard.visibleHeight > 0 {
            let keyboardTop = dispatcher.rootView.bounds.height - keyboard.visibleHeight
            var frame = field.frameInRoot.offsetBy(dx: 0, dy: contentShift)
            let covered = frame.maxY + fieldMargin - keyboardTop
            if covered > 0, let scrollView = Self.innermostScrollView(holding: field.inputView) {
                // A momentum still running would scroll the field back under the keyboard.
                animator.stop(scrollView, \ScrollView.alignedContentOffset)
                scrollView.setContentOffset(Point(x: scrollView.contentOffset.x, y: scrollView.contentOffset.y + covered))
                frame = field.frameInRoot.offsetBy(dx: 0, dy: contentShift)
            }
            shift = max(0, min(frame.maxY + fieldMargin - keyboardTop, frame.minY))
        }
        guard shift != contentShift else { return }
        for entry in shiftedViews { entry.view.transform = entry.view.transform.translatedBy(x: 0, y: entry.shift) }
        shiftedViews = shift == 0 ? [] : content().map { ($0, shift) }
        for entry in shiftedViews { entry.view.transform = entry.view.transform.translatedBy(x: 0, y: -shift) }
        contentShift = shift
    }

    private static func innermostScrollView(holding view: View) -> ScrollView? {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView { return scrollView }
            ancestor = current.superview
        }
        return nil
    }
}

extension TextContentKind {
    /// The on-screen keyboard's kind for this content: the number and PIN keypads for
    /// digits, the letters for the rest.
    package var keyboardContentKind: KeyboardContentKind {
        switch self {
        case .text, .password: .text
        case .email: .email
        case .number: .number
        case .pin: .pin
        }
    }
}
