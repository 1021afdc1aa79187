/// Runs the animations of one window: moves properties of views (or of any object) towards
/// their targets at every frame.
///
/// The application drives it: `tick(now:)` at each frame callback, asking for another frame
/// only while `needsFrames` is true, and arming a timer for `nextStartTime` when only
/// delayed animations wait. An idle animator costs nothing. Times are on the clock given
/// at creation; `tick` must be passed times from the same clock.
///
/// Rules:
/// - A later animation of a property wins. It cancels at once any earlier one that has not
///   started yet, and replaces a running one when its own delay ends, starting from where
///   that one is then (for a spring, also with its velocity): no jump.
/// - `stop` leaves a property exactly where the last frame put it (a touch grabbing a view
///   mid-flight holds it where the finger found it). Whoever sets an animated property
///   directly (a drag) stops its animation first, or the next frame overwrites the value.
/// - Every `animate` call's completion runs once, after all its properties have ended, with
///   true if all reached their targets and false if any was stopped or replaced. Values are
///   all written before any completion runs; completions run in the order their animations
///   ended, and may start new animations.
/// - The animator keeps the animated objects alive until their animations end.
///
/// Cost: sampling allocates nothing, and neither does writing a property `View` declares for
/// animations (`center`, `bounds`, `transform`, `alpha`: their setters are called directly, see
/// `View.animatedSetter(for:)`); any other written property costs one small allocation made by
/// Swift's key-path runtime (its write-back buffer), which no key-path write avoids on Swift 6.3.
public final class Animator {
    private let clock: () -> MonotonicTime
    /// Every pending or running track, in the order they were added.
    @exclusivity(unchecked) private var tracks: [any AnimationTrack] = []
    /// Groups whose last track has ended and whose completion is still to run, in order.
    @exclusivity(unchecked) private var endedGroups: [AnimationGroup] = []
    @exclusivity(unchecked) private var isDeliveringCompletions = false
    @exclusivity(unchecked) private var isTicking = false

    /// Called when an `animate` or `decay` call (outside `tick`) makes `needsFrames` true or
    /// brings `nextStartTime` earlier: the application then requests a frame callback or
    /// re-arms its timer. After `tick` the application checks both itself.
    @exclusivity(unchecked) package var onScheduleChange: (() -> Void)?

    /// Creates an animator reading the current time from `clock` (monotonic; a manual
    /// clock in tests).
    package init(clock: @escaping () -> MonotonicTime) {
        self.clock = clock
    }

    /// True while some property is in motion: the application should keep requesting
    /// frame callbacks and call `tick(now:)` from each.
    package var needsFrames: Bool { @section(".text.hot") get { tracks.contains { $0.phase == .running } } }

    /// The earliest time, on the animator's clock, at which a delayed animation starts, or
    /// nil when none waits. While nothing moves, the application need not draw before then.
    package var nextStartTime: MonotonicTime? {
        @section(".text.hot") get {
            var earliest: MonotonicTime?
            for track in tracks where track.phase == .pending {
                earliest = min(earliest ?? track.startTime, track.startTime)
            }
            return earliest
        }
    }

    /// True while any animation is running or waiting for its delay.
    public var isAnimating: Bool { @section(".text.hot") get { !tracks.isEmpty } }

    // MARK: Starting animations

    /// Moves every target's property from its current value to the target along `curve`
    /// over `duration`, after waiting `delay`.
    public func animate(duration: TimeSpan, delay: TimeSpan = .zero, curve: TimingCurve = .easeInOut,
                        _ targets: [PropertyTarget], completion: ((_ finished: Bool) -> Void)? = nil) {
        precondition(duration >= .zero, "an animation's duration is not negative")
        add(targets, timing: .curve(curve, duration: duration), delay: delay, completion: completion)
    }

    /// Moves every target's property to the target with `spring`, after waiting `delay`;
    /// the motion lasts until the spring settles, where the value is set exactly to
    /// the target.
    public func animate(spring: Spring, delay: TimeSpan = .zero, _ targets: [PropertyTarget],
                        completion: ((_ finished: Bool) -> Void)? = nil) {
        add(targets, timing: .spring(spring), delay: delay, completion: completion)
    }

