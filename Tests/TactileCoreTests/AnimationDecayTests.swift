import PropertyBased
import Testing
import TactileCore

/// Flick momentum. Reference values integrate v' = −λv (λ = −1000·ln 0.998) and the
/// critically damped band numerically, outside this code base.
@Suite struct AnimationDecayTests {
    @Test func glideFollowsTheExponentialDecay() {
        let flick = Decay(position: 0, velocity: 1000)
        #expect([0.1, 0.5, 1.0, 2.0].map { traceRounded(flick.position(at: .seconds($0))) } == ["90.6259", "315.928", "432.0351", "490.3877"])
        // The speed keeps 0.998 of itself each millisecond: a thousand times in a second.
        var speed = 1000.0
        for _ in 0..<1000 { speed *= 0.998 }
        #expect(traceRounded(flick.velocity(at: .seconds(1))) == traceRounded(speed))
    }

    /// The glide stops once it covers less than its precision per 1/60 s (speed 0.6 px/s):
    /// at ln(1000 / 0.6) / λ = 3.7056 s, at 499.2001, and stays there.
    @Test func glideStopsWhenTooSlowToSee() {
        let flick = Decay(position: 0, velocity: 1000)
        #expect(!flick.isFinished(at: .seconds(3.7)))
        #expect(flick.isFinished(at: .seconds(3.71)))
        #expect(traceRounded(flick.restingPosition) == "499.2001")
        #expect(flick.position(at: .seconds(10)) == flick.restingPosition)
        #expect(flick.velocity(at: .seconds(10)) == 0)
    }

    /// Crossing the upper limit 200 at 0.2555 s and 599.6 px/s, the band carries the
    /// coordinate out to 214.04 and back to exactly 200, never below it.
    @Test func rubberBandCatchesTheCrossedLimit() {
        let flick = Decay(position: 0, velocity: 1000, limits: 0...200)
        let crossing = 0.2554908697501209
        #expect([0.1, 0.2, 0.3, 0.5].map { traceRounded(flick.position(at: .seconds(crossing + $0))) }
            == ["212.4644", "205.1822", "201.6159", "200.1164"])
        #expect(traceRounded(flick.position(at: .seconds(0.319152847)), 2) == "214.04")
        #expect(traceRounded(flick.velocity(at: .seconds(crossing)), 2) == "599.6")
        var time = 0.0
        while !flick.isFinished(at: .seconds(time)) {
            time += 1.0 / 60
            #expect(time < 3)
            if time > 0.26 { #expect(flick.position(at: .seconds(time)) >= 200) }
        }
        #expect(flick.position(at: .seconds(time)) == 200)
        #expect(flick.restingPosition == 200)
    }

    /// Released while pulled past the top, the content springs straight back to the limit.
    @Test func releasedBeyondALimitSpringsBack() {
        let flick = Decay(position: -50, velocity: 0, limits: 0...400)
        #expect(flick.position(at: .seconds(0)) == -50)
        var time = 0.0, previous = -50.0
        while !flick.isFinished(at: .seconds(time)) {
            time += 1.0 / 60
            let position = flick.position(at: .seconds(time))
            #expect(position >= previous && position <= 0)
            previous = position
        }
        #expect(flick.position(at: .seconds(time)) == 0)
    }

    /// Whatever the flick, it ends in bounded time inside its limits.
    @Test func everyFlickEndsInsideItsLimits() async {
        await propertyCheck(input: Gen.double(in: -600...600), Gen.double(in: -20000...20000), Gen.bool) {
            position, velocity, fast in
            let flick = Decay(position: position, velocity: velocity,
                              decelerationRate: fast ? Decay.fastDecelerationRate : Decay.normalDecelerationRate,
                              limits: -300...300)
            var time = 0.0
            while !flick.isFinished(at: .seconds(time)) && time < 20 { time += 1.0 / 60 }
            #expect(flick.isFinished(at: .seconds(time)))
            #expect((-300...300).contains(flick.position(at: .seconds(time))))
            #expect(flick.position(at: .seconds(time)) == flick.restingPosition)
        }
    }

    @Test func rubberBandStiffensWithDistance() {
        #expect(Decay.rubberBand(overshoot: 0, dimension: 500) == 0)
        #expect(traceRounded(Decay.rubberBand(overshoot: 100, dimension: 500)) == "49.5495")
        #expect(traceRounded(Decay.rubberBand(overshoot: -100, dimension: 500)) == "-49.5495")
        #expect(Decay.rubberBand(overshoot: 1e9, dimension: 500) < 500)
        #expect(Decay.rubberBand(overshoot: 100, dimension: 0) == 0)
    }

    /// A scroll view's content offset flicked through the animator, with a finger landing
    /// mid-glide: the offset stops where it is.
    @Test func animatorFlicksAPointAndATouchStopsIt() {
        let h = AnimatorHarness()
        let scroller = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        h.animator.decay(scroller, \.bounds.origin, velocity: Point(x: 0, y: 1000),
                         limits: (lower: .zero, upper: Point(x: 0, y: 2000)), completion: h.completion("flick"))
        h.tick(at: 0.5)
        h.trace.append("0.5: \(scroller.bounds.origin)")
        h.animator.stop(scroller, \.bounds.origin)
        h.tick(at: 1)
        h.trace.append("1.0: \(scroller.bounds.origin) frames \(h.animator.needsFrames)")
        #expect(h.trace == ["schedule changed", "0.5: (0, 315.93)", "flick interrupted", "1.0: (0, 315.93) frames false"])
    }

    /// Flicked past the end, the offset ends exactly on the limit, and a spring snapping
    /// the list to a row takes over the glide's velocity.
    @Test func animatorFlickEndsOnTheLimit() {
        let h = AnimatorHarness()
        let scroller = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        h.animator.decay(scroller, \.bounds.origin, velocity: Point(x: 0, y: 1000),
                         limits: (lower: .zero, upper: Point(x: 0, y: 200)), completion: h.completion("flick"))
        var frame = 0
        while h.animator.isAnimating {
            frame += 1
            h.tick(at: Double(frame) / 60)
        }
        h.trace.append("\(scroller.bounds.origin)")
        h.animator.decay(scroller, \.bounds.origin, velocity: Point(x: 0, y: -2000), completion: h.completion("again"))
        h.tick(at: h.clock.now + 0.1)
        let before = scroller.bounds.origin.y
        h.animator.animate(spring: Spring(response: .seconds(0.5)), [.init(scroller, \.bounds.origin, to: Point(x: 0, y: 0))])
        h.tick(at: h.clock.now + 0.001)
        h.trace.append("spring keeps moving up: \(scroller.bounds.origin.y < before - 1)")
        #expect(h.trace == ["schedule changed", "flick finished", "(0, 200)", "schedule changed", "again interrupted",
                            "spring keeps moving up: true"])
    }

    /// A velocity measured over no time is infinite; the flick then does not move at all.
    @Test func infiniteVelocityIsNoFlick() {
        let flick = Decay(position: 40, velocity: .infinity, limits: 0...100)
        #expect(flick.isFinished(at: .seconds(0)))
        #expect(flick.position(at: .seconds(1)) == 40)
    }
}
