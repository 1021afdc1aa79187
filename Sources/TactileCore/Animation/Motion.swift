/// How one property moves once its animation has started, in component space. Times are
/// on the animator's clock; velocities are per second.
protocol Motion {
    /// Fixes the start: the property's components and velocity (components per second) at
    /// `time`, when the motion takes over.
    mutating func begin(from components: AnimationVector, velocity: AnimationVector, at time: MonotonicTime)
    /// The components at `time` and whether the motion has ended by then.
    func sample(at time: MonotonicTime) -> (components: AnimationVector, isFinished: Bool)
    /// The velocity at `time`, in components per second; zero once ended.
    func velocity(at time: MonotonicTime) -> AnimationVector
}

/// A Bézier-timed move from the start components to a target over a fixed duration.
struct CurveMotion: Motion {
    let curve: TimingCurve
    /// From start to target; zero jumps to the target at the first frame.
    let duration: TimeSpan
    let target: AnimationVector
    /// Fixed by `begin`.
    var start = AnimationVector(), startTime = MonotonicTime.zero

    /// A curve has its own shape, so any velocity it takes over from is dropped.
    mutating func begin(from components: AnimationVector, velocity: AnimationVector, at time: MonotonicTime) {
        start = components
        startTime = time
    }

    private func fraction(at time: MonotonicTime) -> Double {
        duration > .zero ? min(max((time - startTime) / duration, 0), 1) : 1
    }

    func sample(at time: MonotonicTime) -> (components: AnimationVector, isFinished: Bool) {
        let fraction = fraction(at: time)
        return (start + (target - start) * curve.progress(at: fraction), fraction >= 1)
    }

    func velocity(at time: MonotonicTime) -> AnimationVector {
        let fraction = fraction(at: time)
        guard fraction < 1 else { return AnimationVector() }
        return (target - start) * (curve.slope(at: fraction) / duration.seconds)
    }
}

/// A spring towards a target, starting from any displacement and velocity.
struct SpringMotion: Motion {
    let spring: Spring
    let target: AnimationVector
    /// Per lane, the value type's invisible distance: the motion ends once within it.
    let precision: AnimationVector
    /// Fixed by `begin`.
    var displacement = AnimationVector(), startVelocity = AnimationVector(), startTime = MonotonicTime.zero

    /// Keeps the velocity taken over and adds the spring's own relative initial velocity.
    mutating func begin(from components: AnimationVector, velocity: AnimationVector, at time: MonotonicTime) {
        displacement = components - target
        startVelocity = velocity - displacement * spring.initialVelocity
        startTime = time
    }

    private func state(at time: MonotonicTime) -> (displacement: AnimationVector, velocity: AnimationVector) {
        let solution = spring.solution(at: (time - startTime).seconds)
        return (displacement * solution.displacementFromDisplacement + startVelocity * solution.displacementFromVelocity,
                displacement * solution.velocityFromDisplacement + startVelocity * solution.velocityFromVelocity)
    }

    func sample(at time: MonotonicTime) -> (components: AnimationVector, isFinished: Bool) {
        let state = state(at: time)
        return (target + state.displacement,
                spring.isSettled(displacement: state.displacement, velocity: state.velocity, precision: precision))
    }

    func velocity(at time: MonotonicTime) -> AnimationVector {
        let state = state(at: time)
        let settled = spring.isSettled(displacement: state.displacement, velocity: state.velocity, precision: precision)
        return settled ? AnimationVector() : state.velocity
    }
}

/// A flick: every lane with a positive precision glides as a `Decay` (with its rubber band
/// at the limits); lanes with zero precision (unused by the value type) stay put.
struct DecayMotion: Motion {
    let flickVelocity: AnimationVector
    let decelerationRate: Double
    let limits: (lower: AnimationVector, upper: AnimationVector)?
    let precision: AnimationVector
    /// Fixed by `begin`: the start, and one glide per moving lane.
    var start = AnimationVector(), startTime = MonotonicTime.zero
    var lanes: [(index: Int, decay: Decay)] = []

    /// The flick's own velocity replaces any velocity taken over: it is the finger's.
    mutating func begin(from components: AnimationVector, velocity: AnimationVector, at time: MonotonicTime) {
        start = components
        startTime = time
        lanes = (0..<AnimationVector.scalarCount).filter { precision[$0] > 0 }.map { index in
            (index, Decay(position: components[index], velocity: flickVelocity[index],
                          decelerationRate: decelerationRate,
                          limits: limits.map { $0.lower[index]...$0.upper[index] },
                          precision: precision[index]))
        }
    }

    func sample(at time: MonotonicTime) -> (components: AnimationVector, isFinished: Bool) {
        var components = start, finished = true
        for lane in lanes {
            components[lane.index] = lane.decay.position(at: time - startTime)
            finished = finished && lane.decay.isFinished(at: time - startTime)
        }
        return (components, finished)
    }

    func velocity(at time: MonotonicTime) -> AnimationVector {
        var velocity = AnimationVector()
        for lane in lanes { velocity[lane.index] = lane.decay.velocity(at: time - startTime) }
        return velocity
    }
}
