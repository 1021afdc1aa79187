import CCairo
import CPango
import TactileCore

/// One unwrapped line of text laid out as pieces that Pango shapes one by one (see
/// `LineCuts`), each in its own layout, side by side from left to right: the carets,
/// hit-testing, selection and pixels of the whole line, but an edit reshapes only the piece it
/// touches (the others come from the previous line), and a draw shows only the pieces in the
/// clip. Text that cannot be cut (right-to-left text) is one piece: the whole line.
final class PangoLine {
    /// A piece and where it is in the line.
    struct Piece {
        let layout: CaretLayout
        /// The line's first cluster and byte in the piece.
        let firstCluster: Int
        let firstByte: Int
        /// The piece's left edge in the line, in Pango units.
        var x: Int32 = 0
    }

    /// The line's bytes (to find what the next edit kept).
    let bytes: [UInt8]
    private(set) var pieces: [Piece]
    /// How many grapheme clusters the line has.
    let clusterCount: Int
    /// The line's logical width, its baseline from the top and its height, in Pango units:
    /// Pango's line extents are the union of its runs', so those of the pieces'.
    private(set) var width: Int32 = 0, baseline: Int32 = 0, height: Int32 = 0

    /// Lays the UTF-8 text `bytes` out in pieces made by `makeLayout`, reusing the pieces of
    /// `previous` (a recent line in the same style) whose text is unchanged.
    init(_ bytes: [UInt8], previous: PangoLine?, makeLayout: (String) -> CaretLayout) {
        self.bytes = bytes
        let candidates = LineCuts.candidates(in: String(decoding: bytes, as: UTF8.self))
        var reusable: [Int: (end: Int, layout: CaretLayout)] = [:]
        var preferred = Set<Int>()
        if let previous, !candidates.isEmpty {
            let old = previous.bytes
            let (prefix, suffix) = previous.commonEnds(with: bytes)
            let shift = bytes.count - old.count
            for (index, piece) in previous.pieces.enumerated() {
                let end = index + 1 < previous.pieces.count ? previous.pieces[index + 1].firstByte : old.count
                // A cut depends on the two bytes before it and the one at it.
                if piece.firstByte > 0 && piece.firstByte < prefix { preferred.insert(piece.firstByte) }
                if piece.firstByte - 2 >= old.count - suffix { preferred.insert(piece.firstByte + shift) }
                if end <= prefix { reusable[piece.firstByte] = (end, piece.layout) }
                if piece.firstByte >= old.count - suffix { reusable[piece.firstByte + shift] = (end + shift, piece.layout) }
            }
        }
        let cuts = LineCuts.cuts(among: candidates, length: bytes.count, preferring: preferred)
        var pieces: [Piece] = []
        pieces.reserveCapacity(cuts.count + 1)
        var clusters = 0
        for (start, end) in zip([0] + cuts, cuts + [bytes.count]) {
            let layout: CaretLayout
            if let kept = reusable[start], kept.end == end {
                layout = kept.layout
            } else {
                let piece = String(decoding: bytes[start..<end], as: UTF8.self)
                layout = makeLayout(piece)
            }
            pieces.append(Piece(layout: layout, firstCluster: clusters, firstByte: start))
            clusters += layout.clusterCount
        }
        self.pieces = pieces
        clusterCount = clusters
        placePieces()
    }

