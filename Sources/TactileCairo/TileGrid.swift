import TactileCore

/// The buffer cut into fixed square tiles, each marked dirty or clean.
///
/// Why tiles: Cairo clips a shape's edges against the clip box before rasterising, and an edge
/// cut at a different place is stepped from a different start, which shifts antialiasing by a
/// few levels even far from the cut. Drawing every tile under a clip of exactly that tile, in a
/// full repaint and in a partial one alike, makes each tile's pixels the same whichever tiles
/// are repainted with it.
struct TileGrid {
    /// Side of a tile in buffer pixels.
    let tileSize: Int
    private(set) var width = 0
    private(set) var height = 0
    private var columns = 0
    private var rows = 0
    private var dirty: [Bool] = []

    init(tileSize: Int) {
        self.tileSize = max(1, tileSize)
    }

    /// Fits the grid to a buffer of `width`×`height` pixels and marks every tile clean.
    mutating func reset(width: Int, height: Int) {
        self.width = width
        self.height = height
        columns = (width + tileSize - 1) / tileSize
        rows = (height + tileSize - 1) / tileSize
        if dirty.count != columns * rows { dirty = Array(repeating: false, count: columns * rows) }
        for index in dirty.indices { dirty[index] = false }
    }

    /// Marks every tile that `rect` (buffer pixels) touches.
    mutating func mark(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        let firstColumn = max(0, Int(rect.minX.rounded(.down)) / tileSize)
        let lastColumn = min(columns - 1, (Int(rect.maxX.rounded(.up)) - 1) / tileSize)
        let firstRow = max(0, Int(rect.minY.rounded(.down)) / tileSize)
        let lastRow = min(rows - 1, (Int(rect.maxY.rounded(.up)) - 1) / tileSize)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn { dirty[row * columns + column] = true }
        }
    }

    /// Marks every tile.
    mutating func markAll() {
        for index in dirty.indices { dirty[index] = true }
    }

    /// Calls `body` with each dirty tile's rectangle (buffer pixels, cut at the buffer's edges),
    /// row by row.
    func forEachDirtyTile(_ body: (Rect) -> Void) {
        for row in 0..<rows {
            for column in 0..<columns where dirty[row * columns + column] {
                body(tileRect(column: column, row: row, count: 1))
            }
        }
    }

    /// The dirty tiles as few rectangles: runs along each row, joined with the runs of the same
    /// span in the rows below; put in `region`, emptied first (the caller's, reused frame after frame).
    func dirtyRegion(into region: inout RectRegion) {
        region.removeAll()
        for row in 0..<rows {
            var column = 0
            while column < columns {
                guard dirty[row * columns + column] else { column += 1; continue }
                let start = column
                while column < columns && dirty[row * columns + column] { column += 1 }
                region.add(tileRect(column: start, row: row, count: column - start))
            }
        }
    }

    private func tileRect(column: Int, row: Int, count: Int) -> Rect {
        let x = column * tileSize, y = row * tileSize
        return Rect(x: Double(x), y: Double(y),
                    width: Double(min(width, x + count * tileSize) - x), height: Double(min(height, y + tileSize) - y))
    }
}
