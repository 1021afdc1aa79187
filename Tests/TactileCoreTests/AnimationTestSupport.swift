import TactileCore

/// A clock the test moves by hand, in seconds.
final class SecondsClock {
    var now = 0.0

    /// `now` as a point on the animator's clock.
    var time: MonotonicTime { MonotonicTime(sinceOrigin: .seconds(now)) }
}

/// A view with colour properties of its own, as an app's subclass would have.
final class AnimationTintedView: View {
    var tint = Color.black
    /// Optional, like a drop zone's highlight: nil draws nothing.
    var highlight: Color?
}

/// `value` rounded to `digits` decimals, without trailing zeros: traces compare exactly.
func traceRounded(_ value: Double, _ digits: Int = 4) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let result = (value * scale).rounded() / scale
    return result == 0 ? "0" : String(result)
}

/// An animator on a manual clock that records every schedule change in `trace`.
final class AnimatorHarness {
    let clock = SecondsClock()
    let animator: Animator
    var trace: [String] = []

    init() {
        let clock = clock
        animator = Animator(clock: { clock.time })
        animator.onScheduleChange = { [unowned self] in trace.append("schedule changed") }
    }

    /// Sets the clock to `time` and ticks the animator there.
    func tick(at time: Double) {
        clock.now = time
        animator.tick(now: clock.time)
    }

    /// A completion that records "<name> finished" or "<name> interrupted".
    func completion(_ name: String) -> (Bool) -> Void {
        { [unowned self] finished in trace.append("\(name) \(finished ? "finished" : "interrupted")") }
    }
}
