/// A cache whose entries together cost at most a fixed budget (bytes, for the renderer's
/// masks): a kiosk runs for months, and a cache without a limit is a leak. Past the budget the
/// least recently used entries go first, until the cache is back at three quarters of it, so
/// that a scene changing shapes every frame (a pinched view) evicts in batches, not at every
/// miss; entries a frame keeps using stay.
///
/// `release` is called once for every entry that leaves the cache (eviction, `removeAll`,
/// deinit): the values are C objects the cache owns.
final class BoundedCache<Key: Hashable, Value> {
    private struct Entry {
        let value: Value
        let cost: Int
        var lastUse: UInt64
    }

    /// The most the entries may cost together.
    let budget: Int
    private let release: (Value) -> Void
    private var entries: [Key: Entry] = [:]
    /// Counts lookups and insertions: the recency of each entry.
    private var clock: UInt64 = 0
    /// What the entries cost together, at most `budget`.
    private(set) var cost = 0

    /// An empty cache of `budget` (in the unit of the costs given to `insert`).
    init(budget: Int, release: @escaping (Value) -> Void) {
        precondition(budget > 0, "a cache has a positive budget")
        self.budget = budget
        self.release = release
    }

    deinit { removeAll() }

    /// How many entries the cache holds.
    var count: Int { entries.count }

    /// The value cached for `key`, now the most recently used; nil when there is none.
    func value(for key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        clock &+= 1
        entries.values[index].lastUse = clock
        return entries.values[index].value
    }

    /// Caches `value` for `key` (which has none) at `cost`, first evicting the least recently
    /// used entries when it would go over the budget. A value costing more than the whole
    /// budget evicts everything else and stays until the next insertion (the caller draws
    /// with it this frame), so the cache never holds more than its budget plus one entry.
    func insert(_ value: Value, for key: Key, cost: Int) {
        precondition(entries[key] == nil, "a key is cached once")
        if self.cost + cost > budget { evict(downTo: budget * 3 / 4 - cost) }
        clock &+= 1
        entries[key] = Entry(value: value, cost: cost, lastUse: clock)
        self.cost += cost
    }

    /// Releases the entry for `key`, if there is one.
    func removeValue(for key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        release(entry.value)
        cost -= entry.cost
    }

    /// Releases every entry.
    func removeAll() {
        for entry in entries.values { release(entry.value) }
        entries.removeAll()
        cost = 0
    }

    /// Releases the least recently used entries until the rest cost at most `target`.
    private func evict(downTo target: Int) {
        let oldestFirst = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in oldestFirst where cost > target {
            release(entry.value)
            entries[key] = nil
            cost -= entry.cost
        }
    }
}
