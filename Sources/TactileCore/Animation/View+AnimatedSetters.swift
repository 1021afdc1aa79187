extension View {
    /// A setter that writes the property of `View` at `keyPath` directly, for the properties
    /// animations move (its centre, bounds, transform and alpha); nil for any other key path.
    ///
    /// Why: every one of these is computed or observed, and a write through a key path to such a
    /// property makes Swift's key-path runtime allocate a write-back buffer, each time: an
    /// animation writes at every frame (an on-screen keyboard sliding in, a dropped item
    /// settling). The setter is the same the key path calls, observers and all.
    static func animatedSetter<Value>(for keyPath: ReferenceWritableKeyPath<View, Value>) -> ((View, Value) -> Void)? {
        switch keyPath as AnyKeyPath {
        case \View.center: setter { (view, value: Point) in view.center = value }
        case \View.bounds: setter { (view, value: Rect) in view.bounds = value }
        case \View.transform: setter { (view, value: AffineTransform) in view.transform = value }
        case \View.alpha: setter { (view, value: Double) in view.alpha = value }
        default: nil
        }
    }

    /// `set` as a setter of `Value`, which is `Property` (nil otherwise).
    private static func setter<Value, Property>(_ set: @escaping (View, Property) -> Void) -> ((View, Value) -> Void)? {
        guard Value.self == Property.self else { return nil }
        return { view, value in set(view, unsafeBitCast(value, to: Property.self)) }
    }
}
