import Tactile

/// What a scene needs from whatever runs it, a window (`Application`) or the offscreen
/// runner (`OffscreenRunner`): the same scene code runs under both.
struct DemoHost {
    /// The window's root view, covering the surface (surface coordinates, logical pixels).
    let rootView: View
    /// Runs the scene's animations on the host's clock.
    let animator: Animator
    /// The window's input dispatcher, whose keys the shown scene's keyboard driver takes.
    let dispatcher: InputDispatcher
    /// Writes one line saying what happened (`drag started tile-3`): to the event log of a
    /// window (TACTILE_EVENT_LOG), to standard output offscreen.
    let trace: (String) -> Void

    /// A host that runs nothing: a root view of `size`, animations frozen at time 0, no
    /// input, no trace. For laying the scenes out to read where things are.
    static func detached(size: Size) -> DemoHost {
        let root = View(frame: Rect(origin: .zero, size: size))
        return DemoHost(rootView: root, animator: Animator { 0 },
                        dispatcher: InputDispatcher(rootView: root, clock: ManualClock()), trace: { _ in })
    }
}