    /// Flicks `root`'s property at `keyPath`: it glides from its current value at
    /// `velocity` (per second: logical pixels per second for a point), slowing by
    /// `decelerationRate` per millisecond, and, when `limits` are given, is pulled back by a
    /// rubber band to the limit it crosses (see `Decay`). Starts now. Every component
    /// glides on its own, and `velocity` and `limits` are converted with
    /// `animationComponents`: meant for values whose components are their fields (`Double`,
    /// `Point`, `Size`, `Rect`), not for colours or transforms.
    public func decay<Root: AnyObject, Value: Animatable>(
        _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, velocity: Value,
        decelerationRate: Double = Decay.normalDecelerationRate, limits: (lower: Value, upper: Value)? = nil,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        startDecay(root, keyPath, write: writer(through: keyPath), velocity: velocity, decelerationRate: decelerationRate,
                   limits: limits, completion: completion)
    }

    /// Flicks a property `View` declares (for a scroll view, `\.bounds.origin`), keyed by
    /// the `View`-rooted key path whatever the view's subclass; see the generic `decay`.
    public func decay<Value: Animatable>(
        _ view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>, velocity: Value,
        decelerationRate: Double = Decay.normalDecelerationRate, limits: (lower: Value, upper: Value)? = nil,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        startDecay(view, keyPath, write: View.animatedSetter(for: keyPath) ?? writer(through: keyPath), velocity: velocity,
                   decelerationRate: decelerationRate, limits: limits, completion: completion)
    }

    private func startDecay<Root: AnyObject, Value: Animatable>(
        _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, write: @escaping (Root, Value) -> Void, velocity: Value,
        decelerationRate: Double, limits: (lower: Value, upper: Value)?, completion: ((Bool) -> Void)?
    ) {
        let motion = DecayMotion(flickVelocity: velocity.animationComponents, decelerationRate: decelerationRate,
                                 limits: limits.map { ($0.lower.animationComponents, $0.upper.animationComponents) },
                                 precision: Value.animationPrecision)
        let group = AnimationGroup(trackCount: 1, completion: completion)
        let now = clock()
        install([PropertyTrack(root: root, keyPath: keyPath, write: write, key: PropertyKey(root, keyPath), target: nil,
                               motion: motion, group: group, startTime: now)], now: now)
    }

    private func add(_ targets: [PropertyTarget], timing: TrackTiming, delay: TimeSpan,
                     completion: ((Bool) -> Void)?) {
        precondition(delay >= .zero, "an animation's delay is not negative")
        let group = AnimationGroup(trackCount: targets.count, completion: completion)
        let now = clock()
        // Nothing to animate: the completion still runs, at once, as finished.
        if targets.isEmpty { endedGroups.append(group) }
        install(targets.map { $0.makeTrack(timing, group, now + delay) }, now: now)
    }

    /// Adds tracks created at `now`, starting those without a delay at once.
    private func install(_ newTracks: [any AnimationTrack], now: MonotonicTime) {
        let wasMoving = needsFrames, previousStart = nextStartTime
        for track in newTracks {
            // A later animation wins over an earlier one still waiting for its delay.
            for other in tracks where other.phase == .pending && other.key == track.key {
                end(other, finished: false)
            }
            tracks.append(track)
            if track.startTime <= now { begin(track) }
        }
        tracks.removeAll { $0.phase == .ended }
        deliverCompletions()
        guard !isTicking else { return }
        let startsEarlier = nextStartTime.map { start in previousStart.map { start < $0 } ?? true } ?? false
        if (needsFrames && !wasMoving) || startsEarlier { onScheduleChange?() }
    }

    // MARK: Frames

    /// Advances every animation to `now` (on the animator's clock: the frame callback's
    /// time) and writes the properties; then runs the completions of the
    /// animations that ended.
    @section(".text.hot")
    package func tick(now: MonotonicTime) {
        // Every frame ticks, most with nothing animating (each frame of a drag): those leave
        // here rather than run through the loops and the arrays' removal code for nothing.
        guard !tracks.isEmpty || !endedGroups.isEmpty else { return }
        advanceTracks(to: now)
    }

