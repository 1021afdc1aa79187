/// What a person who cannot see the screen may ask an element to do, by speech mode's double
/// tap, by keys or through a screen reader (see `View.performAccessibilityAction(_:)`).
public enum AccessibilityAction: String, Hashable, Sendable, CaseIterable {
    /// Does what a tap does: presses a button, flips a switch, focuses a field.
    case activate
    /// Raises a value by a step (a slider, the next segment).
    case increment
    /// Lowers a value by a step (a slider, the previous segment).
    case decrement
    /// Picks a draggable item up, as a finger's drag would.
    case pickUp
    /// Drops the carried item into this drop zone.
    case drop
    /// Puts the carried item back where it came from.
    case cancelDrag
}
