/// A damped spring pulling a value to its target, solved analytically (no integration
/// steps, so a sample depends only on the time asked for, never on the frame rate).
///
/// The displacement d from the target obeys d'' = −ω²·d − 2ζω·d', with ω = 2π / response
/// and ζ the damping ratio: below 1 it overshoots and oscillates, at 1 (critical) it
/// arrives as fast as possible without overshooting, above 1 it creeps in.
public struct Spring: Hashable, Sendable {
    /// ζ: 1 is critical damping; smaller values bounce, larger ones creep. Greater than 0.
    public let dampingRatio: Double
    /// The period of the undamped oscillation: roughly how long the motion is
    /// perceived to take (as SwiftUI's `response`), so a UIKit spring's duration maps here
    /// (a 0.25 s nudge). It settles later: a critically damped spring needs about
    /// 1.9 × `response` to come within a hundredth of a pixel of a 100 px move. Greater than 0.
    public let response: TimeSpan
    /// The starting speed as a fraction of the distance to travel per second, as UIKit's
    /// `initialSpringVelocity` (1: a speed that would cover the whole distance in one
    /// second). Added to the velocity of any animation the spring takes over from.
    public let initialVelocity: Double

    /// Creates a spring. The defaults make the critically damped spring a drop or a
    /// snap-back uses.
    public init(response: TimeSpan = .seconds(0.5), dampingRatio: Double = 1, initialVelocity: Double = 0) {
        precondition(response > .zero, "a spring's response must be a positive duration")
        // An undamped spring would never settle, and an animation must end.
        precondition(dampingRatio > 0 && dampingRatio.isFinite, "a spring's damping ratio must be positive")
        self.response = response
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }

    /// ω, the undamped angular frequency in radians per second.
    var angularFrequency: Double { 2 * Double.pi / response.seconds }

    /// The solution at `elapsed` seconds as four coefficients, the same for every lane: with
    /// displacement d₀ and velocity v₀ at time 0,
    /// d(t) = d₀·displacementFromDisplacement + v₀·displacementFromVelocity and
    /// v(t) = d₀·velocityFromDisplacement + v₀·velocityFromVelocity.
    func solution(at elapsed: Double) -> SpringSolution {
        let t = max(elapsed, 0)
        let omega = angularFrequency, zeta = dampingRatio
        // Near ζ = 1 both other forms divide by a vanishing difference; the critical form
        // differs from them by far less than any precision.
        if abs(zeta - 1) < 1e-6 {
            let decay = _exp(-omega * t)
            return SpringSolution(
                displacementFromDisplacement: decay * (1 + omega * t),
                displacementFromVelocity: decay * t,
                velocityFromDisplacement: -omega * omega * t * decay,
                velocityFromVelocity: decay * (1 - omega * t))
        }
        if zeta < 1 {
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let decay = _exp(-zeta * omega * t)
            let cosine = _cos(dampedOmega * t), sine = _sin(dampedOmega * t)
            let ratio = zeta * omega / dampedOmega
            return SpringSolution(
                displacementFromDisplacement: decay * (cosine + ratio * sine),
                displacementFromVelocity: decay * sine / dampedOmega,
                velocityFromDisplacement: -decay * sine * omega * omega / dampedOmega,
                velocityFromVelocity: decay * (cosine - ratio * sine))
        }
        // Over-damped: two real exponentials with rates r1 (slow) and r2 (fast).
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let e1 = _exp(r1 * t), e2 = _exp(r2 * t), span = r1 - r2
        return SpringSolution(
            displacementFromDisplacement: (r1 * e2 - r2 * e1) / span,
            displacementFromVelocity: (e1 - e2) / span,
            velocityFromDisplacement: r1 * r2 * (e2 - e1) / span,
            velocityFromVelocity: (r1 * e1 - r2 * e2) / span)
    }

    /// True when, in every lane, the spring's remaining energy can no longer move the value
    /// by `precision`: the amplitude √(d² + (v/ω)²) is below it. That amplitude never grows
    /// (damping only removes energy), so once settled the spring stays settled. A lane that
    /// is not a number (a corrupted start value) counts as settled, so that the animation
    /// ends on its target instead of running forever.
    func isSettled(displacement: AnimationVector, velocity: AnimationVector, precision: AnimationVector) -> Bool {
        let omega = angularFrequency
        let scaledVelocity = velocity / omega
        let amplitudeSquared = displacement * displacement + scaledVelocity * scaledVelocity
        return !any(amplitudeSquared .> precision * precision)
    }
}

/// The four coefficients of a spring's solution at one moment; see `Spring.solution(at:)`.
struct SpringSolution {
    /// How much of the initial displacement remains.
    var displacementFromDisplacement: Double
    /// Displacement caused by each unit of initial velocity, in seconds.
    var displacementFromVelocity: Double
    /// Velocity caused by each unit of initial displacement, per second.
    var velocityFromDisplacement: Double
    /// How much of the initial velocity remains.
    var velocityFromVelocity: Double
}
