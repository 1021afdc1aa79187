// Design: a flow wraps like text. It fills a line with children at
// their own widths and starts a new line when the next would cross the trailing edge; a
// child wider than the whole line gets a line of its own (and a debug line). Each line is
// then distributed like a stack's row, so flexible children share what their line leaves
// and `distribution` places the rest. Qt's Flow computes its implicit width from the width
// it was given, and a flow in a layout can settle at a narrow width and never widen; here
// the natural size (`sizeThatFits`) wraps at the proposed width only, and an unlimited
// proposal is one line.

/// Places its visible subviews left to right (right to left when mirrored) in lines that
/// wrap at the content width, `spacing` apart within a line and `lineSpacing` between lines;
/// each child is as tall as its `View.layout` says, placed in its line by `alignment`.
public final class Flow: LayoutContainer {
    /// Logical pixels between lines (negative counts as 0).
    public var lineSpacing: Double = 0 {
        didSet { lineSpacing = sanitized(lineSpacing); if lineSpacing != oldValue { arrangementDidChange() } }
    }

    /// A flow holding `views`, `spacing` apart in a line and between lines.
    public init(spacing: Double = 0, frame: Rect = .zero, _ views: [View] = []) {
        super.init(frame: frame)
        self.spacing = spacing
        lineSpacing = spacing
        alignment = .center
        for view in views { addSubview(view) }
    }

    override func frames(of items: [LayoutItem], in size: Size) -> [Rect] {
        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        var top = 0.0
        for line in lines(of: items, width: size.width) {
            let widths = AxisDistribution(line.requests, available: size.width, spacing: spacing, distribution: distribution)
            let heights = line.items.indices.map { line.items[$0].crossNeed(.vertical, main: widths.lengths[$0], room: .infinity) }
            let lineHeight = heights.max() ?? 0
            for index in line.items.indices {
                let height = alignment == .fill ? line.items[index].crossLength(.vertical, main: widths.lengths[index], room: lineHeight, alignment: .fill) : heights[index]
                frames.append(Rect(x: widths.offsets[index], y: LayoutItem.position(height, in: lineHeight, from: top, alignment: alignment),
                                   width: widths.lengths[index], height: height))
            }
            top += lineHeight + lineSpacing
        }
        return frames
    }

    override func fittingSize(of items: [LayoutItem], in proposal: Size) -> Size {
        var width = 0.0, height = 0.0
        for (number, line) in lines(of: items, width: proposal.width).enumerated() {
            var bases = line.requests.map(\.base)
            if distribution == .equal { bases = Array(repeating: bases.max() ?? 0, count: bases.count) }
            width = max(width, bases.reduce(0, +) + spacing * Double(bases.count - 1))
            let lineHeight = zip(line.items, bases).map { $0.crossNeed(.vertical, main: $1, room: .infinity) }.max() ?? 0
            height += lineHeight + (number > 0 ? lineSpacing : 0)
        }
        return Size(width: width, height: height)
    }

    /// The items cut into lines no wider than `width` (a lone item may be wider).
    private func lines(of items: [LayoutItem], width: Double) -> [(items: [LayoutItem], requests: [AxisRequest])] {
        var lines: [(items: [LayoutItem], requests: [AxisRequest])] = []
        var start = 0, widest = 0.0, total = 0.0
        var requests: [AxisRequest] = []
        let proposal = Size(width: width, height: .infinity)
        /// The line's width with `count` children, the longest `widest`, adding up to `total`:
        /// with `.equal` every child is as long as the longest.
        func lineWidth(_ count: Int, widest: Double, total: Double) -> Double {
            (distribution == .equal ? widest * Double(count) : total) + spacing * Double(count - 1)
        }
        for (index, item) in items.enumerated() {
            let request = item.request(along: .horizontal, proposal: proposal)
            if !requests.isEmpty,
               lineWidth(requests.count + 1, widest: max(widest, request.base), total: total + request.base) > width {
                lines.append((Array(items[start..<index]), requests))
                start = index
                requests = []
                widest = 0
                total = 0
            }
            if request.base > width { debug("a child is \(request.base) px wide, the lines \(width) px") }
            widest = max(widest, request.base)
            total += request.base
            requests.append(request)
        }
        if !requests.isEmpty { lines.append((Array(items[start...]), requests)) }
        return lines
    }
}
