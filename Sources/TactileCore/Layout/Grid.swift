// Design: a grid as LVGL and CSS describe one, kept to what kiosk
// screens use. Columns are tracks with a `LayoutLength` each (fixed, the widest child's
// intrinsic width, or a weighted share of what is left: CSS's `fr`); every row has the
// same `rowHeight` rule. Children fill the cells in reading order, so a reorder is just a
// change of subview order. A child may span several columns and rows
// (`LayoutParameters.columnSpan`, `rowSpan`): it takes the first place at or after the
// previous child's where its whole span is free (CSS's sparse auto-placement, so reading
// order never goes back up), and covers its cells and the gaps between them. The children
// in one track size it; a spanning child then widens the tracks it covers by what they
// still lack for it (see `GridSpans.swift`). A flexible track is never narrower than the
// fixed lengths and minimums of its children, and a child is never larger than its cells
// unless its own fixed length or minimum says so: cells do not overlap.

/// Places its visible subviews in cells, row after row, in subview order: as many per row
/// as `columns` has tracks, a child spanning several where its `View.layout` says. Each
/// child sits in its cells as `alignment` and `verticalAlignment` say (`.fill` by default)
/// and as its own `View.layout` allows. `distribution` deals with width the columns leave
/// free; rows start at the top.
public final class Grid: LayoutContainer {
    /// The columns, leading to trailing: how wide each is.
    public var columns: [LayoutLength] {
        didSet { if columns != oldValue { arrangementDidChange() } }
    }
    /// How tall each row is: fixed, as tall as its tallest child, or an equal share
    /// (by weight) of the height left.
    public var rowHeight: LayoutLength = .intrinsic {
        didSet { if rowHeight != oldValue { arrangementDidChange() } }
    }
    /// Logical pixels between rows (`spacing` is between columns; negative counts as 0).
    public var rowSpacing: Double = 0 {
        didSet { rowSpacing = sanitized(rowSpacing); if rowSpacing != oldValue { arrangementDidChange() } }
    }
    /// Where a child shorter than its cell goes vertically (`alignment` is horizontal).
    public var verticalAlignment: LayoutAlignment = .fill {
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
        let cells = GridCells(items, columns: tracks.count)
        var lacking = 0.0
        let widths = AxisDistribution(columnRequests(items, cells: cells, tracks: tracks, width: size.width, lacking: &lacking),
                                      available: size.width, spacing: spacing, distribution: distribution)
        if lacking > 0.5 { debug("a child spanning fixed columns needs \(lacking) px more than they give") }
        let rows = AxisDistribution(rowRequests(items, cells: cells, columns: widths, lacking: &lacking), available: size.height,
                                    spacing: rowSpacing, distribution: .leading)
        if lacking > 0.5 { debug("a child spanning fixed rows needs \(lacking) px more than they give") }
        if widths.overflow > 0.5 { debug("columns need \(widths.overflow) px more than the \(size.width) px there are") }
        if rows.overflow > 0.5 { debug("rows need \(rows.overflow) px more than the \(size.height) px there are") }
        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        for (item, cell) in zip(items, cells.places) {
            let area = Self.area(cell.column, cell.columnSpan, in: widths)
            let band = Self.area(cell.row, cell.rowSpan, in: rows)
            let width = min(item.crossLength(.horizontal, main: band.length, room: area.length, alignment: alignment),
                            max(area.length, item.floor(along: .horizontal)))
            let height = min(item.crossLength(.vertical, main: width, room: band.length, alignment: verticalAlignment),
                             max(band.length, item.floor(along: .vertical)))
            frames.append(Rect(x: LayoutItem.position(width, in: area.length, from: area.start, alignment: alignment),
                               y: LayoutItem.position(height, in: band.length, from: band.start, alignment: verticalAlignment),
                               width: width, height: height))
        }
        return frames
    }

    override func fittingSize(of items: [LayoutItem], in proposal: Size) -> Size {
        guard !items.isEmpty else { return .zero }
        let tracks = tracks
        let cells = GridCells(items, columns: tracks.count)
        var lacking = 0.0
        var columns = columnRequests(items, cells: cells, tracks: tracks, width: proposal.width, lacking: &lacking).map(\.base)
        if distribution == .equal { columns = Array(repeating: columns.max() ?? 0, count: columns.count) }
        let offsets = columns.indices.map { index in columns[..<index].reduce(0, +) + spacing * Double(index) }
        let rows = rowRequests(items, cells: cells, columns: AxisDistribution(lengths: columns, offsets: offsets), lacking: &lacking)
            .map(\.base)
        return Size(width: columns.reduce(0, +) + spacing * Double(columns.count - 1),
                    height: rows.reduce(0, +) + rowSpacing * Double(rows.count - 1))
    }

