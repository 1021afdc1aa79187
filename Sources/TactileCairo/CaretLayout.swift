import CCairo
import CPango
import TactileCore

/// One piece of a line laid out by Pango on its own, with the UTF-8 byte offset where each of
/// its grapheme clusters starts (Pango speaks bytes, `TextEditor` speaks `Character`s) and its
/// extents. Owns its layout.
final class CaretLayout {
    /// Where a visual caret step within the piece ends.
    enum Step: Equatable {
        /// At this caret position.
        case at(Int)
        /// Off the piece's logical start or end (Pango's -1 and G_MAXINT).
        case offStart, offEnd
    }

    /// The Pango layout.
    let layout: OpaquePointer
    /// The Cairo context state it is laid out for.
    private var state: PangoContextState
    /// The byte offset of each grapheme cluster's start, then the text's length in bytes.
    let clusterStarts: [Int32]
    /// The logical width, the baseline's distance from the top and the logical height, in
    /// Pango units, as last laid out (see `updateExtents`).
    private(set) var width: Int32 = 0, baseline: Int32 = 0, height: Int32 = 0

    /// Takes `layout` of `text`, made on a context in `state`.
    init(layout: OpaquePointer, text: String, state: PangoContextState) {
        self.layout = layout
        self.state = state
        var starts: [Int32] = []
        starts.reserveCapacity(text.utf8.count + 1)
        var offset: Int32 = 0
        for character in text {
            starts.append(offset)
            offset += Int32(character.utf8.count)
        }
        starts.append(offset)
        clusterStarts = starts
        updateExtents()
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Lays the piece out again for drawing on `cairo`, in `state`, if it was laid out for
    /// another state; whether its extents changed.
    func update(for cairo: OpaquePointer, state: PangoContextState) -> Bool {
        guard state != self.state else { return false }
        self.state = state
        lastCursor = nil
        pango_cairo_update_layout(cairo, layout)
        return updateExtents()
    }

    /// Reads the extents from the layout; whether they changed.
    @discardableResult
    private func updateExtents() -> Bool {
        var newWidth: Int32 = 0, newHeight: Int32 = 0
        pango_layout_get_size(layout, &newWidth, &newHeight)
        let newBaseline = pango_layout_get_baseline(layout)
        defer { (width, height, baseline) = (newWidth, newHeight, newBaseline) }
        return newWidth != width || newHeight != height || newBaseline != baseline
    }

    /// How many grapheme clusters the text has.
    var clusterCount: Int { clusterStarts.count - 1 }

    /// The byte offset of the caret before cluster `offset` (clamped to the text).
    func byteIndex(ofCluster offset: Int) -> Int32 {
        clusterStarts[min(max(offset, 0), clusterCount)]
    }

    /// The cluster that holds byte `index` (the end for an index at or past the end, 0 before
    /// the start): a byte inside a cluster belongs to it.
    func cluster(containingByte index: Int32) -> Int {
        guard index > 0 else { return 0 }
        guard index < clusterStarts[clusterCount] else { return clusterCount }
        var low = 0, high = clusterCount  // clusterStarts[low] <= index < clusterStarts[high]
        while high - low > 1 {
            let middle = (low + high) / 2
            if clusterStarts[middle] <= index { low = middle } else { high = middle }
        }
        return low
    }

    /// The caret asked for last: a frame asks for the same one several times, and Pango
    /// measures the run's glyphs for each.
    private var lastCursor: (offset: Int, rect: PangoRectangle)?

    /// The strong caret before cluster `offset`, in Pango units from the piece's top-left.
    func cursor(at offset: Int) -> PangoRectangle {
        if let lastCursor, lastCursor.offset == offset { return lastCursor.rect }
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, byteIndex(ofCluster: offset), &strong, &weak)
        lastCursor = (offset, strong)
        return strong
    }

