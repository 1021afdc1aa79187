import TactileCore

/// The damage of the last few frames, in buffer pixels, to answer "what must a buffer that
/// is N frames old repaint?" (buffer age, as in EGL_EXT_buffer_age).
struct DamageHistory {
    /// Oldest buffer age that can be served without a full repaint.
    let maximumAge: Int
    /// Damage of previous frames, most recent last; at most `maximumAge - 1` of them.
    private var frames: [RectRegion] = []

    init(maximumAge: Int) {
        self.maximumAge = max(1, maximumAge)
    }

    /// What a buffer of `age` must repaint this frame, given this frame's `damage`: the union
    /// of the last `age` frames' damage (this one included). Nil means everything: unknown
    /// contents (age 0) or older than the history reaches.
    func repaintRegion(for damage: RectRegion, age: Int) -> RectRegion? {
        guard age >= 1, age - 1 <= frames.count else { return nil }
        var region = damage
        for frame in frames.suffix(age - 1) { region.formUnion(frame) }
        return region
    }

    /// Records this frame's damage once it is drawn.
    mutating func append(_ damage: RectRegion) {
        if frames.count == maximumAge - 1 && !frames.isEmpty { frames.removeFirst() }
        if maximumAge > 1 { frames.append(damage) }
    }

    /// Forgets everything (buffer size, scale or scene changed: no old buffer is reusable).
    mutating func removeAll() { frames.removeAll(keepingCapacity: true) }
}
