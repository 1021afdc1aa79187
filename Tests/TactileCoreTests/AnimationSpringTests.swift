import PropertyBased
import Testing
import TactileCore

/// Springs driven through the animator, sampled against a numerical integration of the
/// damped oscillator d'' = −ω²d − 2ζωd' done outside this code base (SciPy, DOP853,
/// tolerance 1e−12).
@Suite struct AnimationSpringTests {
    /// Moves a view's x from 0 to 100 with `spring` and returns x at each time, rounded.
    private func samples(_ spring: Spring, at times: [Double]) -> [String] {
        let h = AnimatorHarness()
        let view = View(frame: Rect(x: -10, y: -10, width: 20, height: 20))
        h.animator.animate(spring: spring, [.init(view, \.center, to: Point(x: 100, y: 0))])
        return times.map { time in
            h.tick(at: time)
            return traceRounded(view.center.x)
        }
    }

    private let times = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]

    @Test func underDampedSpringOvershootsAndOscillates() {
        #expect(samples(Spring(response: .seconds(0.5), dampingRatio: 0.3), at: times)
            == ["16.9231", "54.97", "124.5929", "133.4504", "86.8106", "98.4667"])
    }

    /// At 1 s the reference is 99.9953: the spring has settled (it can no longer move the
    /// value by 0.01 px), so the animation has ended exactly on its target.
    @Test func criticallyDampedSpringArrivesWithoutOvershoot() {
        #expect(samples(Spring(response: .seconds(0.5), dampingRatio: 1), at: times)
            == ["13.1311", "35.774", "71.5416", "89.0034", "98.6399", "100.0"])
    }

    @Test func overDampedSpringCreepsIn() {
        #expect(samples(Spring(response: .seconds(0.5), dampingRatio: 2), at: times)
            == ["9.6998", "23.1362", "45.0605", "60.7665", "79.9926", "96.2845"])
    }

    /// An initial velocity of 3 (distances per second) is 300 px/s on a 100 px move.
    @Test func initialVelocityIsAFractionOfTheDistancePerSecond() {
        #expect(samples(Spring(response: .seconds(0.5), dampingRatio: 0.5, initialVelocity: 3), at: times)
            == ["26.1015", "60.9886", "109.1469", "115.6315", "98.0937", "100.077"])
    }

    /// Sampled at 120 Hz from rest: a damping ratio of 1 and above never carries the value
    /// past its target; below 0.8 it always does (between 0.8 and 1 the overshoot can be
    /// smaller than the settling precision). Every spring settles exactly on the target.
    @Test func overshootOnlyBelowCriticalDamping() async {
        await propertyCheck(input: Gen.double(in: 0.05...3), Gen.double(in: 0.1...1), Gen.double(in: 10...1000)) {
            damping, response, distance in
            let h = AnimatorHarness()
            let view = View(frame: Rect(x: -10, y: -10, width: 20, height: 20))
            h.animator.animate(spring: Spring(response: .seconds(response), dampingRatio: damping),
                               [.init(view, \.center, to: Point(x: distance, y: 0))])
            var furthest = 0.0, frame = 0
            while h.animator.needsFrames && frame < 120 * 60 {
                frame += 1
                h.tick(at: Double(frame) / 120)
                furthest = max(furthest, view.center.x)
            }
            #expect(!h.animator.needsFrames)
            #expect(view.center == Point(x: distance, y: 0))
            if damping < 0.8 {
                #expect(furthest > distance)
            } else if damping >= 1 {
                #expect(furthest == distance)
            }
        }
    }

    /// The cart's nudge back on screen: a 0.25 s critically damped spring with a unit initial
    /// velocity after 0.1 s. It settles (every lane within 0.01 px, by an independent
    /// evaluation of the critically damped solution) 0.43 s after it starts: frame 38 at 60 Hz.
    @Test func seedNudgeSpringSettlesPromptly() {
        let h = AnimatorHarness()
        let view = View(frame: Rect(x: -40, y: -40, width: 80, height: 80))
        h.animator.animate(spring: Spring(response: .seconds(0.25), dampingRatio: 1, initialVelocity: 1), delay: .seconds(0.1),
                           [.init(view, \.center, to: Point(x: 40, y: 300))], completion: h.completion("nudge"))
        var frame = 0
        while h.animator.isAnimating {
            frame += 1
            h.tick(at: Double(frame) / 60)
        }
        h.trace.append("ended at frame \(frame): \(view.center)")
        #expect(h.trace == ["schedule changed", "nudge finished", "ended at frame 38: (40, 300)"])
    }

    /// A property that holds no number (a corrupted value) cannot keep a spring running
    /// forever: the spring counts as settled and leaves the target in place.
    @Test func springFromANonNumberEndsOnItsTarget() {
        let h = AnimatorHarness()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = .nan
        h.animator.animate(spring: Spring(), [.init(view, \.alpha, to: 0.5)], completion: h.completion("fade"))
        h.tick(at: 1.0 / 60)
        h.trace.append("alpha \(view.alpha) animating \(h.animator.isAnimating)")
        #expect(h.trace == ["schedule changed", "fade finished", "alpha 0.5 animating false"])
    }
}