    /// `tick` with something animating.
    @inline(never)
    private func advanceTracks(to now: MonotonicTime) {
        isTicking = true
        defer { isTicking = false }
        for track in tracks where track.phase == .pending && track.startTime <= now {
            begin(track)
        }
        for track in tracks where track.phase == .running {
            if track.advance(to: now) { end(track, finished: true) }
        }
        tracks.removeAll { $0.phase == .ended }
        deliverCompletions()
    }

    /// Starts `track`, taking over from the running animation of the same property if any.
    private func begin(_ track: any AnimationTrack) {
        let predecessor = tracks.first { $0 !== track && $0.phase == .running && $0.key == track.key }
        track.begin(takingOverFrom: predecessor)
        if let predecessor { end(predecessor, finished: predecessor.state(at: track.startTime).isFinished) }
    }

    // MARK: Stopping

    /// Stops every animation of `root`'s properties where they are now.
    public func stop(_ root: AnyObject) {
        stop { $0.key.object == ObjectIdentifier(root) }
    }

    /// Stops the animation of `root`'s property at `keyPath` where it is now.
    public func stop<Root: AnyObject, Value>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        let key = PropertyKey(root, keyPath)
        stop { $0.key == key }
    }

    /// Stops the animation of a property `View` declares, where it is now.
    public func stop<Value>(_ view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>) {
        let key = PropertyKey(view, keyPath)
        stop { $0.key == key }
    }

    /// Stops every animation where it is now.
    public func stopAll() {
        stop { _ in true }
    }

    /// Brings every animation to its end now, as if time had run on until each one finished:
    /// springs and curves reach their targets, flicks their resting place, and completions
    /// run (with true) as they would have; animations those completions start settle too.
    /// For a kiosk forgetting its visitor: an item flying home lands where it was going.
    /// What still moves after a few rounds (an animation restarted by every completion) is
    /// stopped where it is.
    public func settleAll() {
        // Far enough ahead that every motion has come to rest; each round starts from now,
        // as the animations its completions start do.
        let horizon = TimeSpan.seconds(3600)
        var rounds = 0
        while isAnimating, rounds < 8 {
            tick(now: clock() + horizon)
            rounds += 1
        }
        stopAll()
    }

    private func stop(where matches: (any AnimationTrack) -> Bool) {
        for track in tracks where matches(track) { end(track, finished: false) }
        tracks.removeAll { $0.phase == .ended }
        deliverCompletions()
    }

    // MARK: Queries

    /// True while an animation of any of `root`'s properties runs or waits for its delay.
    public func isAnimating(_ root: AnyObject) -> Bool {
        tracks.contains { $0.key.object == ObjectIdentifier(root) }
    }

    /// True while an animation of `root`'s property at `keyPath` runs or waits.
    public func isAnimating<Root: AnyObject, Value>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Bool {
        let key = PropertyKey(root, keyPath)
        return tracks.contains { $0.key == key }
    }

    /// True while an animation of a property `View` declares runs or waits.
    public func isAnimating<Value>(_ view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>) -> Bool {
        let key = PropertyKey(view, keyPath)
        return tracks.contains { $0.key == key }
    }

    // MARK: Completions

    /// Marks `track` ended; its group is done when it was the last one.
    private func end(_ track: any AnimationTrack, finished: Bool) {
        track.phase = .ended
        if !finished { track.group.wasInterrupted = true }
        track.group.remainingTracks -= 1
        if track.group.remainingTracks == 0 { endedGroups.append(track.group) }
    }

    /// Runs pending completions in order. A completion that ends more animations (by
    /// stopping or replacing them) appends to the list, and the same loop runs theirs.
    private func deliverCompletions() {
        guard !isDeliveringCompletions else { return }
        isDeliveringCompletions = true
        var index = 0
        while index < endedGroups.count {
            let group = endedGroups[index]
            index += 1
            group.completion?(!group.wasInterrupted)
        }
        endedGroups.removeAll(keepingCapacity: true)
        isDeliveringCompletions = false
    }
}
