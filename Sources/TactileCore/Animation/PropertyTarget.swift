/// One property to animate and the value it should reach: an object, a key path to a
/// writable property of it, and the target.
///
/// The same property means the same object and the same key path. Swift distinguishes
/// `\View.center` from `\Tile.center`, so for a view the initialiser that takes a
/// `View`-rooted key path is chosen whenever the property is declared by `View`: the drag
/// manager and an app then name the same property alike.
public struct PropertyTarget {
    /// Builds the track once the animator knows the timing, the group and the start time.
    let makeTrack: (TrackTiming, AnimationGroup, MonotonicTime) -> any AnimationTrack

    /// Animates `root`'s property at `keyPath` to `target`.
    public init<Root: AnyObject, Value: Animatable>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                                    to target: Value) {
        self.init(object: root, keyPath: keyPath, write: writer(through: keyPath), target: target)
    }

    /// Animates a property `View` declares (`center`, `bounds`, `transform`, `alpha`, …),
    /// keyed by the `View`-rooted key path whatever the view's subclass.
    public init<Value: Animatable>(_ view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>, to target: Value) {
        self.init(object: view, keyPath: keyPath, write: View.animatedSetter(for: keyPath) ?? writer(through: keyPath), target: target)
    }

    /// The one place tracks are built; the public initialisers only pick the key path's root
    /// and how the property is written.
    private init<Root: AnyObject, Value: Animatable>(object root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>,
                                                     write: @escaping (Root, Value) -> Void, target: Value) {
        let key = PropertyKey(root, keyPath)
        makeTrack = { timing, group, startTime in
            switch timing {
            case .curve(let curve, let duration):
                PropertyTrack(root: root, keyPath: keyPath, write: write, key: key, target: target,
                              motion: CurveMotion(curve: curve, duration: duration, target: target.animationComponents),
                              group: group, startTime: startTime)
            case .spring(let spring):
                PropertyTrack(root: root, keyPath: keyPath, write: write, key: key, target: target,
                              motion: SpringMotion(spring: spring, target: target.animationComponents,
                                                   precision: Value.animationPrecision),
                              group: group, startTime: startTime)
            }
        }
    }
}

/// How the tracks of one `animate` call move.
enum TrackTiming {
    /// A Bézier curve over a duration.
    case curve(TimingCurve, duration: TimeSpan)
    /// A spring, lasting until it settles.
    case spring(Spring)
}

/// Writes a property through its key path.
func writer<Root: AnyObject, Value>(through keyPath: ReferenceWritableKeyPath<Root, Value>) -> (Root, Value) -> Void {
    { root, value in root[keyPath: keyPath] = value }
}
