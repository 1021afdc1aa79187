import PropertyBased
import Testing
@testable import TactileCairo

/// The cache every renderer cache is built on: its budget holds, the least recently used go
/// first, and every value is released exactly once.
@Suite struct BoundedCacheTests {
    /// A cache with a budget of 100 recording the values it releases.
    final class Recorder {
        final class Log { var values: [Int] = [] }
        let log = Log()
        let cache: BoundedCache<String, Int>
        var released: [Int] { log.values }

        init() {
            let log = log
            cache = BoundedCache(budget: 100) { log.values.append($0) }
        }
    }

    @Test func theLeastRecentlyUsedGoFirstDownToThreeQuartersOfTheBudget() {
        let recorder = Recorder()
        let cache = recorder.cache
        for index in 0..<5 { cache.insert(index, for: "k\(index)", cost: 20) }
        #expect(cache.cost == 100 && recorder.released.isEmpty)
        #expect(cache.value(for: "k0") == 0)  // k0 is now the most recent: k1 is the oldest.
        cache.insert(5, for: "k5", cost: 20)
        // Down to 75 - 20 = 55 before the insertion: k1, k2 and k3 go, oldest first.
        #expect(recorder.released == [1, 2, 3])
        #expect(cache.count == 3 && cache.cost == 60)
        #expect(cache.value(for: "k0") == 0 && cache.value(for: "k4") == 4 && cache.value(for: "k5") == 5)
        #expect(cache.value(for: "k1") == nil)
    }

    /// An entry removed by its key is released once, its cost given back; another key's
    /// removal changes nothing.
    @Test func anEntryRemovedByItsKeyIsReleasedAndItsCostGivenBack() {
        let recorder = Recorder()
        let cache = recorder.cache
        cache.insert(1, for: "a", cost: 30)
        cache.insert(2, for: "b", cost: 20)
        cache.removeValue(for: "a")
        cache.removeValue(for: "missing")
        #expect(recorder.released == [1])
        #expect(cache.count == 1 && cache.cost == 20 && cache.value(for: "a") == nil && cache.value(for: "b") == 2)
        cache.insert(3, for: "a", cost: 30)
        #expect(cache.value(for: "a") == 3)
    }

    @Test func aValueOverTheWholeBudgetStaysAloneUntilTheNextInsertion() {
        let recorder = Recorder()
        let cache = recorder.cache
        cache.insert(1, for: "small", cost: 10)
        cache.insert(2, for: "huge", cost: 300)
        #expect(recorder.released == [1])
        #expect(cache.value(for: "huge") == 2 && cache.cost == 300)
        cache.insert(3, for: "next", cost: 10)
        #expect(recorder.released == [1, 2])
        #expect(cache.count == 1 && cache.cost == 10)
    }

    /// Random lookups, insertions and removals release the same values, in the same order, as
    /// a plain list of the entries in order of use (the newest at its end), evicted from its
    /// front down to three quarters of the budget: the linked slots keep that order whatever
    /// is used, removed, or put in a slot another entry left.
    @Test func evictionsFollowTheOrderOfUse() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...2).array(of: 1...300), Gen.int(in: 0..<40).array(of: 300), Gen.int(in: 1...60).array(of: 300)) {
            operations, keys, costs in
            let recorder = Recorder()
            var model: [(key: Int, value: Int, cost: Int)] = [], modelReleased: [Int] = []
            for (step, operation) in operations.enumerated() {
                let key = keys[step], cost = costs[step]
                let place = model.firstIndex { $0.key == key }
                switch (operation, place) {
                case (0, let place?):  // A use: the entry becomes the newest.
                    #expect(recorder.cache.value(for: "k\(key)") == model[place].value)
                    model.append(model.remove(at: place))
                case (1, let place?):
                    recorder.cache.removeValue(for: "k\(key)")
                    modelReleased.append(model.remove(at: place).value)
                case (_, nil):
                    #expect(recorder.cache.value(for: "k\(key)") == nil)
                    recorder.cache.insert(step, for: "k\(key)", cost: cost)
                    if model.reduce(cost, { $0 + $1.cost }) > 100 {
                        while !model.isEmpty, model.reduce(0, { $0 + $1.cost }) > 100 * 3 / 4 - cost {
                            modelReleased.append(model.removeFirst().value)
                        }
                    }
                    model.append((key, step, cost))
                default:
                    break
                }
                #expect(recorder.released == modelReleased, "after step \(step)")
                #expect(recorder.cache.count == model.count && recorder.cache.cost == model.reduce(0) { $0 + $1.cost })
            }
        }
    }

    @Test func everyValueIsReleasedOnceWhateverHappens() {
        let recorder = Recorder()
        var random = SystemRandomNumberGenerator()
        var inserted: [Int] = []
        for index in 0..<2000 {
            let key = "k\(Int.random(in: 0..<300, using: &random))"
            if recorder.cache.value(for: key) == nil {
                recorder.cache.insert(index, for: key, cost: Int.random(in: 1...40, using: &random))
                inserted.append(index)
            }
            #expect(recorder.cache.cost <= 100 + 40)
        }
        recorder.cache.removeAll()
        #expect(recorder.released.sorted() == inserted)
        #expect(recorder.cache.count == 0 && recorder.cache.cost == 0)
    }
}
