/// What every layout container of one window shares, owned by the window's root view
/// (`View.layoutEnvironment`): the reading direction, how text is measured, where debug
/// lines go, and counters of the work done (read by tests and benchmarks).
public final class LayoutEnvironment {
    /// The reading direction; a change relays out every container of the tree.
    public var direction: LayoutDirection = .leftToRight {
        didSet { if direction != oldValue { directionDidChange() } }
    }
    /// Measures text for `Label.sizeThatFits`; the scene host installs its renderer's. Without
    /// one, a label keeps the size it has.
    package var textMeasurer: TextMeasuring?
    /// The window's animator and clock, which the scene host puts here for views that move on
    /// their own (an image fading in, an animated image's frames); nil leaves them still.
    package var animator: Animator?
    /// See `animator`.
    package var clock: InputClock?
    /// True while the user is in the middle of something (a finger or the mouse engaged, see
    /// `InputDispatcher.isInputInProgress`): a picture then shows at once rather than fading
    /// in, since each step of a fade is a frame the finger's next frame may wait behind.
    package var isInputInProgress: () -> Bool = { false }
    /// False while the screen is blanked (a kiosk session's black cover): animated images
    /// stop at their frame, and go on when they are drawn again.
    package var playsAnimatedImages = true
    /// Receives one line for each layout that could not meet its constraints (children
    /// longer than the container, a relayout that did not settle); nil drops them.
    package var debugLog: ((String) -> Void)?
    /// Layout passes that did work (some view was laid out), since the tree was made.
    package internal(set) var passCount = 0
    /// Calls of `layoutSubviews` made by the passes, since the tree was made.
    package internal(set) var layoutCount = 0
    /// True during a pass: marks made by the pass itself ask for no new frame.
    var isLayingOut = false

    private let directionDidChange: () -> Void

    /// An environment for the tree under a root; `directionDidChange` relays it out.
    init(directionDidChange: @escaping () -> Void) {
        self.directionDidChange = directionDidChange
    }

    /// Sends `message` to the debug log, if there is one.
    func debug(_ message: @autoclosure () -> String) {
        debugLog?("layout: " + message())
    }
}
