import TactileCore

/// What happened to a video since the main thread last looked (`VideoPlayback.deliverPending`).
package enum VideoEvent: Equatable, Sendable {
    /// Frames are flowing: playback began or resumed, at this size in pixels.
    case started(width: Int, height: Int)
    /// The clip wrapped from its end to its start.
    case looped
    /// Playback stopped where it was, on request.
    case paused
    /// A clip that does not loop reached its end.
    case ended
    /// The video cannot play (the pipeline is stopped): one line saying why.
    case failed(VideoFailure)
    /// No frame came for this long while playing; said once per stall, and playback goes
    /// on if the stream does.
    case stalled(after: TimeSpan)
}
