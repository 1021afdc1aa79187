/// What a drop between apps does with the dragged data, in both directions: the actions a drag
/// leaving the window allows other apps (`SharedDragContent.actions`), the one the app's drop
/// zone prefers for another app's drag (`SharedDrops.preferredAction`), and what the
/// compositor chose. The bits are those of `wl_data_device_manager.dnd_action`, so the Wayland
/// layer passes them through as they are.
public struct SharedDragActions: OptionSet, Sendable, CustomStringConvertible {
    /// The protocol's bits.
    public let rawValue: UInt32

    /// Wraps the protocol's bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The target gets a copy; the source keeps its item (an item of this window springs home).
    public static let copy = SharedDragActions(rawValue: 1)
    /// The target takes the item; the source removes it once the drop finished.
    public static let move = SharedDragActions(rawValue: 2)

    /// "copy", "move", "copy+move" or "none", for logs and traces.
    public var description: String {
        let names = [(Self.copy, "copy"), (Self.move, "move")].filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }
}
