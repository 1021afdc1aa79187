import Tactile

/// What a scene needs from whatever runs it, a window (`Application`) or the offscreen
/// runner (`OffscreenRunner`): the same scene code runs under both.
struct DemoHost {
    /// The window's root view, covering the surface (surface coordinates, logical pixels).
    let rootView: View
    /// Runs the scene's animations on the host's clock.
    let animator: Animator
    /// Writes one line saying what happened (`drag started tile-3`): to the event log of a
    /// window (TACTILE_EVENT_LOG), to standard output offscreen.
    let trace: (String) -> Void
}
