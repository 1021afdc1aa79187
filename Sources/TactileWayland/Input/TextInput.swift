import CWaylandClient
import Glibc
import CWaylandProtocols
import TactileCore

/// A seat's `zwp_text_input_v3`: the compositor's input method types through it into the
/// application's focused field.
///
/// While the seat's keyboard focus is on one of the application's surfaces (`enter`) and the
/// application wants it (`sync` with a state), it is enabled and told the field's surrounding
/// text, content type and caret rectangle, each change in one commit; `sync(nil)` or `leave`
/// disables it. The events between two `done`s are collected by `InputMethodEvents`
/// (which refuses bad strings and lengths) and handed to the input handler at `done`.
///
/// Serials (text-input-unstable-v3): the client counts its commits; a `done` whose serial is
/// not that count answers an older state. Its changes still apply, but the state they lead to
/// is not sent back then: the compositor is still to hear the newer commits.
final class TextInput {
    private unowned let seat: Seat
    private let proxy: OpaquePointer
    /// The application's surface that has this seat's keyboard focus, if one has.
    private var focusedSurface: OpaquePointer?
    private var enabled = false
    private var commits: UInt32 = 0
    /// The state last committed, to send only changes.
    private var sent: InputMethodFieldState?
    /// What the application wants now: the focused field's state, nil for none.
    private var wanted: InputMethodFieldState?
    /// True from a `done` that applied the input method's changes to the next commit: its
    /// change cause is the input method.
    private var changedByInputMethod = false
    /// True after a `done` with an outdated serial, until the next sync (which it skips).
    private var holdState = false
    private var events: InputMethodEvents

    init(seat: Seat, manager: OpaquePointer) {
        self.seat = seat
        proxy = zwp_text_input_manager_v3_get_text_input(manager, seat.proxy)
        events = InputMethodEvents(log: seat.log)
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    deinit {
        zwp_text_input_v3_destroy(proxy)
    }

    /// True when the state last given to `sync` has not gone out although the keyboard focus
    /// is here: a `sync` held back after an outdated `done`. The next `sync` sends it.
    var hasUnsentState: Bool {
        guard focusedSurface != nil else { return false }
        guard let wanted else { return enabled }
        return !enabled || wanted != sent
    }

    /// Enables the text input with `state` (or sends the change), or with nil disables it;
    /// nothing goes out while no surface of the application has the keyboard focus.
    func sync(_ state: InputMethodFieldState?) {
        wanted = state
        guard focusedSurface != nil else { return }
        if holdState { holdState = false; return }
        guard let state else {
            guard enabled else { return }
            zwp_text_input_v3_disable(proxy)
            enabled = false
            sent = nil
            return commit()
        }
        if !enabled {
            zwp_text_input_v3_enable(proxy)
            enabled = true
            sent = nil
        }
        guard state != sent else { return }
        zwp_text_input_v3_set_surrounding_text(proxy, state.surroundingText, Int32(state.cursorByte), Int32(state.anchorByte))
        let cause = changedByInputMethod ? ZWP_TEXT_INPUT_V3_CHANGE_CAUSE_INPUT_METHOD : ZWP_TEXT_INPUT_V3_CHANGE_CAUSE_OTHER
        zwp_text_input_v3_set_text_change_cause(proxy, cause.rawValue)
        let contentType = state.kind.textInputContentType
        zwp_text_input_v3_set_content_type(proxy, contentType.hint, contentType.purpose)
        let caret = state.caretRect
        zwp_text_input_v3_set_cursor_rectangle(proxy, Int32(caret.minX.rounded(.down)), Int32(caret.minY.rounded(.down)),
                                               Int32(caret.width.rounded(.up)), Int32(caret.height.rounded(.up)))
        changedByInputMethod = false
        sent = state
        commit()
    }

    private func commit() {
        zwp_text_input_v3_commit(proxy)
        commits &+= 1
    }

    private func handle(_ event: ZwpTextInputV3Event) {
        switch event {
        case .enter(let surface):
            guard seat.isOwnSurface(surface) else { return }
            focusedSurface = surface
            sync(wanted)
        case .leave(let surface):
            guard surface == focusedSurface else { return }
            // The compositor has disabled it: a new enter enables it afresh.
            focusedSurface = nil
            enabled = false
            sent = nil
            _ = events.done()
            seat.handler?.handleInputMethod(InputMethodUpdate())
        case .preeditString(let text, let cursorBegin, let cursorEnd):
            events.preedit(Self.bytes(text), cursorBegin: Int(cursorBegin), cursorEnd: Int(cursorEnd))
        case .commitString(let text):
            events.commit(Self.bytes(text))
        case .deleteSurroundingText(let before, let after):
            events.deleteSurrounding(before: before, after: after)
        case .done(let serial):
            let update = events.done()
            holdState = serial != commits
            changedByInputMethod = true
            seat.handler?.handleInputMethod(update)
        }
    }

    /// The bytes of a C string from the wire (at most a Wayland message's worth), nil for null.
    private static func bytes(_ text: UnsafePointer<CChar>?) -> [UInt8]? {
        guard let text else { return nil }
        let length = strnlen(text, InputMethodEvents.maximumBytes + 1)
        return text.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (input: TextInput, event: ZwpTextInputV3Event) in input.handle(event) }
    }
}

extension TextContentKind {
    /// text-input-unstable-v3's content hint and purpose for this kind: digits for numbers,
    /// PIN and password with the hidden-text and sensitive-data hints, e-mail.
    package var textInputContentType: (hint: UInt32, purpose: UInt32) {
        let secret = ZWP_TEXT_INPUT_V3_CONTENT_HINT_HIDDEN_TEXT.rawValue | ZWP_TEXT_INPUT_V3_CONTENT_HINT_SENSITIVE_DATA.rawValue
        switch self {
        case .text: return (ZWP_TEXT_INPUT_V3_CONTENT_HINT_NONE.rawValue, ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NORMAL.rawValue)
        case .number: return (ZWP_TEXT_INPUT_V3_CONTENT_HINT_NONE.rawValue, ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_DIGITS.rawValue)
        case .pin: return (secret, ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PIN.rawValue)
        case .password: return (secret, ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PASSWORD.rawValue)
        case .email: return (ZWP_TEXT_INPUT_V3_CONTENT_HINT_NONE.rawValue, ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_EMAIL.rawValue)
        }
    }
}
