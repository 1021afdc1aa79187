import Synchronization
import TactileCore
import TactileWayland

/// One decoded video frame as the main thread receives it: its pixels, held for the taker
/// until it calls `VideoFrameExchange.release(_:)`, and where it lies in the stream.
package struct VideoFrame: Sendable {
    /// The frame's pixels (XRGB8888); nobody writes them while a hold is on them.
    package let pixels: SharedPixels
    /// The frame's position in the media (its presentation time), from the clip's start.
    package let streamTime: TimeSpan
    /// When the pipeline shows the frame on its own clock, from playback's start: it goes
    /// on growing across a loop's seam, and grows at 1/rate of `streamTime`.
    package let runningTime: TimeSpan
    /// The frame's number among all those published, from 1.
    package let sequence: Int
}

/// Hands decoded frames from GStreamer's streaming thread to the main thread without either
/// waiting for the other. The streaming thread asks for a slot of the frame's size
/// (`beginWrite`), fills it, and publishes it as the latest (`publish`); a latest frame that
/// nobody took before a newer one came is dropped. The main thread takes the latest
/// (`takeLatest`), which holds it, and releases the hold when the compositor and the renderer
/// are done with it; a slot is written again only once nothing holds it.
///
/// At most `slotLimit` slots exist: one being written, the latest, and those held. When all
/// are busy, an arriving frame is dropped rather than waited for (the streaming thread never
/// blocks on the main thread).
package final class VideoFrameExchange: Sendable {
    /// What a slot is doing.
    private enum Use: Equatable {
        /// Nobody uses it: the next frame of its size may be written into it.
        case free
        /// The streaming thread is writing into it.
        case writing
        /// Published and not yet taken.
        case latest
        /// Taken: this many holds are on it.
        case held(Int)
    }

    private struct Slot {
        let pixels: SharedPixels
        var use: Use
    }

    private struct State {
        var slots: [Slot] = []
        var width = 0
        var height = 0
        var published = 0
        var lastStreamTime: TimeSpan?
        var dropped = 0
        /// Slots being allocated outside the lock, counted against the limit.
        var allocating = 0
        var latest: (index: Int, streamTime: TimeSpan, runningTime: TimeSpan, sequence: Int)?

        /// Lets go of free slots whose size is no longer the video's, keeping `latest`'s index right.
        mutating func dropSlotsOfAnotherSize() {
            for index in slots.indices.reversed() {
                let slot = slots[index]
                guard slot.use == .free, slot.pixels.width != width || slot.pixels.height != height else { continue }
                slots.remove(at: index)
                if let latestIndex = latest?.index, latestIndex > index { latest?.index = latestIndex - 1 }
            }
        }
    }

    /// The most slots that exist at once.
    package let slotLimit: Int
    private let allocate: @Sendable (Int, Int) -> SharedPixels?
    private let state = Mutex(State())

    /// An exchange of at most `slotLimit` slots, made by `allocate(width, height)` (nil when
    /// memory runs out: the frame is then dropped). By default, memfds the compositor maps.
    package init(slotLimit: Int = 4,
                 allocate: @escaping @Sendable (Int, Int) -> SharedPixels? = { try? SharedPixels.allocate(width: $0, height: $1).get() }) {
        precondition(slotLimit >= 2, "a slot to write and one to show")
        self.slotLimit = slotLimit
        self.allocate = allocate
    }

    /// Frames published so far.
    package var publishedCount: Int { state.withLock { $0.published } }

    /// Frames that never reached the main thread: replaced by a newer one before it was
    /// taken, or arriving while every slot was busy.
    package var droppedCount: Int { state.withLock { $0.dropped } }

    /// The stream time of the frame published last (nil before the first): where the
    /// picture on screen is, which a position query may put a frame earlier or later.
    package var lastStreamTime: TimeSpan? { state.withLock { $0.lastStreamTime } }

    /// The size of the frames written last (zero before the first).
    package var frameSize: (width: Int, height: Int) { state.withLock { ($0.width, $0.height) } }

    /// Slots that exist now (written, shown, held or free).
    package var slotCount: Int { state.withLock { $0.slots.count } }

    /// Streaming thread: a slot of `width` × `height` to write the next frame into, or nil
    /// when all slots are busy (the frame is dropped, counted). A new size lets go of the
    /// free slots of the old one; held ones go when their last hold is released.
    package func beginWrite(width: Int, height: Int) -> SharedPixels? {
        enum Plan { case reuse(SharedPixels), allocate, drop }
        let plan: Plan = state.withLock { state in
            if width != state.width || height != state.height {
                (state.width, state.height) = (width, height)
                state.dropSlotsOfAnotherSize()
            }
            if let index = state.slots.firstIndex(where: { $0.use == .free }) {
                state.slots[index].use = .writing
                return .reuse(state.slots[index].pixels)
            }
            guard state.slots.count + state.allocating < slotLimit else {
                state.dropped += 1
                return .drop
            }
            state.allocating += 1
            return .allocate
        }
        switch plan {
        case .reuse(let pixels): return pixels
        case .drop: return nil
        case .allocate:
            // Allocating (a memfd and its mapping) happens outside the lock: the main thread's
            // take and release never wait behind it.
            let pixels = allocate(width, height)
            state.withLock { state in
                state.allocating -= 1
                if let pixels { state.slots.append(Slot(pixels: pixels, use: .writing)) } else { state.dropped += 1 }
            }
            return pixels
        }
    }

    /// Streaming thread: `pixels` (from `beginWrite`) are written; they become the latest
    /// frame. The latest that was not taken goes back to the free slots, counted as dropped.
    package func publish(_ pixels: SharedPixels, streamTime: TimeSpan, runningTime: TimeSpan) {
        state.withLock { state in
            guard let index = state.slots.firstIndex(where: { $0.pixels === pixels }) else { return }
            if let previous = state.latest?.index {
                state.slots[previous].use = .free
                state.dropped += 1
            }
            state.published += 1
            state.lastStreamTime = streamTime
            state.slots[index].use = .latest
            state.latest = (index, streamTime, runningTime, state.published)
            state.dropSlotsOfAnotherSize()
        }
    }

    /// Streaming thread: `pixels` (from `beginWrite`) were not filled after all (the frame
    /// could not be read); the slot is free again.
    package func abandonWrite(_ pixels: SharedPixels) {
        state.withLock { state in
            guard let index = state.slots.firstIndex(where: { $0.pixels === pixels }) else { return }
            state.slots[index].use = .free
            state.dropped += 1
        }
    }

    /// Main thread: the frame published last, if it came after the last one taken, with one
    /// hold on it for the caller to release.
    package func takeLatest() -> VideoFrame? {
        state.withLock { state in
            guard let latest = state.latest else { return nil }
            state.latest = nil
            let slot = state.slots[latest.index]
            state.slots[latest.index].use = .held(1)
            return VideoFrame(pixels: slot.pixels, streamTime: latest.streamTime, runningTime: latest.runningTime,
                              sequence: latest.sequence)
        }
    }

    /// Main thread: forgets the latest frame if nobody took it (playback stopped: the next
    /// frame shown must be the new start's, not one from before the stop). Counted as dropped.
    package func discardLatest() {
        state.withLock { state in
            guard let latest = state.latest else { return }
            state.slots[latest.index].use = .free
            state.latest = nil
            state.dropped += 1
        }
    }

    /// Main thread: one more hold on taken pixels (the compositor and the renderer each
    /// hold the frame they use, and each releases its own).
    package func hold(_ pixels: SharedPixels) {
        state.withLock { state in
            guard let index = state.slots.firstIndex(where: { $0.pixels === pixels }),
                  case .held(let holds) = state.slots[index].use else { return }
            state.slots[index].use = .held(holds + 1)
        }
    }

    /// Main thread: one hold on `pixels` ends; with the last one, the slot may be written again
    /// (or goes, if the video's size changed since).
    package func release(_ pixels: SharedPixels) {
        state.withLock { state in
            guard let index = state.slots.firstIndex(where: { $0.pixels === pixels }),
                  case .held(let holds) = state.slots[index].use else { return }
            state.slots[index].use = holds > 1 ? .held(holds - 1) : .free
            state.dropSlotsOfAnotherSize()
        }
    }
}
