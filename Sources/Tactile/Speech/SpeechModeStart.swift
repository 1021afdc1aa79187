import TactileCore

/// How a visitor starts speech mode alone, without seeing the screen: by holding three
/// fingers still on it (the default: two seconds, a gesture no ordinary use makes, which the
/// kiosk's sign or audio prompt can describe), or by a key of an audio keypad or keyboard.
/// The same gesture or key turns it off.
public struct SpeechModeStart: Hashable, Sendable {
    /// How long three fingers must rest to start or stop speech mode; nil: the gesture is off.
    public var threeFingerHold: TimeSpan?
    /// The key that starts or stops it (an XKB keysym, such as an audio keypad's help key);
    /// nil: none.
    public var key: UInt32?
    /// The modifiers that must be held with `key`.
    public var keyModifiers: KeyModifiers

    /// Creates a start gesture; the default is a two-second three-finger hold and no key.
    public init(threeFingerHold: TimeSpan? = .seconds(2), key: UInt32? = nil, keyModifiers: KeyModifiers = []) {
        self.threeFingerHold = threeFingerHold
        self.key = key
        self.keyModifiers = keyModifiers
    }
}
