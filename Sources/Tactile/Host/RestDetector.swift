import TactileCore

/// Tells when a scene comes to rest: no gesture recognizer is engaged (no touch down, no
/// gesture running, no tap waiting), no input hold holds (no item carried by the keyboard)
/// and no animation runs or waits for its delay. That is
/// when an arrangement is worth saving: mid-drag or mid-animation it is not where the user
/// meant it to be.
public final class RestDetector {
    private let dispatcher: InputDispatcher
    private let animator: Animator
    @exclusivity(unchecked) private var wasAtRest = true
    /// The dispatcher's engagement count at the last update.
    @exclusivity(unchecked) private var seenEngagements = 0

    /// Watches the scene fed by `dispatcher` and animated by `animator`.
    public init(dispatcher: InputDispatcher, animator: Animator) {
        self.dispatcher = dispatcher
        self.animator = animator
    }

    /// True when nothing is touched, recognized, carried or animated.
    public var isAtRest: Bool { !dispatcher.isInputInProgress && !animator.isAnimating }

    /// Counts as activity something that changed the scene without engaging a recognizer or
    /// starting an animation (a key that nudged a view or moved the focus): the next
    /// `update` at rest reports a rest, so what the key did is saved.
    public func noteActivity() { wasAtRest = false }

    /// True when the next `update` will report a rest (it changes nothing): a window puts
    /// what a rest runs (the app saving its state) after the frame it is drawing goes out.
    public var isComingToRest: Bool { comesToRest(atRest: isAtRest) }

    /// Whether a scene `atRest` now has just come to rest: some activity since the last
    /// update, a gesture engaged and over since then included.
    private func comesToRest(atRest: Bool) -> Bool {
        atRest && (!wasAtRest || dispatcher.engagementCount != seenEngagements)
    }

    /// Call after each batch of input and after each frame: true exactly once each time the
    /// scene has just come to rest after some activity.
    @section(".text.hot")
    public func update() -> Bool {
        // A whole gesture may come in one batch (a loop turn that read many events at once):
        // engaged and over before this look, it was activity all the same (`comesToRest`
        // counts a changed engagement count as activity).
        let atRest = isAtRest
        let rests = comesToRest(atRest: atRest)
        seenEngagements = dispatcher.engagementCount
        wasAtRest = atRest
        return rests
    }
}
