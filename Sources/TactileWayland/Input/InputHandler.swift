import TactileCore

/// Receives everything the seat's devices report for the window, in compositor order, as
/// TactileCore's raw input model (surface-local logical pixels, compositor millisecond times).
package protocol InputHandler: AnyObject {
    /// A touch event (the seat has already filtered out ids that went down elsewhere).
    func handleTouch(_ event: TouchEvent)
    /// A pointer event.
    func handlePointer(_ event: PointerEvent)
    /// A touchpad gesture event (pinch, swipe, hold) begun on the window's surfaces.
    func handleTouchpadGesture(_ event: TouchpadGestureEvent)
    /// A key event, translated by xkbcommon with the compositor's keymap.
    func handleKey(_ event: KeyEvent)
    /// The modifier keys held changed (Ctrl with the wheel rotates in the mouse fallback).
    func handleModifiers(_ modifiers: KeyModifiers)
    /// The compositor's keymap names its first layout `name` (xkb's name for it, such as
    /// "English (US)" or "German"): an on-screen keyboard arranges its letters by it.
    func handleKeyboardLayout(_ name: String)
    /// The window gained (true) or lost (false) keyboard focus.
    func handleKeyboardFocus(_ focused: Bool)
    /// The compositor's input method sent a `done` (text-input-unstable-v3): the update to
    /// apply to the focused field (an empty one when the input method left: the preedit goes).
    func handleInputMethod(_ update: InputMethodUpdate)
    /// True when the latest input came from the touchscreen (see
    /// `InputDispatcher.lastInputWasTouch`, which owns the fact): the seat hides the cursor
    /// for a pointer entering after a touch.
    var lastInputWasTouch: Bool { get }
    /// Every event read in one go from the socket has been dispatched: a touch sequence
    /// left without `frame` (cage never sends one, weston drops the last) ends here.
    func handleInputBatchEnd()
}
