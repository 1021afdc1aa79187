import CCairo
import Testing
@testable import TactileCairo

/// The pixels a mask cache let go of, kept for new masks of their size: within their bounds,
/// the last kept given first, the first kept released first.
@Suite struct SpareMaskImagesTests {
    /// An A8 image of `width`×`height` (its rows rounded up to 4 bytes).
    private func image(_ width: Int, _ height: Int) -> OpaquePointer {
        pixman_image_create_bits_no_clear(PIXMAN_a8, Int32(width), Int32(height), nil, 0)!
    }

    @Test func theKeptImagesStayWithinTheirBytesAndCount() {
        let spares = SpareMaskImages(byteBudget: 10_000)
        for _ in 0..<30 { spares.keep(image(20, 20)) }  // 400 bytes each: 25 fit.
        #expect(spares.usage == CacheUsage(entries: 25, bytes: 10_000))
        spares.keep(image(200, 100))  // Larger than the whole budget: released at once.
        #expect(spares.usage == CacheUsage(entries: 25, bytes: 10_000))
        let many = SpareMaskImages(byteBudget: 1 << 20)
        for _ in 0..<(SpareMaskImages.countLimit + 10) { many.keep(image(4, 1)) }
        #expect(many.usage.entries == SpareMaskImages.countLimit)
        many.removeAll()
        #expect(many.usage == CacheUsage(entries: 0, bytes: 0))
    }

    @Test func anImageOfTheSizeAskedIsGivenTheLastKeptFirst() {
        let spares = SpareMaskImages(byteBudget: 10_000)
        let first = image(8, 8), second = image(12, 4), third = image(8, 8)
        [first, second, third].forEach(spares.keep)
        #expect(spares.take(width: 8, height: 8) == third)
        #expect(spares.take(width: 8, height: 8) == first)
        #expect(spares.take(width: 8, height: 8) == nil)
        #expect(spares.take(width: 4, height: 12) == nil, "a size is width and height")
        #expect(spares.usage == CacheUsage(entries: 1, bytes: 48))
        [first, third].forEach { pixman_image_unref($0) }
    }

    @Test func trimmingReleasesTheFirstKept() {
        let spares = SpareMaskImages(byteBudget: 10_000)
        let sizes = [(4, 10), (8, 10), (12, 10)]
        for (width, height) in sizes { spares.keep(image(width, height)) }
        spares.trim(toAtMost: 200)
        #expect(spares.usage == CacheUsage(entries: 2, bytes: 200))
        #expect(spares.take(width: 4, height: 10) == nil, "the first kept went first")
        spares.trim(toAtMost: -1)
        #expect(spares.usage == CacheUsage(entries: 0, bytes: 0))
    }
}
