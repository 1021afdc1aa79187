/// The row of accented variants a long press on a letter opened above it.
package struct AccentPopup: Hashable, Sendable {
    /// The touch that opened it and chooses in it.
    package let touchID: Int
    /// The index of the pressed key in the layout.
    package let keyIndex: Int
    /// The variants, left to right.
    package let variants: [String]
    /// Where each variant is drawn, in the keyboard's space.
    package let cells: [Rect]
    /// The variant under the finger, nil while the finger is away from the pop-up (a lift
    /// then types nothing).
    package internal(set) var selected: Int?

    /// The area the cells cover.
    package var frame: Rect { cells.dropFirst().reduce(cells.first ?? .zero) { $0.union($1) } }

    /// Lays the variants out in a row of key-sized cells just above `key`, starting over it
    /// and moved left as far as needed to stay within `width` less `metrics.padding`.
    init(touchID: Int, keyIndex: Int, key: Rect, variants: [String], width: Double, metrics: KeyboardMetrics) {
        self.touchID = touchID
        self.keyIndex = keyIndex
        self.variants = variants
        let count = Double(variants.count)
        let total = count * key.width + (count - 1) * metrics.keyGap
        let left = max(min(key.minX, width - metrics.padding - total), metrics.padding)
        let top = key.minY - key.height - metrics.rowGap
        cells = variants.indices.map { index in
            Rect(x: left + Double(index) * (key.width + metrics.keyGap), y: top, width: key.width, height: key.height)
        }
    }

    /// The variant chosen by a finger at `point` (keyboard space): the cell nearest
    /// horizontally while the finger is within a cell's size of the pop-up, above it or down
    /// to the pressed key's row; nil farther away.
    func selection(at point: Point, key: Rect) -> Int? {
        guard let first = cells.first else { return nil }
        let area = frame
        let reach = Rect(x: area.minX - first.width, y: area.minY - first.height,
                         width: area.width + 2 * first.width, height: key.maxY - area.minY + first.height)
        guard reach.contains(point) else { return nil }
        var best = 0
        for index in cells.indices where abs(cells[index].midX - point.x) < abs(cells[best].midX - point.x) {
            best = index
        }
        return best
    }
}