    /// The start and length of `span` tracks from `first` along a distributed axis, the gaps
    /// between them included.
    private static func area(_ first: Int, _ span: Int, in tracks: AxisDistribution) -> (start: Double, length: Double) {
        let last = first + span - 1
        return (tracks.offsets[first], tracks.offsets[last] + tracks.lengths[last] - tracks.offsets[first])
    }

    /// Each column's request: its track's length; a flexible track at least its one-column
    /// children's floors, an intrinsic one as wide as the widest of them; then widened for
    /// the children spanning several. `lacking` is set to what spans over fixed columns miss.
    private func columnRequests(_ items: [LayoutItem], cells: GridCells, tracks: [LayoutLength], width: Double,
                                lacking: inout Double) -> [AxisRequest] {
        lacking = 0
        var requests = tracks.indices.map { column in
            switch tracks[column] {
            case .fixed(let length): return Self.fixedTrack(length)
            case .flexible(let weight):
                var floor = 0.0
                for (item, cell) in zip(items, cells.places) where cell.column == column && cell.columnSpan == 1 {
                    floor = max(floor, item.floor(along: .horizontal))
                }
                return Self.flexibleTrack(weight, floor: floor)
            case .intrinsic:
                var widest = 0.0
                for (item, cell) in zip(items, cells.places) where cell.column == column && cell.columnSpan == 1 {
                    widest = max(widest, item.crossNeed(.horizontal, main: .infinity, room: width))
                }
                return AxisRequest(base: widest, minimum: widest, weight: 0, maximum: .infinity, grows: true)
            }
        }
        guard cells.hasSpans else { return requests }
        var needs: [SpanNeed] = []
        for (order, (item, cell)) in zip(items, cells.places).enumerated() where cell.columnSpan > 1 {
            let measured = tracks[cell.column..<(cell.column + cell.columnSpan)].contains(.intrinsic)
            let length = measured ? item.crossNeed(.horizontal, main: .infinity, room: width) : item.floor(along: .horizontal)
            needs.append(SpanNeed(first: cell.column, count: cell.columnSpan, length: length, order: order))
        }
        lacking = Self.widen(&requests, for: needs, spacing: spacing) { tracks[$0] }
        return requests
    }

    /// Each row's request under `rowHeight`; a flexible row at least its one-row children's
    /// floors, an intrinsic one as tall as the tallest of them at the widths of their columns;
    /// then widened for the children spanning several. `lacking` is set to what spans over
    /// fixed rows miss.
    private func rowRequests(_ items: [LayoutItem], cells: GridCells, columns: AxisDistribution, lacking: inout Double) -> [AxisRequest] {
        lacking = 0
        var requests = (0..<cells.rowCount).map { row in
            switch rowHeight {
            case .fixed(let length): return Self.fixedTrack(length)
            case .flexible(let weight):
                var floor = 0.0
                for (item, cell) in zip(items, cells.places) where cell.row == row && cell.rowSpan == 1 {
                    floor = max(floor, item.floor(along: .vertical))
                }
                return Self.flexibleTrack(weight, floor: floor)
            case .intrinsic:
                var tallest = 0.0
                for (item, cell) in zip(items, cells.places) where cell.row == row && cell.rowSpan == 1 {
                    let width = Self.area(cell.column, cell.columnSpan, in: columns).length
                    tallest = max(tallest, item.crossNeed(.vertical, main: width, room: .infinity))
                }
                return AxisRequest(base: tallest, minimum: tallest, weight: 0, maximum: .infinity, grows: false)
            }
        }
        guard cells.hasSpans else { return requests }
        var needs: [SpanNeed] = []
        for (order, (item, cell)) in zip(items, cells.places).enumerated() where cell.rowSpan > 1 {
            let width = Self.area(cell.column, cell.columnSpan, in: columns).length
            let length = rowHeight == .intrinsic ? item.crossNeed(.vertical, main: width, room: .infinity) : item.floor(along: .vertical)
            needs.append(SpanNeed(first: cell.row, count: cell.rowSpan, length: length, order: order))
        }
        let rule = rowHeight
        lacking = Self.widen(&requests, for: needs, spacing: rowSpacing) { _ in rule }
        return requests
    }

    private static func fixedTrack(_ length: Double) -> AxisRequest {
        AxisRequest(base: sanitized(length), minimum: sanitized(length), weight: 0, maximum: .infinity, grows: false)
    }

    /// A flexible track starts as wide as its children's fixed lengths and minimums.
    private static func flexibleTrack(_ weight: Double, floor: Double) -> AxisRequest {
        AxisRequest(base: floor, minimum: floor, weight: sanitized(weight), maximum: .infinity, grows: false)
    }
}
