/// Which property of which object an animation drives: two animations with equal keys
/// replace each other.
struct PropertyKey: Hashable {
    let object: ObjectIdentifier
    let keyPath: AnyKeyPath

    init<Root: AnyObject>(_ root: Root, _ keyPath: AnyKeyPath) {
        object = ObjectIdentifier(root)
        self.keyPath = keyPath
    }
}

/// The animations started by one `animate` call, which share a completion.
final class AnimationGroup {
    /// Called once, when the last of the group's tracks has ended; true when none was
    /// interrupted.
    let completion: ((Bool) -> Void)?
    /// Tracks of the group still pending or running.
    var remainingTracks: Int
    /// Set when any track was stopped or replaced before reaching its end.
    var wasInterrupted = false

    init(trackCount: Int, completion: ((Bool) -> Void)?) {
        remainingTracks = trackCount
        self.completion = completion
    }
}

/// Where a track is in its life.
enum TrackPhase {
    /// Waiting for its delay to pass; the property is not touched yet.
    case pending
    /// Moving the property at every tick.
    case running
    /// Finished, stopped or replaced; about to be dropped.
    case ended
}

/// One property's animation inside the animator, with the value type erased so the
/// animator keeps a single array of them.
protocol AnimationTrack: AnyObject {
    var key: PropertyKey { get }
    var group: AnimationGroup { get }
    /// When the motion starts, on the animator's clock (the call's time plus the delay).
    var startTime: MonotonicTime { get }
    var phase: TrackPhase { get set }
    /// Starts the motion at `startTime`: from where `predecessor` (the running animation of
    /// the same property, which this one replaces) would be then, with its velocity, or
    /// from the property's current value at rest.
    func begin(takingOverFrom predecessor: (any AnimationTrack)?)
    /// Writes the property's value at `time`; returns true (having written the exact final
    /// value) when the motion has ended.
    func advance(to time: MonotonicTime) -> Bool
    /// The motion's components and velocity at `time`, and whether it has ended by then.
    func state(at time: MonotonicTime) -> (components: AnimationVector, velocity: AnimationVector, isFinished: Bool)
}

/// The track of one key path on one object, moved by one kind of motion.
final class PropertyTrack<Root: AnyObject, Value: Animatable, M: Motion>: AnimationTrack {
    let key: PropertyKey
    let group: AnimationGroup
    let startTime: MonotonicTime
    var phase = TrackPhase.pending
    private let root: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>
    /// Writes the property at every frame: a setter called directly where there is one (see
    /// `View.animatedSetter(for:)`), the key path otherwise.
    private let write: (Root, Value) -> Void
    /// The value left exactly in place at the end; nil for a flick, which ends wherever
    /// its glide or rubber band does.
    private let target: Value?
    private var motion: M

    init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>, write: @escaping (Root, Value) -> Void, key: PropertyKey,
         target: Value?, motion: M, group: AnimationGroup, startTime: MonotonicTime) {
        self.root = root
        self.keyPath = keyPath
        self.write = write
        self.key = key
        self.target = target
        self.motion = motion
        self.group = group
        self.startTime = startTime
    }

    func begin(takingOverFrom predecessor: (any AnimationTrack)?) {
        var components: AnimationVector, velocity: AnimationVector
        if let predecessor {
            (components, velocity, _) = predecessor.state(at: startTime)
        } else {
            components = root[keyPath: keyPath].animationComponents
            velocity = AnimationVector()
        }
        if let target { Value.alignAnimationComponents(&components, toward: target.animationComponents) }
        motion.begin(from: components, velocity: velocity, at: startTime)
        phase = .running
    }

    func advance(to time: MonotonicTime) -> Bool {
        let sample = motion.sample(at: time)
        if sample.isFinished, let target {
            write(root, target)
        } else {
            write(root, Value(animationComponents: sample.components))
        }
        return sample.isFinished
    }

    func state(at time: MonotonicTime) -> (components: AnimationVector, velocity: AnimationVector, isFinished: Bool) {
        let sample = motion.sample(at: time)
        return (sample.components, motion.velocity(at: time), sample.isFinished)
    }
}
