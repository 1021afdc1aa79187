/// Dims a view after a quiet period and lights it up again when touched (as a shop's
/// floating button, which fades to 0.2 a second after it was let go).
///
/// The fade is an animation of `alpha` on the window's animator, delayed by the quiet
/// period, so no timer of its own is needed: lighting up stops it wherever it is.
public final class IdleFade {
    /// The view that fades; the fade does not keep it alive.
    public private(set) weak var view: View?
    /// The opacity of the quiet view (0…1); stays at or above 0.01 so the view can still be hit.
    public var dimmedAlpha: Double
    /// The opacity of the view while in use and once touched again (0…1).
    public var litAlpha: Double
    /// How long without a touch before the fade starts.
    public var quietPeriod: TimeSpan
    /// How long the fade takes.
    public var fadeDuration: TimeSpan

    private let animator: Animator

    /// Creates the fade of `view` on `animator`. The defaults: after 1 s, fade
    /// to 0.2 over 1 s. Nothing happens until `startQuietPeriod`.
    public init(view: View, animator: Animator, dimmedAlpha: Double = 0.2, litAlpha: Double = 1,
                quietPeriod: TimeSpan = .seconds(1), fadeDuration: TimeSpan = .seconds(1)) {
        precondition(dimmedAlpha >= 0.01, "a view dimmed below 0.01 could no longer be touched")
        self.view = view
        self.animator = animator
        self.dimmedAlpha = dimmedAlpha
        self.litAlpha = litAlpha
        self.quietPeriod = quietPeriod
        self.fadeDuration = fadeDuration
    }

    /// Stops any fade and shows the view at `litAlpha` at once: a touch gets immediate feedback.
    public func lightUp() {
        guard let view else { return }
        animator.stop(view, \View.alpha)
        view.alpha = litAlpha
    }

    /// Starts counting the quiet period from now; the fade follows unless `lightUp` comes first.
    public func startQuietPeriod() {
        guard let view else { return }
        animator.animate(duration: fadeDuration, delay: quietPeriod, curve: .easeInOut,
                         [PropertyTarget(view, \View.alpha, to: dimmedAlpha)])
    }
}
