import CShims
import CWaylandClient
import TactileCore
import CXKBCommon
#if canImport(Glibc)
import Glibc
#endif

/// A `wl_keyboard`: compiles the compositor's keymap with xkbcommon, tracks modifiers,
/// translates keys to keysyms and text, and repeats held keys at the compositor's rate.
final class Keyboard {
    let proxy: OpaquePointer
    private let version: UInt32
    private unowned let seat: Seat
    private let context: OpaquePointer?
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    /// Dead keys and compose sequences; nil without a compose table for the locale (keys
    /// then type as they are).
    private var compose: ComposeSequences?
    private var composeLoaded = false
    private var focused = false
    private var repeatRate: Int32 = 25
    private var repeatDelay: Int32 = 600
    private var repeating: (keyCode: UInt32, timer: EventLoop.TimerID)?

    init(seat: Seat, proxy: OpaquePointer, version: UInt32) {
        self.seat = seat
        self.proxy = proxy
        self.version = version
        context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    deinit {
        stopRepeat()
        if version >= UInt32(WL_KEYBOARD_RELEASE_SINCE_VERSION) { wl_keyboard_release(proxy) } else { wl_keyboard_destroy(proxy) }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Maps the keymap the compositor shares (private, read-only, size checked) and
    /// compiles it; a bad keymap is reported and leaves keys untranslated, never crashes.
    private func loadKeymap(format: UInt32, fd: Int32, size: UInt32) {
        defer { close(fd) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, size > 0, let context else {
            seat.log("keyboard: ignored keymap of format \(format), size \(size)")
            return
        }
        guard let mapping = tactile_map_private_readonly(fd, Int(size)) else {
            seat.log("keyboard: cannot map keymap: \(errnoDescription())")
            return
        }
        defer { munmap(mapping, Int(size)) }
        let text = mapping.assumingMemoryBound(to: CChar.self)
        let length = strnlen(text, Int(size))
        guard let newKeymap = xkb_keymap_new_from_buffer(
            context, text, length, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS),
            let newState = xkb_state_new(newKeymap)
        else {
            seat.log("keyboard: the compositor's keymap does not compile")
            return
        }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        keymap = newKeymap
        state = newState
        loadComposeTable(context: context)
        if let name = xkb_keymap_layout_get_name(newKeymap, 0) { seat.deliverKeyboardLayout(String(cString: name)) }
    }

    /// Loads the locale's compose table with the first keymap (one log line when there is
    /// none); a new keymap breaks off a sequence in progress.
    private func loadComposeTable(context: OpaquePointer) {
        compose?.reset()
        guard !composeLoaded else { return }
        composeLoaded = true
        let locale = ComposeSequences.environmentLocale()
        compose = ComposeSequences(context: context, locale: locale)
        if compose == nil { seat.log("keyboard: no compose table for locale \(locale): dead keys do not compose") }
    }

    private var modifiers: KeyModifiers {
        guard let state else { return [] }
        var result: KeyModifiers = []
        // XKB_MOD_NAME_NUM is Mod2: Num Lock's real modifier, locked while it is on.
        let names: [(String, KeyModifiers)] = [("Shift", .shift), ("Control", .control), ("Mod1", .alt), ("Mod4", .super),
                                               ("Lock", .capsLock), ("Mod2", .numLock)]
        for (name, modifier) in names where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            result.insert(modifier)
        }
        return result
    }

    private func translate(keyCode: UInt32, time: UInt32, pressed: Bool, isRepeat: Bool) -> KeyEvent {
        var keysym: UInt32 = 0
        var text = ""
        if let state {
            let xkbCode = keyCode + 8  // evdev codes are offset by 8 in XKB.
            keysym = xkb_state_key_get_one_sym(state, xkbCode)
            var buffer = [CChar](repeating: 0, count: 64)
            let length = pressed ? Int(xkb_state_key_get_utf8(state, xkbCode, &buffer, buffer.count)) : 0
            if length > 0 {
                text = String(decoding: buffer[..<min(length, buffer.count - 1)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            if pressed, let compose {
                switch compose.feed(keysym) {
                case .passThrough: break
                case .composing, .cancelled: text = ""
                case .composed(let composedKeysym, let composedText): (keysym, text) = (composedKeysym, composedText)
                }
            }
        }
        return KeyEvent(time: MonotonicTime(wireMilliseconds: Int64(time)), keysym: keysym, text: text, pressed: pressed, isRepeat: isRepeat, modifiers: modifiers)
    }

    private func key(code: UInt32, time: UInt32, pressed: Bool) {
        seat.deliverKey(translate(keyCode: code, time: time, pressed: pressed, isRepeat: false))
        if pressed {
            startRepeat(keyCode: code, time: time)
        } else if repeating?.keyCode == code {
            stopRepeat()
        }
    }

    private func startRepeat(keyCode: UInt32, time: UInt32) {
        stopRepeat()
        guard repeatRate > 0, let keymap, xkb_keymap_key_repeats(keymap, keyCode + 8) != 0 else { return }
        scheduleRepeat(keyCode: keyCode, time: time, after: .milliseconds(Double(repeatDelay)))
    }

    private func scheduleRepeat(keyCode: UInt32, time: UInt32, after delay: TimeSpan) {
        let timer = seat.loop.addTimer(at: EventLoop.now() + delay) { [unowned self] in
            let interval = TimeSpan.milliseconds(Double(1000 / max(repeatRate, 1)))
            // The repeat's key event carries a wire timestamp, like the press it repeats.
            let repeatTime = time &+ UInt32(truncatingIfNeeded: Int64(delay.milliseconds))
            seat.deliverKey(translate(keyCode: keyCode, time: repeatTime, pressed: true, isRepeat: true))
            scheduleRepeat(keyCode: keyCode, time: repeatTime, after: interval)
        }
        repeating = (keyCode, timer)
    }

    private func stopRepeat() {
        if let repeating { seat.loop.cancelTimer(repeating.timer) }
        repeating = nil
    }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (keyboard: Keyboard, event: WlKeyboardEvent) in keyboard.handle(event) }
    }

    private func handle(_ event: WlKeyboardEvent) {
        switch event {
        case .keymap(let format, let fd, let size):
            loadKeymap(format: format, fd: fd, size: size)
        case .enter(let serial, let surface, _):
            guard seat.isOwnSurface(surface) else { return }
            seat.lastInputSerial = serial
            focused = true
            seat.deliverKeyboardFocus(true)
        case .leave:
            guard focused else { return }
            focused = false
            stopRepeat()
            compose?.reset()  // A dead key pressed before leaving must not compose with a key after.
            seat.deliverKeyboardFocus(false)
        case .key(let serial, let time, let key, let state):
            guard focused else { return }
            seat.lastInputSerial = serial
            self.key(code: key, time: time, pressed: state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue)
        case .modifiers(_, let depressed, let latched, let locked, let group):
            guard let state else { return }
            xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
            seat.deliverModifiers(modifiers)
        case .repeatInfo(let rate, let delay):
            repeatRate = max(rate, 0)
            repeatDelay = max(delay, 0)
        }
    }
}
