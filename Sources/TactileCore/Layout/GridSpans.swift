// Design: how a child covering several tracks of a grid sizes them.
//
// A one-track child sizes its track directly (see `Grid`). A spanning child asks for what a
// one-track child would ask in the same tracks: its measured length when one of them is
// intrinsic, else only its fixed length or minimum (a flexible track never grows for
// content, only for floors). What its tracks and the gaps between them do not already give
// is added to them: in equal parts to the spanned intrinsic tracks, else to the spanned
// flexible tracks by weight; fixed tracks never grow, and a child spanning only fixed tracks
// gets what they give (its own floor may still make it larger, as for any child). Narrow
// spans come first, so a wide span sees the tracks the narrow ones already widened and adds
// only what is still missing; equal spans go in reading order. CSS grid grows tracks
// "up to their growth limits" in several passes and Qt spreads by stretch factors and
// preferred sizes; one pass with equal parts keeps the result easy to predict by hand.

/// A child covering `count` tracks from `first` along one axis, needing `length` there.
struct SpanNeed {
    /// The first track it covers.
    var first: Int
    /// How many tracks it covers (2 or more).
    var count: Int
    /// The length it asks for across all of them, the gaps between them included.
    var length: Double
    /// Its place in reading order: equal spans are handled in it.
    var order: Int
}

extension Grid {
    /// Adds to `requests` (the tracks along one axis, `kind` telling each one's length rule)
    /// what `needs` ask beyond the tracks they span and the `spacing` between them. Returns
    /// the largest length a need still lacks because it spans only fixed tracks (0 when
    /// none does).
    static func widen(_ requests: inout [AxisRequest], for needs: [SpanNeed], spacing: Double,
                      kind: (Int) -> LayoutLength) -> Double {
        var lacking = 0.0
        for need in needs.sorted(by: { ($0.count, $0.order) < ($1.count, $1.order) }) {
            let tracks = need.first..<(need.first + need.count)
            let covered = tracks.reduce(0) { $0 + requests[$1].base } + spacing * Double(need.count - 1)
            let excess = need.length - covered
            guard excess > 1e-9 else { continue }
            let intrinsic = tracks.filter { kind($0) == .intrinsic }
            if !intrinsic.isEmpty {
                for track in intrinsic { requests[track].grow(by: excess / Double(intrinsic.count)) }
                continue
            }
            let flexible = tracks.filter { if case .flexible = kind($0) { true } else { false } }
            guard !flexible.isEmpty else {
                lacking = max(lacking, excess)
                continue
            }
            let weights = flexible.reduce(0) { $0 + requests[$1].weight }
            for track in flexible {
                // Weights of 0 (a bad weight was sanitized to it) share equally.
                let share = weights > 0 ? requests[track].weight / weights : 1 / Double(flexible.count)
                requests[track].grow(by: excess * share)
            }
        }
        return lacking
    }
}

extension AxisRequest {
    /// Longer by `length`, at rest and at least: a track a spanning child widened.
    mutating func grow(by length: Double) {
        base += length
        minimum += length
    }
}
