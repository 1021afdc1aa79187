/// Turns the 32-bit millisecond timestamps of Wayland input events into points on the
/// monotonic clock: the one place where the wire's time format enters the input model.
///
/// `wl_touch`, `wl_pointer` and `wl_keyboard` stamp events with a UInt32 in milliseconds
/// that wraps after about 49.7 days; velocities divide by time differences, so a wrap must
/// not look like a jump back in time. A timestamp that really goes backwards (a confused
/// compositor) is held at the latest time seen, so time never decreases.
struct EventTimeline {
    private var epochMilliseconds: Int64 = 0
    private var last: UInt32?
    private(set) var latest: MonotonicTime = .zero

    /// The monotonic time for a raw event timestamp.
    @inline(__always)
    mutating func time(for raw: UInt32) -> MonotonicTime {
        if let last, raw < last {
            // A drop by more than half the range is a wrap-around, anything else is noise.
            if last - raw > UInt32.max / 2 { epochMilliseconds += 4_294_967_296 } else { return latest }
        }
        last = raw
        latest = max(latest, MonotonicTime(wireMilliseconds: epochMilliseconds + Int64(raw)))
        return latest
    }
}

extension MonotonicTime {
    /// The point `milliseconds` after the origin, for a timestamp in the protocol's unit
    /// (milliseconds of CLOCK_MONOTONIC). Key events convert their stamp with it: their
    /// times are only carried along, never subtracted, so they need no wrap handling.
    package init(wireMilliseconds milliseconds: Int64) {
        self.init(sinceOrigin: TimeSpan(nanoseconds: milliseconds * 1_000_000))
    }
}
