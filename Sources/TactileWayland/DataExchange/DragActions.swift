import CWaylandClient

/// The drag-and-drop actions of `wl_data_device_manager.dnd_action`: what a drop does with
/// the dragged data.
public struct DragActions: OptionSet, Sendable {
    /// The protocol's bits.
    public let rawValue: UInt32

    /// Wraps the protocol's bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The target gets a copy; the source keeps its data.
    public static let copy = DragActions(rawValue: WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY.rawValue)
    /// The target takes the data; the source removes it after a successful drop.
    public static let move = DragActions(rawValue: WL_DATA_DEVICE_MANAGER_DND_ACTION_MOVE.rawValue)
    /// The target asks the user which action to take.
    public static let ask = DragActions(rawValue: WL_DATA_DEVICE_MANAGER_DND_ACTION_ASK.rawValue)
}
