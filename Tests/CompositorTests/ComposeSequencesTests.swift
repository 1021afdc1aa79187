import CXKBCommon
import Testing
@testable import TactileWayland

/// Dead keys through xkbcommon's real compose tables and a real keymap with dead keys.
@Suite struct ComposeSequencesTests {
    /// US International's apostrophe key is dead_acute: it types nothing, then e types é (one
    /// Character, U+00E9); a key that is no sequence's next cancels it quietly; keys outside a
    /// sequence pass through. In both the C and the en_US.UTF-8 tables.
    @Test(arguments: ["C", "en_US.UTF-8"]) func deadAcuteThenLetterComposes(locale: String) throws {
        let context = try #require(xkb_context_new(XKB_CONTEXT_NO_FLAGS))
        defer { xkb_context_unref(context) }
        var names = xkb_rule_names()
        let keymap = try "evdev".withCString { rules in
            try "pc105".withCString { model in
                try "us".withCString { layout in
                    try "intl".withCString { variant in
                        names.rules = rules; names.model = model; names.layout = layout; names.variant = variant
                        return try #require(xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS))
                    }
                }
            }
        }
        defer { xkb_keymap_unref(keymap) }
        let state = try #require(xkb_state_new(keymap))
        defer { xkb_state_unref(state) }
        let apostrophe: UInt32 = 40 + 8, e: UInt32 = 18 + 8, one: UInt32 = 2 + 8  // evdev KEY_APOSTROPHE, KEY_E, KEY_1
        let deadAcute = xkb_state_key_get_one_sym(state, apostrophe)
        #expect(deadAcute == 0xfe51)  // XKB_KEY_dead_acute
        let compose = try #require(ComposeSequences(context: context, locale: locale))
        let outcomes = [apostrophe, e, apostrophe, one, e].map { compose.feed(xkb_state_key_get_one_sym(state, $0)) }
        #expect(outcomes == [.composing, .composed(keysym: 0xe9, text: "é"), .composing, .cancelled, .passThrough])
        if case .composed(_, let text) = outcomes[1] { #expect(text.count == 1 && text.unicodeScalars.first?.value == 0xe9) }
    }

    /// A locale without a compose table gives none (the keyboard then logs once and types
    /// without composing).
    @Test func missingTableIsNil() throws {
        let context = try #require(xkb_context_new(XKB_CONTEXT_NO_FLAGS))
        defer { xkb_context_unref(context) }
        #expect(ComposeSequences(context: context, locale: "xx_NOWHERE.UTF-8") == nil)
    }
}