    /// How many bytes `other` has in common with the line's at the start and (not counting
    /// those) at the end.
    func commonEnds(with other: [UInt8]) -> (prefix: Int, suffix: Int) {
        let shorter = min(bytes.count, other.count)
        var prefix = 0
        while prefix < shorter && bytes[prefix] == other[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && bytes[bytes.count - 1 - suffix] == other[other.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }

    /// How many bytes `other` shares with the line at its ends.
    func shared(with other: [UInt8]) -> Int {
        let ends = commonEnds(with: other)
        return ends.prefix + ends.suffix
    }

    /// Puts each piece after the one before and takes the line's extents from theirs.
    private func placePieces() {
        var x: Int32 = 0, ascent: Int32 = 0, descent: Int32 = 0
        for index in pieces.indices {
            pieces[index].x = x
            let layout = pieces[index].layout
            x += layout.width
            ascent = max(ascent, layout.baseline)
            descent = max(descent, layout.height - layout.baseline)
        }
        (width, baseline, height) = (x, ascent, ascent + descent)
    }

    /// Estimated bytes: the pieces' layouts and the text.
    var cost: Int { pieces.reduce(bytes.count) { $0 + $1.layout.cost } }

    /// The piece holding the caret before cluster `offset`: the last one starting at or before it.
    private func pieceIndex(ofCluster offset: Int) -> Int {
        var low = 0, high = pieces.count  // pieces[low].firstCluster <= offset < pieces[high].firstCluster
        while high - low > 1 {
            let middle = (low + high) / 2
            if pieces[middle].firstCluster <= offset { low = middle } else { high = middle }
        }
        return low
    }

    /// How far down the line piece `index`'s top is (pieces share the line's baseline).
    private func top(of index: Int) -> Int32 { baseline - pieces[index].layout.baseline }

    /// The strong caret before cluster `offset`, in Pango units from the line's top-left.
    func cursor(at offset: Int) -> PangoRectangle {
        let index = pieceIndex(ofCluster: min(max(offset, 0), clusterCount))
        let piece = pieces[index]
        var rect = piece.layout.cursor(at: offset - piece.firstCluster)
        rect.x += piece.x
        rect.y += top(of: index)
        return rect
    }

    /// The caret position nearest (`x`, `y`) (Pango units from the line's top-left).
    func caretOffset(x: Int32, y: Int32) -> Int {
        var low = 0, high = pieces.count  // the last piece starting at or left of x
        while high - low > 1 {
            let middle = (low + high) / 2
            if pieces[middle].x <= x { low = middle } else { high = middle }
        }
        let piece = pieces[low]
        return piece.firstCluster + piece.layout.caretOffset(x: x - piece.x, y: y - top(of: low))
    }

    /// One caret position to the right (`right`) or left of `offset` on screen, clamped to
    /// the line's ends; off a piece's end the step goes on in the next piece.
    func caretOffset(movingVisuallyFrom offset: Int, right: Bool) -> Int {
        var index = pieceIndex(ofCluster: min(max(offset, 0), clusterCount))
        var local = offset - pieces[index].firstCluster
        while true {
            switch pieces[index].layout.step(from: local, right: right) {
            case .at(let cluster):
                return pieces[index].firstCluster + cluster
            case .offStart:
                guard index > 0 else { return 0 }
                index -= 1
                local = pieces[index].layout.clusterCount
            case .offEnd:
                guard index + 1 < pieces.count else { return clusterCount }
                index += 1
                local = 0
            }
        }
    }

    /// The x ranges (Pango units, left to right) covering the clusters of `range`; ranges
    /// meeting where two pieces meet are one, as in the whole line.
    func xRanges(of range: Range<Int>) -> [(start: Int32, end: Int32)] {
        var ranges: [(start: Int32, end: Int32)] = []
        for piece in pieces {
            let lower = max(range.lowerBound - piece.firstCluster, 0)
            let upper = min(range.upperBound - piece.firstCluster, piece.layout.clusterCount)
            guard lower < upper else { continue }
            for (start, end) in piece.layout.xRanges(of: lower..<upper) {
                if let last = ranges.last, last.end == start + piece.x && start == 0 {
                    ranges[ranges.count - 1].end = end + piece.x
                } else {
                    ranges.append((start + piece.x, end + piece.x))
                }
            }
        }
        return ranges
    }

    /// Draws the pieces that reach into `cairo`'s clip, the line's top-left at `origin`
    /// (user space). Every piece is first brought to the context's `state` (font options and
    /// transform), as a whole line would be, so that the pieces still meet.
    func draw(at origin: Point, cairo: OpaquePointer, state: PangoContextState) {
        var changed = false
        for piece in pieces where piece.layout.update(for: cairo, state: state) { changed = true }
        if changed { placePieces() }
        var left = 0.0, clipTop = 0.0, right = 0.0, clipBottom = 0.0
        cairo_clip_extents(cairo, &left, &clipTop, &right, &clipBottom)
        let unit = Double(tactile_pango_scale)
        // Ink may reach past a piece's logical edges (overhangs, marks): a line's height of margin.
        let margin = Double(height) / unit
        for (index, piece) in pieces.enumerated() {
            let x = origin.x + Double(piece.x) / unit
            guard x + Double(piece.layout.width) / unit >= left - margin && x <= right + margin else { continue }
            cairo_move_to(cairo, x, origin.y + Double(top(of: index)) / unit)
            pango_cairo_show_layout(cairo, piece.layout.layout)
        }
    }
}
