import Tactile

extension KeyboardDragController {
    /// The keyboard driver of a scene's drags on `manager`, with `movers`' views nudged by
    /// the arrows. Traces `focus <id>` each time the focus moves (`focus none` when it goes),
    /// so a run shows where Tab went.
    static func scene(_ manager: DragDropManager, movers: [DragMover] = [],
                      trace: @escaping (String) -> Void) -> KeyboardDragController {
        let keyboard = KeyboardDragController(manager: manager)
        for mover in movers { keyboard.register(mover) }
        keyboard.focusChanged = { view in trace("focus \(view.map { $0.identifier ?? "?" } ?? "none")") }
        return keyboard
    }

    /// The keyboard driver of a scene without drags, whose arrows nudge `movers`' views:
    /// its drag manager, on `host`'s window, only gives the driver its window.
    static func nudging(_ movers: [DragMover], on host: SceneHost) -> KeyboardDragController {
        scene(DragDropManager(rootView: host.rootView, animator: host.animator), movers: movers, trace: { host.trace($0) })
    }
}
