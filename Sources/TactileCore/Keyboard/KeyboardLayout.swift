/// A key placed on the keyboard.
package struct PlacedKey: Hashable, Sendable {
    /// What the key is.
    package var key: KeyboardKey
    /// Where it is drawn, in the keyboard's space.
    package var frame: Rect
}

/// The keys of one page laid out to fill a keyboard of a given size: rows of equal height,
/// keys sharing a row's width in proportion to their widths.
package struct KeyboardLayout: Hashable, Sendable {
    /// The page laid out.
    package let page: KeyboardPage
    /// Every key, row by row, left to right.
    package let keys: [PlacedKey]
    /// The number of rows.
    package let rowCount: Int

    /// Lays out `page` (letters in `arrangement`, with the key to the next arrangement when
    /// `switchesArrangement`) in a keyboard of `size` logical pixels.
    package init(page: KeyboardPage, arrangement: LetterArrangement, switchesArrangement: Bool = false, size: Size,
                metrics: KeyboardMetrics = KeyboardMetrics()) {
        self.page = page
        let rows = KeyboardRows.rows(of: page, arrangement: arrangement, switchesArrangement: switchesArrangement)
        rowCount = rows.count
        let units = rows.map(\.units).max() ?? 1
        let inner = Rect(x: metrics.padding, y: metrics.padding, width: max(size.width - 2 * metrics.padding, 0),
                         height: max(size.height - 2 * metrics.padding, 0))
        // A unit spans a key and the gap after it; the last key of a full row ends at the edge.
        let unitWidth = (inner.width + metrics.keyGap) / units
        let rowPitch = (inner.height + metrics.rowGap) / Double(max(rows.count, 1))
        var keys: [PlacedKey] = []
        for (rowIndex, row) in rows.enumerated() {
            var x = inner.minX + (row.indent ?? (units - row.units) / 2) * unitWidth
            let y = inner.minY + Double(rowIndex) * rowPitch
            for key in row.keys {
                let width = key.width * unitWidth
                keys.append(PlacedKey(key: key, frame: Rect(x: x, y: y, width: max(width - metrics.keyGap, 0),
                                                            height: max(rowPitch - metrics.rowGap, 0))))
                x += width
            }
        }
        self.keys = keys
    }

    /// The index of the key nearest to `point` (keyboard space): the one whose frame is
    /// closest, 0 inside it, so a touch in a gap or a margin still presses a key. Nil only
    /// for a page without keys.
    package func nearestKey(to point: Point) -> Int? {
        var best: (index: Int, distance: Double)?
        for (index, placed) in keys.enumerated() {
            let distance = placed.frame.squaredDistance(to: point)
            if best == nil || distance < best!.distance { best = (index, distance) }
        }
        return best?.index
    }
}

extension Rect {
    /// The squared distance from `point` to the nearest point of the rectangle (0 inside).
    func squaredDistance(to point: Point) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return dx * dx + dy * dy
    }
}
