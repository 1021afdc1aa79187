/// A cache whose entries together cost at most a fixed budget (bytes, for the renderer's
/// masks): a kiosk runs for months, and a cache without a limit is a leak. Past the budget the
/// least recently used entries go first, until the cache is back at three quarters of it, so
/// that a scene changing shapes every frame (a pinched view) evicts in batches, not at every
/// miss; entries a frame keeps using stay.
///
/// The entries are kept in order of use, in a list linked through their slots' indices: a
/// use moves its entry to the front and an eviction takes from the back, each in constant
/// time and without allocating once the slots have grown to the most entries held. (Sorting
/// the entries by their last use at each eviction cost a drop in the drag benchmark, which
/// repaints tiles of many colours, a third of its instructions, and an array each time.)
///
/// `release` is called once for every entry that leaves the cache (eviction, `removeAll`,
/// deinit): the values are C objects the cache owns.
final class BoundedCache<Key: Hashable, Value> {
    /// An entry's slot; a free slot holds no key and no value.
    private struct Slot {
        var key: Key?
        var value: Value?
        var cost: Int
        /// The slots of the entries used just after and just before this one; `none` at the ends.
        var newer: Int
        var older: Int
    }

    /// The index that stands for no slot.
    private static var none: Int { -1 }

    /// The most the entries may cost together.
    let budget: Int
    private let release: (Value) -> Void
    /// Each key's slot.
    private var slotIndices: [Key: Int] = [:]
    private var slots: [Slot] = []
    /// Slots an entry left, taken again before the slots grow.
    private var freeSlots: [Int] = []
    /// The ends of the list in order of use.
    private var newest = BoundedCache.none
    private var oldest = BoundedCache.none
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
    var count: Int { slotIndices.count }

    /// The value cached for `key`, now the most recently used; nil when there is none.
    func value(for key: Key) -> Value? {
        guard let index = slotIndices[key] else { return nil }
        if index != newest {
            unlink(index)
            link(index)
        }
        return slots[index].value
    }

    /// Caches `value` for `key` (which has none) at `cost`, first evicting the least recently
    /// used entries when it would go over the budget. A value costing more than the whole
    /// budget evicts everything else and stays until the next insertion (the caller draws
    /// with it this frame), so the cache never holds more than its budget plus one entry.
    func insert(_ value: Value, for key: Key, cost: Int) {
        precondition(slotIndices[key] == nil, "a key is cached once")
        if self.cost + cost > budget { evict(downTo: budget * 3 / 4 - cost) }
        let slot = Slot(key: key, value: value, cost: cost, newer: Self.none, older: Self.none)
        let index: Int
        if let free = freeSlots.popLast() {
            slots[free] = slot
            index = free
        } else {
            slots.append(slot)
            index = slots.count - 1
        }
        link(index)
        slotIndices[key] = index
        self.cost += cost
    }

    /// Releases the entry for `key`, if there is one.
    func removeValue(for key: Key) {
        guard let index = slotIndices[key] else { return }
        release(remove(index))
    }

    /// Releases every entry, and gives back the memory that kept them.
    func removeAll() {
        var index = oldest
        while index != Self.none {
            if let value = slots[index].value { release(value) }
            index = slots[index].newer
        }
        slotIndices.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        (newest, oldest, cost) = (Self.none, Self.none, 0)
    }

    /// Releases the least recently used entries until the rest cost at most `target`.
    private func evict(downTo target: Int) {
        while cost > target, oldest != Self.none {
            release(remove(oldest))
        }
    }

    /// Takes the entry in slot `index` out of the cache and returns its value, to release.
    private func remove(_ index: Int) -> Value {
        unlink(index)
        let slot = slots[index]
        slotIndices[slot.key!] = nil
        slots[index].key = nil
        slots[index].value = nil
        freeSlots.append(index)
        cost -= slot.cost
        return slot.value!
    }

    /// Puts slot `index`, in no list, at the newest end.
    private func link(_ index: Int) {
        slots[index].newer = Self.none
        slots[index].older = newest
        if newest != Self.none { slots[newest].newer = index } else { oldest = index }
        newest = index
    }

    /// Takes slot `index` out of the list, joining its neighbours.
    private func unlink(_ index: Int) {
        let (newer, older) = (slots[index].newer, slots[index].older)
        if newer != Self.none { slots[newer].older = older } else { newest = older }
        if older != Self.none { slots[older].newer = newer } else { oldest = newer }
    }
}
