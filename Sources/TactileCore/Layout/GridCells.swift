// Where a grid's children go, before any length is known: reading order, each child at the
// first place at or after the previous one's where its span is free (CSS grid's sparse
// auto-placement). Grids without spans, the common case, take the arithmetic path and keep
// no table of taken cells.

/// The cells one child of a grid covers.
struct GridPlace {
    /// The first column (leading edge) and row (top).
    var column: Int, row: Int
    /// How many columns and rows it covers, 1 or more.
    var columnSpan: Int, rowSpan: Int
}

/// The places of a grid's children, in their order, and how many rows they take.
struct GridCells {
    /// The most rows one child may span: a bad span lays out deterministically, and a huge
    /// one does not make a huge table.
    static let maximumRowSpan = 256

    /// Each child's place, in the children's order.
    var places: [GridPlace]
    /// Rows down to the last one a child covers.
    var rowCount: Int
    /// True when some child covers more than one cell: only then do spans size tracks.
    var hasSpans: Bool

    /// Places `items` in `columns` columns (a column span wider than the grid is cut to it).
    init(_ items: [LayoutItem], columns: Int) {
        let columns = max(columns, 1)
        places = []
        places.reserveCapacity(items.count)
        if !items.contains(where: { $0.parameters.columnSpan > 1 || $0.parameters.rowSpan > 1 }) {
            for index in items.indices { places.append(GridPlace(column: index % columns, row: index / columns, columnSpan: 1, rowSpan: 1)) }
            rowCount = (items.count + columns - 1) / columns
            hasSpans = false
            return
        }
        var taken: [Bool] = []
        var cursor = 0
        rowCount = 0
        hasSpans = true
        for item in items {
            let columnSpan = min(max(item.parameters.columnSpan, 1), columns)
            let rowSpan = min(max(item.parameters.rowSpan, 1), Self.maximumRowSpan)
            var cell = cursor
            while !Self.isFree(cell, columnSpan: columnSpan, rowSpan: rowSpan, columns: columns, in: taken) { cell += 1 }
            let place = GridPlace(column: cell % columns, row: cell / columns, columnSpan: columnSpan, rowSpan: rowSpan)
            let end = (place.row + rowSpan) * columns
            if taken.count < end { taken.append(contentsOf: repeatElement(false, count: end - taken.count)) }
            for row in place.row..<(place.row + rowSpan) {
                for column in place.column..<(place.column + columnSpan) { taken[row * columns + column] = true }
            }
            places.append(place)
            rowCount = max(rowCount, place.row + rowSpan)
            cursor = cell + columnSpan
        }
    }

    /// True when a child of the spans fits with its first cell at `cell` (row-major index):
    /// inside the columns and over no taken cell (cells past the table are free).
    private static func isFree(_ cell: Int, columnSpan: Int, rowSpan: Int, columns: Int, in taken: [Bool]) -> Bool {
        let column = cell % columns, row = cell / columns
        guard column + columnSpan <= columns else { return false }
        for spanned in row..<(row + rowSpan) {
            for across in column..<(column + columnSpan) {
                let index = spanned * columns + across
                if index < taken.count && taken[index] { return false }
            }
        }
        return true
    }
}
