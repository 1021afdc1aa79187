/// Carries drags that leave the window to other apps: the window's side of the compositor's
/// drag-and-drop (`wl_data_device.start_drag`). The Wayland application provides one
/// (`SceneHost.systemDrags`); a `DragDropManager` given it hands over each drag whose source
/// has a `systemDrag` offer when the drag's finger or pointer leaves the window.
public protocol SystemDragCarrier: AnyObject {
    /// Starts the compositor's drag for `handOff` and reports what becomes of it through
    /// `handOff`'s methods (on the event loop, later). Returns false when it cannot start
    /// (no data device, no grab serial for that input): the drag then stays in the window.
    func startSystemDrag(_ handOff: SystemDragHandOff) -> Bool
    /// Gives up the compositor's drag of `handOff` (it goes nowhere) for `reason`: a timeout,
    /// or the app cancelling every drag.
    func cancelSystemDrag(_ handOff: SystemDragHandOff, reason: SystemDragReturn)
}

/// The input whose implicit grab a drag leaving the window continues: the compositor takes
/// it over by the serial of its press.
public enum SystemDragInput: Equatable, Sendable {
    /// A finger, by its `wl_touch` id.
    case finger(id: Int)
    /// The mouse's left button.
    case pointer
}

/// Why a drag handed to the compositor came back to its place (`DragDropManagerDelegate`'s
/// `systemDragReturned`).
public enum SystemDragReturn: Equatable, Sendable, CustomStringConvertible {
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

/// One drag handed to the compositor: what it offers, how it looks, which input carries it,
/// and the state it is in. The carrier reports the compositor's events through its methods;
/// they drive the drag's end (removal, or the spring home).
public final class SystemDragHandOff {
    /// The drag in the window that left it.
    public let session: DragSession
    /// The data offered, by MIME type, best first.
    public let data: [SystemDragData]
    /// The actions offered.
    public let actions: SystemDragActions
    /// Whether the carrier offers the icon's picture too, as `image/png` after `data`.
    public let offersImage: Bool
    /// The input the compositor takes over.
    public let input: SystemDragInput
    /// The view to show under the finger as the drag's icon (the carried item).
    public let icon: View
    /// Where the finger is on the icon, from its top-left corner, in logical pixels.
    public let hotspot: Point

    /// The last action the compositor chose with a target (none while no target takes it).
    public private(set) var action: SystemDragActions = []
    /// True once an app accepted one of the offered types: the compositor demonstrably
    /// carries the drag, so no timeout applies any more. An action chosen without a type
    /// does not count (weston's own shell sets actions on every drag and accepts nothing).
    public private(set) var targetSeen = false
    /// True once the user dropped over an app that accepted (`dnd_drop_performed`).
    public private(set) var dropPerformed = false
    /// True once the drag is over.
    public private(set) var isOver = false

    /// The timeout's timer while it runs.
    var timer: TimerToken?
    /// Called once when the drag is over: taken with an action, or returned with a reason.
    var ended: ((Result<SystemDragActions, SystemDragReturnError>) -> Void)?

    init(session: DragSession, data: [SystemDragData], actions: SystemDragActions, offersImage: Bool = false,
         input: SystemDragInput, icon: View, hotspot: Point) {
        self.session = session
        self.data = data
        self.actions = actions
        self.offersImage = offersImage
        self.input = input
        self.icon = icon
        self.hotspot = hotspot
    }

    /// The target accepts `mimeType` (nil: it accepts none, or the drag left it).
    public func targetAccepts(_ mimeType: String?) {
        if mimeType != nil { targetSeen = true }
    }

    /// The compositor chose `action` with the target under the drag.
    public func actionChosen(_ action: SystemDragActions) {
        self.action = action
    }

    /// The user dropped over a target that accepted.
    public func dropWasPerformed() { dropPerformed = true }

    /// The target has finished with the data: the drag is over with the last action chosen.
    public func finished() {
        end(.success(action.isEmpty ? .copy : action))
    }

    /// The compositor cancelled the drag (dropped where nothing took it, refused, or given up).
    public func cancelled() {
        end(.failure(SystemDragReturnError(reason: targetSeen ? .cancelled : .noTarget)))
    }

    /// Ends the drag returned for `reason` (a timeout, the app's cancel).
    func giveUp(_ reason: SystemDragReturn) {
        end(.failure(SystemDragReturnError(reason: reason)))
    }

    private func end(_ result: Result<SystemDragActions, SystemDragReturnError>) {
        guard !isOver else { return }
        isOver = true
        let ended = self.ended
        self.ended = nil
        ended?(result)
    }
}

/// A `SystemDragReturn` as an error, for a `Result`.
struct SystemDragReturnError: Error {
    let reason: SystemDragReturn
}
