/// Modifier keys held during an input event (from `wl_keyboard.modifiers` through xkbcommon).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits; only the named members are meaningful.
    public let rawValue: UInt8
    /// Creates a set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key (Mod1).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super / logo key (Mod4).
    public static let `super` = KeyModifiers(rawValue: 1 << 3)
    /// Caps Lock is on.
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
    /// Num Lock is on (Mod2). xkbcommon has already applied it to the keysym: the keypad's
    /// 4 comes as `Keysym.keypad4` with it and as `Keysym.keypadLeft` without.
    public static let numLock = KeyModifiers(rawValue: 1 << 5)
}

/// XKB keysym values (`xkbcommon-keysyms.h`) the toolkit itself reacts to.
public enum Keysym {
    /// XKB_KEY_Escape: cancels whatever gesture is in progress.
    public static let escape: UInt32 = 0xff1b
    /// XKB_KEY_Return.
    public static let enter: UInt32 = 0xff0d
    /// XKB_KEY_Tab.
    public static let tab: UInt32 = 0xff09
    /// XKB_KEY_ISO_Left_Tab: what xkbcommon makes of Tab with Shift held.
    public static let isoLeftTab: UInt32 = 0xfe20
    /// XKB_KEY_KP_Enter: the keypad's Enter.
    public static let keypadEnter: UInt32 = 0xff8d
    /// XKB_KEY_Left.
    public static let left: UInt32 = 0xff51
    /// XKB_KEY_Up.
    public static let up: UInt32 = 0xff52
    /// XKB_KEY_Right.
    public static let right: UInt32 = 0xff53
    /// XKB_KEY_Down.
    public static let down: UInt32 = 0xff54
    /// XKB_KEY_KP_Left: the keypad's 4 with Num Lock off.
    public static let keypadLeft: UInt32 = 0xff96
    /// XKB_KEY_KP_Up: the keypad's 8 with Num Lock off.
    public static let keypadUp: UInt32 = 0xff97
    /// XKB_KEY_KP_Right: the keypad's 6 with Num Lock off.
    public static let keypadRight: UInt32 = 0xff98
    /// XKB_KEY_KP_Down: the keypad's 2 with Num Lock off.
    public static let keypadDown: UInt32 = 0xff99
    /// XKB_KEY_KP_2: the keypad's 2 with Num Lock on (or Shift with it off).
    public static let keypad2: UInt32 = 0xffb2
    /// XKB_KEY_KP_4: the keypad's 4 with Num Lock on (or Shift with it off).
    public static let keypad4: UInt32 = 0xffb4
    /// XKB_KEY_KP_6: the keypad's 6 with Num Lock on (or Shift with it off).
    public static let keypad6: UInt32 = 0xffb6
    /// XKB_KEY_KP_8: the keypad's 8 with Num Lock on (or Shift with it off).
    public static let keypad8: UInt32 = 0xffb8
    /// XKB_KEY_space.
    public static let space: UInt32 = 0x20

    /// The keysym xkbcommon gives a key that types `text` (`xkb_utf32_to_keysym`'s rule):
    /// Latin-1 characters are their own code, other single characters the Unicode keysym
    /// (0x0100_0000 + code point); text of several scalars (a letter and a combining accent)
    /// has none (0, XKB_KEY_NoSymbol) and travels as text alone.
    public static func forText(_ text: String) -> UInt32 {
        let scalars = text.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return 0 }
        let value = scalar.value
        if (0x20...0x7e).contains(value) || (0xa0...0xff).contains(value) { return value }
        return 0x0100_0000 + value
    }

    /// Whether `keysym` is a modifier key alone: Shift, Control, Caps Lock, Shift Lock, Meta,
    /// Alt, Super, Hyper (XKB_KEY_Shift_L…Hyper_R), AltGr (ISO_Level3_Shift) or ISO_Level5_Shift.
    public static func isModifier(_ keysym: UInt32) -> Bool {
        (0xffe1...0xffee).contains(keysym) || keysym == 0xfe03 || keysym == 0xfe11
    }
}

/// A key press, repeat or release, already translated by xkbcommon.
public struct KeyEvent: Sendable {
    /// When the key went down or up (`wl_keyboard.key` time; repeats carry the repeat
    /// timer's time).
    public var time: MonotonicTime
    /// The keysym under the current layout and modifiers (see `Keysym`).
    public var keysym: UInt32
    /// The text the key produces (empty for keys without text, and on release).
    public var text: String
    /// True for a press or repeat, false for a release.
    public var pressed: Bool
    /// True for a repeat generated while the key is held.
    public var isRepeat: Bool
    /// The modifiers in effect.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    public init(time: MonotonicTime, keysym: UInt32, text: String = "", pressed: Bool, isRepeat: Bool = false,
                modifiers: KeyModifiers = []) {
        self.time = time
        self.keysym = keysym
        self.text = text
        self.pressed = pressed
        self.isRepeat = isRepeat
        self.modifiers = modifiers
    }
}

extension Keysym {
    /// XKB_KEY_BackSpace.
    public static let backspace: UInt32 = 0xff08
    /// XKB_KEY_Delete.
    public static let delete: UInt32 = 0xffff
    /// XKB_KEY_Home.
    public static let home: UInt32 = 0xff50
    /// XKB_KEY_End.
    public static let end: UInt32 = 0xff57
    /// XKB_KEY_KP_Home: the keypad's 7 with Num Lock off.
    public static let keypadHome: UInt32 = 0xff95
    /// XKB_KEY_KP_End: the keypad's 1 with Num Lock off.
    public static let keypadEnd: UInt32 = 0xff9c
    /// XKB_KEY_KP_Delete: the keypad's decimal point with Num Lock off.
    public static let keypadDelete: UInt32 = 0xff9f
    /// XKB_KEY_F11: a windowed app goes fullscreen and back, as desktop apps do.
    package static let f11: UInt32 = 0xffc8
    /// XKB_KEY_F2: the demo's key for its next language (a technician's keyboard, the
    /// language benchmark).
    package static let f2: UInt32 = 0xffbf
    /// XKB_KEY_XF86AudioRaiseVolume: an audio keypad's volume up (speech mode's volume).
    package static let raiseVolume: UInt32 = 0x1008ff13
    /// XKB_KEY_XF86AudioLowerVolume: an audio keypad's volume down.
    package static let lowerVolume: UInt32 = 0x1008ff11
    /// XKB_KEY_KP_Add: the keypad's plus (speech mode's volume up).
    package static let keypadAdd: UInt32 = 0xffab
    /// XKB_KEY_KP_Subtract: the keypad's minus (speech mode's volume down).
    package static let keypadSubtract: UInt32 = 0xffad
}
