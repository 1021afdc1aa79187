// Design (issue 15, point 1): a grid as LVGL and CSS describe one, kept to what kiosk
// screens use. Columns are tracks with a `LayoutLength` each (fixed, the widest child's
// intrinsic width, or a weighted share of what is left: CSS's `fr`); every row has the
// same `rowHeight` rule. Children fill the cells in reading order, one child per cell, so a
// reorder is just a change of subview order. There are no spans: a kiosk screen that needs
// one nests a stack instead, which keeps the rules to one page. A flexible track is never
// narrower than the fixed lengths and minimums of its children, and a child is never larger
// than its cell unless its own fixed length or minimum says so: cells do not overlap.

/// Places its visible subviews in cells, row after row, in subview order: as many per row
/// as `columns` has tracks. Each child sits in its cell as `alignment` and
/// `verticalAlignment` say (`.fill` by default) and as its own `View.layout` allows.
/// `distribution` deals with width the columns leave free; rows start at the top.
public final class Grid: LayoutContainer {
    /// The columns, leading to trailing: how wide each is.
    @exclusivity(unchecked) public var columns: [LayoutLength] {
        didSet { if columns != oldValue { arrangementDidChange() } }
    }
    /// How tall each row is: fixed, as tall as its tallest child, or an equal share
    /// (by weight) of the height left.
    @exclusivity(unchecked) public var rowHeight: LayoutLength = .intrinsic {
        didSet { if rowHeight != oldValue { arrangementDidChange() } }
    }
    /// Logical pixels between rows (`spacing` is between columns; negative counts as 0).
    @exclusivity(unchecked) public var rowSpacing: Double = 0 {
        didSet { rowSpacing = sanitized(rowSpacing); if rowSpacing != oldValue { arrangementDidChange() } }
    }
    /// Where a child shorter than its cell goes vertically (`alignment` is horizontal).
    @exclusivity(unchecked) public var verticalAlignment: LayoutAlignment = .fill {
        didSet { if verticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// A grid with `columns`, `spacing` apart both ways.
    public init(columns: [LayoutLength], spacing: Double = 0, frame: Rect = .zero, _ views: [View] = []) {
        self.columns = columns
        super.init(frame: frame)
        self.spacing = spacing
        rowSpacing = spacing
        for view in views { addSubview(view) }
    }

    /// A grid of `count` equal flexible columns.
    public convenience init(columnCount count: Int, spacing: Double = 0, frame: Rect = .zero, _ views: [View] = []) {
        self.init(columns: Array(repeating: .flexible(), count: max(count, 1)), spacing: spacing, frame: frame, views)
    }

    /// The tracks; an empty list counts as one flexible column.
    private var tracks: [LayoutLength] { columns.isEmpty ? [.flexible()] : columns }

    override func frames(of items: [LayoutItem], in size: Size) -> [Rect] {
        let tracks = tracks
        let widths = AxisDistribution(columnRequests(items, tracks: tracks, width: size.width), available: size.width,
                                      spacing: spacing, distribution: distribution)
        let rowCount = (items.count + tracks.count - 1) / tracks.count
        let rows = AxisDistribution(rowRequests(items, columns: widths.lengths, rows: rowCount), available: size.height,
                                    spacing: rowSpacing, distribution: .leading)
        if widths.overflow > 0.5 { debug("columns need \(widths.overflow) px more than the \(size.width) px there are") }
        if rows.overflow > 0.5 { debug("rows need \(rows.overflow) px more than the \(size.height) px there are") }
        return items.enumerated().map { index, item in
            let column = index % tracks.count, row = index / tracks.count
            let cellWidth = widths.lengths[column], cellHeight = rows.lengths[row]
            let width = min(item.crossLength(.horizontal, main: cellHeight, room: cellWidth, alignment: alignment),
                            max(cellWidth, item.floor(along: .horizontal)))
            let height = min(item.crossLength(.vertical, main: width, room: cellHeight, alignment: verticalAlignment),
                             max(cellHeight, item.floor(along: .vertical)))
            return Rect(x: LayoutItem.position(width, in: cellWidth, from: widths.offsets[column], alignment: alignment),
                        y: LayoutItem.position(height, in: cellHeight, from: rows.offsets[row], alignment: verticalAlignment),
                        width: width, height: height)
        }
    }

    override func fittingSize(of items: [LayoutItem], in proposal: Size) -> Size {
        guard !items.isEmpty else { return .zero }
        let tracks = tracks
        var columns = columnRequests(items, tracks: tracks, width: proposal.width).map(\.base)
        if distribution == .equal { columns = Array(repeating: columns.max() ?? 0, count: columns.count) }
        let rowCount = (items.count + tracks.count - 1) / tracks.count
        let rows = rowRequests(items, columns: columns, rows: rowCount).map(\.base)
        return Size(width: columns.reduce(0, +) + spacing * Double(columns.count - 1),
                    height: rows.reduce(0, +) + rowSpacing * Double(rows.count - 1))
    }

    /// Each column's request: its track's length, an intrinsic track as wide as its widest child.
    private func columnRequests(_ items: [LayoutItem], tracks: [LayoutLength], width: Double) -> [AxisRequest] {
        tracks.enumerated().map { column, track in
            let members = stride(from: column, to: items.count, by: tracks.count).map { items[$0] }
            switch track {
            case .fixed(let length): return Self.fixedTrack(length)
            case .flexible(let weight): return Self.flexibleTrack(weight, floor: members.map { $0.floor(along: .horizontal) }.max() ?? 0)
            case .intrinsic:
                let widest = members.map { $0.crossNeed(.horizontal, main: .infinity, room: width) }.max() ?? 0
                return AxisRequest(base: widest, minimum: widest, weight: 0, maximum: .infinity, grows: true)
            }
        }
    }

    /// Each row's request under `rowHeight`, an intrinsic row as tall as its tallest child
    /// at the widths of `columns`.
    private func rowRequests(_ items: [LayoutItem], columns: [Double], rows: Int) -> [AxisRequest] {
        (0..<rows).map { row in
            let first = row * columns.count, members = columns.indices.filter { first + $0 < items.count }
            switch rowHeight {
            case .fixed(let length): return Self.fixedTrack(length)
            case .flexible(let weight): return Self.flexibleTrack(weight, floor: members.map { items[first + $0].floor(along: .vertical) }.max() ?? 0)
            case .intrinsic:
                let tallest = members.map { items[first + $0].crossNeed(.vertical, main: columns[$0], room: .infinity) }.max() ?? 0
                return AxisRequest(base: tallest, minimum: tallest, weight: 0, maximum: .infinity, grows: false)
            }
        }
    }

    private static func fixedTrack(_ length: Double) -> AxisRequest {
        AxisRequest(base: sanitized(length), minimum: sanitized(length), weight: 0, maximum: .infinity, grows: false)
    }

    /// A flexible track starts as wide as its children's fixed lengths and minimums.
    private static func flexibleTrack(_ weight: Double, floor: Double) -> AxisRequest {
        AxisRequest(base: floor, minimum: floor, weight: sanitized(weight), maximum: .infinity, grows: false)
    }
}
