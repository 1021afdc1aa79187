@testable import TactileCore

/// The drag harness with a keyboard driver attached to its dispatcher: focus changes are
/// traced, keys go through the real dispatcher (Escape cancels gestures there first) and the
/// keys nobody used reach the dispatcher's `keyHandler`, traced as well.
final class KeyboardDragHarness {
    let drag = DragHarness()
    let keyboard: KeyboardDragController

    init() {
        keyboard = KeyboardDragController(manager: drag.manager)
        keyboard.attach(to: drag.dispatcher)
        keyboard.focusChanged = { [drag] view in drag.note("focus \(view?.identifier ?? "none")") }
        drag.dispatcher.keyHandler = { [drag] key in drag.note("app key \(String(key.keysym, radix: 16)) \(key.pressed ? "down" : "up")") }
    }

    /// Presses `keysym` (with Shift when `shift`) 10 ms from now and releases it 10 ms later,
    /// ticking the animator at both.
    func press(_ keysym: UInt32, shift: Bool = false) {
        let modifiers: KeyModifiers = shift ? .shift : []
        for pressed in [true, false] {
            drag.wait(10)
            drag.dispatcher.handleKey(KeyEvent(time: UInt32(drag.input.clock.now), keysym: keysym, pressed: pressed,
                                               modifiers: modifiers))
        }
    }

    /// Shift-Tab as xkbcommon reports it: ISO_Left_Tab with Shift held.
    func shiftTab() { press(Keysym.isoLeftTab, shift: true) }

    /// Names of the views showing a focus ring in the whole tree, in tree order.
    func ringed() -> [String] {
        func collect(_ view: View) -> [String] {
            (view.focusRing != nil ? [view.identifier ?? "?"] : []) + view.subviews.flatMap(collect)
        }
        return collect(drag.root)
    }
}
