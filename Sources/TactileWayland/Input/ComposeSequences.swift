import CXKBCommon
#if canImport(Glibc)
import Glibc
#endif

/// Dead keys and compose sequences (dead acute then e gives é) through xkbcommon's compose
/// table for the user's locale. Fed with every key press, it says whether the key types as
/// usual, is part of a sequence still going on (it types nothing), or ends one (it types the
/// composed text).
final class ComposeSequences {
    /// What a key press does to the sequence in progress.
    enum Outcome: Equatable {
        /// Not part of a sequence: the key types its own text.
        case passThrough
        /// A sequence started or goes on: the key types nothing yet.
        case composing
        /// A sequence ended: the key types `text` (keysym `keysym`).
        case composed(keysym: UInt32, text: String)
        /// A sequence was broken off: the key types nothing.
        case cancelled
    }

    private let table: OpaquePointer
    private let state: OpaquePointer

    /// The compose table for `locale`, nil when there is none (no such locale, no X11 locale
    /// files installed).
    init?(context: OpaquePointer, locale: String) {
        guard let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else { return nil }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            return nil
        }
        self.table = table
        self.state = state
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
    }

    /// The locale whose compose table applies: the first of LC_ALL, LC_CTYPE and LANG that is
    /// set (as xkbcommon advises), else "C".
    static func environmentLocale() -> String {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
        }
        return "C"
    }

    /// Feeds the keysym of a key press.
    func feed(_ keysym: UInt32) -> Outcome {
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return .passThrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            var buffer = [CChar](repeating: 0, count: 64)
            let length = Int(xkb_compose_state_get_utf8(state, &buffer, buffer.count))
            let text = String(decoding: buffer[..<min(max(length, 0), buffer.count - 1)].map { UInt8(bitPattern: $0) },
                              as: UTF8.self)
            let composed = xkb_compose_state_get_one_sym(state)
            xkb_compose_state_reset(state)
            return .composed(keysym: composed, text: text)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .cancelled
        default:
            return .passThrough
        }
    }

    /// Forgets a sequence in progress (the keymap changed, the window lost the keyboard).
    func reset() { xkb_compose_state_reset(state) }
}
