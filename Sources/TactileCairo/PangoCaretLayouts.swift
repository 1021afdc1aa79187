import CCairo
import CPango
import TactileCore

/// One line of text laid out for caret geometry, with the UTF-8 byte offset where each of its
/// grapheme clusters starts: Pango speaks bytes, `TextEditor` speaks `Character`s.
final class CaretLayout {
    /// The Pango layout (owned: released with the cache entry).
    let layout: OpaquePointer
    /// The byte offset of each grapheme cluster's start, then the text's length in bytes.
    let clusterStarts: [Int32]

    init(layout: OpaquePointer, text: String) {
        self.layout = layout
        var starts: [Int32] = []
        starts.reserveCapacity(text.utf8.count / 2 + 2)
        var offset: Int32 = 0
        for character in text {
            starts.append(offset)
            offset += Int32(character.utf8.count)
        }
        starts.append(offset)
        clusterStarts = starts
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

    /// The byte offset `characters` code points after byte `index` (Pango's "trailing").
    func byteIndex(_ index: Int32, advancedByCodePoints characters: Int32, in text: String) -> Int32 {
        guard characters > 0 else { return index }
        let utf8 = text.utf8
        var position = utf8.index(utf8.startIndex, offsetBy: Int(index))
        var remaining = characters
        while remaining > 0 && position < utf8.endIndex {
            position = utf8.index(after: position)
            // Continuation bytes (10xxxxxx) are inside a code point.
            while position < utf8.endIndex && utf8[position] & 0xc0 == 0x80 { position = utf8.index(after: position) }
            remaining -= 1
        }
        return Int32(utf8.distance(from: utf8.startIndex, to: position))
    }

    /// Estimated bytes: the layout (see `PangoText.layoutCost`) and the offsets.
    var cost: Int { PangoText.layoutCost(of: Int(clusterStarts[clusterCount])) + 4 * clusterStarts.count }
}

extension PangoText: TextLayouting {
    func caretRect(at offset: Int, in text: String, style: TextStyle) -> Rect {
        let line = caretLayout(text, style: style)
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(line.layout, line.byteIndex(ofCluster: offset), &strong, &weak)
        let unit = Double(tactile_pango_scale)
        return Rect(x: Double(strong.x) / unit, y: Double(strong.y) / unit, width: 0, height: Double(strong.height) / unit)
    }

    func caretOffset(at point: Point, in text: String, style: TextStyle) -> Int {
        let line = caretLayout(text, style: style)
        let unit = Double(tactile_pango_scale)
        var index: Int32 = 0, trailing: Int32 = 0
        // Outside the line Pango still answers with the nearest position (and returns false).
        _ = pango_layout_xy_to_index(line.layout, Int32((point.x * unit).rounded()), Int32((point.y * unit).rounded()),
                                     &index, &trailing)
        let cluster = line.cluster(containingByte: index)
        return trailing > 0 ? min(cluster + 1, line.clusterCount) : cluster
    }

    func caretOffset(movingVisuallyFrom offset: Int, right: Bool, in text: String, style: TextStyle) -> Int {
        let line = caretLayout(text, style: style)
        var index = line.byteIndex(ofCluster: offset)
        // Pango's cursor positions may fall inside one of Swift's clusters: step on until
        // the cluster changes (at most once per code point).
        for _ in 0...text.unicodeScalars.count {
            var newIndex: Int32 = 0, trailing: Int32 = 0
            pango_layout_move_cursor_visually(line.layout, 1, index, 0, right ? 1 : -1, &newIndex, &trailing)
            if newIndex < 0 { return 0 }
            if newIndex == Int32.max { return line.clusterCount }
            index = line.byteIndex(newIndex, advancedByCodePoints: trailing, in: text)
            let cluster = line.cluster(containingByte: index)
            if line.clusterStarts[cluster] == index && cluster != offset { return cluster }
        }
        return offset
    }

    func selectionRects(for range: Range<Int>, in text: String, style: TextStyle) -> [Rect] {
        guard !range.isEmpty, let first = pango_layout_get_line_readonly(caretLayout(text, style: style).layout, 0) else {
            return []
        }
        let line = caretLayout(text, style: style)
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(first, line.byteIndex(ofCluster: range.lowerBound),
                                       line.byteIndex(ofCluster: range.upperBound), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges else { return [] }
        let unit = Double(tactile_pango_scale)
        let height = caretRect(at: 0, in: text, style: style).height
        return (0..<Int(count)).map { index in
            let start = Double(ranges[2 * index]) / unit, end = Double(ranges[2 * index + 1]) / unit
            return Rect(x: start, y: 0, width: end - start, height: height)
        }
    }

    /// Draws `text` on one line from `origin` (user space of `cairo`) with the caret layout:
    /// a text field's line is shaped once for both.
    func drawLine(_ text: String, style: TextStyle, at origin: Point, cairo: OpaquePointer) {
        let line = caretLayout(text, style: style)
        pango_cairo_update_layout(cairo, line.layout)
        let color = style.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, line.layout)
    }

    /// The caret layout of `text` in `style` on one unwrapped line, from the cache or made
    /// now on the measuring surface.
    func caretLayout(_ text: String, style: TextStyle) -> CaretLayout {
        let key = LayoutKey(text, style: style, width: nil)
        if let cached = caretLayouts.value(for: key) { return cached }
        let line = CaretLayout(layout: makeLayout(text, style: style, width: nil, cairo: measureCairo), text: text)
        caretLayouts.insert(line, for: key, cost: line.cost)
        return line
    }
}
