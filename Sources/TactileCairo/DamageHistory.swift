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
        for scroll in (frames.suffix(age - 1) + [frame]).compactMap(\.scroll) {
            guard var total = combined else { combined = scroll; continue }
            guard total.view === scroll.view, total.rect == scroll.rect else { return nil }
            total.dx += scroll.dx
            total.dy += scroll.dy
            combined = total
        }
        return combined
    }

    /// What a buffer of `age` must repaint this `frame`, within `buffer` (its whole rect, buffer
    /// pixels), nil meaning everything: unknown
    /// contents (age 0) or older than the history reaches. Without `move`, the union of the
    /// last `age` frames' damage and scrolled rects. With `move` (their `combinedScroll`,
    /// applied to the buffer first), the exposed strips and each frame's damage (where that
    /// frame showed it, see `DamageTracker.addScroll`), plus that damage moved within the rect
    /// by the later scrolls (a change of the content) and by all of them (a change of what
    /// lay below the content in the oldest frame, which the move carried along).
    func repaintRegion(for frame: Frame, age: Int, move: BufferScroll?, within buffer: Rect) -> RectRegion? {
        guard age >= 1, age - 1 <= frames.count else { return nil }
        let window = [frame] + frames.suffix(age - 1)
        var region = RectRegion()
        guard let move else {
            for frame in window {
                for rect in frame.damage.rects { region.add(rect.intersection(buffer)) }
                if let scroll = frame.scroll { region.add(scroll.rect) }
            }
            return region
        }
        for rect in move.exposedRects { region.add(rect) }
        // Deltas of the frames after the one visited (newest first).
        var laterX = 0, laterY = 0
        for frame in [frame] + frames.suffix(age - 1).reversed() {
            let ownX = frame.scroll?.dx ?? 0, ownY = frame.scroll?.dy ?? 0
            for rect in frame.damage.rects {
                region.add(rect.intersection(buffer))
                // Content damaged while scrolled out of the rect may have moved into it since.
                for (x, y) in [(laterX, laterY), (move.dx, move.dy)] {
                    region.add(rect.offsetBy(dx: Double(-x), dy: Double(-y)).intersection(move.rect))
                }
            }
            laterX += ownX
            laterY += ownY
        }
        return region
    }

    /// Records this frame once it is drawn.
    mutating func append(_ frame: Frame) {
        if frames.count == maximumAge - 1 && !frames.isEmpty { frames.removeFirst() }
        if maximumAge > 1 { frames.append(frame) }
    }

    /// Forgets everything (buffer size, scale or scene changed: no old buffer is reusable).
    mutating func removeAll() { frames.removeAll(keepingCapacity: true) }
}
