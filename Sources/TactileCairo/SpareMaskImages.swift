import CCairo

/// A8 pixman images (owning their pixels) that a mask cache evicted, kept for the next mask of
/// the same size, which is drawn over them instead of into new pixels.
///
/// Why: a shape moving by sub-pixel steps (a keyboard sliding in, a dragged button) makes a
/// mask of the same size at each new place, and the cache, once full, evicts the oldest masks
/// in batches, those of that shape among them: their pixels serve the next ones rather than
/// being freed and allocated again. The last evicted are kept, the first of a batch (the
/// least recently used, of shapes gone from the screen) go first.
///
/// Bounded: at most `countLimit` images, of at most `byteBudget` bytes of pixels together; an
/// owner keeping them within its own budget trims them as its cache grows (`trim(toAtMost:)`).
final class SpareMaskImages {
    /// The most images kept: few enough to search them all for a size.
    static let countLimit = 256
    /// The most the kept images take together.
    let byteBudget: Int
    /// Kept images, the first kept first (storage reserved once).
    private var images: [OpaquePointer] = []
    /// Their pixels' bytes, at most `byteBudget`.
    private(set) var bytes = 0

    /// An empty pool keeping at most `byteBudget` bytes of pixels.
    init(byteBudget: Int) {
        self.byteBudget = byteBudget
        images.reserveCapacity(Self.countLimit)
    }

    deinit { removeAll() }

    /// Keeps `image` (taking over its reference), releasing the first kept ones to make room;
    /// `image` itself when it is larger than the whole budget.
    func keep(_ image: OpaquePointer) {
        let size = Self.bytes(of: image)
        guard size <= byteBudget else {
            pixman_image_unref(image)
            return
        }
        if images.count == Self.countLimit { releaseFirst() }
        trim(toAtMost: byteBudget - size)
        images.append(image)
        bytes += size
    }

    /// Releases the first kept images until the rest take at most `limit` bytes (none when
    /// `limit` is below zero).
    func trim(toAtMost limit: Int) {
        while !images.isEmpty, bytes > limit { releaseFirst() }
    }

    /// A kept image of `width`×`height` pixels, the last kept, given to the caller (its pixels
    /// what its last mask left); nil when none is kept.
    func take(width: Int, height: Int) -> OpaquePointer? {
        guard let index = images.lastIndex(where: {
            Int(pixman_image_get_width($0)) == width && Int(pixman_image_get_height($0)) == height
        }) else { return nil }
        bytes -= Self.bytes(of: images[index])
        return images.remove(at: index)
    }

    /// Releases every kept image.
    func removeAll() {
        for image in images { pixman_image_unref(image) }
        images.removeAll(keepingCapacity: true)
        bytes = 0
    }

    /// What the pool holds.
    var usage: CacheUsage { CacheUsage(entries: images.count, bytes: bytes) }

    /// Releases the first kept image.
    private func releaseFirst() {
        bytes -= Self.bytes(of: images[0])
        pixman_image_unref(images.remove(at: 0))
    }

    /// The bytes of `image`'s pixels.
    static func bytes(of image: OpaquePointer) -> Int {
        Int(pixman_image_get_stride(image)) * Int(pixman_image_get_height(image))
    }
}
