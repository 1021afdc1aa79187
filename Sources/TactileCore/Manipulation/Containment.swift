/// How a view moved by the finger is kept inside its superview (the container): a policy
/// set per view.
public struct Containment: Sendable {
    /// When the view is brought back inside.
    public enum Mode: Sendable {
        /// Never: the view may be left anywhere, even off screen.
        case free
        /// After the gesture: a view left partly outside springs back fully inside.
        case springBack
        /// During the gesture: the view stops at the edges and can never leave.
        case clamp
    }

    /// When the view is brought back inside.
    public var mode: Mode
    /// The container's safe area, as insets from its bounds (container space, logical pixels).
    public var safeAreaInsets: EdgeInsets
    /// The spring that brings the view back in `springBack` mode.
    public var spring: Spring
    /// The wait between the end of the gesture and the start of the spring.
    public var delay: TimeSpan

    /// Creates a policy. The defaults are a nudge: a critically damped spring of
    /// 0.25 s with UIKit's initial velocity of 1, after 0.1 s.
    public init(mode: Mode, safeAreaInsets: EdgeInsets = .zero,
                spring: Spring = Spring(response: .seconds(0.25), dampingRatio: 1, initialVelocity: 1), delay: TimeSpan = .seconds(0.1)) {
        self.mode = mode
        self.safeAreaInsets = safeAreaInsets
        self.spring = spring
        self.delay = delay
    }

    /// A view left where it is dropped.
    public static let free = Containment(mode: .free)

    /// The part of `container`'s bounds the view must stay in (container space).
    package func safeArea(of container: View) -> Rect { safeAreaInsets.inset(container.bounds) }

    /// The shortest move (container space) that brings `frame` (a view's transformed bounding
    /// box in `container`'s space) inside the container's safe area; zero when it is inside
    /// already or there is no container. A frame larger than the safe area is aligned with
    /// the area's top or left edge.
    package func correction(for frame: Rect, in container: View?) -> Point {
        guard let container else { return .zero }
        let area = safeArea(of: container)
        return Point(x: Self.shift(frame.minX, frame.maxX, into: area.minX, area.maxX),
                     y: Self.shift(frame.minY, frame.maxY, into: area.minY, area.maxY))
    }

    /// The least move along one axis that brings [low, high] inside [lower, upper].
    private static func shift(_ low: Double, _ high: Double, into lower: Double, _ upper: Double) -> Double {
        if low < lower || high - low > upper - lower { return lower - low }
        if high > upper { return upper - high }
        return 0
    }
}
