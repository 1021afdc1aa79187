/// When a window may draw its next frame, from its pending frame callback and the time since
/// its last commit (CLOCK_MONOTONIC nanoseconds).
///
/// Frames are paced by frame callbacks, except frames that show input: those go out as soon
/// as half a refresh has passed since the last commit, callback or not, so that a finger's
/// movement shows without waiting a whole refresh. A frame that answers input asks for no
/// callback unless something wants another frame (the next input brings the next frame): a
/// drag then costs the client one wake-up less per frame.
struct FramePacing {
    /// What to do with a wanted frame.
    enum Decision: Equatable {
        /// Draw it now.
        case draw
        /// Wait for the pending frame callback.
        case awaitCallback
        /// Wait until this time (no callback is pending to wake the loop).
        case awaitTime(Int64)
    }

    /// Half the output's refresh interval, in nanoseconds.
    var halfRefreshInterval: Int64

    /// The decision for a frame wanted at `now`; `showsInput` when it answers input.
    func decide(now: Int64, lastCommit: Int64, callbackPending: Bool, showsInput: Bool) -> Decision {
        let inputAllowed = lastCommit + halfRefreshInterval
        if callbackPending { return showsInput && now >= inputAllowed ? .draw : .awaitCallback }
        return showsInput && now < inputAllowed ? .awaitTime(inputAllowed) : .draw
    }

    /// Whether a frame just committed asks for a callback: always, unless it answered input
    /// and nothing asked for another frame while it was drawn (an animation would).
    func asksForCallback(answeredInput: Bool, redrawRequested: Bool) -> Bool {
        redrawRequested || !answeredInput
    }
}
