/// Where a `VideoView`'s playback is.
public enum VideoState: Hashable, Sendable {
    /// No clip, or the view has not been shown yet: nothing is opened.
    case idle
    /// The clip is being opened; the poster shows.
    case loading
    /// Frames are coming.
    case playing
    /// Stopped at a frame: asked to (`VideoView.pause()`), or because nobody sees the view.
    case paused
    /// The clip played to its end and does not loop; its last frame stays.
    case ended
    /// The clip cannot be played, for the reason given (one line); the poster shows it.
    case failed(String)
}
