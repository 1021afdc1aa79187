/// The keyboard focus of a window: Tab and Shift-Tab move it through one order, the screen's
/// tree order (wrapping), that holds every enabled, visible control, every text field (once
/// `textInput` is set), every view the app made activatable (`View.onAccessibilityAction`)
/// and, with `dragKeyboard`, that driver's draggable items and nudged views. The focused view
/// wears the theme's focus ring and takes the keys it uses: Enter and Space press a button or
/// flip a switch, the arrows move a slider or a segmented control, a text field types (it has
/// the window's text focus while Tab is on it, and loses it when Tab moves on), Enter or Space
/// activate an activatable view, and on a draggable item or a nudged view the drag driver
/// takes every key it uses (Enter picks up, the arrows nudge; Space, and Enter on a view it
/// does not pick up such as a floating button, activate an activatable one). While the
/// driver carries an item, every key is the driver's: Tab goes over the zones. A touch or a
/// click hides the ring and keeps the focus; the next key only shows the ring again.
///
/// Attach it to the window's dispatcher, or feed it keys through `handle` from a responder of
/// your own (then call `hideRing()` at each touch-down). The drag driver it shares its order
/// with is fed through it: attach the focus, not the driver.
public final class ControlFocus {
    /// The tree whose views take the focus.
    public let rootView: View
    /// The focused control, if any.
    public var focused: Control? { current as? Control }
    /// The view with the focus: a control, a text field, an activatable view, or the drag
    /// driver's focused item; nil when none has it.
    public var focusedView: View? { current ?? dragKeyboard?.focusedView }
    /// The window's dispatcher, whose text focus a text field takes when Tab reaches it
    /// (`attach(to:)` sets it); without one, text fields are left out of the order.
    public var textInput: InputDispatcher? {
        get { textInputLink?.dispatcher }
        set { textInputLink = newValue?.link }
    }
    /// How the focus refers to `textInput`: a weak reference would give the dispatcher, which
    /// every touch retains, a side table (see `InputDispatcherLink`).
    private var textInputLink: InputDispatcherLink?
    /// The keyboard drag driver whose draggable items and nudged views share the order (nil:
    /// none). Feed it its keys through this focus rather than attaching it, and set it anew
    /// when the screen shows another manager's items.
    public weak var dragKeyboard: KeyboardDragController?
    /// Whether the ring is shown (hidden by a touch until the next key).
    package private(set) var isRingShown = false
    /// The focused view when it is this focus's own (not the drag driver's).
    private weak var current: View?

    /// Creates the focus for the views under `rootView`.
    public init(rootView: View) {
        self.rootView = rootView
    }

    /// Offers every key to this focus and hides the rings (the drag driver's too) at each
    /// touch-down; the dispatcher's text focus is the one text fields take, and an item the
    /// drag driver carries is input in progress there, as the driver's own `attach` makes it.
    public func attach(to dispatcher: InputDispatcher) {
        textInput = dispatcher
        dispatcher.addKeyResponder { [weak self] event in self?.handle(event) ?? false }
        dispatcher.addTouchDownObserver { [weak self] _ in
            self?.hideRing()
            self?.dragKeyboard?.hideFocusRing()
        }
        dispatcher.addInputHold { [weak self] in self?.dragKeyboard?.session != nil }
    }

    /// Hides the ring and keeps the focus (what a touch does when attached); for a screen that
    /// offers it the keys itself.
    public func hideRing() { showRing(false) }

    /// Gives the focus to `view` (nil: to none) and shows the ring on it: a control, a text
    /// field (which takes the text focus), an activatable view, or one of the drag driver's.
    public func focus(_ view: View?) {
        if let old = current, old !== view {
            if let control = old as? Control { control.isFocused = false; control.isPressed = false }
            old.focusRing = nil
        }
        // The keys leave the field that had them (focused by Tab or by a finger) for the new focus.
        if let typing = textInput?.textInput.focused?.inputView as? TextField, typing !== view, typing.root === rootView {
            typing.resignFocus()
        }
        if let view, let dragKeyboard, dragKeyboard.focusableViews.contains(ObjectIdentifier(view)) {
            current = nil
            isRingShown = false
            dragKeyboard.focusFromSharedOrder(view)
            return
        }
        if view != nil { dragKeyboard?.focus(nil) }
        current = view
        (view as? Control)?.isFocused = true
        if let field = view as? TextField, let textInput { field.focus(in: textInput) }
        showRing(view != nil)
    }

    /// Handles one key event; true when it was used.
    public func handle(_ event: KeyEvent) -> Bool {
        if let dragKeyboard, dragKeyboard.session != nil { return dragKeyboard.handle(event) }
        let onDragItem = current == nil && dragKeyboard?.focusedView.map { $0.root === rootView } == true
        if event.keysym == Keysym.tab || event.keysym == Keysym.isoLeftTab {
            guard event.pressed else { return true }
            // After a touch, the first Tab only shows the ring around the kept focus.
            if onDragItem, let dragKeyboard, !dragKeyboard.isFocusRingShown {
                dragKeyboard.focusFromSharedOrder(dragKeyboard.focusedView)
                return true
            }
            let order = focusOrder()
            guard !order.isEmpty else { return false }
            let backward = event.keysym == Keysym.isoLeftTab || event.modifiers.contains(.shift)
            focus(order[focusStep(from: currentIndex(in: order), count: order.count, backward: backward)])
            return true
        }
        if onDragItem, let dragKeyboard, let view = dragKeyboard.focusedView {
            if dragKeyboard.handle(event) { return true }
            // Enter on a view the driver only nudges (a floating button), and Space on any of
            // the driver's views (a photo that opens): what a tap does.
            guard event.pressed, !event.isRepeat, Control.isPressKey(event.keysym), view.onAccessibilityAction != nil else { return false }
            return view.performAccessibilityAction(.activate)
        }
        guard let view = current, view.root === rootView, (view as? Control)?.acceptsFocus ?? true else { return false }
        if !isRingShown {
            guard event.pressed else { return false }
            showRing(true)
            return true
        }
        if let control = view as? Control { return control.handleKey(event) }
        guard !(view is TextField), Control.isPressKey(event.keysym) else { return false }
        // An activatable view acts once per press, as a button does at its release.
        return !event.pressed || event.isRepeat || view.performAccessibilityAction(.activate)
    }

    private func showRing(_ shown: Bool) {
        isRingShown = shown && current != nil
        current?.focusRing = isRingShown ? current?.effectiveTheme.focusRing : nil
    }

    /// Where the focus is in `order`: this focus's own view, else the text field with the
    /// window's text focus (a finger may have put it there), else the drag driver's view.
    private func currentIndex(in order: [View]) -> Int? {
        let typing = textInput?.textInput.focused?.inputView
        for candidate in [current, typing, dragKeyboard?.focusedView] {
            if let candidate, let index = order.firstIndex(where: { $0 === candidate }) { return index }
        }
        return nil
    }

    /// The views that may take the focus, in tree order, hidden subtrees left out.
    private func focusOrder() -> [View] {
        let dragMembers = dragKeyboard?.focusableViews ?? []
        var found: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let control = view as? Control {
                if control.acceptsFocus { found.append(control) }
            } else if view is TextField ? textInput != nil && view.isUserInteractionEnabled
                        : dragMembers.contains(ObjectIdentifier(view)) || view.onAccessibilityAction != nil {
                found.append(view)
            }
            view.subviews.forEach(visit)
        }
        visit(rootView)
        return found
    }
}
