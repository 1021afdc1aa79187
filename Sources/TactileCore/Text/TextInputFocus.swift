/// How a text input came to have the focus: an on-screen keyboard shows for `touch` only.
public enum TextFocusCause: Hashable, Sendable {
    /// A finger tapped it.
    case touch
    /// The mouse clicked it.
    case mouse
    /// The program focused it (`TextField.focus(in:)`).
    case program
}

/// What the window's text focus needs from a view that takes typing (`TextField`).
package protocol TextInputClient: AnyObject {
    /// The view itself (to tell whether it is still in the window).
    var inputView: View { get }
    /// What it holds, for the keyboard's page (digits for `number` and `pin`).
    var contentKind: TextContentKind { get }
    /// Its frame in the root view's space (surface coordinates, logical pixels): content can
    /// move up so that a keyboard does not cover it.
    var frameInRoot: Rect { get }
    /// Takes a key press, repeat or release; true when used.
    func handleTextKey(_ event: KeyEvent) -> Bool
    /// Submits its text, as Enter does.
    func submit()
    /// Called when it gains the focus.
    func textFocusDidBegin()
    /// Called when it loses the focus.
    func textFocusDidEnd()
}

/// A change of the text focus, for observers (an on-screen keyboard).
package struct TextFocusChange {
    /// The input that has the focus now, nil when none has.
    package let input: TextInputClient?
    /// How it got it (nil when the focus went away).
    package let cause: TextFocusCause?
}

/// The text focus of one window (`InputDispatcher.textInput`): which text input takes the
/// keys, and the clipboard its fields share. The focused input sees every key before the
/// key responders (the keyboard drag driver among them) and the key handler; the keys it does
/// not use (Tab, Escape, …) go on to them. An on-screen keyboard observes the changes to show
/// itself when a field is focused by touch and types through `InputDispatcher.handleKey`,
/// like a hardware keyboard.
public final class TextInputFocus {
    /// The root view of the window: an input no longer under it loses the focus.
    private unowned let rootView: View
    private weak var current: TextInputClient?
    /// Observers of focus changes, in the order added.
    private var observers: [(TextFocusChange) -> Void] = []
    /// Keys whose press the focused input used: their releases are its too.
    private var usedKeys: Set<UInt32> = []
    /// How the focused input got the focus.
    package private(set) var cause: TextFocusCause?
    /// What the window's fields copy to and paste from.
    public let clipboard = TextClipboard()

    init(rootView: View) { self.rootView = rootView }

    /// The input that has the focus, nil when none has. One that has left the window keeps
    /// it until `resignIfOutsideWindow()` (which every key calls first) notices.
    package var focused: TextInputClient? { current }

    /// Takes the focus from an input that has left the window (its scene was taken away),
    /// and observers hear of it: a host calls this after each batch of input and each frame
    /// (`TextEntryController.checkFocus()`), and every key does before it is offered.
    package func resignIfOutsideWindow() {
        if let input = current, !input.inputView.isDescendant(of: rootView) { resign() }
    }

    /// Gives `input` the focus (the one that had it loses it first); a focus by touch for
    /// an input that already has it is reported again, so that a hidden keyboard shows.
    package func focus(_ input: TextInputClient, cause: TextFocusCause) {
        if current === input {
            guard cause == .touch || cause != self.cause else { return }
            self.cause = cause
            return notify()
        }
        let previous = current
        current = input
        self.cause = cause
        usedKeys.removeAll()
        previous?.textFocusDidEnd()
        input.textFocusDidBegin()
        notify()
    }

    /// Takes the focus away from whatever has it.
    package func resign() {
        guard let previous = current else { return }
        current = nil
        cause = nil
        usedKeys.removeAll()
        previous.textFocusDidEnd()
        notify()
    }

    /// Submits the focused input's text (an on-screen keyboard's enter key may call it).
    package func submit() { focused?.submit() }

    /// Calls `observer` after each change of the focus.
    package func addObserver(_ observer: @escaping (TextFocusChange) -> Void) { observers.append(observer) }

    /// Offers `event` to the focused input; true when it used it.
    func handleKey(_ event: KeyEvent) -> Bool {
        resignIfOutsideWindow()
        guard let input = focused else { return false }
        if !event.pressed { return usedKeys.remove(event.keysym) != nil }
        guard input.handleTextKey(event) else { return false }
        usedKeys.insert(event.keysym)
        return true
    }

    private func notify() {
        let change = TextFocusChange(input: current, cause: cause)
        for observer in observers { observer(change) }
    }
}
