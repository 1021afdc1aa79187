import PropertyBased
import Testing
import TactileCore

/// One random action on the animator: animate with a curve, a spring or a flick, or stop.
struct AnimationStep: Sendable, CustomStringConvertible {
    /// 0 curve, 1 spring, 2 flick, 3 stop.
    var kind: Int
    var view: Int
    /// 0 centre, 1 alpha, 2 tint (which is not flicked: a flick there stops instead).
    var property: Int
    /// When the step happens, in seconds.
    var time: Double
    var duration: Double
    var delay: Double
    var damping: Double
    var response: Double
    /// A spring's initial velocity, or a flick's speed in thousands of px/s (alpha: per s).
    var velocity: Double
    /// −500…500, mapped onto each property's range.
    var target: Double

    var description: String {
        "kind \(kind) view \(view) property \(property) at \(time) duration \(duration) delay \(delay) "
            + "damping \(damping) response \(response) velocity \(velocity) target \(target)"
    }
}

@Suite struct AnimationTerminationTests {
    private static let steps = zip(
        Gen.int(in: 0...3), Gen.int(in: 0...2), Gen.int(in: 0...2), Gen.double(in: 0...2), Gen.double(in: 0...1),
        Gen.double(in: 0...0.5), Gen.double(in: 0.1...3), Gen.double(in: 0.05...1), Gen.double(in: -5...5),
        Gen.double(in: -500...500)
    ).map { step in
        AnimationStep(kind: step.0, view: step.1, property: step.2, time: step.3, duration: step.4, delay: step.5,
                      damping: step.6, response: step.7, velocity: step.8, target: step.9)
    }.array(of: 1...12)

    /// What a property must hold once everything has ended.
    private enum Outcome {
        /// Exactly this value (an animation's target, or where a stop left it).
        case exactly(String)
        /// Anywhere within these limits (after a flick).
        case within(Double, Double)
    }

    /// Any set of animations, replacements, flicks and stops, started at random times, ends
    /// (no frames needed) within a minute of simulated time; every property ends exactly at
    /// the target of its last animation, where its last stop left it, or inside its flick's
    /// limits; every call's completion runs exactly once.
    @Test func everyRandomSetOfAnimationsEndsOnItsTargets() async {
        await propertyCheck(input: Self.steps) { steps in
            let h = AnimatorHarness()
            let views = (0..<3).map { _ in AnimationTintedView(frame: Rect(x: 0, y: 0, width: 40, height: 40)) }
            var outcomes: [String: Outcome] = [:]
            var completionCounts: [Int] = []
            var time = 0.0

            // Full precision: "exactly" means bit for bit.
            func exact(_ point: Point) -> String { "\(point.x) \(point.y)" }
            func exact(_ color: Color) -> String { "\(color.red) \(color.green) \(color.blue) \(color.alpha)" }
            func value(_ view: AnimationTintedView, _ property: Int) -> String {
                [exact(view.center), String(view.alpha), exact(view.tint)][property]
            }
            for step in steps.sorted(by: { $0.time < $1.time }) {
                while time + 1.0 / 60 <= step.time {
                    time += 1.0 / 60
                    h.tick(at: time)
                }
                h.clock.now = step.time
                let view = views[step.view], call = completionCounts.count
                let completion: (Bool) -> Void = { _ in completionCounts[call] += 1 }
                let key = "\(step.view).\(step.property)"
                let fraction = (step.target + 500) / 1000
                let point = Point(x: step.target, y: -step.target)
                let tint = Color(red: fraction, green: 1 - fraction, blue: 0.5, alpha: fraction)
                let target: PropertyTarget = [
                    PropertyTarget(view, \.center, to: point), PropertyTarget(view, \.alpha, to: fraction),
                    PropertyTarget(view, \.tint, to: tint),
                ][step.property]
                switch (step.kind, step.property) {
                case (0, _):
                    completionCounts.append(0)
                    let curve = [TimingCurve.linear, .easeIn, .easeOut, .easeInOut][step.view]
                    h.animator.animate(duration: .seconds(step.duration), delay: .seconds(step.delay), curve: curve, [target], completion: completion)
                    outcomes[key] = .exactly([exact(point), String(fraction), exact(tint)][step.property])
                case (1, _):
                    completionCounts.append(0)
                    let spring = Spring(response: .seconds(step.response), dampingRatio: step.damping, initialVelocity: step.velocity)
                    h.animator.animate(spring: spring, delay: .seconds(step.delay), [target], completion: completion)
                    outcomes[key] = .exactly([exact(point), String(fraction), exact(tint)][step.property])
                case (2, 0):
                    completionCounts.append(0)
                    h.animator.decay(view, \.center, velocity: Point(x: step.velocity * 1000, y: -step.velocity * 1000),
                                     limits: (Point(x: -1000, y: -1000), Point(x: 1000, y: 1000)), completion: completion)
                    outcomes[key] = .within(-1000, 1000)
                case (2, 1):
                    completionCounts.append(0)
                    h.animator.decay(view, \.alpha, velocity: step.velocity, limits: (0, 1), completion: completion)
                    outcomes[key] = .within(0, 1)
                default:
                    switch step.property {
                    case 0: h.animator.stop(view, \.center)
                    case 1: h.animator.stop(view, \.alpha)
                    default: h.animator.stop(view, \AnimationTintedView.tint)
                    }
                    outcomes[key] = .exactly(value(view, step.property))
                }
            }
            
            var frames = 0
            while h.animator.isAnimating && frames < 60 * 60 {
                frames += 1
                time += 1.0 / 60
                h.tick(at: time)
            }
            #expect(!h.animator.isAnimating && !h.animator.needsFrames && h.animator.nextStartTime == nil)
            #expect(completionCounts.allSatisfy { $0 == 1 }, "completions ran \(completionCounts) times")
            for (key, outcome) in outcomes {
                let view = views[Int(String(key.first!))!], property = Int(String(key.last!))!
                switch outcome {
                case .exactly(let expected):
                    #expect(value(view, property) == expected, "property \(key)")
                case .within(let lower, let upper):
                    let lanes = property == 0 ? [view.center.x, view.center.y] : [view.alpha]
                    #expect(lanes.allSatisfy { (lower...upper).contains($0) }, "property \(key): \(lanes)")
                }
            }
        }
    }
}
