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
}

/// XKB keysym values (`xkbcommon-keysyms.h`) the toolkit itself reacts to.
public enum Keysym {
    /// XKB_KEY_Escape: cancels whatever gesture is in progress.
    public static let escape: UInt32 = 0xff1b
    /// XKB_KEY_Return.
    public static let enter: UInt32 = 0xff0d
    /// XKB_KEY_Tab.
    public static let tab: UInt32 = 0xff09
}

/// A key press, repeat or release, already translated by xkbcommon.
public struct KeyEvent: Sendable {
    /// The event timestamp in milliseconds (`wl_keyboard.key` time; repeats carry the
    /// repeat timer's time).
    public var time: UInt32
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
    public init(time: UInt32, keysym: UInt32, text: String = "", pressed: Bool, isRepeat: Bool = false,
                modifiers: KeyModifiers = []) {
        self.time = time
        self.keysym = keysym
        self.text = text
        self.pressed = pressed
        self.isRepeat = isRepeat
        self.modifiers = modifiers
    }
}
