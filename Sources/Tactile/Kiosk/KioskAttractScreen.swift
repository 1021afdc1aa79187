import TactileCore

/// What a kiosk shows while nobody is there: a view that covers the window, advanced a few
/// times a second (`KioskSession.attractFrameInterval`) so that it can drift slowly. Only what
/// it moves is redrawn, so a slow drift costs little; a still screen may ignore `advance`.
public protocol KioskAttractScreen: AnyObject {
    /// The view laid over the whole window; the session sets its frame.
    var view: View { get }
    /// Moves what drifts to where it is `elapsed` after the screen appeared (also called with
    /// zero before it shows, and again after the window changed size).
    func advance(to elapsed: TimeSpan)
}
