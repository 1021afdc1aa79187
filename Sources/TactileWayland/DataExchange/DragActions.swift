import CWaylandClient

/// The drag-and-drop actions of `wl_data_device_manager.dnd_action`: what a drop does with
/// the dragged data.
package struct DragActions: OptionSet, Sendable {
    /// The protocol's bits.
    package let rawValue: UInt32

    /// Wraps the protocol's bits.
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The target gets a copy; the source keeps its data.
    package static let copy = DragActions(rawValue: WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY.rawValue)
    /// The target takes the data; the source removes it after a successful drop.
    package static let move = DragActions(rawValue: WL_DATA_DEVICE_MANAGER_DND_ACTION_MOVE.rawValue)
    /// The target asks the user which action to take.
    package static let ask = DragActions(rawValue: WL_DATA_DEVICE_MANAGER_DND_ACTION_ASK.rawValue)
}
