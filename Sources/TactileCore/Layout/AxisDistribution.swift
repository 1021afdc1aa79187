/// One child (or one grid track) as the distributor sees it along an axis.
struct AxisRequest {
    /// The length it has before free room is shared: its intrinsic or fixed length, or the
    /// minimum of a flexible one, already within its limits.
    var base: Double
    /// The shortest it may become.
    var minimum: Double
    /// Its weight when flexible, 0 otherwise.
    var weight: Double
    /// The longest it may become.
    var maximum: Double
    /// True for an intrinsic child: `.fill` grows it with what flexible children leave.
    var grows: Bool
}

/// Lengths and leading offsets along one axis: the arithmetic `Stack`, `Grid` (for its
/// tracks) and `Flow` (for each line) share.
struct AxisDistribution {
    /// Each request's length.
    var lengths: [Double]
    /// Each request's leading offset from the start of the room.
    var offsets: [Double]
    /// How far the requests run past the room (0 when they fit).
    var overflow: Double

    /// Tracks already measured: `lengths` at `offsets`, nothing overflowing.
    init(lengths: [Double], offsets: [Double]) {
        self.lengths = lengths
        self.offsets = offsets
        overflow = 0
    }

    /// Shares `available` among `requests` separated by `spacing`, as `distribution` says
    /// (see `LayoutDistribution`): first the flexible requests by weight, then what is left.
    init(_ requests: [AxisRequest], available: Double, spacing: Double, distribution: LayoutDistribution) {
        let count = requests.count
        let gaps = spacing * Double(max(count - 1, 0))
        var lengths = requests.map(\.base)
        if distribution == .equal, count > 0 {
            let share = max(available - gaps, 0) / Double(count)
            lengths = requests.map { min(max(share, $0.minimum), max($0.maximum, $0.minimum)) }
        }
        var free = available - gaps - lengths.reduce(0, +)
        if distribution != .equal {
            // Index lists are empty (no allocation) where no request is flexible or grows.
            let flexible = requests.indices.filter { requests[$0].weight > 0 }
            Self.share(&free, among: flexible, of: requests, weight: { $0.weight }, lengths: &lengths)
            if distribution == .fill {
                let growing = requests.indices.filter { requests[$0].grows && requests[$0].weight == 0 }
                Self.share(&free, among: growing, of: requests, weight: { _ in 1 }, lengths: &lengths)
            }
        }
        let leftover = max(free, 0)
        var position: Double
        var extraGap = 0.0
        switch distribution {
        case .fill, .equal, .leading: position = 0
        case .center: position = leftover / 2
        case .trailing: position = leftover
        case .spaceBetween:
            position = 0
            if count > 1 { extraGap = leftover / Double(count - 1) }
        }
        var offsets: [Double] = []
        offsets.reserveCapacity(count)
        for length in lengths {
            offsets.append(position)
            position += length + spacing + extraGap
        }
        self.lengths = lengths
        self.offsets = offsets
        overflow = max(-free, 0)
    }

    /// Gives `free` room to `indices` in proportion to their weights, none beyond its maximum
    /// (a request that reaches it leaves the rest to the others); lowers `free` by what was given.
    private static func share(_ free: inout Double, among indices: [Int], of requests: [AxisRequest],
                              weight: (AxisRequest) -> Double, lengths: inout [Double]) {
        var active = indices
        while free > 1e-9, !active.isEmpty {
            let total = active.reduce(0) { $0 + weight(requests[$1]) }
            let capped = active.filter { lengths[$0] + free * weight(requests[$0]) / total >= requests[$0].maximum }
            if capped.isEmpty {
                for index in active { lengths[index] += free * weight(requests[index]) / total }
                free = 0
                return
            }
            for index in capped {
                free -= max(requests[index].maximum - lengths[index], 0)
                lengths[index] = max(requests[index].maximum, lengths[index])
            }
            active.removeAll { capped.contains($0) }
        }
    }
}
