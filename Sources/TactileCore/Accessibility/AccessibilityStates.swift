/// The states of a semantic element that a screen reader speaks and that change without the
/// element changing (see `AccessibilityElement.states`).
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates states from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// It has the keyboard focus (or the speech mode's cursor).
    public static let focused = AccessibilityStates(rawValue: 1 << 0)
    /// It is the chosen one among several (a segment, a lit home-bar button).
    public static let selected = AccessibilityStates(rawValue: 1 << 1)
    /// It takes no input now.
    public static let disabled = AccessibilityStates(rawValue: 1 << 2)
    /// A switch that is on.
    public static let checked = AccessibilityStates(rawValue: 1 << 3)
    /// A field whose characters are never spoken or shown (a PIN, a password).
    public static let secure = AccessibilityStates(rawValue: 1 << 4)
    /// An item that is being carried by a drag.
    public static let pickedUp = AccessibilityStates(rawValue: 1 << 5)
    /// Its changes are announced politely when the visitor did not cause them (a total, a
    /// timer): a live region.
    public static let announcesChanges = AccessibilityStates(rawValue: 1 << 6)
}
