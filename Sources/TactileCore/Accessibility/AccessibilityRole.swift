/// What a view is to a person who cannot see it: the kind of thing a screen reader names
/// before or after its name ("Keep, drop zone") and that decides which actions it offers.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// The window's whole scene: the root of the semantic tree.
    case application
    /// Views that belong together and are read as one part of the screen (a panel, a bar).
    case group
    /// Something that does one thing when activated.
    case button
    /// An on/off switch.
    case toggle
    /// A value chosen along a range, raised and lowered a step at a time.
    case slider
    /// How far something has come; read, not changed.
    case progressBar
    /// One choice out of a few shown side by side.
    case segmentedControl
    /// Text the visitor types (a PIN or password field has the `secure` state too).
    case textField
    /// Text that is read.
    case label
    /// A picture; its name is what it shows.
    case image
    /// A scrolling or stacked series of items.
    case list
    /// An item the visitor may pick up and drop somewhere else.
    case draggableItem
    /// A place a picked-up item may be dropped in.
    case dropZone
    /// A part of the screen that asks for the visitor's answer before anything else.
    case dialog
    /// A moving picture.
    case video
    /// The on-screen keyboard.
    case keyboard
}
