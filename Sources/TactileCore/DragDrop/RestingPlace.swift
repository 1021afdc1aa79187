/// A view's place at rest: its container, index among siblings and geometry there.
struct RestingPlace {
    weak var parent: View?
    var index: Int
    var center: Point
    var transform: AffineTransform
    var bounds: Rect
    var alpha: Double

    init(parent: View?, index: Int, center: Point, transform: AffineTransform, bounds: Rect, alpha: Double) {
        self.parent = parent
        self.index = index
        self.center = center
        self.transform = transform
        self.bounds = bounds
        self.alpha = alpha
    }

    /// Where `view` is now.
    init(of view: View) {
        let parent = view.superview
        self.init(parent: parent, index: parent?.subviews.firstIndex { $0 === view } ?? 0, center: view.center,
                  transform: view.transform, bounds: view.bounds, alpha: view.alpha)
    }
}
