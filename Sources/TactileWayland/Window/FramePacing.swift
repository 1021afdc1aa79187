import TactileCore

/// When a window may draw its next frame, from its pending frame callback and the times of
/// its last two commits (on the event loop's clock).
///
/// Frames are paced by frame callbacks, except frames that show input: those go out at once,
/// callback or not, unless the window already committed twice within the last refresh
/// interval, the latter less than half a refresh ago; then they go out as soon as either is no
/// longer true. A finger's movement thus shows without waiting for a refresh, even when the
/// touchscreen's events arrive unevenly (two in one refresh, none in the next), while input
/// faster than the display (a 1000 Hz mouse) costs at most two frames a refresh. A frame that
/// answers input asks for no callback unless something wants another frame (the next input
/// brings the next frame): a drag then costs the client one wake-up less per frame.
struct FramePacing {
    /// What to do with a wanted frame.
    enum Decision: Equatable {
        /// Draw it now.
        case draw
        /// Wait for the pending frame callback.
        case awaitCallback
        /// Wait until this time (unless a pending callback comes first).
        case awaitTime(MonotonicTime)
    }

    /// The output's refresh interval.
    var refreshInterval: TimeSpan

    /// The decision for a frame wanted at `now`; `showsInput` when it answers input.
    func decide(now: MonotonicTime, lastCommit: MonotonicTime, commitBeforeLast: MonotonicTime, callbackPending: Bool, showsInput: Bool) -> Decision {
        let inputAllowed = min(lastCommit + TimeSpan(nanoseconds: refreshInterval.nanoseconds / 2), commitBeforeLast + refreshInterval)
        guard showsInput else { return callbackPending ? .awaitCallback : .draw }
        // Input held back by the two-commit rule waits until it lapses, not for a callback a
        // whole refresh away: a picture decoded while a finger drags commits a frame of its
        // own, and the drag's next frame must not wait a refresh behind it.
        return now < inputAllowed ? .awaitTime(inputAllowed) : .draw
    }

    /// Whether a frame just committed asks for a callback: always, unless it answered input
    /// and nothing asked for another frame while it was drawn (an animation would).
    func asksForCallback(answeredInput: Bool, redrawRequested: Bool) -> Bool {
        redrawRequested || !answeredInput
    }
}
