/// The direction a stack lines up its children.
public enum LayoutAxis: Hashable, Sendable {
    /// Left to right (right to left when mirrored): a row.
    case horizontal
    /// Top to bottom: a column.
    case vertical

    /// The other axis.
    var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// What a container does with room its children leave free along its main axis (or, for
/// a grid, across its columns). Flexible children take free room first, whatever the
/// distribution; it decides only what is left once they have it (or when there are none).
public enum LayoutDistribution: Hashable, Sendable {
    /// The intrinsic (not fixed) children grow by equal amounts until the room is used
    /// (each up to its maximum); with none, the children stay at the leading end.
    case fill
    /// Every child gets the same length, whatever its own length says (its minimum and
    /// maximum still hold): a row of equal buttons.
    case equal
    /// Children packed at the leading end (left, or right when mirrored; top).
    case leading
    /// Children packed in the middle.
    case center
    /// Children packed at the trailing end.
    case trailing
    /// The first child at the leading end, the last at the trailing end, equal gaps between.
    case spaceBetween
}

/// Where a child goes across the container's axis (or within its grid cell), when it is
/// shorter than the room there.
public enum LayoutAlignment: Hashable, Sendable {
    /// Stretched over the whole room (up to its maximum, then centred).
    case fill
    /// Against the leading edge (left, or right when mirrored; top).
    case leading
    /// In the middle.
    case center
    /// Against the trailing edge.
    case trailing
}

/// Which way a window's text and layouts read: a right-to-left app (Arabic, Hebrew) asks
/// for `.rightToLeft` through `View.layoutEnvironment` and every container mirrors.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right: rows, grids and flows run from the right, paddings swap sides.
    case rightToLeft
}
