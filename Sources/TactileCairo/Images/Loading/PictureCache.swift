import TactileCore

/// The app's decoded pictures, bounded in bytes: past `budget` the least recently used go
/// first, but never one drawn in the current frame (the frame since the last `beginFrame`),
/// which a partial repaint may still need, nor one cached since: those alone may take the
/// cache over its budget, until a later frame stops using them. Main thread only.
///
/// The cache holds a few hundred pictures at most (a 64 MB budget of thumbnails of 150 kB),
/// so an eviction scans the entries for the oldest; nothing here runs per motion, only when
/// a decode arrives.
package final class PictureCache {
    private struct Entry {
        /// Held so that its identity in the key stays its own while cached.
        let image: Image
        let frames: [DecodedFrame]
        let bytes: Int
        /// When it was last used, in `uses`.
        var lastUse: UInt64
        /// The frame that last drew it, in `frame`.
        var lastFrame: UInt64
    }

    /// The most bytes the pictures may take together (those of the current frame aside).
    package var budget: Int {
        didSet { evict() }
    }
    /// Bytes the pictures take now.
    package private(set) var byteCount = 0
    private var entries: [PictureKey: Entry] = [:]
    private var uses: UInt64 = 0
    private var frame: UInt64 = 1

    /// An empty cache of `budget` bytes.
    package init(budget: Int) {
        self.budget = budget
    }

    /// How many pictures it holds.
    package var count: Int { entries.count }

    /// A new frame starts: the pictures the last one drew may go again.
    package func beginFrame() { frame += 1 }

    /// The frames cached for `key`, now the most recently used and kept through the current
    /// frame; nil when there are none.
    package func frames(for key: PictureKey) -> [DecodedFrame]? {
        guard entries[key] != nil else { return nil }
        uses += 1
        entries[key]!.lastUse = uses
        entries[key]!.lastFrame = frame
        return entries[key]!.frames
    }

    /// True when `key` is cached (without counting as a use).
    package func contains(_ key: PictureKey) -> Bool { entries[key] != nil }

    /// True when `key` was drawn in the current frame, so cannot be evicted.
    package func isPinned(_ key: PictureKey) -> Bool { entries[key]?.lastFrame == frame }

    /// Caches `frames` of `image` for `key` (replacing what was there), kept like a picture the
    /// current frame drew until the next frame (which draws it: a picture larger than the
    /// whole budget would otherwise go at once, and its view ask for it again and again), then
    /// evicts the least recently used pictures not kept so until the rest fit the budget.
    package func insert(_ frames: [DecodedFrame], of image: Image, for key: PictureKey) {
        remove(key)
        let bytes = frames.reduce(0) { $0 + $1.picture.byteCount }
        uses += 1
        entries[key] = Entry(image: image, frames: frames, bytes: bytes, lastUse: uses, lastFrame: frame)
        byteCount += bytes
        evict()
    }

    /// Drops the picture of `key`, if cached.
    package func remove(_ key: PictureKey) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        byteCount -= entry.bytes
    }

    /// Drops every picture but those the current frame drew and those `keeps` wants (the
    /// pictures views on screen show): a rested window gives back what is not in sight.
    package func removeAll(keeping keeps: (PictureKey) -> Bool = { _ in false }) {
        for (key, entry) in entries where entry.lastFrame != frame && !keeps(key) { remove(key) }
    }

    /// Evicts, oldest use first, until the pictures fit the budget or only pinned ones remain.
    private func evict() {
        guard byteCount > budget else { return }
        let candidates = entries.filter { $0.value.lastFrame != frame }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in candidates {
            guard byteCount > budget else { return }
            remove(key)
        }
    }
}
