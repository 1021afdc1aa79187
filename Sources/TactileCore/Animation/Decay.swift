/// The momentum of one flicked coordinate (a scroll offset along one axis): it glides on
/// with exponentially decaying speed and, when limits are given, a limit it crosses (or
/// starts beyond) pulls it back with a critically damped spring, the rubber band.
///
/// Positions are in the coordinate's own units (logical pixels for scrolling), velocities
/// in units per second, times in seconds since the flick. Analytic, like `Spring`.
public struct Decay: Sendable {
    /// UIKit's normal deceleration rate: the speed keeps 0.998 of itself every millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIKit's fast deceleration rate, for paging-like lists: 0.99 per millisecond.
    public static let fastDecelerationRate = 0.99
    /// The spring that brings an overshooting coordinate back to its limit.
    package static let defaultBounce = Spring(response: .seconds(0.4), dampingRatio: 1)

    /// The coordinate at the flick.
    private let startPosition: Double
    /// The speed at the flick.
    private let startVelocity: Double
    /// The speed's decay constant λ in 1/s: v(t) = v₀·e^(−λt).
    private let decayConstant: Double
    /// When the glide ends: the flick's end when no limit is crossed, otherwise the moment
    /// the limit is reached and the bounce takes over.
    private let glideDuration: Double
    /// The limit the bounce returns to, with the displacement and velocity it starts from,
    /// or nil when the glide simply stops inside the limits.
    private let bounceAnchor: Double?
    private let bounceDisplacement: Double
    private let bounceVelocity: Double
    private let bounce: Spring
    /// Below this distance from the limit, in the coordinate's units, the bounce is over.
    private let precision: Double

    /// Starts a flick from `position` at `velocity`.
    ///
    /// - Parameters:
    ///   - decelerationRate: the fraction of its speed the glide keeps per millisecond
    ///     (0 < rate < 1).
    ///   - limits: the range the coordinate must end in, or nil for none.
    ///   - bounce: the spring of the rubber band at the limits.
    ///   - precision: the smallest visible distance in the coordinate's units; the glide
    ///     stops once it covers less than this per 1/60 s.
    package init(position: Double, velocity: Double, decelerationRate: Double = Decay.normalDecelerationRate,
                limits: ClosedRange<Double>? = nil, bounce: Spring = Decay.defaultBounce, precision: Double = 0.01) {
        precondition(decelerationRate > 0 && decelerationRate < 1, "a deceleration rate lies strictly between 0 and 1")
        precondition(precision > 0, "a decay's precision must be positive")
        // A velocity estimated over no time at all can be infinite: such a flick is no flick.
        let velocity = velocity.isFinite ? velocity : 0
        startPosition = position
        startVelocity = velocity
        decayConstant = -1000 * _log(decelerationRate)
        self.bounce = bounce
        self.precision = precision

        if let limits, !limits.contains(position) {
            // Released beyond a limit (the finger pulled the content past its end): spring
            // straight back, keeping the release velocity.
            let anchor = position < limits.lowerBound ? limits.lowerBound : limits.upperBound
            glideDuration = 0
            bounceAnchor = anchor
            bounceDisplacement = position - anchor
            bounceVelocity = velocity
            return
        }
        let stopSpeed = 60 * precision
        let stopTime = abs(velocity) > stopSpeed ? _log(abs(velocity) / stopSpeed) / decayConstant : 0
        let stopPosition = position + velocity * (1 - _exp(-decayConstant * stopTime)) / decayConstant
        if let limits, !limits.contains(stopPosition) {
            // The glide would leave the limits: it runs until it reaches the crossed limit,
            // where x(t) = limit gives e^(−λt) = 1 − (limit − x₀)·λ / v₀, and the rubber band
            // catches it there at its speed at that moment.
            let limit = stopPosition < limits.lowerBound ? limits.lowerBound : limits.upperBound
            let remaining = 1 - (limit - position) * decayConstant / velocity
            glideDuration = -_log(remaining) / decayConstant
            bounceAnchor = limit
            bounceDisplacement = 0
            bounceVelocity = velocity * remaining
        } else {
            glideDuration = stopTime
            bounceAnchor = nil
            bounceDisplacement = 0
            bounceVelocity = 0
        }
    }

    /// The coordinate `elapsed` after the flick. Exactly the limit once the
    /// bounce has settled, and exactly `restingPosition` after the end.
    package func position(at elapsed: TimeSpan) -> Double {
        position(atSeconds: max(elapsed.seconds, 0))
    }

    /// The coordinate `t` seconds (≥ 0) after the flick.
    private func position(atSeconds t: Double) -> Double {
        guard let anchor = bounceAnchor, t >= glideDuration else {
            let glide = min(t, glideDuration)
            return startPosition + startVelocity * (1 - _exp(-decayConstant * glide)) / decayConstant
        }
        let state = bounceState(at: t)
        return state.settled ? anchor : anchor + state.displacement
    }

    /// The coordinate's velocity `elapsed` after the flick, in units per second;
    /// zero once the motion has ended.
    package func velocity(at elapsed: TimeSpan) -> Double {
        let t = max(elapsed.seconds, 0)
        guard bounceAnchor != nil, t >= glideDuration else {
            return t < glideDuration ? startVelocity * _exp(-decayConstant * t) : 0
        }
        let state = bounceState(at: t)
        return state.settled ? 0 : state.velocity
    }

    /// True once the coordinate has stopped moving for good: the glide ended inside the
    /// limits, or the rubber band has settled at a limit.
    package func isFinished(at elapsed: TimeSpan) -> Bool {
        let t = max(elapsed.seconds, 0)
        guard t >= glideDuration else { return false }
        return bounceAnchor == nil || bounceState(at: t).settled
    }

    /// The rubber band's displacement from its limit and velocity at `t` seconds after the
    /// flick (t ≥ the glide's end), and whether it has settled.
    private func bounceState(at t: Double) -> (displacement: Double, velocity: Double, settled: Bool) {
        let solution = bounce.solution(at: t - glideDuration)
        let displacement = bounceDisplacement * solution.displacementFromDisplacement
            + bounceVelocity * solution.displacementFromVelocity
        let velocity = bounceDisplacement * solution.velocityFromDisplacement
            + bounceVelocity * solution.velocityFromVelocity
        let settled = bounce.isSettled(displacement: AnimationVector(displacement, 0, 0, 0, 0, 0, 0, 0),
                                       velocity: AnimationVector(velocity, 0, 0, 0, 0, 0, 0, 0),
                                       precision: AnimationVector(precision, 0, 0, 0, 0, 0, 0, 0))
        return (displacement, velocity, settled)
    }

    /// Where the coordinate comes to rest: the end of the glide, or the limit it bounces
    /// back to. A scroll view can use it to pick a page or a row to snap to.
    package var restingPosition: Double {
        bounceAnchor ?? position(atSeconds: glideDuration)
    }

    /// How far content dragged `overshoot` units past its limit appears to move, for a
    /// viewport `dimension` units long: the further the pull, the stiffer the band, never
    /// reaching `dimension` (the formula iOS scroll views are known for:
    /// (1 − 1 / (overshoot·coefficient / dimension + 1)) · dimension). Keeps the sign.
    package static func rubberBand(overshoot: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(overshoot) * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }
}
