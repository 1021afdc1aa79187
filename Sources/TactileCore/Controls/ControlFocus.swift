/// The keyboard focus among a window's controls: Tab and Shift-Tab move it from one enabled,
/// visible control to the next in tree order (wrapping), the focused one wears the theme's
/// focus ring and takes the keys it uses (Enter and Space press a button or flip a switch, the
/// arrows move a slider or a segmented control). A touch or a click hides the ring and keeps
/// the focus; the next key only shows the ring again.
///
/// Attach it to the window's dispatcher after any key responder that should see Tab first (a
/// `KeyboardDragController` on the same screen would otherwise share Tab with it).
public final class ControlFocus {
    /// The tree whose controls take the focus.
    public let rootView: View
    /// The focused control, if any.
    public private(set) weak var focused: Control?
    /// Whether the ring is shown (hidden by a touch until the next key).
    package private(set) var isRingShown = false

    /// Creates the focus for the controls under `rootView`.
    public init(rootView: View) {
        self.rootView = rootView
    }

    /// Offers every key to this focus and hides the ring at each touch-down.
    public func attach(to dispatcher: InputDispatcher) {
        dispatcher.addKeyResponder { [weak self] event in self?.handle(event) ?? false }
        dispatcher.addTouchDownObserver { [weak self] _ in self?.hideRing() }
    }

    /// Hides the ring and keeps the focus (what a touch does when attached); for a screen that
    /// offers it the keys itself.
    public func hideRing() { showRing(false) }

    /// Gives the focus to `control` (nil: to none) and shows the ring on it.
    public func focus(_ control: Control?) {
        if let old = focused, old !== control { old.isFocused = false; old.isPressed = false; old.focusRing = nil }
        focused = control
        control?.isFocused = true
        showRing(control != nil)
    }

    /// Handles one key event; true when it was used.
    public func handle(_ event: KeyEvent) -> Bool {
        if event.keysym == Keysym.tab || event.keysym == Keysym.isoLeftTab {
            guard event.pressed else { return true }
            let order = focusableControls()
            guard !order.isEmpty else { return false }
            let current = order.firstIndex { $0 === focused }
            let backward = event.keysym == Keysym.isoLeftTab || event.modifiers.contains(.shift)
            focus(order[focusStep(from: current, count: order.count, backward: backward)])
            return true
        }
        guard let control = focused, control.acceptsFocus, control.root === rootView else { return false }
        if !isRingShown {
            guard event.pressed else { return false }
            showRing(true)
            return true
        }
        return control.handleKey(event)
    }

    private func showRing(_ shown: Bool) {
        isRingShown = shown && focused != nil
        focused?.focusRing = isRingShown ? focused?.effectiveTheme.focusRing : nil
    }

    /// The controls that may take the focus, in tree order, hidden subtrees left out.
    private func focusableControls() -> [Control] {
        var found: [Control] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            if let control = view as? Control, control.acceptsFocus { found.append(control) }
            view.subviews.forEach(visit)
        }
        visit(rootView)
        return found
    }
}
