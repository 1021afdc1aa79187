/// Turns the 32-bit millisecond timestamps of Wayland input events into a monotonic
/// millisecond count.
///
/// `wl_touch`, `wl_pointer` and `wl_keyboard` stamp events with a UInt32 in milliseconds
/// that wraps after about 49.7 days; velocities divide by time differences, so a wrap must
/// not look like a jump back in time. A timestamp that really goes backwards (a confused
/// compositor) is held at the latest time seen, so time never decreases.
struct EventTimeline {
    private var epoch: Double = 0
    private var last: UInt32?
    private(set) var latest: Double = 0

    /// The monotonic time in milliseconds for a raw event timestamp.
    mutating func time(for raw: UInt32) -> Double {
        if let last, raw < last {
            // A drop by more than half the range is a wrap-around, anything else is noise.
            if last - raw > UInt32.max / 2 { epoch += 4_294_967_296 } else { return latest }
        }
        last = raw
        latest = max(latest, epoch + Double(raw))
        return latest
    }
}
