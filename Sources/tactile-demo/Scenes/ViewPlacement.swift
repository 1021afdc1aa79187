import Tactile

/// Where a view sits in its superview and how it is shaped: what a scene compares with the
/// last rest to tell whether the view moved (a key nudge moves it with no gesture to say so).
struct ViewPlacement: Equatable {
    /// The view's centre, superview space.
    var center: Point
    /// The view's size, its own space.
    var size: Size
    /// The view's transform about its centre.
    var transform: AffineTransform

    /// Where `view` is now.
    init(of view: View) {
        center = view.center
        size = view.bounds.size
        transform = view.transform
    }
}
