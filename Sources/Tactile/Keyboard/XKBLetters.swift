import CXKBCommon
import TactileCore

/// Reads an XKB layout's letters from the system's xkeyboard-config data, compiled by
/// xkbcommon as for a hardware keyboard (rules "evdev", model "pc105").
///
/// The letter page takes the main block's three letter rows (AD01–AD12, AC01–AC11,
/// AB01–AB10), left to right as the physical keys are, also for a right-to-left script. A key
/// is on it when its first level types a letter or a combining mark (Thai's vowel signs);
/// punctuation keys are left to the symbol page and dead keys are skipped (on a touch
/// keyboard the accented letters are a long press away, which a lone spacing accent is not).
/// With shift a letter that capitalises types its upper case, as on phones (Greek σ and ς
/// give Σ, Italian è gives È where the physical key's second level has é); a letter of a
/// script without capitals (Arabic, Hebrew, Georgian) types the key's second level when that
/// is a letter or a mark not of the Latin script (Arabic ض its fatha, ا its أ; Georgian წ its
/// ჭ), else itself (Hebrew ק, not the Latin E of its second level).
package enum XKBLetters {
    /// The evdev key codes of the three rows; xkbcommon's are 8 more.
    private static let rowKeyCodes: [ClosedRange<UInt32>] = [16...27, 30...40, 44...53]

    /// The letters of `layout` (`variant`: "" for its default) as the arrangement `name`, whose
    /// long presses offer `accents`.
    package static func arrangement(layout: String, variant: String, name: String,
                                    accents: [Character: String]) throws(KeyboardLayoutError) -> LetterArrangement {
        // An empty layout name would compile xkbcommon's default layout.
        guard !layout.isEmpty, let keymap = compile(layout: layout, variant: variant) else {
            throw .unknownLayout(layout: layout, variant: variant)
        }
        defer { xkb_keymap_unref(keymap) }
        let rows = rowKeyCodes.map { codes in codes.compactMap { letter(keymap, keyCode: $0 + 8) } }
        guard rows.allSatisfy({ !$0.isEmpty }) else { throw .noLetters(layout: layout, variant: variant) }
        return LetterArrangement(name: name, rows: rows, accents: accents)
    }

    /// The keymap of `layout` and `variant`; nil when xkbcommon finds no such layout.
    private static func compile(layout: String, variant: String) -> OpaquePointer? {
        // Names not given are not taken from XKB_DEFAULT_* variables: the letters are the layout's.
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { return nil }
        defer { xkb_context_unref(context) }
        // An unknown name is the caller's error to report, once, rather than xkbcommon's on stderr.
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        return "evdev".withCString { rules in
            "pc105".withCString { model in
                layout.withCString { layout in
                    variant.withCString { variant in
                        var names = xkb_rule_names(rules: rules, model: model, layout: layout, variant: variant, options: nil)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
    }

    /// The key's letter and its shifted one; nil unless its first level types a letter.
    private static func letter(_ keymap: OpaquePointer, keyCode: UInt32) -> LetterArrangement.Letter? {
        guard let text = character(keymap, keyCode, level: 0), isLetterOrMark(text) else { return nil }
        if capitalizes(text) { return LetterArrangement.Letter(String(text), shifted: String(text).uppercased()) }
        if let second = character(keymap, keyCode, level: 1), isLetterOrMark(second), isLatin(second) == isLatin(text) {
            return LetterArrangement.Letter(String(text), shifted: String(second))
        }
        return LetterArrangement.Letter(String(text), shifted: String(text))
    }

    /// The character the key types at `level` of the first layout: nil for none, for several
    /// keysyms, and for a keysym without a character (a dead key, a function).
    private static func character(_ keymap: OpaquePointer, _ keyCode: UInt32, level: UInt32) -> Unicode.Scalar? {
        var symbols: UnsafePointer<xkb_keysym_t>?
        guard xkb_keymap_key_get_syms_by_level(keymap, keyCode, 0, level, &symbols) == 1, let symbols else { return nil }
        let code = xkb_keysym_to_utf32(symbols[0])
        return code == 0 ? nil : Unicode.Scalar(code)
    }

    /// True for what is typed as part of a word: a letter or a combining mark.
    private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .nonspacingMark, .spacingMark: true
        default: false
        }
    }

    /// True for a letter whose title case differs from it: Georgian's have capitals in
    /// Unicode but their title case is themselves, since Georgian writing does not capitalise.
    private static func capitalizes(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.titlecaseMapping != String(scalar)
    }

    /// True for a letter of the Latin blocks.
    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value)
    }
}
