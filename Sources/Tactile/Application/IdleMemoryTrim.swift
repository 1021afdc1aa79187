import CShims
import TactileWayland

/// Gives memory back once an app has been at rest for a while: a kiosk spends most of its
/// life waiting for the next visitor, and what a burst of activity took (a spare window
/// buffer, free heap pages) should not stay with it until the next one.
///
/// Armed after the first frame and at every return to rest; fires once, `delay` later, and
/// then does its work only if nothing moved meanwhile. Costs one wake-up per burst of
/// activity, none while idle.
final class IdleMemoryTrim {
    /// How long a window rests before its spare buffers go: long enough that a visitor
    /// pausing between two touches does not pay for a buffer copy at the next one.
    static let spareBuffersDelay = TimeSpan.seconds(10)
    /// How long a window rests before its renderer's caches (masks, shadows, text layouts and
    /// outlines, about 6 MB at most) go: a minute without a touch means the visitor has left,
    /// and the next one's first frame redraws them (`tactile-bench text` prints that cost).
    static let rendererCachesDelay = TimeSpan.seconds(60)
    private let loop: EventLoop
    private let delay: TimeSpan
    private let isAtRest: () -> Bool
    private let trim: () -> Void
    private var timer: EventLoop.TimerID?

    /// A trim on `loop` that, `delay` after each arming, checks `isAtRest` and then runs
    /// `trim` and gives free heap pages back.
    init(loop: EventLoop, delay: TimeSpan, isAtRest: @escaping () -> Bool, trim: @escaping () -> Void) {
        self.loop = loop
        self.delay = delay
        self.isAtRest = isAtRest
        self.trim = trim
    }

    /// Starts the delay over: the app just came to rest (or showed its first frame).
    func arm() {
        if let timer { loop.cancelTimer(timer) }
        timer = loop.addTimer(at: EventLoop.now() + delay) { [unowned self] in
            timer = nil
            guard isAtRest() else { return }  // The next rest arms it again.
            trim()
            tactile_heap_trim()
        }
    }
}
