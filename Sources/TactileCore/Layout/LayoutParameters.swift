// Design: one way to say how big a child is, per axis, and nothing else.
//
// Qt Quick's layouts read an item's implicit size, its preferred size and its fill flags,
// and users keep asking which of the three wins; SwiftUI adds layout priorities and
// `fixedSize`, and a label that truncates in one stack but not another surprises people.
// Here a child is exactly one of three things on each axis (its own content's size, a fixed
// length, or a share of what is left), clamped to a minimum and a maximum. There are no
// priorities: the container's rules (see `Stack`) decide who gets space, the same way every time.

/// How long a view is along one axis of the container that arranges it.
public enum LayoutLength: Hashable, Sendable {
    /// As long as its content asks (`View.sizeThatFits`): a label's text, an image's pixels,
    /// a control's content and touch target, a nested container's children.
    case intrinsic
    /// Exactly this many logical pixels.
    case fixed(Double)
    /// Its minimum plus a share of the room left once every child has its base length (the
    /// intrinsic and fixed ones theirs), in proportion to `weight` among the flexible
    /// siblings (2 takes twice what 1 takes). A flexible child asks for nothing but its
    /// minimum: where nothing is left (a stack measured for its natural size), it gets its
    /// minimum, never an error.
    case flexible(weight: Double = 1)
}

/// How a view wants to be sized and placed by the layout container that holds it: its
/// width and height (`LayoutLength`), bounded by a minimum and a maximum. Set it through
/// `View.layout`; a change relays the container out before the next frame.
public struct LayoutParameters: Hashable, Sendable {
    /// How wide the view is in a container.
    public var width: LayoutLength
    /// How tall the view is in a container.
    public var height: LayoutLength
    /// The smallest size the container gives it (logical px), whatever its length says.
    public var minimum: Size
    /// The largest size the container gives it (logical px; `.infinity`: no limit). A
    /// maximum below the minimum yields to the minimum.
    public var maximum: Size
    /// Outside a layout container: the superview keeps the view covering its whole bounds
    /// (a screen's outermost stack filling the window, at every window size).
    public var fillsSuperview: Bool
    /// In a `Grid`: how many columns the view covers (less than 1 counts as 1, more than
    /// the grid has as all of them); columns too narrow for it together are widened (see
    /// `Grid`). Other containers ignore it.
    public var columnSpan: Int
    /// In a `Grid`: how many rows the view covers (1 to 256); rows too short for it together
    /// are made taller. Other containers ignore it.
    public var rowSpan: Int

    /// Parameters: intrinsic on both axes with no limits and one grid cell unless given.
    public init(width: LayoutLength = .intrinsic, height: LayoutLength = .intrinsic, minimum: Size = .zero,
                maximum: Size = Size(width: .infinity, height: .infinity), fillsSuperview: Bool = false,
                columnSpan: Int = 1, rowSpan: Int = 1) {
        self.width = width
        self.height = height
        self.minimum = minimum
        self.maximum = maximum
        self.fillsSuperview = fillsSuperview
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }

    /// The length along `axis`.
    func length(along axis: LayoutAxis) -> LayoutLength { axis == .horizontal ? width : height }

    /// `value` kept within the minimum and maximum along `axis`; a negative, NaN or infinite
    /// value counts as the minimum (a bad answer from `sizeThatFits` places deterministically).
    func clamp(_ value: Double, along axis: LayoutAxis) -> Double {
        let low = sanitized(minimum[axis]), high = max(low, maximum[axis].isNaN ? .infinity : maximum[axis])
        guard value.isFinite, value >= 0 else { return low }
        return min(max(value, low), high)
    }
}

/// A length from outside (a minimum, a fixed length) that can be used as one: negative and
/// NaN become 0, infinity stays as it is only where a maximum allows it.
func sanitized(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

extension Size {
    /// The extent along `axis`.
    subscript(axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }

    /// A size from its extents along the main axis `axis` and the other one.
    init(main: Double, cross: Double, along axis: LayoutAxis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
