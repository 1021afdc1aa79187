/// Carries drags that leave the window to other apps: the window's side of the compositor's
/// drag-and-drop (`wl_data_device.start_drag`). The Wayland application provides one
/// (`SceneHost.sharedDrags`); a `DragDropManager` given it hands over each drag whose source
/// has a `sharedDrag` offer when the drag's finger or pointer leaves the window.
package protocol SharedDragCarrier: AnyObject {
    /// Starts the compositor's drag for `handOff` and reports what becomes of it through
    /// `handOff`'s methods (on the event loop, later). Returns false when it cannot start
    /// (no data device, no grab serial for that input): the drag then stays in the window.
    func startSharedDrag(_ handOff: SharedDragHandOff) -> Bool
    /// Gives up the compositor's drag of `handOff` (it goes nowhere) for `reason`: a timeout,
    /// or the app cancelling every drag.
    func cancelSharedDrag(_ handOff: SharedDragHandOff, reason: SharedDragReturn)
}

/// The input whose implicit grab a drag leaving the window continues: the compositor takes
/// it over by the serial of its press.
package enum SharedDragInput: Equatable, Sendable {
    /// A finger, by its `wl_touch` id.
    case finger(id: Int)
    /// The mouse's left button.
    case pointer
}

/// Why a drag handed to the compositor came back to its place (`DragDropManagerDelegate`'s
/// `sharedDragReturned`).
public enum SharedDragReturn: Equatable, Sendable, CustomStringConvertible {
    /// The compositor cancelled the drag after some app had seen it: dropped where no app
    /// took it, or the target refused.
    case cancelled
    /// The drag ended (cancelled, or dropped) and no app ever accepted a type it offers.
    case noTarget
    /// No app accepted a type the drag offers within `timeout` of the hand-off: the compositor does not carry
    /// it (sway 1.7 starts touch drags but delivers them to no app). The drag was given up.
    case timedOut(TimeSpan)
    /// The app cancelled it (`cancelAllDrags`).
    case cancelledByApp

    /// For logs and traces.
    public var description: String {
        switch self {
        case .cancelled: "cancelled"
        case .noTarget: "noTarget"
        case .timedOut(let timeout): "timedOut \(timeout)"
        case .cancelledByApp: "cancelledByApp"
        }
    }
}