    /// The caret position nearest (`x`, `y`) (Pango units from the piece's top-left).
    func caretOffset(x: Int32, y: Int32) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0
        // Outside the line Pango still answers with the nearest position (and returns false).
        // A piece of one line without a width is its line, placed at the layout's origin: the
        // line's own hit test answers alike without the iterator (and its allocation) that the
        // layout's makes, at every motion of a finger dragging the caret.
        if pango_layout_get_width(layout) == -1, pango_layout_get_line_count(layout) == 1 {
            _ = pango_layout_line_x_to_index(pango_layout_get_line_readonly(layout, 0), x, &index, &trailing)
        } else {
            _ = pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        }
        let cluster = cluster(containingByte: index)
        return trailing > 0 ? min(cluster + 1, clusterCount) : cluster
    }

    /// One caret position to the right (`right`) or left of `offset` on screen.
    func step(from offset: Int, right: Bool) -> Step {
        var index = byteIndex(ofCluster: offset)
        // Pango's cursor positions may fall inside one of Swift's clusters: step on until
        // the cluster changes (at most once per byte).
        for _ in 0...clusterStarts[clusterCount] {
            var newIndex: Int32 = 0, trailing: Int32 = 0
            pango_layout_move_cursor_visually(layout, 1, index, 0, right ? 1 : -1, &newIndex, &trailing)
            if newIndex < 0 { return .offStart }
            if newIndex == Int32.max { return .offEnd }
            index = byteIndex(newIndex, advancedByCodePoints: trailing)
            let cluster = cluster(containingByte: index)
            if clusterStarts[cluster] == index && cluster != offset { return .at(cluster) }
        }
        return .at(offset)
    }

    /// The byte offset `characters` code points after byte `index` (Pango's "trailing").
    private func byteIndex(_ index: Int32, advancedByCodePoints characters: Int32) -> Int32 {
        guard characters > 0, let text = pango_layout_get_text(layout) else { return index }
        var position = index
        var remaining = characters
        let end = clusterStarts[clusterCount]
        while remaining > 0 && position < end {
            position += 1
            // Continuation bytes (10xxxxxx) are inside a code point.
            while position < end && UInt8(bitPattern: text[Int(position)]) & 0xc0 == 0x80 { position += 1 }
            remaining -= 1
        }
        return position
    }

    /// The x ranges (Pango units, left to right) covering the clusters of `range`.
    func xRanges(of range: Range<Int>) -> [(start: Int32, end: Int32)] {
        guard !range.isEmpty, let line = pango_layout_get_line_readonly(layout, 0) else { return [] }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, byteIndex(ofCluster: range.lowerBound), byteIndex(ofCluster: range.upperBound),
                                       &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges else { return [] }
        return (0..<Int(count)).map { (ranges[2 * $0], ranges[2 * $0 + 1]) }
    }

    /// The rectangles (Pango units, line by line from the top, left to right in each) covering
    /// the clusters of `range` in a layout of several lines: a line the range goes on past
    /// is covered to the layout's edge, as Pango's x ranges have it.
    func lineRects(of range: Range<Int>) -> [PangoRectangle] {
        guard !range.isEmpty, let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let start = byteIndex(ofCluster: range.lowerBound), end = byteIndex(ofCluster: range.upperBound)
        var rects: [PangoRectangle] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let lineStart = pango_layout_line_get_start_index(line)
            let lineEnd = lineStart + pango_layout_line_get_length(line)
            guard start <= lineEnd && end > lineStart else { continue }
            var top: Int32 = 0, bottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, start, end, &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { continue }
            for index in 0..<Int(count) where ranges[2 * index + 1] > ranges[2 * index] {
                let start = ranges[2 * index], end = ranges[2 * index + 1]
                // The run to the wrapping edge comes apart from the line's last characters: one.
                if let last = rects.last, last.y == top, last.x + last.width == start {
                    rects[rects.count - 1].width = end - last.x
                } else {
                    rects.append(PangoRectangle(x: start, y: top, width: end - start, height: bottom - top))
                }
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return rects
    }

    /// Estimated bytes: the layout (see `PangoText.layoutCost`) and the offsets.
    var cost: Int { PangoText.layoutCost(of: Int(clusterStarts[clusterCount])) + 4 * clusterStarts.count }
}
