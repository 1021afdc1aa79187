/// A touch as one recognizer sees it: where it is now, where it was at the previous frame
/// and where it went down, all in surface coordinates.
///
/// Keeping the previous position lets multi-finger recognizers measure each frame's change
/// over the fingers present in both frames, which makes fingers joining or leaving
/// re-anchor the gesture instead of making it jump.
public struct TrackedTouch {
    // In this order, each 64 bytes: the fields a motion reads and writes share the element's
    // first line (the first element's after the array's header).
    /// The touch's id, as the dispatcher gave it (unique among the touches down).
    public let id: Int
    /// What happened to the touch in this frame; `.stationary` when nothing did.
    public internal(set) var phase: TouchPhase
    /// What made the touch: a finger, the mouse's left button or the wheel's virtual fingers.
    public let source: TouchSource
    /// Where the touch is now (surface coordinates).
    public internal(set) var location: Point
    /// Where it was at the end of the previous frame (surface coordinates).
    public internal(set) var previous: Point
    /// Where it went down (surface coordinates).
    public let start: Point

    init(_ touch: Touch) {
        id = touch.id
        phase = .began
        source = touch.source
        location = touch.location
        previous = touch.location
        start = touch.location
    }

    /// True when the touch was down in the previous frame as well (it existed before this
    /// frame's changes), so its movement counts.
    public var persists: Bool { phase != .began }
    /// True while the touch is still down after this frame.
    public var isDown: Bool { phase != .ended && phase != .cancelled }
}

/// Centroids, spreads and angles of a set of tracked touches, before and after a frame.
extension Array where Element == TrackedTouch {
    /// The mean position of the touches that persist from the previous frame:
    /// `current` picks their new positions, otherwise the previous ones.
    func persistentCentroid(current: Bool) -> Point? {
        var sum = Point.zero, count = 0.0
        for touch in self where touch.persists {
            sum += current ? touch.location : touch.previous
            count += 1
        }
        return count > 0 ? sum * (1 / count) : nil
    }

    /// The mean distance of the persisting touches from their centroid (nil with fewer than two).
    func persistentSpan(current: Bool) -> Double? {
        guard let centre = persistentCentroid(current: current) else { return nil }
        var sum = 0.0, count = 0.0
        for touch in self where touch.persists {
            sum += (current ? touch.location : touch.previous).distance(to: centre)
            count += 1
        }
        return count >= 2 ? sum / count : nil
    }

    /// The angle in radians of the line from the first to the second persisting touch
    /// (nil with fewer than two).
    func persistentAngle(current: Bool) -> Double? {
        var first: Point?
        for touch in self where touch.persists {
            let point = current ? touch.location : touch.previous
            guard let origin = first else { first = point; continue }
            return _atan2(point.y - origin.y, point.x - origin.x)
        }
        return nil
    }

    /// The mean current position of the touches still down (of every touch, lifted ones
    /// included, when `includingLifted`), nil when there is none.
    func centroid(includingLifted: Bool) -> Point? {
        centroidAndLift(includingLifted: includingLifted).centroid
    }

    /// `centroid(includingLifted:)`, and whether any touch has lifted, in one reading pass
    /// (a recognizer's frame end needs both at every motion).
    @inline(__always)
    func centroidAndLift(includingLifted: Bool) -> (centroid: Point?, anyLifted: Bool) {
        var sum = Point.zero, count = 0.0, anyLifted = false
        for touch in self {
            anyLifted = anyLifted || !touch.isDown
            guard includingLifted || touch.isDown else { continue }
            sum += touch.location
            count += 1
        }
        return (count > 0 ? sum * (1 / count) : nil, anyLifted)
    }
}
