/// One drag handed to the compositor: what it offers, how it looks, which input carries it,
/// and the state it is in. The carrier reports the compositor's events through its methods;
/// they drive the drag's end (removal, or the spring home).
public final class SharedDragHandOff {
    /// The drag in the window that left it.
    public let session: DragSession
    /// The data offered, by MIME type, best first.
    public let data: [SharedDragData]
    /// The actions offered.
    public let actions: SharedDragActions
    /// Whether the carrier offers the icon's picture too, as `image/png` after `data`.
    public let offersImage: Bool
    /// The input the compositor takes over.
    package let input: SharedDragInput
    /// The view to show under the finger as the drag's icon (the carried item).
    package let icon: View
    /// Where the finger is on the icon, from its top-left corner, in logical pixels.
    package let hotspot: Point

    /// The last action the compositor chose with a target (none while no target takes it).
    public private(set) var action: SharedDragActions = []
    /// True once an app accepted one of the offered types, or the drag came back over its
    /// own window: the compositor demonstrably carries the drag, so no timeout applies any more. An action chosen without a type
    /// does not count (weston's own shell sets actions on every drag and accepts nothing).
    package private(set) var targetSeen = false
    /// True once the user dropped over an app that accepted (`dnd_drop_performed`).
    package private(set) var dropPerformed = false
    /// True once the drag is over.
    package private(set) var isOver = false
    /// True while the drag is back over its own window (the compositor still carries it):
    /// it hovers over the window's zones as an in-app drag does.
    package private(set) var isOverWindow = false
    /// True when it came back and was let go over a zone of its window: it ended there as an
    /// in-app drop, and what the compositor says of it after (`finished`, `cancelled`) is moot.
    package private(set) var landedInWindow = false

    /// The MIME types the compositor offers other apps, in order: `data`'s, then `image/png`
    /// when the carrier adds the picture. A drag coming over the window with exactly these,
    /// while this one is out, is this one back.
    package var mimeTypes: [String] {
        data.map(\.mimeType) + (addsPicture ? [SharedDragContent.imageType] : [])
    }
    /// True when the carrier offers the icon's picture after `data` (it offers the picture,
    /// and `data` has no `image/png` of its own).
    package var addsPicture: Bool {
        offersImage && !data.contains { $0.mimeType == SharedDragContent.imageType }
    }

    /// The timeout's timer while it runs.
    var timer: TimerToken?
    /// Called once when the drag is over: taken with an action, or returned with a reason.
    var ended: ((Result<SharedDragActions, SharedDragReturnError>) -> Void)?

    init(session: DragSession, data: [SharedDragData], actions: SharedDragActions, offersImage: Bool = false,
         input: SharedDragInput, icon: View, hotspot: Point) {
        self.session = session
        self.data = data
        self.actions = actions
        self.offersImage = offersImage
        self.input = input
        self.icon = icon
        self.hotspot = hotspot
    }

    /// The target accepts `mimeType` (nil: it accepts none, or the drag left it).
    package func targetAccepts(_ mimeType: String?) {
        if mimeType != nil { targetSeen = true }
    }

    /// The compositor chose `action` with the target under the drag.
    package func actionChosen(_ action: SharedDragActions) {
        self.action = action
    }

    /// The user dropped over a target that accepted.
    package func dropWasPerformed() { dropPerformed = true }

    /// The target has finished with the data: the drag is over with the last action chosen.
    package func finished() {
        end(.success(action.isEmpty ? .copy : action))
    }

    /// The compositor cancelled the drag (dropped where nothing took it, refused, or given up).
    package func cancelled() {
        end(.failure(SharedDragReturnError(reason: targetSeen ? .cancelled : .noTarget)))
    }

    /// The drag came back over its window: the compositor demonstrably carries it (so no
    /// timeout applies any more).
    func cameBackOverWindow() {
        isOverWindow = true
        targetSeen = true
    }

    /// The drag went out of its window again.
    func leftWindowAgain() { isOverWindow = false }

    /// The drag was let go over a zone of its window and lands there as an in-app drop: it is
    /// over, and `ended` never runs (the compositor's `finished` or `cancelled` that follows
    /// must neither remove the item nor spring it home).
    func landInWindow() {
        guard !isOver else { return }
        isOver = true
        landedInWindow = true
        isOverWindow = false
        ended = nil
    }

    /// Ends the drag returned for `reason` (a timeout, the app's cancel).
    func giveUp(_ reason: SharedDragReturn) {
        end(.failure(SharedDragReturnError(reason: reason)))
    }

    private func end(_ result: Result<SharedDragActions, SharedDragReturnError>) {
        guard !isOver else { return }
        isOver = true
        let ended = self.ended
        self.ended = nil
        ended?(result)
    }
}

/// A `SharedDragReturn` as an error, for a `Result`.
struct SharedDragReturnError: Error {
    let reason: SharedDragReturn
}
