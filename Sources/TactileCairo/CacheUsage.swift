/// What a renderer's caches hold at a moment: for tests that check nothing grows without
/// bound, and for apps that report their memory.
package struct CacheUsage: Equatable, Sendable {
    /// Cached things (masks, text layouts, measured sizes).
    package var entries: Int
    /// Their size in bytes (estimated for text, which lives in Pango's heap).
    package var bytes: Int

    /// Usage of `entries` things of `bytes` bytes in all.
    package init(entries: Int, bytes: Int) {
        self.entries = entries
        self.bytes = bytes
    }

    /// The sum of two usages.
    static func + (left: CacheUsage, right: CacheUsage) -> CacheUsage {
        CacheUsage(entries: left.entries + right.entries, bytes: left.bytes + right.bytes)
    }
}
