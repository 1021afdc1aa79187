import TactileCore

/// The damage and scrolls of the last few frames, in buffer pixels, to answer "what must a
/// buffer that is N frames old repaint?" (buffer age, as in EGL_EXT_buffer_age).
struct DamageHistory {
    /// What one frame changed.
    struct Frame {
        /// Changed areas (buffer pixels), also outside the buffer.
        var damage: RectRegion
        /// The view scrolled, whose rect is not in `damage`.
        var scroll: BufferScroll? = nil
    }

    /// Oldest buffer age that can be served without a full repaint.
    let maximumAge: Int
    /// Previous frames, most recent last; at most `maximumAge - 1` of them.
    private var frames: [Frame] = []

    init(maximumAge: Int) {
        self.maximumAge = max(1, maximumAge)
    }

    /// The scroll that brings a buffer of `age` up to date by moving pixels, given this
    /// `frame`: one view scrolled within one rect in the last `age` frames, with the deltas
    /// summed. Nil when no view scrolled, several did, the rect changed, or the history does
    /// not reach.
    func combinedScroll(with frame: Frame, age: Int) -> BufferScroll? {
        guard age >= 1, age - 1 <= frames.count else { return nil }
        var combined: BufferScroll?
        // Oldest first; the index `frames.count` stands for `frame` (no array joins them).
        for index in (frames.count - (age - 1))...frames.count {
            guard let scroll = index < frames.count ? frames[index].scroll : frame.scroll else { continue }
            guard var total = combined else { combined = scroll; continue }
            guard total.view === scroll.view, total.rect == scroll.rect else { return nil }
            total.dx += scroll.dx
            total.dy += scroll.dy
            combined = total
        }
        return combined
    }

    /// What a buffer of `age` must repaint this `frame`, within `buffer` (its whole rect, buffer
    /// pixels), put in `region` (emptied first; the caller's, reused frame after frame); false
    /// meaning everything: unknown contents (age 0) or older than the history reaches. Without
    /// `move`, the union of the last `age` frames' damage and scrolled rects. With `move` (their
    /// `combinedScroll`, applied to the buffer first), the exposed strips and each frame's
    /// damage (where that frame showed it, see `DamageTracker.addScroll`), plus that damage
    /// moved within the rect by the later scrolls (a change of the content) and by all of them
    /// (a change of what lay below the content in the oldest frame, which the move carried along).
    func repaintRegion(for frame: Frame, age: Int, move: BufferScroll?, within buffer: Rect, into region: inout RectRegion) -> Bool {
        guard age >= 1, age - 1 <= frames.count else { return false }
        region.removeAll()
        let oldest = frames.count - (age - 1)
        guard let move else {
            // This frame, then the earlier ones oldest first.
            add(frame, within: buffer, to: &region)
            for index in oldest..<frames.count { add(frames[index], within: buffer, to: &region) }
            return true
        }
        for rect in move.exposedRects { region.add(rect) }
        // Deltas of the frames after the one visited (this frame, then the earlier ones newest first).
        var laterX = 0, laterY = 0
        for index in (oldest...frames.count).reversed() {
            let visited = index < frames.count ? frames[index] : frame
            for rect in visited.damage.rects {
                region.add(rect.intersection(buffer))
                // Content damaged while scrolled out of the rect may have moved into it since.
                region.add(rect.offsetBy(dx: Double(-laterX), dy: Double(-laterY)).intersection(move.rect))
                region.add(rect.offsetBy(dx: Double(-move.dx), dy: Double(-move.dy)).intersection(move.rect))
            }
            laterX += visited.scroll?.dx ?? 0
            laterY += visited.scroll?.dy ?? 0
        }
        return true
    }

    /// What a buffer of `age` lacks that the newest buffer (drawn at the last frame) holds: the
    /// damage within `buffer` of the `age - 1` frames drawn since, put in `region` (emptied
    /// first). False when there is nothing to copy (age 0 or 1), the history does not reach, or
    /// one of those frames or this `frame` scrolled: moved pixels take the repaint path.
    func copyRegion(for frame: Frame, age: Int, within buffer: Rect, into region: inout RectRegion) -> Bool {
        guard age >= 2, age - 1 <= frames.count, frame.scroll == nil else { return false }
        region.removeAll()
        for index in (frames.count - (age - 1))..<frames.count {
            guard frames[index].scroll == nil else { return false }
            for rect in frames[index].damage.rects { region.add(rect.intersection(buffer)) }
        }
        return true
    }

    /// Adds `frame`'s damage within `buffer` and its scrolled rect to `region`.
    private func add(_ frame: Frame, within buffer: Rect, to region: inout RectRegion) {
        for rect in frame.damage.rects { region.add(rect.intersection(buffer)) }
        if let scroll = frame.scroll { region.add(scroll.rect) }
    }

    /// Records this frame once it is drawn.
    /// The frame's damage is copied into the storage of the frame that leaves the history, so
    /// that the caller's region stays the only owner of its own and is refilled in place.
    mutating func append(_ frame: Frame) {
        guard maximumAge > 1 else { return }
        var kept = frames.count == maximumAge - 1 ? frames.removeFirst() : Frame(damage: RectRegion(maximumCount: frame.damage.maximumCount))
        kept.damage.replaceRects(with: frame.damage)
        kept.scroll = frame.scroll
        frames.append(kept)
    }

    /// Forgets everything (buffer size, scale or scene changed: no old buffer is reusable).
    mutating func removeAll() { frames.removeAll(keepingCapacity: true) }
}
