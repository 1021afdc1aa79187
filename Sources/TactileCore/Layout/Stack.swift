// Design: the stack's rules, in the order they apply.
//
// 1. Each visible child gets its base length along the axis: fixed as given, intrinsic as
//    `sizeThatFits` answers when offered the whole content box, flexible its minimum.
// 2. Free room goes to the flexible children by weight (none past its maximum): like
//    Flutter's `Expanded`, and like LVGL's flex-grow.
// 3. Room still free is handled by `distribution` (fill, equal, packed, space-between).
// 4. Too little room: nobody is squeezed below its base length. SwiftUI shrinks children by
//    priority and users fight truncation with `fixedSize`; a kiosk screen is designed for
//    its display, so an overflow is a design error to see at once: the children keep their
//    lengths, run past the trailing edge, and a debug line says by how much.
// Across the axis each child is sized by its own length there (`.intrinsic` asks with the
// length it got along the axis, so a label in a column wraps to the column's width) and
// placed by `alignment`.

/// Lines its visible subviews up in a row (`.horizontal`) or a column (`.vertical`), in
/// subview order, with `spacing` between them, as their `View.layout` asks; see the rules above.
public final class Stack: LayoutContainer {
    /// Row or column.
    public var axis: LayoutAxis {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// A stack along `axis` holding `views`, `spacing` apart.
    public init(_ axis: LayoutAxis, spacing: Double = 0, frame: Rect = .zero, _ views: [View] = []) {
        self.axis = axis
        super.init(frame: frame)
        self.spacing = spacing
        for view in views { addSubview(view) }
    }

    override func frames(of items: [LayoutItem], in size: Size) -> [Rect] {
        let main = size[axis], cross = size[axis.cross]
        let requests = items.map { $0.request(along: axis, proposal: size) }
        let line = AxisDistribution(requests, available: main, spacing: spacing, distribution: distribution)
        if line.overflow > 0.5 { debug("children need \(line.overflow) px more than the \(main) px there are") }
        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let length = line.lengths[index]
            let across = item.crossLength(axis.cross, main: length, room: cross, alignment: alignment)
            let crossOrigin = LayoutItem.position(across, in: cross, from: 0, alignment: alignment)
            let origin = axis == .horizontal ? Point(x: line.offsets[index], y: crossOrigin) : Point(x: crossOrigin, y: line.offsets[index])
            frames.append(Rect(origin: origin, size: Size(main: length, cross: across, along: axis)))
        }
        return frames
    }

    override func fittingSize(of items: [LayoutItem], in proposal: Size) -> Size {
        guard !items.isEmpty else { return .zero }
        let room = proposal[axis.cross]
        let bases = items.map { $0.request(along: axis, proposal: proposal).base }
        let lengths = distribution == .equal ? Array(repeating: bases.max() ?? 0, count: bases.count) : bases
        let main = lengths.reduce(0, +) + spacing * Double(items.count - 1)
        var cross = 0.0
        for (item, length) in zip(items, lengths) {
            cross = max(cross, item.crossNeed(axis.cross, main: length, room: room))
        }
        return Size(main: main, cross: cross, along: axis)
    }
}
